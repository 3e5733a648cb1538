// The `x-resource` marks (specs/README.md), read through the kit's contract model as the kit and the mock
// read them: each names a field of its schema and a path parameter some operation takes, and every operation
// with such a path parameter declares the 404 it answers for an id the key does not own.
import { describe, expect, it } from "vitest";
import { loadContract } from "../../packages/conformance/src/spec.js";

const contract = loadContract("specs");

describe("the kept resources of openapi.yaml (x-resource)", () => {
  it("are the files and the transcriptions, each named by the path parameter of its own operations", () => {
    expect(contract.keptResources).toEqual([
      { schema: "FileObject", idField: "file_id", pathParameter: "file_id", notFound: "file_not_found" },
      {
        schema: "Transcription",
        idField: "id",
        pathParameter: "transcription_id",
        notFound: "transcription_not_found",
      },
    ]);
    for (const resource of contract.keptResources) {
      const schema = contract.schemaAt(`/components/schemas/${resource.schema}`);
      expect(Object.keys(schema.properties ?? {}), resource.schema).toContain(resource.idField);
      const named = contract.operations.filter((operation) => operation.pathParameters.has(resource.pathParameter));
      expect(named.length, resource.schema).toBeGreaterThan(0);
    }
  });

  it("make every operation with such a path parameter declare its 404, with the resource's error type", () => {
    const checked = contract.operations.filter((operation) => operation.keptPathParameters.length > 0);
    expect(checked.map((operation) => operation.operationId).sort()).toEqual([
      "deleteFile",
      "deleteTranscription",
      "getFile",
      "getTranscription",
    ]);
    for (const operation of checked) {
      const declared = operation.responses.get(404);
      expect(declared?.schemaPointer, operation.operationId).toBeDefined();
      const examples = contract.schemaAt((declared?.schemaPointer ?? "").replace(/\/schema$/, "/examples"));
      const errorTypes = Object.values(examples).map((example) => {
        const value = (example as { value?: { error_type?: string }; $ref?: string }).value;
        return value?.error_type;
      });
      for (const resource of operation.keptPathParameters) {
        expect(errorTypes, operation.operationId).toContain(resource.notFound);
      }
    }
  });
});
