// The resources the service keeps, as the spec marks them: `x-resource` on the resource's schema names its id
// field, the path parameter that names one, and the error type of the 404 for an id the key does not own
// (specs/README.md). Read here once, for the generator (the MSW contract), the mock (its Prism engine) and the
// conformance kit alike; what each does with them is its own. No `node:` import: the mock's core runs in browsers.
import { SpecDocumentError } from "./errors.js";
import { isObject, type Json } from "./json.js";
import { childPointer } from "./pointer.js";

/** A resource the spec marks with `x-resource`. */
export interface KeptResource {
  /** The schema's name, which is also its `title` (specs/README.md): `Transcription`. */
  schema: string;
  /** The schema's field that holds its id: `id`. */
  idField: string;
  /** The path parameter that names one: `transcription_id`. */
  pathParameter: string;
  /** The `error_type` of the 404 for an id the key does not own: `transcription_not_found`. */
  notFound: string;
}

/**
 * The kept resources of a parsed OpenAPI document, in the order of its schemas; `file` names the document in a
 * refusal (`specs/openapi.yaml`). A mark without one of its three fields is refused with a SpecDocumentError.
 */
export function keptResourcesOf(document: unknown, file = "the OpenAPI document"): KeptResource[] {
  const components = isObject(document) ? document.components : undefined;
  const schemas = isObject(components) ? components.schemas : undefined;
  const resources: KeptResource[] = [];
  for (const [schema, node] of Object.entries(isObject(schemas) ? schemas : {})) {
    const mark = isObject(node) ? node["x-resource"] : undefined;
    if (mark === undefined) continue;
    const field = (key: string): string => {
      const value = isObject(mark) ? mark[key] : undefined;
      if (typeof value === "string" && value !== "") return value;
      throw new SpecDocumentError(
        file,
        childPointer("/components/schemas", schema, "x-resource"),
        `${key} must be a non-empty string: x-resource takes id-field, path-parameter and not-found (specs/README.md)`,
      );
    };
    resources.push({
      schema,
      idField: field("id-field"),
      pathParameter: field("path-parameter"),
      notFound: field("not-found"),
    });
  }
  return resources;
}

/** Whether a path (`/files/{file_id}`) names a kept resource by a path parameter. */
export function namesKeptResource(resources: readonly KeptResource[], path: string): boolean {
  return resources.some((resource) => path.includes(`{${resource.pathParameter}}`));
}

/**
 * A response schema (dereferenced) reduced to what a walk that puts ids into an example body reads of it: the
 * nesting (properties, items, allOf, anyOf, oneOf) and the titles of kept resources, so that a contract
 * compiled for a browser carries no more of the schema than that.
 */
export function idSchemaOf(schema: unknown, resources: readonly KeptResource[], depth = 0): Json | undefined {
  if (!isObject(schema) || depth > 64) return undefined;
  const reduced: Json = {};
  if (resources.some((resource) => resource.schema === schema.title)) reduced.title = schema.title;
  if (isObject(schema.properties)) {
    reduced.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, property]) => [
        key,
        idSchemaOf(property, resources, depth + 1) ?? {},
      ]),
    );
  }
  const items = idSchemaOf(schema.items, resources, depth + 1);
  if (items !== undefined) reduced.items = items;
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    const list = schema[keyword];
    if (Array.isArray(list)) reduced[keyword] = list.map((member) => idSchemaOf(member, resources, depth + 1) ?? {});
  }
  return reduced;
}
