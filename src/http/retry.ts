// When to retry and how long to wait: exponential backoff with jitter, capped, or what Retry-After says.

/** Statuses worth repeating: the service may answer differently a moment later. */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

const initialDelayMs = 500;
const maxBackoffMs = 8_000;
/** A Retry-After longer than this is not waited for: the error reaches the caller, with `retryAfter` set. */
export const maxRetryAfterMs = 60_000;

/** Retry-After as seconds (a number of seconds, or an HTTP date), or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined || value.trim() === "") return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, (date - now) / 1000);
}

/** The wait before retry number `retry` (0 for the first retry): 0.5 s doubling to 8 s, less up to 25 % jitter. */
export function backoffDelayMs(retry: number, random: () => number = Math.random): number {
  const base = Math.min(initialDelayMs * 2 ** retry, maxBackoffMs);
  return Math.round(base * (1 - 0.25 * random()));
}
