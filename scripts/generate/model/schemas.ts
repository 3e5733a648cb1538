// components.schemas → the model's named types: each schema's type name (its key, or x-sdk-type-name), its
// description, and its fields with what documents each.
import { below, placeIn, type SpecNode } from "../read/nodes.js";
import { fieldDeprecations } from "./deprecation.js";
import type { TargetNaming } from "./naming.js";
import { NameRegistry, objectNode } from "./refusals.js";
import { shapeOf } from "./shapes.js";
import type { SchemaField, SchemaType } from "./types.js";

/** The schema a value names by a local `$ref` (`#/components/schemas/<name>`), or null. */
export function schemaNameOf(written: unknown): string | null {
  const ref = (written as Record<string, unknown> | undefined)?.$ref;
  const match = typeof ref === "string" ? /^#\/components\/schemas\/([^/]+)$/.exec(ref) : null;
  return match?.[1] ?? null;
}

/**
 * The fields of an object schema, with what documents each: the field's own description, else that of the
 * schema its `$ref` names, and its deprecation. `allOf` members add theirs, as the type merges them.
 */
export function schemaFields(schema: SpecNode): SchemaField[] {
  const deprecations = fieldDeprecations(schema);
  const fields = new Map<string, SchemaField>();
  const visit = (node: SpecNode, depth: number): void => {
    for (const [name, property] of node.get("properties").entries()) {
      if (fields.has(name)) continue;
      const own = (property.written ?? {}) as Record<string, unknown>;
      const described = typeof own.description === "string" ? own : property.value;
      fields.set(name, {
        name,
        description: String(described.description ?? "").trim(),
        deprecation: deprecations[name] ?? null,
      });
    }
    if (depth < 8 && Array.isArray(node.value.allOf)) {
      for (const member of node.get("allOf").items()) visit(member, depth + 1);
    }
  };
  visit(schema, 0);
  return [...fields.values()];
}

export function buildSchemaTypes(openapi: SpecNode, naming: TargetNaming): SchemaType[] {
  const schemas = objectNode(objectNode(openapi.get("components"), "components").get("schemas"), "components.schemas");
  const types = new NameRegistry("the type name");
  const named = schemas.entries().map(([schema, node]) => {
    const written = (node.written ?? {}) as Record<string, unknown>;
    const declared = written["x-sdk-type-name"];
    const place =
      declared === undefined
        ? placeIn("openapi.yaml", "components", "schemas", schema)
        : placeIn("openapi.yaml", "components", "schemas", schema, "x-sdk-type-name");
    const name =
      declared === undefined
        ? naming.typeName(
            schema,
            placeIn("openapi.yaml", "components", "schemas", schema),
            "schema name (give the schema x-sdk-type-name to name its type otherwise)",
          )
        : naming.typeName(declared, below(node.writtenAt, "x-sdk-type-name"), "x-sdk-type-name");
    types.claim(name, place);
    return { schema, typeName: name, node, description: String(written.description ?? "").trim() };
  });
  // Names first: a shape refers to the named types by their names.
  const typeNames = new Map(named.map(({ schema, typeName }) => [schema, typeName]));
  return named.map(({ schema, typeName, node, description }) => ({
    schema,
    typeName,
    description,
    fields: schemaFields(node),
    shape: shapeOf(node, typeNames, naming),
  }));
}
