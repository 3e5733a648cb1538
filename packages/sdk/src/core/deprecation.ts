// Warnings for what the contract deprecates (`deprecated: true` with `x-sunset`): one per element per process,
// on its first use, through the client's logger, so a long-running service is told once and its logs are not
// flooded. The sentence names the element, the day it goes and what to use instead.
import type { Logger } from "./logger.js";

export interface DeprecationNotice {
  /** The day it goes, `YYYY-MM-DD`. */
  readonly sunset: string;
  /** What to use instead, or null. */
  readonly use: string | null;
}

/**
 * Whether `text` is a day that exists, written `YYYY-MM-DD`: `2026-13-45` and `2026-02-30` are not (JavaScript's
 * Date and YAML's timestamps would roll them over into another day without a word).
 */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The elements warned of in this process (module state: one warning per process, whatever the clients). */
const warned = new Set<string>();

/** What is said of a deprecated element: its name, the day it goes, and what to use instead. */
export function deprecationSentence(element: string, notice: DeprecationNotice): string {
  const instead = notice.use ? ` Use ${notice.use} instead.` : "";
  return `${element} is deprecated and will be removed after ${notice.sunset}.${instead}`;
}

/** Logs that `element` is deprecated, the first time only; returns whether it logged. */
export function warnDeprecatedOnce(logger: Logger, element: string, notice: DeprecationNotice): boolean {
  if (warned.has(element)) return false;
  warned.add(element);
  logger.warn(deprecationSentence(element, notice), {
    deprecated: element,
    sunset: notice.sunset,
  });
  return true;
}
