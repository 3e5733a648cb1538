// `x-sdk-pagination` on an operation → how its list pages itself, given a spec fragment.
import { describe, expect, it } from "vitest";
import { pagination } from "../../../scripts/generate/model/pagination.js";
import { queryParameters } from "../../../scripts/generate/model/parameters.js";
import { schemaNameOf } from "../../../scripts/generate/model/schemas.js";
import type { TypeRef } from "../../../scripts/generate/model/types.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { givenSpecs } from "./given-specs.js";

const pageType: TypeRef = { of: "schema", schema: "Page", typeName: "Page" };
const fileItems: Json = { $ref: "#/components/schemas/File" };

/** The list of files at GET /files, declared as given, its page's items of the given schema. */
function paged(declared: Json | undefined, items: Json = fileItems) {
  const page = { properties: { files: { type: "array", items }, next_cursor: { type: "string" } } };
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
    { kind: "json", status: 200, type: pageType },
    queryParameters(operation.get("parameters").items(), "GET /files"),
    "GET /files",
    (written) => {
      const schema = schemaNameOf(written);
      return schema === null ? null : { of: "schema", schema, typeName: schema };
    },
    0,
  );
}

describe("pagination", () => {
  const declared = { items: "files", "next-cursor": "next_cursor", "cursor-parameter": "cursor" };
  it.each([
    { name: "no x-sdk-pagination pages nothing", given: undefined, items: fileItems, want: null },
    {
      name: "the page's items, cursor field and cursor parameter, its items' type by the schema they name",
      given: declared,
      items: fileItems,
      want: {
        items: "files",
        nextCursor: "next_cursor",
        cursorParameter: "cursor",
        itemType: { of: "schema", schema: "File", typeName: "File" },
        queryArgument: 0,
      },
    },
    {
      name: "items written in place are the items of the page's array",
      given: declared,
      items: { type: "object" },
      want: {
        items: "files",
        nextCursor: "next_cursor",
        cursorParameter: "cursor",
        itemType: { of: "items", list: { of: "property", owner: pageType, name: "files" } },
        queryArgument: 0,
      },
    },
  ])("$name", ({ given, items, want }) => {
    expect(paged(given, items)).toEqual(want);
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
