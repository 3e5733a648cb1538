// The sunset rule: an element may go only once it was deprecated with an `x-sunset` date that has passed.
import { record } from "@stt-service/spec-documents";

export const howToBreak =
  "To remove it properly: mark it `deprecated: true` with an `x-sunset` date in a release, then remove it after " +
  "that date; or release a new major (info.version).";

export interface Removal {
  breaking: boolean;
  reason: string;
}

/** How removing `base` (an operation, parameter, field or message) is judged on `today` (YYYY-MM-DD). */
export function judgeRemoval(what: string, base: unknown, today: string, consequence: string): Removal {
  const node = record(base);
  const sunset = typeof node["x-sunset"] === "string" ? node["x-sunset"] : undefined;
  if (node.deprecated === true && sunset !== undefined && sunset < today) {
    return { breaking: false, reason: `${what} is removed after its sunset (${sunset}), as it announced.` };
  }
  if (node.deprecated === true && sunset !== undefined) {
    return {
      breaking: true,
      reason: `${what} is removed before its sunset (${sunset}): ${consequence}. Keep it until the day after ${sunset}, or release a new major (info.version).`,
    };
  }
  return { breaking: true, reason: `${what} is removed: ${consequence}. ${howToBreak}` };
}
