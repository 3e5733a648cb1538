// A type the model refers to → the TypeScript the SDK's sources write for it, and what a file imports to write it.
import { describe, expect, it } from "vitest";
import type { TypeRef } from "../../../../scripts/generate/model/types.js";
import { typeExpression, typeImports } from "../../../../scripts/generate/targets/typescript/type-expression.js";

const page: TypeRef = { of: "schema", schema: "file_list", typeName: "FileList" };
const form: TypeRef = { of: "request-body", operationId: "uploadFile", mediaType: "multipart/form-data" };
const answer: TypeRef = { of: "response", operationId: "listFiles", status: 200, mediaType: "application/json" };

const cases: { name: string; given: TypeRef; want: string; imports: { named: string[]; operations: boolean } }[] = [
  {
    name: "a schema's type is its exported name",
    given: page,
    want: "FileList",
    imports: { named: ["FileList"], operations: false },
  },
  {
    name: "a body written in place is the operation's request body in its media type",
    given: form,
    want: 'NonNullable<operations["uploadFile"]["requestBody"]>["content"]["multipart/form-data"]',
    imports: { named: [], operations: true },
  },
  {
    name: "an answer written in place is the operation's response of its status in its media type",
    given: answer,
    want: 'operations["listFiles"]["responses"][200]["content"]["application/json"]',
    imports: { named: [], operations: true },
  },
  {
    name: "a property is its owner indexed by its wire name",
    given: { of: "property", owner: page, name: "next-page" },
    want: 'FileList["next-page"]',
    imports: { named: ["FileList"], operations: false },
  },
  {
    name: "an item is its list indexed by number",
    given: { of: "items", list: { of: "property", owner: answer, name: "files" } },
    want: 'operations["listFiles"]["responses"][200]["content"]["application/json"]["files"][number]',
    imports: { named: [], operations: true },
  },
  {
    name: "a present value is its type without null or undefined",
    given: { of: "present", type: { of: "property", owner: form, name: "client_reference_id" } },
    want: 'NonNullable<NonNullable<operations["uploadFile"]["requestBody"]>["content"]["multipart/form-data"]["client_reference_id"]>',
    imports: { named: [], operations: true },
  },
  {
    name: "a present field of a schema's type imports that type",
    given: { of: "present", type: { of: "property", owner: page, name: "files" } },
    want: 'NonNullable<FileList["files"]>',
    imports: { named: ["FileList"], operations: false },
  },
];

describe("typeExpression", () => {
  it.each(cases)("$name", ({ given, want }) => {
    expect(typeExpression(given)).toBe(want);
  });
});

describe("typeImports", () => {
  it.each(cases)("$name", ({ given, imports }) => {
    expect(typeImports(given)).toEqual(imports);
  });
});
