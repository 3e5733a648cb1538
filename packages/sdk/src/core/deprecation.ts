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
