import { describe, expect, it } from "vitest";
import { validateAsyncApi } from "../../scripts/validate-asyncapi.js";
import { createSchemaValidator } from "../support/schema-validator.js";
import { loadSpecDocuments } from "../support/spec-documents.js";
import { checkStreamingContract } from "./checks.js";

const documents = loadSpecDocuments();

describe("specs/asyncapi.yaml against the interface document", () => {
  it("has every frame as a message with an operation and valid examples, a titled payload unless binary", () => {
    expect(checkStreamingContract(documents, createSchemaValidator(documents))).toEqual([]);
  });

  it("parses under @asyncapi/parser with no errors or warnings, its $refs into openapi.yaml resolved", async () => {
    const problems = await validateAsyncApi("specs/asyncapi.yaml");
    expect(problems.filter((problem) => problem.failing)).toEqual([]);
  });
});
