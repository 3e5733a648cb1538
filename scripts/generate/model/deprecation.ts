// `deprecated: true` with `x-sunset` (and optionally `x-deprecated-use`) on an operation or a parameter, as the
// SDK carries it: the day the element goes and what to use instead. Generation stops on a deprecation without a
// sunset, a sunset without a deprecation, or a sunset that is not a calendar day, saying which.
import type { Deprecation } from "../../../templates/model.js";

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(text: string): boolean {
  if (!calendarDay.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The deprecation of a spec node (an operation or a parameter), or null when it is not deprecated. */
export function deprecationOf(node: Record<string, unknown>, where: string): Deprecation | null {
  // YAML 1.1 parsers read an unquoted `2027-06-30` as a date: take it back as the day it names.
  const written = node["x-sunset"];
  const sunset =
    written instanceof Date && !Number.isNaN(written.getTime()) ? written.toISOString().slice(0, 10) : written;
  if (node.deprecated !== true) {
    if (sunset !== undefined)
      throw new Error(`${where}: x-sunset without deprecated: true; deprecate it, or drop the sunset`);
    return null;
  }
  if (sunset === undefined)
    throw new Error(`${where}: deprecated without x-sunset; add x-sunset: YYYY-MM-DD, the day it goes`);
  if (typeof sunset !== "string" || !isCalendarDay(sunset)) {
    throw new Error(`${where}: x-sunset ${JSON.stringify(sunset)} is not a date; write it as YYYY-MM-DD`);
  }
  const use = node["x-deprecated-use"];
  if (use !== undefined && (typeof use !== "string" || use.trim() === "")) {
    throw new Error(`${where}: x-deprecated-use must be a sentence naming what to use instead`);
  }
  return { sunset, use: typeof use === "string" ? use.trim() : null };
}

/** An operation's own deprecation and those of its query parameters. */
export function operationDeprecations(
  operation: Record<string, unknown>,
  queryParameters: Record<string, unknown>[],
  where: string,
): { deprecation: Deprecation | null; deprecatedQuery: Record<string, Deprecation> } {
  const deprecatedQuery: Record<string, Deprecation> = {};
  for (const parameter of queryParameters) {
    const deprecation = deprecationOf(parameter, `${where} query parameter ${String(parameter.name)}`);
    if (deprecation) deprecatedQuery[String(parameter.name)] = deprecation;
  }
  return { deprecation: deprecationOf(operation, where), deprecatedQuery };
}
