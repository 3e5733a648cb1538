// What an empty JSON field shows it wants (try-it's body fields, the stream playground's config): a JSON array or
// object, with a value of the schema's own shape, not one placeholder for every field (`JSON, e.g. ["en"]` was
// shown for objects too). Both pages read the same schemas, each resolved its own way: `resolve` follows a $ref.
import type { Json } from "@stt-service/spec-documents";

/** Turns a schema or a `$ref` to one into the schema; `{}` for anything that is no schema. */
export type ResolveSchema = (value: unknown) => Json;

function isSchema(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A schema's own example: `example`, the first of `examples` (a list, or OpenAPI's named `{ value }`s). */
function exampleOf(schema: Json): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples)) return schema.examples[0];
  const named = isSchema(schema.examples) ? Object.values(schema.examples)[0] : undefined;
  return isSchema(named) ? named.value : undefined;
}

/** A schema's properties and required names, its `allOf` parts' included (its own win; not `anyOf`: alternatives). */
function propertiesOf(schema: Json, resolve: ResolveSchema): { properties: Map<string, Json>; required: string[] } {
  const properties = new Map<string, Json>();
  const required: string[] = [];
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const inner = propertiesOf(resolve(part), resolve);
    for (const [name, property] of inner.properties) properties.set(name, property);
    required.push(...inner.required);
  }
  for (const [name, property] of Object.entries(isSchema(schema.properties) ? schema.properties : {})) {
    properties.set(name, { ...properties.get(name), ...resolve(property) });
  }
  required.push(...(Array.isArray(schema.required) ? schema.required.map(String) : []));
  return { properties, required };
}

/** A value of `schema` to show: its example, const or first choice, or one of its shape, five levels deep at most. */
export function schemaSample(schema: Json, resolve: ResolveSchema, depth = 0): unknown {
  const example = exampleOf(schema);
  if (example !== undefined) return example;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (depth > 4) return undefined;
  if (schema.type === "array") {
    const item = schemaSample(resolve(schema.items), resolve, depth + 1);
    return item === undefined ? [] : [item];
  }
  const { properties, required } = propertiesOf(schema, resolve);
  if (schema.type === "object" || properties.size > 0) {
    const names = required.length > 0 ? [...new Set(required)] : [...properties.keys()].slice(0, 1);
    return Object.fromEntries(
      names.map((name) => [name, schemaSample(properties.get(name) ?? {}, resolve, depth + 1)]),
    );
  }
  const alternatives = [
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
  ];
  if (alternatives.length > 0) return schemaSample(resolve(alternatives[0]), resolve, depth + 1);
  return { string: "text", integer: 0, number: 0, boolean: false }[String(schema.type)];
}

/** The placeholder: `A JSON object, such as {"type":"one_way"}`, cut at 120 characters. */
export function jsonPlaceholder(schema: Json, resolve: ResolveSchema): string {
  const sample = schemaSample(schema, resolve);
  const kind = Array.isArray(sample)
    ? "A JSON array"
    : typeof sample === "object" && sample !== null
      ? "A JSON object"
      : "JSON";
  const shown = JSON.stringify(sample);
  return shown === undefined ? kind : `${kind}, such as ${shown.length > 120 ? `${shown.slice(0, 119)}…` : shown}`;
}
