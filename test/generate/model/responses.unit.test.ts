// An operation's responses → the kind of its 2xx answer and its error statuses, given a spec fragment.
import { describe, expect, it } from "vitest";
import { bodyKindOf, errorStatuses, successResponse } from "../../../scripts/generate/model/responses.js";
import { schemaNameOf } from "../../../scripts/generate/model/schemas.js";
import type { SuccessResponse, TypeRef } from "../../../scripts/generate/model/types.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { givenSpecs } from "./given-specs.js";

/** The operation at /things get, in a spec whose components hold a Thing schema and a shared answer. */
function operationOf(responses: Json) {
  return givenSpecs({
    paths: { "/things": { get: { responses } } },
    components: {
      schemas: { Thing: { type: "object" } },
      responses: { Things: { content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } } },
    },
  }).openapi.at("paths", "/things", "get");
}

const thing: TypeRef = { of: "schema", schema: "Thing", typeName: "Thing" };
const schemaTypeOf = (written: unknown) => (schemaNameOf(written) === "Thing" ? thing : null);

const cases: { name: string; given: Json; want: SuccessResponse }[] = [
  {
    name: "no content is an empty answer",
    given: { "204": { description: "Gone." } },
    want: { kind: "empty", status: 204 },
  },
  {
    name: "JSON of a named schema, through a shared response's $ref, is that schema's type",
    given: { "200": { $ref: "#/components/responses/Things" }, "404": { description: "No." } },
    want: { kind: "json", status: 200, type: thing },
  },
  {
    name: "JSON of a schema written in place is the operation's answer type",
    given: { "201": { content: { "application/json": { schema: { type: "object" } } } } },
    want: {
      kind: "json",
      status: 201,
      type: { of: "response", operationId: "listThings", status: 201, mediaType: "application/json" },
    },
  },
  {
    name: "text media types are text",
    given: { "200": { content: { "text/vtt": {}, "application/x-subrip": {} } } },
    want: { kind: "text", status: 200, mediaTypes: ["text/vtt", "application/x-subrip"] },
  },
  {
    name: "anything else is bytes",
    given: { "200": { content: { "audio/wav": {} } } },
    want: { kind: "binary", status: 200, mediaTypes: ["audio/wav"] },
  },
];

describe("successResponse", () => {
  it.each(cases)("$name", ({ given, want }) => {
    expect(successResponse(operationOf(given), "listThings", "GET /things", schemaTypeOf)).toEqual(want);
  });

  it.each([
    ["no 2xx answer", { "404": {} }, "specs/openapi.yaml: GET /things needs exactly one 2xx response"],
    ["answers of two kinds", { "200": { content: { "application/json": {}, "text/plain": {} } } }, "not several kinds"],
  ])("refuses %s", (_name, given, want) => {
    expect(() => successResponse(operationOf(given), "listThings", "GET /things", schemaTypeOf)).toThrow(want);
  });
});

describe("errorStatuses", () => {
  it("are the 4xx and 5xx statuses, in the spec's order", () => {
    expect(
      errorStatuses(operationOf({ "200": {}, "404": {}, "429": {}, "500": {}, default: {} }), "GET /things"),
    ).toEqual([404, 429, 500]);
  });
});

describe("bodyKindOf", () => {
  it.each([
    ["application/json", "json"],
    ["application/problem+json", "json"],
    ["text/plain", "text"],
    ["application/atom+xml", "text"],
    ["application/x-ndjson", "text"],
    ["application/octet-stream", "binary"],
  ])("%s is %s", (mediaType, want) => {
    expect(bodyKindOf(mediaType)).toBe(want);
  });
});
