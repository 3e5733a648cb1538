import { describe, expect, it } from "vitest";
import { formatFinding } from "../../scripts/gate/lint/findings.js";
import { specRules } from "../../scripts/gate/lint/spec-rules.js";
import { createSchemaValidator } from "../support/schema-validator.js";
import { loadSpecDocuments } from "../support/spec-documents.js";
import {
  checkErrorKinds,
  checkExampleCoverage,
  checkOperations,
  checkResourceFields,
  checkStreamingContract,
} from "./checks.js";

const documents = loadSpecDocuments();

// What the product requires of the specs (test/support/contract-expectations.ts), which only the tests check.
describe("the specs against the interface document", () => {
  it("has every operation, with its documented inputs and outputs", () => {
    expect(checkOperations(documents)).toEqual([]);
  });

  it("has every field of every resource table, with its type", () => {
    expect(checkResourceFields(documents)).toEqual([]);
  });

  it("has the examples the document asks for: create answers processing, every status, diarized, translated", () => {
    expect(checkExampleCoverage(documents)).toEqual([]);
  });

  it("lists the error kinds of the document with their hierarchy, statuses and stream codes", () => {
    expect(checkErrorKinds(documents)).toEqual([]);
  });

  it("has the stream's states, frames (with their direction and required fields) and kinds of result", () => {
    expect(checkStreamingContract(documents)).toEqual([]);
  });
});

// The specs' own conventions, which `npm run lint:specs` checks (scripts/gate/lint/spec-rules.ts): also run here, so
// that `npm test` alone does not pass a spec the lint refuses.
describe("the spec rules of npm run lint:specs", () => {
  const validator = createSchemaValidator(documents);
  it.each(Object.entries(specRules))("%s finds nothing in the specs as committed", (_, rule) => {
    expect(rule(documents, validator).map((finding) => formatFinding(finding))).toEqual([]);
  });
});
