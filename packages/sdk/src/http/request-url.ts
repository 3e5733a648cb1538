// The URL of a call, from the operation's path template and its path and query parameters: every id encoded as
// one path segment, refused before any I/O where no id could be meant.
import { ServiceValidationError } from "../generated/errors.js";
import type { OperationInput, OperationRoute, QueryValue } from "./operation-context.js";

/** A path template split once: literal text at even indexes, parameter names at odd ones. */
const pathTemplates = new Map<string, string[]>();

function pathTemplate(path: string): string[] {
  let parts = pathTemplates.get(path);
  if (parts === undefined) {
    parts = path.split(/\{([^}]+)\}/);
    pathTemplates.set(path, parts);
  }
  return parts;
}

/**
 * A path parameter as one path segment. `.` and `..` would be read as the segment's parent (`DELETE
 * /files/.` is `DELETE /files/`), and a lone surrogate cannot be encoded: each is refused before any I/O.
 */
function pathSegment(operation: OperationRoute, name: string, value: unknown): string {
  const where = `${operation.method} ${operation.path}: ${name}`;
  if (typeof value !== "string" || value === "") {
    throw new ServiceValidationError(`${where} must be a non-empty string.`);
  }
  if (value === "." || value === "..") {
    throw new ServiceValidationError(`${where} is "${value}", which names no resource: pass the id the service gave.`);
  }
  try {
    return encodeURIComponent(value);
  } catch {
    throw new ServiceValidationError(
      `${where} holds a lone UTF-16 surrogate, which no id has: pass the id the service gave.`,
    );
  }
}

/** The URL of a call: path parameters encoded, query parameters in the spec's default style (form, exploded). */
export function urlOf(baseUrl: string, operation: OperationRoute, input: OperationInput): string {
  const parts = pathTemplate(operation.path);
  let url = baseUrl + parts[0];
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] as string;
    url += pathSegment(operation, name, input.path?.[name]) + parts[index + 1];
  }
  if (input.query) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(input.query as Record<string, QueryValue>)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
    }
    const text = query.toString();
    if (text !== "") url += `?${text}`;
  }
  return url;
}
