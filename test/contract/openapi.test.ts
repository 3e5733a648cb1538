import { describe, expect, it } from "vitest";
import { createSchemaValidator } from "../support/schema-validator.js";
import { loadSpecDocuments } from "../support/spec-documents.js";
import {
  checkBounds,
  checkErrorKinds,
  checkExampleMeaning,
  checkHttpExamples,
  checkOpenEnums,
  checkOperations,
  checkResourceFields,
  checkSchemaConventions,
  checkTranscriptionOptionsListed,
} from "./checks.js";
import { checkDeprecations, checkEvolvableResponses } from "./evolution-checks.js";

const documents = loadSpecDocuments();
const validator = createSchemaValidator(documents);

describe("specs/openapi.yaml against the interface document", () => {
  it("has every operation, with its documented inputs and outputs", () => {
    expect(checkOperations(documents)).toEqual([]);
  });

  it("has every field of every resource table, with its type", () => {
    expect(checkResourceFields(documents)).toEqual([]);
  });

  it("has named examples for every body, each valid against its schema, and the headers of every response", () => {
    expect(checkHttpExamples(documents, validator)).toEqual([]);
  });

  it("has examples that mean what the document says: create answers processing, completed text is its tokens", () => {
    expect(checkExampleMeaning(documents)).toEqual([]);
  });

  it("accepts a new value wherever a description says new values may be added (open enums, both specs)", () => {
    expect(checkOpenEnums(documents, validator)).toEqual([]);
  });

  it("titles every schema after its name and avoids keywords Prism or modelina mishandle (both specs)", () => {
    expect(checkSchemaConventions(documents)).toEqual([]);
  });

  it("lists the error kinds of the document with their hierarchy and statuses", () => {
    expect(checkErrorKinds(documents)).toEqual([]);
  });

  it("bounds every string, array and integer of both specs (OWASP API4)", () => {
    expect(checkBounds(documents)).toEqual([]);
  });

  it("lists every transcription option in the batch request and the stream's config, which refuse others", () => {
    expect(checkTranscriptionOptionsListed(documents)).toEqual([]);
  });

  it("leaves every response and server frame open to new fields (no additionalProperties: false, both specs)", () => {
    expect(checkEvolvableResponses(documents)).toEqual([]);
  });

  it("gives every deprecation an x-sunset date, and a sunset only to what is deprecated (both specs)", () => {
    expect(checkDeprecations(documents)).toEqual([]);
  });
});
