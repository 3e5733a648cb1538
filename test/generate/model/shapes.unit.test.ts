// A schema → its shape, the model's language-neutral account of what a value is (model/shapes.ts): given
// components.schemas, want each schema's shape; a $ref to a named schema stays a reference to its type.
import { describe, expect, it } from "vitest";
import { buildSchemaTypes } from "../../../scripts/generate/model/schemas.js";
import type { SchemaShape } from "../../../scripts/generate/model/types.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { pythonNaming } from "../../../scripts/generate/targets/python/naming.js";
import { typescriptNaming } from "../../../scripts/generate/targets/typescript/naming.js";
import { givenSpecs } from "./given-specs.js";

const text = { kind: "scalar", type: "string", enum: null, const: null } as const;
const field = (name: string, shape: SchemaShape, required = false, description = "") => ({
  name,
  fieldName: name,
  required,
  shape,
  description,
  deprecation: null,
});

const cases: { name: string; given: Json; schema: string; want: SchemaShape }[] = [
  {
    name: "an object: its fields with their shapes, required where the schema says, closed where it is",
    given: {
      Job: {
        type: "object",
        required: ["id"],
        additionalProperties: false,
        properties: { id: { type: "string", description: "Its id." }, tries: { type: "integer" } },
      },
    },
    schema: "Job",
    want: {
      kind: "object",
      closed: true,
      fields: [
        field("id", text, true, "Its id."),
        field("tries", { kind: "scalar", type: "integer", enum: null, const: null }),
      ],
    },
  },
  {
    name: "a $ref to a named schema is that type, and a field without a description takes the schema's",
    given: {
      Id: { type: "string", description: "An id." },
      Job: { type: "object", properties: { id: { $ref: "#/components/schemas/Id" } } },
    },
    schema: "Job",
    want: {
      kind: "object",
      closed: false,
      fields: [field("id", { kind: "named", schema: "Id", typeName: "Id" }, false, "An id.")],
    },
  },
  {
    name: "a $ref into another schema's property is the named type that property names",
    given: {
      ModelId: { type: "string" },
      Config: { type: "object", properties: { model: { $ref: "#/components/schemas/ModelId" } } },
      Job: { type: "object", properties: { model: { $ref: "#/components/schemas/Config/properties/model" } } },
    },
    schema: "Job",
    want: {
      kind: "object",
      closed: false,
      fields: [field("model", { kind: "named", schema: "ModelId", typeName: "ModelId" })],
    },
  },
  {
    name: "a nullable type is a union with null",
    given: { Cursor: { type: ["string", "null"] } },
    schema: "Cursor",
    want: { kind: "union", members: [text, { kind: "null" }] },
  },
  {
    name: "an open enum (anyOf an enum and a string) is a union of the enum and the string",
    given: {
      Status: {
        anyOf: [
          { type: "string", enum: ["queued", "done"] },
          { type: "string", maxLength: 64 },
        ],
      },
    },
    schema: "Status",
    want: { kind: "union", members: [{ kind: "scalar", type: "string", enum: ["queued", "done"], const: null }, text] },
  },
  {
    name: "a oneOf of named schemas is a union of their types; a const is kept",
    given: {
      One: { type: "object", required: ["type"], properties: { type: { type: "string", const: "one" } } },
      Two: { type: "object", properties: { type: { const: "two" } } },
      Either: { oneOf: [{ $ref: "#/components/schemas/One" }, { $ref: "#/components/schemas/Two" }] },
    },
    schema: "Either",
    want: {
      kind: "union",
      members: [
        { kind: "named", schema: "One", typeName: "One" },
        { kind: "named", schema: "Two", typeName: "Two" },
      ],
    },
  },
  {
    name: "a const without a type takes its value's type",
    given: { Two: { type: "object", properties: { type: { const: "two" } } } },
    schema: "Two",
    want: {
      kind: "object",
      closed: false,
      fields: [field("type", { kind: "scalar", type: "string", enum: null, const: "two" })],
    },
  },
  {
    name: "allOf merges its members' fields after the schema's own, each required where any member says",
    given: {
      Base: { type: "object", required: ["a"], properties: { a: { type: "boolean" }, b: { type: "number" } } },
      Both: {
        allOf: [{ $ref: "#/components/schemas/Base" }],
        required: ["b"],
        properties: { c: { type: "array", items: { $ref: "#/components/schemas/Base" } } },
      },
    },
    schema: "Both",
    want: {
      kind: "object",
      closed: false,
      fields: [
        field("c", { kind: "array", items: { kind: "named", schema: "Base", typeName: "Base" } }),
        field("a", { kind: "scalar", type: "boolean", enum: null, const: null }, true),
        field("b", { kind: "scalar", type: "number", enum: null, const: null }, true),
      ],
    },
  },
  {
    name: "a schema that says nothing of its type is anything",
    given: { Free: { description: "Anything at all." } },
    schema: "Free",
    want: { kind: "any" },
  },
];

describe("a schema's shape", () => {
  it.each(cases)("$name", ({ given, schema, want }) => {
    const types = buildSchemaTypes(givenSpecs({ components: { schemas: given } }).openapi, typescriptNaming);
    expect(types.find((type) => type.schema === schema)?.shape).toEqual(want);
  });

  it("names each field as the target's naming does (Python: snake_case), keeping the wire name", () => {
    const given = { Job: { type: "object", properties: { "retry-after": { type: "integer" } } } };
    const [job] = buildSchemaTypes(givenSpecs({ components: { schemas: given } }).openapi, pythonNaming);
    expect(job?.shape).toMatchObject({ fields: [{ name: "retry-after", fieldName: "retry_after" }] });
  });

  it("refuses, at the property, a field name the target cannot write", () => {
    const given = { Job: { type: "object", properties: { class: { type: "string" } } } };
    expect(() => buildSchemaTypes(givenSpecs({ components: { schemas: given } }).openapi, pythonNaming)).toThrow(
      'specs/openapi.yaml at /components/schemas/Job/properties/class: the field name "class" is a Python keyword',
    );
  });
});
