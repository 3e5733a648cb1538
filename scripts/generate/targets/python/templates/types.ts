// types.py: a frozen dataclass per object schema of components.schemas (its fields typed from their shapes,
// `from_json` reading decoded JSON with every field's type checked, `to_json` writing it back), and a type
// alias per other schema (an enum, a union, a list, a scalar) with its reader.
import { refuse } from "../../../model/refusals.js";
import type { HttpModel, SchemaShape, SchemaType, ShapeField } from "../../../model/types.js";
import { placeIn } from "../../../read/nodes.js";
import {
  namedTypesOf,
  readCast,
  readExpression,
  readerName,
  readerOf,
  type ShapesByType,
  typeAnnotation,
} from "../shapes.js";
import {
  allList,
  attributeComment,
  banner,
  codeOf,
  deprecationText,
  docstring,
  importBlock,
  importLine,
  type Layout,
  laidOut,
  prefixed,
  pyScalar,
  pyString,
  reference,
  usesName,
} from "./partials.js";

function fieldLine(field: ShapeField, scope: string): string {
  const annotation = typeAnnotation(field.shape, scope);
  const comment = attributeComment(
    [field.description, field.deprecation ? deprecationText(field.deprecation) : null],
    "    ",
  );
  const constant = field.shape.kind === "scalar" ? field.shape.const : null;
  // A const (which tells one variant or message from another) is the field's default: nobody types it twice.
  const optional = field.required
    ? constant === null
      ? ""
      : ` = ${pyScalar(constant)}`
    : annotation.split(" | ").includes("None")
      ? " = None"
      : " | None = None";
  return `${comment}    ${field.fieldName}: ${annotation}${optional}\n`;
}

function readField(field: ShapeField, scope: string): string {
  // An optional field the server leaves out or sends as null is None.
  const reading: Layout = {
    open: field.required ? "required_field(" : "optional_field(",
    items: ["data", pyString(field.name), "path", readerOf(field.shape, 0, { types: scope, helpers: "" })],
    close: ")",
  };
  const indent = "        ";
  return `${indent}${laidOut(prefixed(`${field.fieldName}=`, readCast(field.shape, reading, !field.required, { types: scope, helpers: "" })), indent, "", ",")}\n`;
}

const isConstant = (field: ShapeField) => field.shape.kind === "scalar" && field.shape.const !== null;

/** Fields in the order a dataclass declares them: required ones first, then those with a default. */
export function declarationOrder(fields: ShapeField[]): ShapeField[] {
  return [
    ...fields.filter((field) => field.required && !isConstant(field)),
    ...fields.filter((field) => field.required && isConstant(field)),
    ...fields.filter((field) => !field.required),
  ];
}

/**
 * A frozen dataclass of an object shape, with `from_json`, `to_json` and its module-level reader. `scope`
 * qualifies the named types of types.py where another module writes the class (stream.py: `_types.`).
 */
export function dataclassOf(
  type: Pick<SchemaType, "schema" | "typeName" | "description">,
  fields: ShapeField[],
  scope = "",
): string {
  const ordered = declarationOrder(fields);
  const doc = docstring([type.description || `The ${type.schema} schema.`], "    ");
  const body = ordered.map((field) => fieldLine(field, scope)).join("\n");
  const requiredWrites = ordered
    .filter((field) => field.required)
    .map((field) => `            ${pyString(field.name)}: to_json_value(self.${field.fieldName}),\n`)
    .join("");
  const optionalWrites = ordered
    .filter((field) => !field.required)
    .map(
      (field) =>
        `        if self.${field.fieldName} is not None:\n            data[${pyString(field.name)}] = to_json_value(self.${field.fieldName})\n`,
    )
    .join("");
  const reads = ordered.map((field) => readField(field, scope)).join("");
  return `@dataclass(frozen=True, kw_only=True)
class ${type.typeName}:
${doc}${body === "" ? "" : `\n${body}`}
    @classmethod
    def from_json(cls, data: object) -> ${type.typeName}:
        """Reads decoded JSON, checking each field's type; a field of the wrong type raises ResponseShapeError."""
        return ${readerName(type.typeName)}(data, ${pyString(type.typeName)})

    def to_json(self) -> builtins.dict[str, object]:
        """The value as JSON data, by wire name; optional fields that are None are left out."""
        data: builtins.dict[str, object] = {${requiredWrites === "" ? "" : `\n${requiredWrites}        `}}
${optionalWrites}        return data


${readerSignature(type.typeName)}
    """Reads decoded JSON as ${type.typeName} (\`path\` names the value in what a wrong field raises)."""
    data = read_object(value, path)
    return ${type.typeName}(${reads === "" ? "" : `\n${reads}    `})
`;
}

function aliasOf(type: SchemaType): string {
  const doc = docstring([type.description || `The ${type.schema} schema.`]);
  return `${type.typeName}: TypeAlias = ${typeAnnotation(type.shape)}
${doc}`;
}

/** `def parse_<type>(value: object, path: str = "<Type>") -> <Type>:` */
export function readerSignature(typeName: string): string {
  return laidOut(
    { open: "(", items: ["value: object", `path: str = ${pyString(typeName)}`], close: ")" },
    "",
    `def ${readerName(typeName)}`,
    ` -> ${typeName}:`,
  );
}

function aliasReader(type: SchemaType): string {
  return `${readerSignature(type.typeName)}
    """Reads decoded JSON as ${type.typeName}, checking its type; a value of the wrong type raises ResponseShapeError."""
    ${laidOut(readExpression(type.shape, "value", "path"), "    ", "return ")}
`;
}

/** Aliases in an order where each names only those before it (and classes, which come first). */
function aliasOrder(aliases: SchemaType[]): SchemaType[] {
  const names = new Set(aliases.map((alias) => alias.typeName));
  const ordered: SchemaType[] = [];
  const visit = (alias: SchemaType, seen: string[]) => {
    if (ordered.includes(alias) || seen.includes(alias.typeName)) return;
    for (const name of namedTypesOf(alias.shape)) {
      const needed = aliases.find((other) => other.typeName === name);
      if (needed && names.has(name)) visit(needed, [...seen, alias.typeName]);
    }
    ordered.push(alias);
  };
  for (const alias of aliases) visit(alias, []);
  return ordered;
}

export function isDataclass(shape: SchemaShape): shape is Extract<SchemaShape, { kind: "object" }> {
  return shape.kind === "object";
}

export function shapesByType(http: HttpModel): ShapesByType {
  return new Map(http.schemaTypes.map((type) => [type.schema, type]));
}

/**
 * Each type's reader (`parse_<snake_case>`) must be its own: two type names that differ only in case or
 * underscores (`FileList`, `File_List`) would share one. Refused at the later type's name.
 */
function checkReaderNames(types: SchemaType[]): void {
  const seen = new Map<string, string>();
  for (const type of types) {
    const reader = readerName(type.typeName);
    const other = seen.get(reader);
    if (other !== undefined) {
      const named = type.typeName !== type.schema;
      refuse(
        placeIn("openapi.yaml", "components", "schemas", type.schema, ...(named ? ["x-sdk-type-name"] : [])),
        `the type names ${other} and ${type.typeName} are both ${reader} in Python; rename one`,
      );
    }
    seen.set(reader, type.typeName);
  }
}

export function renderPythonTypes(http: HttpModel): string {
  checkReaderNames(http.schemaTypes);
  const classes = http.schemaTypes.filter((type) => isDataclass(type.shape));
  const aliases = aliasOrder(http.schemaTypes.filter((type) => !isDataclass(type.shape)));
  const parts = [
    ...classes.map((type) => dataclassOf(type, (type.shape as Extract<SchemaShape, { kind: "object" }>).fields)),
    ...aliases.map(aliasOf),
    ...aliases.map(aliasReader),
  ];
  const names = [...classes, ...aliases].map((type) => type.typeName);
  const body = parts.join("\n\n");
  const code = codeOf(body);
  const typing = ["Literal", "TypeAlias", "cast"].filter((name) => usesName(code, reference(name)));
  const imports = importBlock(
    [
      "import builtins\n",
      ...(classes.length > 0 ? ["from dataclasses import dataclass\n"] : []),
      importLine("typing", typing),
    ],
    [importsFrom("shapes", body, readerImports)],
  );
  return `${banner}
"""The types of the HTTP interface's schemas (components.schemas of specs/openapi.yaml).

Each object schema is a frozen dataclass: \`from_json\` reads decoded JSON and checks every field's type (unknown
fields are ignored and unknown enum values kept, since a newer server may send them); \`to_json\` writes it back.
"""

${imports}

${body}

${allList(names)}`;
}

/** The checks of _core/shapes.py a generated reader may call. */
export const readerImports = [
  "read_any",
  "read_bool",
  "read_const",
  "read_float",
  "read_int",
  "read_items",
  "read_null",
  "read_object",
  "read_str",
  "read_union",
  "required_field",
  "optional_field",
  "to_json_value",
  "json_object",
  "nullable",
  "read_nullable",
];

/** `from .._core.<module> import ...` of the candidates the body calls. */
export function importsFrom(module: string, body: string, candidates: string[], always: string[] = []): string {
  const code = codeOf(body);
  const used = candidates.filter((name) => usesName(code, reference(name)));
  return importLine(`.._core.${module}`, [...always, ...used]);
}
