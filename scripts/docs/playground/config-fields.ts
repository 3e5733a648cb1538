// The stream playground's config form, from the contract: the config message's properties (its schema in the
// bundled AsyncAPI document, `allOf` merged and `$ref`s followed), each as the field the form draws. Only
// data leaves here; the page shows every text of it as text, never as markup (its help's inline Markdown as
// pieces: inline-markdown.ts).
import type { Json } from "@stt-service/spec-documents";
import type { ConfigField } from "../../../docs/site/playground/config-field.js";
import { helpParagraphs } from "../inline-markdown.js";
import { jsonPlaceholder } from "../json-placeholder.js";

type Schema = Json;

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows local `$ref`s (`#/components/...`), a bounded number of times. */
function resolve(document: Json, value: unknown, depth = 0): Schema {
  if (!isSchema(value)) return {};
  const ref = value.$ref;
  if (typeof ref !== "string" || depth > 16) return value;
  if (!ref.startsWith("#/")) throw new Error(`config-fields: a $ref outside the bundled document: ${ref}`);
  let target: unknown = document;
  for (const part of ref.slice(2).split("/")) {
    target = isSchema(target) ? target[part.replaceAll("~1", "/").replaceAll("~0", "~")] : undefined;
  }
  return resolve(document, target, depth + 1);
}

/** A schema's properties and required names, with those of its `allOf` parts (not `anyOf`: alternatives). */
function collect(document: Json, schema: Schema, into: { properties: Map<string, Schema>; required: Set<string> }) {
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) collect(document, resolve(document, part), into);
  if (isSchema(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      into.properties.set(name, { ...into.properties.get(name), ...resolve(document, property) });
    }
  }
  for (const name of Array.isArray(schema.required) ? schema.required : []) {
    if (typeof name === "string") into.required.add(name);
  }
}

function fieldOf(document: Json, name: string, schema: Schema, required: boolean): ConfigField {
  const merged = { ...schema };
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) Object.assign(merged, resolve(document, part));
  const field: ConfigField = {
    name,
    kind: "json",
    required,
    help: helpParagraphs(typeof merged.description === "string" ? merged.description : ""),
  };
  const values = Array.isArray(merged.enum) ? merged.enum.filter((value) => typeof value === "string") : [];
  if (values.length > 0) {
    field.kind = "enum";
    field.options = values as string[];
  } else if (merged.type === "boolean" || merged.type === "integer" || merged.type === "number") {
    field.kind = merged.type;
  } else if (merged.type === "string") {
    field.kind = "string";
  }
  // The default only: an example (a ticket number, a vocabulary) would be sent as if the reader chose it.
  const fallback = merged.default;
  if (typeof fallback === "string" || typeof fallback === "number" || typeof fallback === "boolean") {
    field.defaultValue = fallback;
  }
  if (typeof merged.minimum === "number") field.minimum = merged.minimum;
  if (typeof merged.maximum === "number") field.maximum = merged.maximum;
  if (field.kind === "json") field.placeholder = jsonPlaceholder(merged, (value) => resolve(document, value));
  return field;
}

/** The config message's fields, in the schema's order; deprecated ones (the key in the config) left out. */
export function configFields(asyncapi: Json): ConfigField[] {
  const schemas = isSchema(asyncapi) && isSchema(asyncapi.components) ? asyncapi.components.schemas : undefined;
  const config = isSchema(schemas) ? schemas.ConfigMessage : undefined;
  if (!isSchema(config)) throw new Error("config-fields: the streaming document has no ConfigMessage schema");
  const found = { properties: new Map<string, Schema>(), required: new Set<string>() };
  collect(asyncapi, resolve(asyncapi, config), found);
  return [...found.properties]
    .filter(([, schema]) => schema.deprecated !== true)
    .map(([name, schema]) => fieldOf(asyncapi, name, schema, found.required.has(name)));
}
