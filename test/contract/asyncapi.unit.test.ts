import { describe, expect, it } from "vitest";
import { validateAsyncApi } from "../../scripts/gate/validate-asyncapi.js";

describe("specs/asyncapi.yaml", () => {
  it("parses under @asyncapi/parser with no errors or warnings, its $refs into openapi.yaml resolved", async () => {
    const problems = await validateAsyncApi("specs/asyncapi.yaml");
    expect(problems.filter((problem) => problem.failing)).toEqual([]);
  });
});
