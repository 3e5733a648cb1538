// A shape of the model (model/types.ts SchemaShape) → the Python that writes it: its type annotation, and the
// expression that reads a decoded JSON value into it (with the checks of _core/shapes.py) naming the value's
// path in what it refuses. Named types are read by their module's reader (`_read_<TypeName>`).
import type { SchemaShape, SchemaType } from "../../model/types.js";
import { snakeCase } from "./naming.js";
import { type Layout, prefixed, pyScalar, pyString } from "./templates/partials.js";

/** The named types by schema key, to see through an alias (what a named type is). */
export type ShapesByType = ReadonlyMap<string, SchemaType>;

/** A literal type's value as Python writes it. */
function literalValue(value: string | number | boolean): string {
  return pyScalar(value);
}

function literalType(values: (string | number | boolean)[]): string {
  return `Literal[${values.map(literalValue).join(", ")}]`;
}

const scalarNames = { string: "str", integer: "int", number: "float", boolean: "bool" } as const;

/**
 * The Python type annotation of a shape. `builtins.list` since a resource's `list` method shadows `list`.
 * `scope` qualifies the named types where a module imports their module rather than their names (`_types.`).
 */
export function typeAnnotation(shape: SchemaShape, scope = ""): string {
  switch (shape.kind) {
    case "named":
      return `${scope}${shape.typeName}`;
    case "scalar":
      if (shape.const !== null) return literalType([shape.const]);
      if (shape.enum !== null && shape.enum.length > 0) return literalType(shape.enum);
      return scalarNames[shape.type];
    case "null":
      return "None";
    case "array":
      return `builtins.list[${typeAnnotation(shape.items, scope)}]`;
    case "object":
      return "builtins.dict[str, object]";
    case "union": {
      const members = shape.members.map((member) => typeAnnotation(member, scope));
      // `None` last reads as Python writes optional values.
      const ordered = [
        ...members.filter((member) => member !== "None"),
        ...members.filter((member) => member === "None"),
      ];
      return [...new Set(ordered)].join(" | ");
    }
    case "any":
      return "object";
  }
}

/** The named types a shape's annotation writes, to import them. */
export function namedTypesOf(shape: SchemaShape): string[] {
  switch (shape.kind) {
    case "named":
      return [shape.typeName];
    case "array":
      return namedTypesOf(shape.items);
    case "union":
      return shape.members.flatMap(namedTypesOf);
    default:
      return [];
  }
}

/** Whether a shape's annotation writes `Literal`. */
export function usesLiteral(shape: SchemaShape): boolean {
  switch (shape.kind) {
    case "scalar":
      return shape.const !== null || (shape.enum !== null && shape.enum.length > 0);
    case "array":
      return usesLiteral(shape.items);
    case "union":
      return shape.members.some(usesLiteral);
    default:
      return false;
  }
}

/** The reader of a named type in types.py (`FileObject` → `parse_file_object`): `(value, path=<type name>)`. */
export const readerName = (typeName: string) => `parse_${snakeCase(typeName)}`;

/** A union of null and one other shape: what `nullable(<reader>)` reads. */
function nullableMember(shape: SchemaShape): SchemaShape | null {
  if (shape.kind !== "union" || shape.members.length !== 2) return null;
  const others = shape.members.filter((member) => member.kind !== "null");
  return others.length === 1 ? (others[0] as SchemaShape) : null;
}

/** A union of scalars of one type (an open enum: its values, or any string): read as that type. */
function scalarUnionType(shape: SchemaShape): "string" | "integer" | "number" | "boolean" | null {
  if (shape.kind !== "union") return null;
  const types = new Set(
    shape.members.map((member) => (member.kind === "scalar" && member.const === null ? member.type : null)),
  );
  const [only] = types;
  return types.size === 1 && only !== null && only !== undefined ? only : null;
}

/** What a union's refusal says it expected. */
function described(shape: SchemaShape): string {
  switch (shape.kind) {
    case "named":
      return shape.typeName;
    case "scalar":
      return shape.const !== null ? pyScalar(shape.const) : shape.type;
    case "null":
      return "null";
    case "array":
      return "a list";
    case "object":
      return "an object";
    case "union":
      return shape.members.map(described).join(" or ");
    case "any":
      return "any value";
  }
}

const scalarReaders = { string: "read_str", integer: "read_int", number: "read_float", boolean: "read_bool" } as const;

/** Whether the shape's reading is cast to its annotation (a Literal or a union, which the checks return wider). */
function castNeeded(shape: SchemaShape): boolean {
  const present = nullableMember(shape);
  if (present !== null) return castNeeded(present);
  if (shape.kind === "union" && scalarUnionType(shape) !== null) {
    // An open enum (its values, or any string) is the plain type to a type checker: no cast.
    return shape.members.every((member) => member.kind === "scalar" && member.enum !== null);
  }
  return usesLiteral(shape) || shape.kind === "union";
}

/**
 * A reader of the shape: a callable `(value: object, path: str) -> T` as a Python expression, its result the
 * shape's type or (for a Literal or a union) a wider one that `readCast` narrows. `depth` keeps the names of
 * nested lambdas apart.
 */
export function readerOf(shape: SchemaShape, depth = 0, scope = ""): Layout {
  if (shape.kind === "named") return `${scope}${readerName(shape.typeName)}`;
  if (shape.kind === "scalar" && shape.const === null) return scalarReaders[shape.type];
  if (shape.kind === "null") return "read_null";
  if (shape.kind === "object") return "read_object";
  if (shape.kind === "any") return "read_any";
  const present = nullableMember(shape);
  if (present !== null) return { open: "nullable(", items: [readerOf(present, depth, scope)], close: ")" };
  const scalar = scalarUnionType(shape);
  if (scalar !== null) return scalarReaders[scalar];
  const value = `value${depth}`;
  const at = `at${depth}`;
  return prefixed(`lambda ${value}, ${at}: `, readCall(shape, value, at, depth, scope));
}

/** The call that reads `value` at `path` into the shape (uncast). */
function readCall(shape: SchemaShape, value: string, path: string, depth: number, scope: string): Layout {
  switch (shape.kind) {
    case "scalar":
      return shape.const !== null
        ? { open: "read_const(", items: [value, path, pyScalar(shape.const)], close: ")" }
        : { open: `${scalarReaders[shape.type]}(`, items: [value, path], close: ")" };
    case "array":
      return { open: "read_items(", items: [value, path, readerOf(shape.items, depth + 1, scope)], close: ")" };
    case "union": {
      const present = nullableMember(shape);
      if (present !== null) {
        return { open: "read_nullable(", items: [value, path, readerOf(present, depth + 1, scope)], close: ")" };
      }
      const scalar = scalarUnionType(shape);
      if (scalar !== null) return { open: `${scalarReaders[scalar]}(`, items: [value, path], close: ")" };
      return {
        open: "read_union(",
        items: [
          value,
          path,
          { open: "(", items: shape.members.map((member) => readerOf(member, depth + 1, scope)), close: ")" },
          pyString(described(shape)),
        ],
        close: ")",
      };
    }
    default: {
      const reader = readerOf(shape, depth, scope);
      return { open: `${typeof reader === "string" ? reader : "read_any"}(`, items: [value, path], close: ")" };
    }
  }
}

/** A reading narrowed to the shape's annotation where the checks return a wider type. */
export function readCast(shape: SchemaShape, reading: Layout, optional = false, scope = ""): Layout {
  if (!castNeeded(shape)) return reading;
  const written = typeAnnotation(shape, scope);
  const annotation = optional && !written.split(" | ").includes("None") ? `${written} | None` : written;
  return { open: "cast(", items: [pyString(annotation), reading], close: ")" };
}

/** The expression that reads `value` at `path` into the shape, cast to its annotation. */
export function readExpression(shape: SchemaShape, value: string, path: string, scope = ""): Layout {
  return readCast(shape, readCall(shape, value, path, 0, scope), false, scope);
}

/** The shape a named type stands for, following aliases of aliases; the shape itself when it names none. */
export function resolvedShape(shape: SchemaShape, types: ShapesByType, depth = 0): SchemaShape {
  if (shape.kind !== "named" || depth > 16) return shape;
  const named = types.get(shape.schema);
  return named ? resolvedShape(named.shape, types, depth + 1) : shape;
}

/** Whether a value of the shape may be None (a nullable type, or null itself). */
export function acceptsNone(shape: SchemaShape, types: ShapesByType): boolean {
  const resolved = resolvedShape(shape, types);
  if (resolved.kind === "null" || resolved.kind === "any") return true;
  return resolved.kind === "union" && resolved.members.some((member) => acceptsNone(member, types));
}
