// `x-sdk-pagination` on an operation → how its list pages itself, given a spec fragment.
import { describe, expect, it } from "vitest";
import { pagination } from "../../../scripts/generate/model/pagination.js";
import { queryParameters } from "../../../scripts/generate/model/parameters.js";
import { schemaNameOf } from "../../../scripts/generate/model/schemas.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { givenSpecs } from "./given-specs.js";

const page = {
  properties: {
    files: { type: "array", items: { $ref: "#/components/schemas/File" } },
    next_cursor: { type: "string" },
  },
};

function paged(declared: Json | undefined) {
  const operation = givenSpecs({
    paths: {
      "/files": {
        get: {
          ...(declared === undefined ? {} : { "x-sdk-pagination": declared }),
          parameters: [{ name: "cursor", in: "query", schema: { type: "string" } }],
          responses: { "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Page" } } } } },
        },
      },
    },
    components: { schemas: { File: { type: "object" }, Page: page } },
  }).openapi.at("paths", "/files", "get");
  return pagination(
    operation,
    { kind: "json", status: 200, type: "Page" },
    queryParameters(operation.get("parameters").items(), "GET /files"),
    "GET /files",
    (written) => schemaNameOf(written),
    0,
  );
}

describe("pagination", () => {
  it.each([
    { name: "no x-sdk-pagination pages nothing", given: undefined, want: null },
    {
      name: "the page's items, cursor field and cursor parameter, its items' type by the schema they name",
      given: { items: "files", "next-cursor": "next_cursor", "cursor-parameter": "cursor" },
      want: {
        items: "files",
        nextCursor: "next_cursor",
        cursorParameter: "cursor",
        itemType: "File",
        queryArgument: 0,
      },
    },
  ])("$name", ({ given, want }) => {
    expect(paged(given)).toEqual(want);
  });

  it.each([
    ["a missing name", { items: "files" }, "x-sdk-pagination needs items, next-cursor and cursor-parameter"],
    [
      "items that are no array",
      { items: "next_cursor", "next-cursor": "next_cursor", "cursor-parameter": "cursor" },
      "is not an array of the page",
    ],
    [
      "a cursor the operation does not take",
      { items: "files", "next-cursor": "next_cursor", "cursor-parameter": "after" },
      "names the query parameter after",
    ],
  ])("refuses %s", (_name, given, want) => {
    expect(() => paged(given)).toThrow(want);
  });
});
