// The `x-resource` marks (specs/README.md), read through the kit's contract model as the kit and the mock
// read them: each names a field of its schema and a path parameter some operation takes, and every operation
// with such a path parameter declares the 404 it answers for an id the key does not own.

import { loadContract } from "@stt-service/conformance";
import { describe, expect, it } from "vitest";
import { loadSpecDocuments } from "../support/spec-documents.js";
import { keptResourceMarks, keptResourceOperations } from "../support/spec-lists.js";

const contract = loadContract("specs");
// What the model must find, read from the spec's own marks and paths (test/support/spec-lists.ts): a resource
// or an operation added to the spec is expected here with no edit to this file.
const documents = loadSpecDocuments();

describe("the kept resources of openapi.yaml (x-resource)", () => {
  it("are the schemas marked x-resource, each named by the path parameter of its own operations", () => {
    expect(contract.keptResources).toEqual(keptResourceMarks(documents));
    // The files and the transcriptions are the interface document's; a spec without them lost a mark.
    expect(contract.keptResources.map((resource) => resource.schema)).toEqual(
      expect.arrayContaining(["FileObject", "Transcription"]),
    );
    for (const resource of contract.keptResources) {
      const schema = contract.schemaAt(`/components/schemas/${resource.schema}`);
      expect(Object.keys(schema.properties ?? {}), resource.schema).toContain(resource.idField);
      const named = contract.operations.filter((operation) => operation.pathParameters.has(resource.pathParameter));
      expect(named.length, resource.schema).toBeGreaterThan(0);
    }
  });

  it("make every operation with such a path parameter declare its 404, with the resource's error type", () => {
    const checked = contract.operations.filter((operation) => operation.keptPathParameters.length > 0);
    expect(checked.map((operation) => operation.operationId).sort()).toEqual(keptResourceOperations(documents));
    expect(checked.length).toBeGreaterThan(0);
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
