// An operation's responses → the kind of its one 2xx answer (empty, JSON of a type, text, bytes) and the
// statuses of its errors.
import type { SpecNode } from "../read/nodes.js";
import { objectNode, specFailure } from "./refusals.js";
import type { SchemaTypeRef, SuccessResponse } from "./types.js";

/** The type a schema value stands for: a named schema's type, or null when it is written in place. */
export type SchemaTypeOf = (written: unknown) => SchemaTypeRef | null;

/** Media types outside `text/*` whose bodies are text all the same. */
const textMediaTypes = new Set([
  "application/x-subrip",
  "application/xml",
  "application/yaml",
  "application/x-yaml",
  "application/javascript",
  "application/x-ndjson",
]);

/**
 * How the runtime reads an answer of a media type: JSON, text (a string), or bytes. Anything that is neither
 * JSON nor known text is bytes, which hold any body faithfully.
 */
export function bodyKindOf(mediaType: string): "json" | "text" | "binary" {
  const type = mediaType.toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (type.startsWith("text/") || type.endsWith("+xml") || textMediaTypes.has(type)) return "text";
  return "binary";
}

/** The 2xx statuses an operation answers. */
export function successStatuses(operation: SpecNode, where: string): string[] {
  return Object.keys(objectNode(operation.get("responses"), `${where} responses`).value).filter((status) =>
    /^2\d\d$/.test(status),
  );
}

export function successResponse(
  operation: SpecNode,
  operationId: string,
  where: string,
  schemaTypeOf: SchemaTypeOf,
): SuccessResponse {
  const statuses = successStatuses(operation, where);
  if (statuses.length !== 1) specFailure("openapi.yaml", `${where} needs exactly one 2xx response`);
  const status = Number(statuses[0]);
  const content = operation.at("responses", statuses[0] as string, "content");
  const mediaTypes = Object.keys(content.isObject ? content.value : {});
  if (mediaTypes.length === 0) return { kind: "empty", status };
  const kinds = new Set(mediaTypes.map(bodyKindOf));
  const [kind] = kinds;
  if (kinds.size > 1 || kind === undefined) {
    specFailure(
      "openapi.yaml",
      `${where} answers ${mediaTypes.join(", ")}: one answer is JSON, text or bytes, not several kinds; split the operation, or drop a media type`,
    );
  }
  if (kind !== "json") return { kind, status, mediaTypes };
  const [mediaType = "application/json"] = mediaTypes;
  if (mediaTypes.length > 1)
    specFailure("openapi.yaml", `${where} answers ${mediaTypes.join(", ")}: a JSON answer has one media type`);
  return {
    kind: "json",
    status,
    type: schemaTypeOf(content.get(mediaType).value.schema) ?? { of: "response", operationId, status, mediaType },
  };
}

/** The 4xx and 5xx statuses an operation declares. */
export function errorStatuses(operation: SpecNode, where: string): number[] {
  return Object.keys(objectNode(operation.get("responses"), `${where} responses`).value)
    .filter((status) => /^[45]\d\d$/.test(status))
    .map(Number);
}
