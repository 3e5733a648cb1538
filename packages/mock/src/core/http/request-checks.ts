// The checks of a request's head that the core makes itself, before either contract engine sees the request:
// where Prism and the generated validators read the same request differently (Prism coerces `+5`, `0x10` and
// ` 5 ` to numbers, matches `?LIMIT=` to `limit`, takes `?cursor=` for no cursor, fails on `%ZZ` in a path and
// routes `/files/` elsewhere), the core decides, as the spec says, so that the server and the MSW handlers
// cannot disagree. What it finds is answered as the request's violations; the request the engines then see has
// its path made safe to decode and only the query parameters the operation declares.
import type { IHttpRequest } from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";
import type { ContractEngine, Violation } from "./contract-engine.js";

/**
 * The one syntax of a number in a query value or header (specs/README.md): JSON's number, leading zeros
 * allowed; no `+`, no hex, no spaces, no `Infinity`. Whether it must be whole is the schema's `type`.
 */
export const numberSyntax = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** A `%` not followed by two hex digits: no percent-encoding, so no id the service hands out. */
const brokenEscapes = /%(?![0-9A-Fa-f]{2})/g;
const brokenEscape = /%(?![0-9A-Fa-f]{2})/;

export interface HeadCheck {
  /** The request as the engines are to see it. */
  request: IHttpRequest;
  operation: IHttpOperation | undefined;
  /** What the core found wrong with the request, in the engines' shape; empty when nothing. */
  violations: Violation[];
}

interface ParameterLike {
  name: string;
  schema?: { type?: unknown; minLength?: unknown; enum?: unknown };
}

/** What the core checks of the head, with whether a body came and its Content-Type. */
export function checkRequestHead(
  engine: ContractEngine,
  request: IHttpRequest,
  body: { present: boolean; contentType: string },
): HeadCheck {
  const violations: Violation[] = [];
  const sentParts = request.url.path.split("/");
  // `%ZZ` stays literal for the engines (`%25ZZ`): Prism would fail decoding it, and answer 500.
  const safeParts = sentParts.map((part) => part.replace(brokenEscapes, "%25"));
  let path = safeParts.join("/");
  let operation = engine.operationFor({ ...request, url: { ...request.url, path } });
  if (!operation) {
    // `/files/`: the operation of `/files/{file_id}` with an empty id, which its InvalidId answer covers.
    operation = engine.operations.find(
      (candidate) => candidate.method === request.method && templateMatchesEmpty(candidate.path, path),
    );
    if (operation) {
      // A stand-in the engines route to the operation, and find invalid themselves too.
      path = safeParts
        .map((part, index) => (isTemplate(operation?.path, index) && part === "" ? "%20" : part))
        .join("/");
    }
  }
  if (!operation) return { request: { ...request, url: { ...request.url, path } }, operation, violations };

  const templateParts = operation.path.split("/");
  templateParts.forEach((part, index) => {
    const name = /^\{([^}]+)\}$/.exec(part)?.[1];
    const sent = sentParts[index] ?? "";
    if (name === undefined) return;
    if (sent === "") violations.push(tooShort("path", name));
    else if (brokenEscape.test(sent)) {
      violations.push({
        location: ["request", "path", name],
        code: "pattern",
        message: `Request path parameter ${name} has a "%" that starts no percent-encoding (two hex digits must follow it)`,
        severity: "error",
      });
    }
  });

  // OpenAPI's parameter names are case-sensitive: `LIMIT` is not `limit`, and an undeclared parameter is not
  // checked, by either engine. Prism would match it in any case, so it never sees one.
  const declaredQuery = (operation.request?.query ?? []) as ParameterLike[];
  const query: Record<string, string | string[]> = {};
  for (const parameter of declaredQuery) {
    const value = request.url.query?.[parameter.name];
    if (value === undefined) continue;
    query[parameter.name] = value as string | string[];
    violations.push(...valueViolations("query", parameter, value as string | string[]));
  }
  const headers = (request.headers ?? {}) as Record<string, string>;
  for (const parameter of (operation.request?.headers ?? []) as ParameterLike[]) {
    const value = headers[parameter.name.toLowerCase()];
    if (value !== undefined) violations.push(...valueViolations("header", parameter, value));
  }

  const declaredBodies = operation.request?.body?.contents ?? [];
  const mediaType = body.contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (body.present && declaredBodies.length > 0 && !declaredBodies.some((content) => content.mediaType === mediaType)) {
    violations.push({
      location: ["request", "header", "content-type"],
      code: 415,
      message: `Supported content types: ${declaredBodies.map((content) => content.mediaType).join(", ")}; send one of them as the Content-Type (not ${mediaType || "none"})`,
      severity: "error",
    });
  }
  return { request: { ...request, url: { ...request.url, path, query } }, operation, violations };
}

function isTemplate(template: string | undefined, index: number): boolean {
  return /^\{[^}]+\}$/.test(template?.split("/")[index] ?? "");
}

/** Whether `path` is `template` with one or more of its ids empty. */
function templateMatchesEmpty(template: string, path: string): boolean {
  const templateParts = template.split("/");
  const parts = path.split("/");
  return (
    templateParts.length === parts.length &&
    templateParts.some((part, index) => /^\{[^}]+\}$/.test(part) && parts[index] === "") &&
    templateParts.every((part, index) => /^\{[^}]+\}$/.test(part) || part === parts[index])
  );
}

function tooShort(place: string, name: string): Violation {
  return {
    location: ["request", place, name],
    code: "minLength",
    message: `Request ${place === "header" ? "header" : `${place} parameter`} ${name} is empty; send a value, or leave the parameter out`,
    severity: "error",
  };
}

/**
 * An empty value where the schema wants at least one character (or one of an enum's values, none empty: Prism
 * takes `?format=` for no format), and a number in any other syntax than ours.
 */
function valueViolations(place: string, parameter: ParameterLike, value: string | string[]): Violation[] {
  const type = parameter.schema?.type;
  const numeric = type === "integer" || type === "number";
  const minLength = typeof parameter.schema?.minLength === "number" ? parameter.schema.minLength : 0;
  const values = parameter.schema?.enum;
  const enumWithoutEmpty = Array.isArray(values) && !values.includes("");
  const out: Violation[] = [];
  for (const text of Array.isArray(value) ? value : [value]) {
    if (text === "" && (numeric || minLength > 0 || enumWithoutEmpty)) out.push(tooShort(place, parameter.name));
    else if (numeric && !numberSyntax.test(text)) {
      out.push({
        location: ["request", place, parameter.name],
        code: "type",
        message: `Request ${place === "header" ? "header" : `${place} parameter`} ${parameter.name} must be ${type === "integer" ? "an integer" : "a number"} written in digits, with an optional leading "-" (no "+", hex or spaces)`,
        severity: "error",
      });
    }
  }
  return out;
}
