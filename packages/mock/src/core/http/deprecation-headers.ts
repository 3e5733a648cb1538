// The headers the HTTP mock adds when a request uses what the contract deprecates (`deprecated: true` with
// `x-sunset`, on the operation, or on a query parameter or body field the request sends): `Deprecation` (RFC 9745, a
// structured-field date, `@<unix seconds>`) and `Sunset` (RFC 8594, an HTTP-date), so a frontend team sees in
// its network tab what its code will lose, and when. Both the stateful answers and the examples get them.
import type { IHttpOperation } from "@stoplight/types";
import { isCalendarDay } from "@stt-service/spec-documents/portable";

interface Notice {
  /**
   * `x-sunset`: the last day, `YYYY-MM-DD`; the element goes at the end of it (23:59:59 UTC). Unknown for a
   * parameter: Prism (5.12) keeps the `deprecated` of a parameter but drops its extensions.
   */
  sunset: string | undefined;
  /** `x-deprecated-since`, when the spec says since when; else the deprecation has no known start. */
  since: string | undefined;
}

/** A day the headers can say; anything else (`2026-13-45`, which `npm run generate` refuses) is unknown. */
function day(value: unknown): string | undefined {
  return typeof value === "string" && isCalendarDay(value) ? value : undefined;
}

function noticeOf(extensions: Record<string, unknown> | undefined): Notice {
  return { sunset: day(extensions?.["x-sunset"]), since: day(extensions?.["x-deprecated-since"]) };
}

/** The notices of the deprecated fields a body sends: top-level properties of its schema and its allOf members. */
function bodyFieldNotices(schema: unknown, sent: object, notices: Notice[], depth = 0): void {
  if (typeof schema !== "object" || schema === null || depth > 8) return;
  const { properties, allOf } = schema as { properties?: unknown; allOf?: unknown };
  for (const [name, property] of Object.entries(typeof properties === "object" && properties ? properties : {})) {
    const field = property as Record<string, unknown> | null;
    if (field?.deprecated === true && Object.hasOwn(sent, name)) notices.push(noticeOf(field));
  }
  if (Array.isArray(allOf)) for (const member of allOf) bodyFieldNotices(member, sent, notices, depth + 1);
}

/**
 * `Deprecation` and `Sunset` for this request, or no header when it uses nothing deprecated. `body` is what
 * the request's body holds, by field: the parsed JSON, or the form fields of an upload.
 */
export function deprecationHeaders(
  operation: IHttpOperation | undefined,
  query: Readonly<Record<string, unknown>> | undefined,
  body?: unknown,
): Record<string, string> {
  if (!operation) return {};
  const notices: Notice[] = [];
  if (operation.deprecated) notices.push(noticeOf(operation.extensions));
  for (const parameter of operation.request?.query ?? []) {
    if (parameter.deprecated && query?.[parameter.name] !== undefined) notices.push(noticeOf(parameter.extensions));
  }
  if (typeof body === "object" && body !== null && !Array.isArray(body)) {
    for (const content of operation.request?.body?.contents ?? []) bodyFieldNotices(content.schema, body, notices);
  }
  if (notices.length === 0) return {};
  // Several deprecated things in one request: the first to go is what the caller must act on.
  const dated = notices.filter((notice) => notice.sunset !== undefined);
  const first = dated.reduce<Notice | undefined>(
    (soonest, notice) => (soonest?.sunset !== undefined && soonest.sunset <= (notice.sunset ?? "") ? soonest : notice),
    undefined,
  );
  // Without x-deprecated-since the start is unknown but past: RFC 9745's date then says "deprecated already".
  const sinceDay = first?.since ?? notices.find((notice) => notice.since !== undefined)?.since;
  const since = sinceDay ? Date.parse(`${sinceDay}T00:00:00Z`) / 1000 : 0;
  const headers: Record<string, string> = { deprecation: `@${since}` };
  if (first?.sunset) headers.sunset = new Date(`${first.sunset}T23:59:59Z`).toUTCString();
  return headers;
}
