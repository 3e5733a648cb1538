// `npm run lint`'s first check of the code (scripts/gate/generated-in-step.ts): in a copy of the specs, the
// generated folders and the manifest, a spec edited without `npm run generate`, a generated file edited by hand,
// one added and one gone are each named; the copy as it is passes. Hashes only: no generation, no process.
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generationStaleness } from "../../scripts/gate/generated-in-step.js";
import { generatedDirs } from "../../scripts/generate/manifest.js";

const root = resolve(import.meta.dirname, "../..");
const resource = "packages/sdk/src/generated/http/resources/models.ts";
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), "stt-generated-in-step-"));
  // Every package's generated folder, as the manifest knows them.
  for (const path of ["specs", ...Object.values(generatedDirs), "generated-manifest.json"]) {
    cpSync(join(root, path), join(copy, path), { recursive: true });
  }
});

afterEach(() => rmSync(copy, { recursive: true, force: true }));

describe("the generated code in step with specs/, by the manifest's hashes", () => {
  it("holds for the project as committed", () => {
    expect(generationStaleness(copy)).toEqual([]);
  });

  it("names a spec edited since the last generation, and a generated file edited, added or gone", () => {
    appendFileSync(join(copy, "specs/openapi.yaml"), "# an edit npm run generate has not seen\n");
    appendFileSync(join(copy, resource), "// by hand\n");
    writeFileSync(join(copy, "packages/mock/src/generated/extra.ts"), "export {};\n");
    rmSync(join(copy, "packages/sdk/src/generated/errors.ts"));
    expect(generationStaleness(copy)).toEqual([
      "specs/openapi.yaml changed since the last npm run generate (generated-manifest.json records another hash)",
      "packages/mock/src/generated/extra.ts is not a file npm run generate wrote",
      `${resource} differs from what npm run generate wrote (never edit generated files by hand)`,
      "packages/sdk/src/generated/errors.ts is missing",
    ]);
  });

  it("names a manifest that cannot be read", () => {
    writeFileSync(join(copy, "generated-manifest.json"), "{");
    expect(generationStaleness(copy)).toEqual(["generated-manifest.json is missing or unreadable"]);
  });
});
