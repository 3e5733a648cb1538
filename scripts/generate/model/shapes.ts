// A schema → its shape: what a value of it is (a named type, a scalar, a list, an object with fields, a union),
// told without any language's syntax, for a target that writes its own types and their readers from the model
// rather than from a tool's output (targets/python/). A schema of `components.schemas` reached through a `$ref`
// stays a reference to its named type, so that a target writes the name, not the schema again.
import type { SpecNode } from "../read/nodes.js";
import { fieldDeprecations } from "./deprecation.js";
import type { TargetNaming } from "./naming.js";
import type { SchemaShape, ShapeField } from "./types.js";

/** The named types of `components.schemas` of openapi.yaml, by schema key: what a `$ref` to one becomes. */
export type NamedTypes = ReadonlyMap<string, string>;

const scalarTypes = new Set(["string", "integer", "number", "boolean"]);
/** How deep an in-place schema may nest before its shape is left open: a bound for a schema that includes itself. */
const maxDepth = 16;

/** The named schema a `$ref` chain passes through first (`#/components/schemas/<name>` of openapi.yaml), or null. */
function namedAlongChain(node: SpecNode, named: NamedTypes): { schema: string; typeName: string } | null {
  for (const hop of node.chain().slice(0, -1)) {
    const ref = (hop.value as Record<string, unknown> | undefined)?.$ref;
    if (typeof ref !== "string") continue;
    const match = /^(?:\.\/openapi\.yaml)?#\/components\/schemas\/([^/]+)$/.exec(ref);
    const local = match !== null && (hop.place.file === "openapi.yaml" || ref.startsWith("./openapi.yaml"));
    const typeName = match?.[1] === undefined ? undefined : named.get(match[1]);
    if (local && typeName !== undefined) return { schema: match?.[1] as string, typeName };
  }
  return null;
}

function scalarOf(value: Record<string, unknown>, type: string): SchemaShape {
  const literals = (entries: unknown[]) =>
    entries.filter(
      (entry): entry is string | number | boolean => typeof entry !== "object" && typeof entry !== "undefined",
    );
  return {
    kind: "scalar",
    type: type as "string" | "integer" | "number" | "boolean",
    enum: Array.isArray(value.enum) ? literals(value.enum) : null,
    const:
      value.const === undefined || typeof value.const === "object" ? null : (value.const as string | number | boolean),
  };
}

/** The type of the values of an enum or a const written without `type`. */
function impliedType(value: Record<string, unknown>): string | null {
  const values = [
    ...(Array.isArray(value.enum) ? value.enum : []),
    ...(value.const === undefined ? [] : [value.const]),
  ];
  const types = new Set(values.map((entry) => (Number.isInteger(entry) ? "integer" : typeof entry)));
  const [only] = types;
  return types.size === 1 && only !== undefined && scalarTypes.has(only) ? only : null;
}

function union(members: SchemaShape[]): SchemaShape {
  const distinct = members.filter(
    (member, index) => members.findIndex((other) => JSON.stringify(other) === JSON.stringify(member)) === index,
  );
  return distinct.length === 1 ? (distinct[0] as SchemaShape) : { kind: "union", members: distinct };
}

/** The fields of an object schema: its own properties, then those of its `allOf` members, required where any says. */
function objectFields(node: SpecNode, named: NamedTypes, naming: TargetNaming, depth: number): ShapeField[] {
  const deprecations = fieldDeprecations(node);
  const required = new Set<string>();
  const found = new Map<string, SpecNode>();
  const visit = (current: SpecNode, level: number): void => {
    for (const name of (Array.isArray(current.value.required) ? current.value.required : []) as unknown[]) {
      if (typeof name === "string") required.add(name);
    }
    for (const [name, property] of current.get("properties").entries()) if (!found.has(name)) found.set(name, property);
    if (level < 8) for (const member of current.get("allOf").items()) visit(member, level + 1);
  };
  visit(node, 0);
  return [...found].map(([name, property]) => {
    const own = (property.written ?? {}) as Record<string, unknown>;
    const described = typeof own.description === "string" ? own : property.value;
    return {
      name,
      fieldName: naming.fieldName
        ? naming.fieldName(naming.identifierOf(name), property.writtenAt, "field name")
        : name,
      required: required.has(name),
      shape: shapeOf(property, named, naming, depth + 1),
      description: String(described.description ?? "").trim(),
      deprecation: deprecations[name] ?? null,
    };
  });
}

/** The shape of a schema node, its `$ref`s to named types kept as references. */
export function shapeOf(node: SpecNode, named: NamedTypes, naming: TargetNaming, depth = 0): SchemaShape {
  const reference = depth === 0 ? null : namedAlongChain(node, named);
  if (reference) return { kind: "named", ...reference };
  const value = node.value;
  if (depth > maxDepth || !node.isObject) return { kind: "any" };
  const isObject =
    value.type === "object" ||
    value.properties !== undefined ||
    (Array.isArray(value.allOf) && value.oneOf === undefined && value.anyOf === undefined);
  if (isObject) {
    return {
      kind: "object",
      fields: objectFields(node, named, naming, depth),
      closed: value.additionalProperties === false,
    };
  }
  for (const keyword of ["oneOf", "anyOf"]) {
    const members = node.get(keyword).items();
    if (members.length > 0) return union(members.map((member) => shapeOf(member, named, naming, depth + 1)));
  }
  const types = Array.isArray(value.type) ? (value.type as unknown[]) : value.type === undefined ? [] : [value.type];
  const of = (type: unknown): SchemaShape => {
    if (type === "null") return { kind: "null" };
    if (type === "array") {
      const items = node.get("items");
      return { kind: "array", items: items.exists ? shapeOf(items, named, naming, depth + 1) : { kind: "any" } };
    }
    if (typeof type === "string" && scalarTypes.has(type)) return scalarOf(value, type);
    return { kind: "any" };
  };
  if (types.length === 0) {
    const implied = impliedType(value);
    return implied === null ? { kind: "any" } : scalarOf(value, implied);
  }
  return union(types.map(of));
}
