// npm run generate names the specs folder itself: a committed `specs -> ../elsewhere/specs` must not carry it out of
// the repository, as the spec library refuses for every other reader (packages/spec-documents/test/links.unit.test.ts).
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { readSpecs } from "../../../scripts/generate/read/specs.js";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("refuses a specs/ folder that is a symbolic link out of the repository, naming the file", () => {
  const dir = mkdtempSync(join(tmpdir(), "stt-generate-links-"));
  made.push(dir);
  const repository = join(dir, "repository");
  const outside = join(dir, "elsewhere", "specs");
  mkdirSync(repository);
  mkdirSync(join(dir, "elsewhere"));
  cpSync("specs", outside, { recursive: true });
  symlinkSync(outside, join(repository, "specs"), "dir");
  expect(() => readSpecs(join(repository, "specs"))).toThrow(/^specs\/openapi\.yaml lies under a symbolic link/);
});
