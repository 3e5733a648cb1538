// Responses may gain fields, requests may not: the spec as written lets any JSON Schema validator take a response
// with a field it does not list (the spec before this rule refused it), while the strict reading the mocks and
// the tests use (packages/spec-documents/src/strict-schemas.ts) still refuses that field, and a request's unknown option.

import { closeObjectSchemas } from "@stt-service/spec-documents";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { createSchemaValidator } from "../support/schema-validator.js";
import { type Located, loadSpecDocuments } from "../support/spec-documents.js";

const documents = loadSpecDocuments();
// The validator names a schema by where it is; the node itself is not read.
const transcriptionSchema: Located = { file: "openapi.yaml", pointer: "/components/schemas/Transcription", node: null };
const requestSchema: Located = {
  file: "openapi.yaml",
  pointer: "/components/schemas/CreateTranscriptionRequest",
  node: null,
};

const transcription = {
  id: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
  status: "completed",
  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
  model: "stt-async-v3",
  created_at: "2026-11-20T14:03:15Z",
  enable_speaker_diarization: false,
  enable_language_identification: false,
  client_reference_id: null,
  text: "hi",
  tokens: [{ text: "hi", start_ms: 0, end_ms: 200, confidence: 0.9, is_final: true }],
  context: { text: "a call" },
};
const grown = {
  ...transcription,
  a_field_added_later: 1,
  tokens: [{ ...transcription.tokens[0], a_field_added_later: "x" }],
  context: { text: "a call", a_field_added_later: true },
};

/** What a client's validator does with the spec as published: ajv over the document, nothing changed. */
function asPublished(value: unknown, pointer: string): boolean {
  const ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  ajv.addFormat("binary", true).addFormat("float", true);
  ajv.addSchema(documents["openapi.yaml"], "https://contract.test/openapi.yaml");
  return ajv.validate({ $ref: `https://contract.test/openapi.yaml#${pointer}` }, value);
}

describe("an evolvable contract", () => {
  it("lets a validator of the published spec take a response with fields it does not list, at any depth", () => {
    expect(asPublished(transcription, transcriptionSchema.pointer)).toBe(true);
    expect(asPublished(grown, transcriptionSchema.pointer)).toBe(true);
    // Still a validator: a wrong type is refused.
    expect(asPublished({ ...grown, created_at: 42 }, transcriptionSchema.pointer)).toBe(false);
  });

  it("keeps requests closed as published: an unknown option of POST /transcriptions is refused", () => {
    const request = { file_id: "f1", model: "stt-async-v3", enable_speaker_diarization: false };
    expect(asPublished(request, requestSchema.pointer)).toBe(true);
    expect(asPublished({ ...request, enable_diarization: true }, requestSchema.pointer)).toBe(false);
  });

  it("reads every schema strictly for the mocks and the tests: an unlisted field is refused at any depth", () => {
    const strict = createSchemaValidator(documents);
    expect(strict.problems(transcriptionSchema, transcription)).toEqual([]);
    expect(strict.problems(transcriptionSchema, { ...transcription, a_field_added_later: 1 })).toEqual([
      "(value) must NOT have additional properties",
    ]);
    expect(strict.problems(transcriptionSchema, { ...transcription, tokens: grown.tokens })).toEqual([
      "/tokens/0 must NOT have additional properties",
    ]);
    // A nested option of a request, in a schema the spec leaves open because responses echo it.
    const request = { file_id: "f1", model: "stt-async-v3", enable_speaker_diarization: false };
    expect(strict.problems(requestSchema, { ...request, context: { text: "a", txt: "b" } })).toContain(
      "/context must NOT have additional properties",
    );
    expect(strict.problems(requestSchema, { ...request, context: { text: "a" } })).toEqual([]);
  });

  it("leaves the parts of a composition open, so that allOf and conditions still combine", () => {
    const schema = closeObjectSchemas({
      allOf: [
        { type: "object", properties: { a: { type: "string" } } },
        { anyOf: [{ type: "object", properties: { b: { enum: ["x"] } } }, { required: ["c"] }] },
      ],
      properties: { a: {}, b: {}, c: {}, nested: { type: "object", properties: { d: { type: "string" } } } },
      oneOf: [{ type: "object", properties: { kind: { const: "one" } } }],
      examples: [{ properties: { not: "a schema" } }],
    });
    expect(schema.allOf[0]).not.toHaveProperty("additionalProperties");
    expect(schema.allOf[1]?.anyOf?.[0]).not.toHaveProperty("additionalProperties");
    expect(schema.oneOf[0]).not.toHaveProperty("additionalProperties");
    expect(schema).toHaveProperty("additionalProperties", false);
    expect(schema.properties.nested).toHaveProperty("additionalProperties", false);
    expect(schema.examples[0]).not.toHaveProperty("additionalProperties");
  });
});
