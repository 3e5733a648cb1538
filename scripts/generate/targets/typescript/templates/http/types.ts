// packages/sdk/src/generated/http/types.ts: a named type for every schema of the spec, and for query parameters. An object
// schema's type spells its members out, each with its field's description (a hover on `file.file_id` reads the
// spec's words, a hover on `FileObject` shows its fields); any other schema is an alias of its type. Wire
// names stay as they are.

import type { HttpModel, SchemaType } from "../../../../model/types.js";
import type { SchemaCode } from "../../code/compiled.js";
import { banner, deprecatedTag, docComment } from "../partials.js";

function renderSchemaType(type: SchemaType, code: SchemaCode | undefined): string {
  const docs = docComment([type.description]);
  // No compiled code (a test of the templates alone): the schema's type in openapi-typescript's output.
  if (code === undefined)
    return `${docs}export type ${type.typeName} = components["schemas"][${JSON.stringify(type.schema)}];`;
  if (code.kind === "alias") return `${docs}export type ${type.typeName} = ${code.type};`;
  const members = code.members.map((member) => {
    const field = type.fields.find((candidate) => candidate.name === member.name);
    const memberDocs = docComment(
      [field?.description, field?.deprecation ? deprecatedTag(field.deprecation) : null],
      "  ",
    );
    return `${memberDocs}  ${member.key}${member.optional ? "?" : ""}: ${member.type};`;
  });
  const body = [...members, ...code.extra.map((line) => `  ${line}`)];
  // A type literal rather than an interface: an interface has no implicit index signature, so code that passes
  // a FileObject where a Record<string, unknown> is wanted would stop compiling. The members and their docs
  // are the same either way.
  return `${docs}export type ${type.typeName} = {\n${body.join("\n")}\n};`;
}

export function renderHttpTypes(model: HttpModel, schemaCode: Record<string, SchemaCode> = {}): string {
  const schemaTypes = model.schemaTypes.map((type) => renderSchemaType(type, schemaCode[type.schema]));
  const queryAliases = model.queryTypes.map(
    ({ typeName, operationId, method, path }) =>
      `${docComment([`Query parameters of \`${method} ${path}\`.`])}export type ${typeName} = NonNullable<operations[${JSON.stringify(operationId)}]["parameters"]["query"]>;`,
  );
  const usesComponents = model.schemaTypes.some((type) => schemaCode[type.schema] === undefined);
  return `${banner}
import type { ${usesComponents ? "components, " : ""}operations } from "./schema.js";

${[...schemaTypes, ...queryAliases].join("\n\n")}
`;
}
