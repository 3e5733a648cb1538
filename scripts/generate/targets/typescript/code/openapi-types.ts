// packages/sdk/src/generated/http/schema.ts's body: `paths`, `components` and `operations` of the HTTP contract, made by
// openapi-typescript (which brings TypeScript with it, loaded only here); and each schema's own TypeScript,
// read from the same output, so that packages/sdk/src/generated/http/types.ts declares a named interface per object schema
// (a hover shows its fields and their docs) rather than an alias of `components["schemas"][...]`.
import { pathToFileURL } from "node:url";
import type * as TS from "typescript";

/** The TypeScript module, as the dynamic import gives it. */
type Ts = typeof import("typescript");

import type { SchemaCode } from "./compiled.js";

export interface OpenApiTypes {
  schema: string;
  /** By schema name (its key in components.schemas). */
  schemaCode: Record<string, SchemaCode>;
}

export async function openApiTypes(openapiPath: string, typeNames: Record<string, string>): Promise<OpenApiTypes> {
  const [{ default: openapiTS, astToString }, { default: ts }] = await Promise.all([
    import("openapi-typescript"),
    import("typescript"),
  ]);
  const blob = ts.factory.createTypeReferenceNode("Blob");
  const ast = await openapiTS(pathToFileURL(openapiPath), {
    // A field with a default is optional for the caller (the service fills it in); the spec's `required`
    // lists alone decide what must be present.
    defaultNonNullable: false,
    // Binary parts of a body (the uploaded file) are Blobs in the SDK, not strings.
    transform(schema) {
      const mediaType = (schema as { contentMediaType?: unknown }).contentMediaType;
      const binary = schema.format === "binary" || mediaType === "application/octet-stream";
      return binary ? blob : undefined;
    },
  });
  const resolved = withoutSelfReferences(ts, ast);
  return { schema: astToString(resolved), schemaCode: schemaCodeOf(ts, resolved, typeNames) };
}

/** The schema a `components["schemas"]["<name>"]` type names, or undefined for any other type. */
function componentSchemaName(ts: Ts, node: TS.Node): string | undefined {
  if (!ts.isIndexedAccessTypeNode(node) || !ts.isLiteralTypeNode(node.indexType)) return undefined;
  if (!ts.isStringLiteral(node.indexType.literal)) return undefined;
  const outer = node.objectType;
  const namesSchemas =
    ts.isIndexedAccessTypeNode(outer) &&
    ts.isTypeReferenceNode(outer.objectType) &&
    ts.isIdentifier(outer.objectType.typeName) &&
    outer.objectType.typeName.text === "components" &&
    ts.isLiteralTypeNode(outer.indexType) &&
    ts.isStringLiteral(outer.indexType.literal) &&
    outer.indexType.literal.text === "schemas";
  return namesSchemas ? node.indexType.literal.text : undefined;
}

/** The properties a schema's type declares itself: its object literal's, and those of the parts it intersects. */
function ownProperties(ts: Ts, type: TS.TypeNode): Map<string, TS.TypeNode> {
  if (ts.isParenthesizedTypeNode(type)) return ownProperties(ts, type.type);
  if (ts.isIntersectionTypeNode(type)) {
    return new Map(type.types.flatMap((part) => [...ownProperties(ts, part)].reverse()).reverse());
  }
  const properties = new Map<string, TS.TypeNode>();
  if (!ts.isTypeLiteralNode(type)) return properties;
  for (const member of type.members) {
    const name = ts.isPropertySignature(member) ? keyText(ts, member.name) : undefined;
    if (ts.isPropertySignature(member) && member.type !== undefined && name !== undefined) {
      properties.set(name, member.type);
    }
  }
  return properties;
}

/**
 * A schema that names a property of its own (a `oneOf` member whose `file_id` is
 * `$ref: '#/components/schemas/CreateTranscriptionRequest/properties/file_id'`) makes openapi-typescript write
 * `components["schemas"]["CreateTranscriptionRequest"]["file_id"]` inside that schema's type, which TypeScript
 * refuses as a type that references itself. Such a reference is replaced by the property's own type.
 */
function withoutSelfReferences(ts: Ts, ast: readonly TS.Node[]): TS.Node[] {
  const { factory } = ts;
  const withinSchema = (schema: string, type: TS.TypeNode): TS.TypeNode => {
    const own = ownProperties(ts, type);
    const visit = (node: TS.Node): TS.Node => {
      if (
        ts.isIndexedAccessTypeNode(node) &&
        ts.isLiteralTypeNode(node.indexType) &&
        ts.isStringLiteral(node.indexType.literal) &&
        componentSchemaName(ts, node.objectType) === schema
      ) {
        const replacement = own.get(node.indexType.literal.text);
        if (replacement !== undefined && replacement !== node) return replacement;
      }
      return ts.visitEachChild(node, visit, undefined);
    };
    return ts.visitNode(type, visit) as TS.TypeNode;
  };
  return ast.map((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== "components") return node;
    const members = node.members.map((member) => {
      if (!ts.isPropertySignature(member) || keyText(ts, member.name) !== "schemas") return member;
      if (member.type === undefined || !ts.isTypeLiteralNode(member.type)) return member;
      const schemas = member.type.members.map((schemaMember) => {
        const schema = ts.isPropertySignature(schemaMember) ? keyText(ts, schemaMember.name) : undefined;
        if (!ts.isPropertySignature(schemaMember) || schemaMember.type === undefined || schema === undefined) {
          return schemaMember;
        }
        return factory.updatePropertySignature(
          schemaMember,
          schemaMember.modifiers,
          schemaMember.name,
          schemaMember.questionToken,
          withinSchema(schema, schemaMember.type),
        );
      });
      return factory.updatePropertySignature(
        member,
        member.modifiers,
        member.name,
        member.questionToken,
        factory.updateTypeLiteralNode(member.type, factory.createNodeArray(schemas)),
      );
    });
    return factory.updateInterfaceDeclaration(
      node,
      node.modifiers,
      node.name,
      node.typeParameters,
      node.heritageClauses,
      factory.createNodeArray(members),
    );
  });
}

/** The text of a name or a string literal key: what the spec calls it. */
function keyText(ts: Ts, name: TS.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function schemaCodeOf(ts: Ts, ast: readonly TS.Node[], typeNames: Record<string, string>): Record<string, SchemaCode> {
  const printer = ts.createPrinter({ removeComments: true });
  const file = ts.createSourceFile("schema.ts", "", ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  // `components["schemas"]["FileObject"]` → `FileObject`: a reference to another schema by its SDK name.
  const byName = (node: TS.Node): TS.Node => {
    if (
      ts.isIndexedAccessTypeNode(node) &&
      ts.isLiteralTypeNode(node.indexType) &&
      ts.isStringLiteral(node.indexType.literal)
    ) {
      const outer = node.objectType;
      if (
        ts.isIndexedAccessTypeNode(outer) &&
        ts.isTypeReferenceNode(outer.objectType) &&
        ts.isIdentifier(outer.objectType.typeName) &&
        outer.objectType.typeName.text === "components" &&
        ts.isLiteralTypeNode(outer.indexType) &&
        ts.isStringLiteral(outer.indexType.literal) &&
        outer.indexType.literal.text === "schemas"
      ) {
        const typeName = typeNames[node.indexType.literal.text];
        if (typeName !== undefined) return ts.factory.createTypeReferenceNode(typeName);
      }
    }
    return ts.visitEachChild(node, byName, undefined);
  };
  // A type that names what only schema.ts declares (openapi-typescript's `WithRequired`) stays its alias there.
  const known = new Set([...Object.values(typeNames), "Blob", "Record", "Array"]);
  const selfContained = (node: TS.Node): boolean => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && !known.has(node.typeName.text)) return false;
    return ts.forEachChild(node, (child) => (selfContained(child) ? undefined : true)) !== true;
  };
  const print = (node: TS.TypeNode) =>
    printer.printNode(ts.EmitHint.Unspecified, ts.visitNode(node, byName) as TS.Node, file).replace(/\s+/g, " ");

  const components = ast.find(
    (node): node is TS.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === "components",
  );
  const schemas = components?.members.find(
    (member): member is TS.PropertySignature =>
      ts.isPropertySignature(member) && keyText(ts, member.name) === "schemas",
  )?.type;
  const code: Record<string, SchemaCode> = {};
  if (schemas === undefined || !ts.isTypeLiteralNode(schemas)) return code;
  for (const member of schemas.members) {
    if (!ts.isPropertySignature(member) || member.type === undefined) continue;
    const schema = keyText(ts, member.name);
    if (schema === undefined) continue;
    const type = member.type;
    if (!selfContained(ts.visitNode(type, byName) as TS.Node)) continue;
    if (!ts.isTypeLiteralNode(type)) {
      code[schema] = { kind: "alias", type: print(type) };
      continue;
    }
    const members: Extract<SchemaCode, { kind: "object" }>["members"] = [];
    const extra: string[] = [];
    for (const field of type.members) {
      const name = ts.isPropertySignature(field) ? keyText(ts, field.name) : undefined;
      if (!ts.isPropertySignature(field) || field.type === undefined || name === undefined) {
        // An index signature (additionalProperties): written as it is.
        extra.push(printer.printNode(ts.EmitHint.Unspecified, ts.visitNode(field, byName) as TS.Node, file));
        continue;
      }
      members.push({
        key: printer.printNode(ts.EmitHint.Unspecified, field.name, file),
        name,
        optional: field.questionToken !== undefined,
        type: print(field.type),
      });
    }
    code[schema] = { kind: "object", members, extra };
  }
  return code;
}
