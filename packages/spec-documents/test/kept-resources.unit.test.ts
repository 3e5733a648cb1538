// The spec library's one reading of `x-resource` (specs/README.md), which the generator, the mock and the
// conformance kit share: what it reads of the real spec, what it refuses and how it says so.
import { describe, expect, it } from "vitest";
import { idSchemaOf, keptResourcesOf, loadSpecDocuments, namesKeptResource, SpecDocumentError } from "../src/index.js";
import * as portable from "../src/portable.js";

const openapi = loadSpecDocuments(".", ["specs/openapi.yaml"]).document("specs/openapi.yaml");

describe("keptResourcesOf", () => {
  it("reads the files and the transcriptions from specs/openapi.yaml, and which paths name them", () => {
    const kept = keptResourcesOf(openapi, "specs/openapi.yaml");
    expect(kept).toEqual([
      { schema: "FileObject", idField: "file_id", pathParameter: "file_id", notFound: "file_not_found" },
      {
        schema: "Transcription",
        idField: "id",
        pathParameter: "transcription_id",
        notFound: "transcription_not_found",
      },
    ]);
    expect(namesKeptResource(kept, "/transcriptions/{transcription_id}")).toBe(true);
    expect(namesKeptResource(kept, "/models")).toBe(false);
  });

  it("refuses a mark without one of its fields with a SpecDocumentError naming the file, the pointer and the fix", () => {
    const document = { components: { schemas: { "A/B": { "x-resource": { "id-field": "id", "not-found": "x" } } } } };
    const refusal = (() => {
      try {
        keptResourcesOf(document, "specs/openapi.yaml");
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(SpecDocumentError);
    expect((refusal as Error).message).toBe(
      "specs/openapi.yaml#/components/schemas/A~1B/x-resource: path-parameter must be a non-empty string: " +
        "x-resource takes id-field, path-parameter and not-found (specs/README.md)",
    );
  });

  it("reduces a response schema to its nesting and the titles of kept resources", () => {
    const kept = keptResourcesOf(openapi);
    const schema = {
      title: "TranscriptionList",
      type: "object",
      properties: { items: { type: "array", maxItems: 5, items: { title: "Transcription", properties: { id: {} } } } },
    };
    expect(idSchemaOf(schema, kept)).toEqual({
      properties: { items: { items: { title: "Transcription", properties: { id: {} } } } },
    });
  });

  it("is the portable entry's too, which the mock's core imports", () => {
    expect(portable.keptResourcesOf).toBe(keptResourcesOf);
    expect(Object.keys(portable).sort()).toEqual(
      expect.arrayContaining(["closeObjectSchemas", "idSchemaOf", "isCalendarDay", "keptResourcesOf"]),
    );
  });
});
