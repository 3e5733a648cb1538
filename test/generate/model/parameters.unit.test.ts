// An operation's parameters → its path arguments, query and headers, given a spec fragment.
import { describe, expect, it } from "vitest";
import {
  headerNames,
  operationParameters,
  pathParameters,
  queryParameters,
} from "../../../scripts/generate/model/parameters.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../../scripts/generate/targets/typescript/naming.js";
import { givenSpecs } from "./given-specs.js";

function parametersOf(path: string, shared: Json[], own: Json[]) {
  const openapi = givenSpecs({
    paths: { [path]: { parameters: shared, get: { parameters: own } } },
    components: {
      parameters: {
        FileId: { name: "file_id", in: "path", required: true, description: " The file. ", schema: { type: "string" } },
      },
    },
  }).openapi;
  const pathItem = openapi.at("paths", path);
  return { pathItem, parameters: operationParameters(pathItem, pathItem.get("get")) };
}

const fileId = { $ref: "#/components/parameters/FileId" };

describe("pathParameters", () => {
  it.each([
    {
      name: "a placeholder declared on the path item, through a $ref, is a camelCase argument",
      given: { path: "/files/{file_id}", shared: [fileId], own: [] },
      want: [{ name: "file_id", argumentName: "fileId", description: "The file." }],
    },
    {
      name: "placeholders in the path's order, declared on the operation",
      given: {
        path: "/a/{b}/c/{d}",
        shared: [],
        own: [
          { name: "d", in: "path", required: true },
          { name: "b", in: "path", required: true },
        ],
      },
      want: [
        { name: "b", argumentName: "b", description: "" },
        { name: "d", argumentName: "d", description: "" },
      ],
    },
  ])("$name", ({ given, want }) => {
    const { pathItem, parameters } = parametersOf(given.path, given.shared, given.own);
    expect(pathParameters(pathItem, given.path, "GET", parameters, typescriptNaming)).toEqual(want);
  });

  it.each([
    [
      "a placeholder no parameter declares",
      "/files/{file_id}",
      [],
      "the path names {file_id}, which no path parameter",
    ],
    ["a path parameter that is no placeholder", "/files", [fileId], "is no placeholder of /files"],
  ])("refuses %s", (_name, path, shared, want) => {
    const { pathItem, parameters } = parametersOf(path, shared, []);
    expect(() => pathParameters(pathItem, path, "GET", parameters, typescriptNaming)).toThrow(want);
  });
});

describe("queryParameters and headerNames", () => {
  it("are the query parameters and the headers' names, each checked", () => {
    const { parameters } = parametersOf(
      "/files",
      [],
      [
        { name: "limit", in: "query", schema: { type: "integer" } },
        { name: "Idempotency-Key", in: "header", schema: { type: "string" } },
        { name: "tag", in: "query", schema: { type: "array", items: { type: "string" } } },
      ],
    );
    expect(queryParameters(parameters, "GET /files").map((parameter) => parameter.value.name)).toEqual([
      "limit",
      "tag",
    ]);
    expect(headerNames(parameters)).toEqual(["Idempotency-Key"]);
  });

  it("refuses a query parameter the runtime cannot write", () => {
    const { parameters } = parametersOf("/files", [], [{ name: "filter", in: "query", schema: { type: "object" } }]);
    expect(() => queryParameters(parameters, "GET /files")).toThrow(
      "specs/openapi.yaml: GET /files query parameter filter must be a primitive or an array of primitives",
    );
  });
});
