// The form of a temporary key, which browsers check before a key leaves the page, comes from the contract
// alone: the pattern and maxLength of createTemporaryApiKey's api_key. A spec that stops saying it is refused
// at generation, with what to write.

import { temporaryKeyForm } from "stt-service/in-repository";
import { describe, expect, it } from "vitest";
import { buildHttpModel } from "../../scripts/generate/model/http.js";
import { specRoots } from "../../scripts/generate/read/nodes.js";
import type { Json } from "../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../scripts/generate/targets/typescript/naming.js";
import { specsCopy } from "./spec-edits.js";

/** The api_key schema of the TemporaryApiKey answer, in a copy of the specs to edit. */
function apiKeyOf(specs: ReturnType<typeof specsCopy>): Json {
  const schemas = (specs.openapi.components as Json).schemas as Json;
  return ((schemas.TemporaryApiKey as Json).properties as Json).api_key as Json;
}

describe("the temporary keys' form", () => {
  it("is the spec's pattern and maxLength, in the model and in the generated code", () => {
    const specs = specsCopy();
    const { pattern, maxLength } = apiKeyOf(specs);
    expect(buildHttpModel(specRoots(specs), typescriptNaming).temporaryKey).toEqual({
      pattern,
      maxLength,
      source: "TemporaryApiKey.api_key",
    });
    expect({ pattern: temporaryKeyForm.pattern.source, maxLength: temporaryKeyForm.maxLength }).toEqual({
      pattern,
      maxLength,
    });
  });

  it("is required of the spec: no pattern, an unanchored one or no maxLength is refused at generation", () => {
    const withoutPattern = specsCopy();
    delete apiKeyOf(withoutPattern).pattern;
    expect(() => buildHttpModel(specRoots(withoutPattern), typescriptNaming)).toThrow(
      "specs/openapi.yaml: operation createTemporaryApiKey should answer a JSON object whose api_key has a pattern anchored with ^ and $",
    );
    const unanchored = specsCopy();
    apiKeyOf(unanchored).pattern = "tmp_[A-Za-z0-9_-]+";
    expect(() => buildHttpModel(specRoots(unanchored), typescriptNaming)).toThrow(
      "whose api_key has a pattern anchored with ^ and $",
    );
    const unbounded = specsCopy();
    delete apiKeyOf(unbounded).maxLength;
    expect(() => buildHttpModel(specRoots(unbounded), typescriptNaming)).toThrow(
      "specs/openapi.yaml: operation createTemporaryApiKey should give api_key a maxLength (a whole number of at least 1)",
    );
  });
});
