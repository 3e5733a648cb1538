// components.schemas → the model's named types, given a spec fragment, want the model's value.
import { describe, expect, it } from "vitest";
import { buildSchemaTypes } from "../../../scripts/generate/model/schemas.js";
import type { SchemaType } from "../../../scripts/generate/model/types.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../../scripts/generate/targets/typescript/naming.js";
import { givenSpecs } from "./given-specs.js";

// The shapes have given/want cases of their own (shapes.unit.test.ts).
const cases: { name: string; given: Json; want: Omit<SchemaType, "shape">[] }[] = [
  {
    name: "a schema is a type of its key's name, with its fields by wire name",
    given: {
      UploadedFile: {
        description: " An uploaded file. ",
        properties: { file_id: { type: "string", description: "Its id." }, size: { type: "integer" } },
      },
    },
    want: [
      {
        schema: "UploadedFile",
        typeName: "UploadedFile",
        description: "An uploaded file.",
        fields: [
          { name: "file_id", description: "Its id.", deprecation: null },
          { name: "size", description: "", deprecation: null },
        ],
      },
    ],
  },
  {
    name: "x-sdk-type-name names the type instead of the key",
    given: { model_info: { "x-sdk-type-name": "ModelInfo", properties: {} } },
    want: [{ schema: "model_info", typeName: "ModelInfo", description: "", fields: [] }],
  },
  {
    name: "a field without a description of its own takes that of the schema its $ref names",
    given: {
      Id: { type: "string", description: "An id." },
      Job: { properties: { id: { $ref: "#/components/schemas/Id" } } },
    },
    want: [
      { schema: "Id", typeName: "Id", description: "An id.", fields: [] },
      {
        schema: "Job",
        typeName: "Job",
        description: "",
        fields: [{ name: "id", description: "An id.", deprecation: null }],
      },
    ],
  },
  {
    name: "allOf members add their fields, and a field's deprecation comes with it",
    given: {
      Base: { properties: { old: { type: "string", deprecated: true, "x-sunset": "2027-06-30" } } },
      Both: { allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { new: { type: "string" } } }] },
    },
    want: [
      {
        schema: "Base",
        typeName: "Base",
        description: "",
        fields: [{ name: "old", description: "", deprecation: { sunset: "2027-06-30", use: null } }],
      },
      {
        schema: "Both",
        typeName: "Both",
        description: "",
        fields: [
          { name: "old", description: "", deprecation: { sunset: "2027-06-30", use: null } },
          { name: "new", description: "", deprecation: null },
        ],
      },
    ],
  },
];

describe("buildSchemaTypes", () => {
  it.each(cases)("$name", ({ given, want }) => {
    expect(buildSchemaTypes(givenSpecs({ components: { schemas: given } }).openapi, typescriptNaming)).toMatchObject(
      want,
    );
  });

  it.each([
    ["a key that is no type name", { "file-info": {} }, "specs/openapi.yaml at /components/schemas/file-info"],
    ["two schemas of one type name", { A: {}, B: { "x-sdk-type-name": "A" } }, 'the type name "A" is taken already'],
  ])("refuses %s, naming the place", (_name, given, want) => {
    expect(() => buildSchemaTypes(givenSpecs({ components: { schemas: given } }).openapi, typescriptNaming)).toThrow(
      want,
    );
  });
});
