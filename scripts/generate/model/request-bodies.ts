// An operation's requestBody → what its method sends: JSON of a type, or a multipart upload of one file with
// text fields beside it; anything else is refused, since the runtime sends no other.
import { below, type SpecNode } from "../read/nodes.js";
import { fieldDeprecations } from "./deprecation.js";
import type { TargetNaming } from "./naming.js";
import { objectNode, specFailure, wireName } from "./refusals.js";
import type { SchemaTypeOf } from "./responses.js";
import type { Deprecation, RequestBody, TypeRef } from "./types.js";

/** What an upload's options already name, and the bindings its method declares next to the fields. */
const uploadOptionNames = [
  "signal",
  "timeoutMs",
  "maxRetries",
  "headers",
  "idempotencyKey",
  "filename",
  "contentType",
  "onUploadProgress",
  "file",
  "options",
  "rest",
];

export function requestBody(
  operation: SpecNode,
  operationId: string,
  where: string,
  schemaTypeOf: SchemaTypeOf,
  naming: TargetNaming,
): RequestBody | null {
  const body = operation.get("requestBody");
  if (!body.exists) return null;
  const content = objectNode(body.get("content"), `${where} requestBody.content`);
  const mediaTypes = Object.keys(content.value);
  const required = body.value.required === true;
  const [mediaType = ""] = mediaTypes;
  const schema = content.at(mediaType, "schema");
  const type: TypeRef = schemaTypeOf(schema.written) ?? { of: "request-body", operationId, mediaType };
  if (mediaTypes.length === 1 && mediaType === "application/json") return { kind: "json", required, type };
  if (mediaTypes.length === 1 && mediaType === "multipart/form-data") {
    const properties = schema.get("properties").entries();
    const isFile = ({ value }: SpecNode) =>
      value.format === "binary" || value.contentMediaType === "application/octet-stream";
    const files = properties.filter(([, property]) => isFile(property));
    if (files.length !== 1)
      specFailure(
        "openapi.yaml",
        `${where} must upload exactly one file part (format: binary): the runtime streams one`,
      );
    const [fileField = ""] = files[0] ?? [];
    wireName(fileField, below(schema.place, "properties", fileField), "file part name");
    return {
      kind: "upload",
      required,
      type,
      optionsType: naming.uploadOptionsTypeName(operationId),
      fileField,
      fields: properties
        .filter(([name]) => name !== fileField)
        .map(([name, property]) => {
          const { value } = property;
          const scalar = value.type === "string" || (Array.isArray(value.type) && value.type.includes("string"));
          if (!scalar)
            specFailure(
              "openapi.yaml",
              `${where} multipart field ${name} must be a string: the runtime sends text fields`,
            );
          const fieldPlace = below(schema.place, "properties", name);
          wireName(name, fieldPlace, "form field name");
          return {
            name,
            option: naming.bindingName(
              naming.identifierOf(name),
              fieldPlace,
              "upload option of the form field",
              uploadOptionNames,
            ),
            type: { of: "present", type: { of: "property", owner: type, name } },
            description: String(value.description ?? "").trim(),
          };
        }),
    };
  }
  specFailure("openapi.yaml", `${where} takes ${mediaTypes.join(", ")}: the runtime sends JSON or a multipart upload`);
}

/** The deprecated fields of the request body, by wire name (a JSON property or a form field). */
export function requestBodyDeprecations(operation: SpecNode): Record<string, Deprecation> {
  const body = operation.get("requestBody");
  if (!body.exists) return {};
  const [mediaType] = Object.keys(body.get("content").value);
  if (mediaType === undefined) return {};
  const schema = body.at("content", mediaType, "schema");
  return schema.exists ? fieldDeprecations(schema) : {};
}
