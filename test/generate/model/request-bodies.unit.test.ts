// An operation's requestBody → what its method sends, given a spec fragment.
import { describe, expect, it } from "vitest";
import { requestBody, requestBodyDeprecations } from "../../../scripts/generate/model/request-bodies.js";
import { schemaNameOf } from "../../../scripts/generate/model/schemas.js";
import type { RequestBody, TypeRef } from "../../../scripts/generate/model/types.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../../scripts/generate/targets/typescript/naming.js";
import { givenSpecs } from "./given-specs.js";

function operationOf(body: Json | undefined) {
  return givenSpecs({
    paths: { "/things": { post: body === undefined ? {} : { requestBody: body } } },
    components: {
      schemas: { NewThing: { type: "object" }, Language: { type: "string", description: "A language tag." } },
      requestBodies: {
        NewThing: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/NewThing" } } },
        },
      },
    },
  }).openapi.at("paths", "/things", "post");
}

const newThing: TypeRef = { of: "schema", schema: "NewThing", typeName: "NewThing" };
const schemaTypeOf = (written: unknown) => (schemaNameOf(written) === "NewThing" ? newThing : null);
/** The upload's body, whose schema is written in place. */
const uploadBody: TypeRef = { of: "request-body", operationId: "createThing", mediaType: "multipart/form-data" };
const upload: Json = {
  content: {
    "multipart/form-data": {
      schema: {
        properties: {
          file: { type: "string", format: "binary" },
          language: { $ref: "#/components/schemas/Language" },
          "client-ref": { type: "string", deprecated: true, "x-sunset": "2027-01-31" },
        },
      },
    },
  },
};

const cases: { name: string; given: Json | undefined; want: RequestBody | null }[] = [
  { name: "no requestBody sends nothing", given: undefined, want: null },
  {
    name: "JSON through a shared body's $ref is its schema's type, required as the body says",
    given: { $ref: "#/components/requestBodies/NewThing" },
    want: { kind: "json", required: true, type: newThing },
  },
  {
    name: "a multipart body is an upload of its one file, its other fields options",
    given: upload,
    want: {
      kind: "upload",
      required: false,
      type: uploadBody,
      optionsType: "CreateThingOptions",
      fileField: "file",
      fields: [
        {
          name: "language",
          option: "language",
          type: { of: "present", type: { of: "property", owner: uploadBody, name: "language" } },
          description: "A language tag.",
        },
        {
          name: "client-ref",
          option: "clientRef",
          type: { of: "present", type: { of: "property", owner: uploadBody, name: "client-ref" } },
          description: "",
        },
      ],
    },
  },
];

describe("requestBody", () => {
  it.each(cases)("$name", ({ given, want }) => {
    expect(requestBody(operationOf(given), "createThing", "POST /things", schemaTypeOf, typescriptNaming)).toEqual(
      want,
    );
  });

  it.each([
    ["a media type the runtime does not send", { content: { "application/xml": {} } }, "takes application/xml"],
    [
      "an upload without a file part",
      { content: { "multipart/form-data": { schema: { properties: { name: { type: "string" } } } } } },
      "must upload exactly one file part",
    ],
  ])("refuses %s", (_name, given, want) => {
    expect(() =>
      requestBody(operationOf(given), "createThing", "POST /things", schemaTypeOf, typescriptNaming),
    ).toThrow(want);
  });
});

describe("requestBodyDeprecations", () => {
  it("are the body's deprecated fields, by wire name", () => {
    expect(requestBodyDeprecations(operationOf(upload))).toEqual({ "client-ref": { sunset: "2027-01-31", use: null } });
  });
});
