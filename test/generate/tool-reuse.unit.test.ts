// The slow tools' kept results (scripts/generate/targets/typescript/code/reuse.ts) stand in for a run only when the tool would be
// given exactly the same input: an edit of the spec, or of what the generator hands the tool, runs it again.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inputHash, keepResult, keptResult } from "../../scripts/generate/targets/typescript/code/reuse.js";
import { openApiInput, runTools } from "../../scripts/generate/targets/typescript/code/tools.js";

const folders: string[] = [];
function temporary(): string {
  const folder = mkdtempSync(join(tmpdir(), "stt-tool-reuse-"));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the hash of a tool's input", () => {
  it("is the same whatever the order of an object's keys, and differs when a value does", () => {
    expect(inputHash({ a: 1, b: [1, "x", null] })).toBe(inputHash({ b: [1, "x", null], a: 1 }));
    expect(inputHash({ a: 1, b: [1, "x", null] })).not.toBe(inputHash({ a: 1, b: [1, "x", "null"] }));
    expect(inputHash({ a: undefined })).not.toBe(inputHash({ a: null }));
  });
});

describe("kept results", () => {
  it("are given back for the same step and input only, and never without a folder", () => {
    const folder = temporary();
    keepResult(folder, "step", { spec: "one" }, { out: 1 });
    expect(keptResult(folder, "step", { spec: "one" })).toEqual({ out: 1 });
    expect(keptResult(folder, "step", { spec: "two" })).toBeUndefined();
    expect(keptResult(folder, "other-step", { spec: "one" })).toBeUndefined();
    expect(keptResult(undefined, "step", { spec: "one" })).toBeUndefined();
  });

  it("stand in for openapi-typescript on the same spec, and not once the spec is edited", async () => {
    const specs = temporary();
    cpSync(resolve("specs/openapi.yaml"), join(specs, "openapi.yaml"));
    const openapiPath = join(specs, "openapi.yaml");
    const typeNames = {};
    const reuse = temporary();
    // A result no run of the tool gives: seen again only if the kept one is taken.
    const sentinel = { schema: "kept, not run", schemaCode: {} };
    keepResult(reuse, "openapi-types", openApiInput(openapiPath, typeNames), sentinel);
    expect(await runTools(openapiPath, typeNames, undefined, reuse)).toMatchObject(sentinel);

    writeFileSync(openapiPath, readFileSync(openapiPath, "utf8").replace("Lists the models that", "Lists models that"));
    const edited = await runTools(openapiPath, typeNames, undefined, reuse);
    expect(edited.schema).toContain("Lists models that");
    // and the new result is kept for the next run
    expect(keptResult(reuse, "openapi-types", openApiInput(openapiPath, typeNames))).toEqual({
      schema: edited.schema,
      schemaCode: edited.schemaCode,
    });
  }, 60_000);
});
