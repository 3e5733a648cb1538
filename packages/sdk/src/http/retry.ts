// When to retry and how long to wait: exponential backoff with jitter, capped, or what Retry-After says.

/** Statuses worth repeating: the service may answer differently a moment later. */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

const initialDelayMs = 500;
const maxBackoffMs = 8_000;
/** A Retry-After longer than this is not waited for: the error reaches the caller, with `retryAfter` set. */
export const maxRetryAfterMs = 60_000;

/**
 * Each form of an HTTP date (RFC 9110 5.6.7) starts with a day's name. Anything else is refused before
 * Date.parse, which reads almost anything ("-1", "5, 6") as some date.
 */
const httpDate = /^[A-Z][a-z]{2,8},? /;

/**
 * Retry-After as seconds (a number of seconds, or an HTTP date), or undefined when absent or unusable: a
 * negative, endless or otherwise malformed value is as good as none, so the usual back-off applies.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const seconds = Number(trimmed);
    return Number.isFinite(seconds) ? seconds : undefined;
  }
  const date = httpDate.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

/** The wait before retry number `retry` (0 for the first retry): 0.5 s doubling to 8 s, less up to 25 % jitter. */
export function backoffDelayMs(retry: number, random: () => number = Math.random): number {
  const base = Math.min(initialDelayMs * 2 ** retry, maxBackoffMs);
  return Math.round(base * (1 - 0.25 * random()));
}
