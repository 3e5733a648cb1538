// The OpenAPI spec's paths → each resource's operations, given a spec fragment: names, route, arguments, query
// type, idempotency and error statuses, and what the builder refuses, at its place.
import { describe, expect, it } from "vitest";
import { addOperations } from "../../../scripts/generate/model/operations.js";
import { buildResources } from "../../../scripts/generate/model/tags.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../../scripts/generate/targets/typescript/naming.js";
import { givenSpecs } from "./given-specs.js";

const noContent = { "204": { description: "Deleted." } };
const notFound = { "404": { description: "No such file.", content: { "application/json": { schema: {} } } } };

function operationsOf(paths: Json, taken: string[] = []) {
  const openapi = givenSpecs({ tags: [{ name: "files", description: "Files." }], paths }).openapi;
  const resources = buildResources(openapi, typescriptNaming);
  const queryTypes = addOperations(openapi, resources, () => null, new Set(taken), typescriptNaming);
  return { operations: resources.flatMap((resource) => resource.operations), queryTypes };
}

describe("addOperations", () => {
  it("names a DELETE after its operationId within its tag, routes its path argument, and keeps its error statuses", () => {
    const { operations } = operationsOf({
      "/files/{file_id}": {
        delete: {
          operationId: "deleteFile",
          tags: ["files"],
          summary: " Delete a file. ",
          description: "The file and its bytes.",
          parameters: [{ name: "file_id", in: "path", required: true, schema: { type: "string" } }],
          responses: { ...noContent, ...notFound },
        },
      },
    });
    expect(operations).toMatchObject([
      {
        operationId: "deleteFile",
        methodName: "delete",
        resource: "files",
        method: "DELETE",
        path: "/files/{file_id}",
        summary: "Delete a file.",
        pathParameters: [{ name: "file_id", argumentName: "fileId" }],
        query: null,
        body: null,
        idempotent: true,
        idempotencyHeader: null,
        pagination: null,
        errorStatuses: [404],
      },
    ]);
  });

  it("gives a query a type named after the operationId, required when one of its parameters is", () => {
    const { operations, queryTypes } = operationsOf({
      "/files": {
        get: {
          operationId: "listFiles",
          tags: ["files"],
          summary: "List files.",
          description: "Every file.",
          parameters: [{ name: "purpose", in: "query", required: true, schema: { type: "string" } }],
          responses: {
            "200": { description: "The files.", content: { "text/plain": { schema: { type: "string" } } } },
          },
        },
      },
    });
    expect(operations[0]?.query).toEqual({ type: "ListFilesQuery", required: true });
    expect(queryTypes).toEqual([
      { typeName: "ListFilesQuery", operationId: "listFiles", method: "GET", path: "/files" },
    ]);
  });

  it("takes x-sdk-method as the method's name, and an Idempotency-Key header as the POST's way to be repeated", () => {
    const { operations } = operationsOf({
      "/files/{file_id}/copies": {
        post: {
          operationId: "copyFile",
          "x-sdk-method": "duplicate",
          tags: ["files"],
          summary: "Copy a file.",
          description: "A new file of the same bytes.",
          parameters: [
            { name: "file_id", in: "path", required: true, schema: { type: "string" } },
            { name: "Idempotency-Key", in: "header", schema: { type: "string" } },
          ],
          responses: noContent,
        },
      },
    });
    expect(operations[0]).toMatchObject({
      methodName: "duplicate",
      idempotent: false,
      idempotencyHeader: "Idempotency-Key",
    });
  });

  const deleteFile = (extra: Json = {}) => ({
    operationId: "deleteFile",
    tags: ["files"],
    summary: "Delete a file.",
    description: "The file and its bytes.",
    parameters: [{ name: "file_id", in: "path", required: true, schema: { type: "string" } }],
    responses: noContent,
    ...extra,
  });

  it.each([
    [
      "an operation whose tag is not declared at the root",
      { "/files/{file_id}": { delete: deleteFile({ tags: ["other"] }) } },
      [],
      "DELETE /files/{file_id} has no tag declared at the root",
    ],
    [
      "a path with a brace that opens no placeholder",
      { "/files/}x": { delete: deleteFile() } },
      [],
      "brace that opens or closes no placeholder",
    ],
    [
      "two operations of one operationId",
      {
        "/files/{file_id}": { delete: deleteFile() },
        "/files/{file_id}/old": { delete: deleteFile({ "x-sdk-method": "deleteOld" }) },
      },
      [],
      'specs/openapi.yaml at /paths/~1files~1{file_id}~1old/delete/operationId: the operationId "deleteFile" is taken already',
    ],
    [
      "two operations of a tag that one method name would serve",
      {
        "/files/{file_id}": { delete: deleteFile() },
        "/files/{file_id}/old": { delete: deleteFile({ operationId: "deleteFiles" }) },
      },
      [],
      'the method name of resource files "delete" is taken already',
    ],
    [
      "a query type that a schema's type already has",
      {
        "/files": {
          get: {
            operationId: "listFiles",
            tags: ["files"],
            parameters: [{ name: "limit", in: "query", schema: { type: "integer" } }],
            responses: noContent,
          },
        },
      },
      ["ListFilesQuery"],
      "the type ListFilesQuery named after the operationId is already a schema's type",
    ],
  ])("refuses %s", (_name, paths, taken, want) => {
    expect(() => operationsOf(paths as Json, taken as string[])).toThrow(want as string);
  });
});
