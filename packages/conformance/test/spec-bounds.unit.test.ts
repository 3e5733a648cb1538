// The conformance kit reads the specs through src/spec-documents too: a symlinked spec or a $ref out of the
// folder is refused, as by the gate and the generator.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { refTo } from "#test-support/hostile-specs.js";
import { loadContract } from "../src/spec.js";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function specsCopy(): string {
  const folder = mkdtempSync(join(tmpdir(), "stt-kit-specs-"));
  folders.push(folder);
  cpSync("specs", folder, { recursive: true });
  return `${folder}/`;
}

describe("the conformance kit's contract", () => {
  it("loads the committed specs", () => {
    expect(loadContract(specsCopy()).operations.length).toBeGreaterThan(5);
  });

  it("refuses a spec that is a symbolic link", () => {
    const folder = specsCopy();
    const elsewhere = mkdtempSync(join(tmpdir(), "stt-kit-outside-"));
    folders.push(elsewhere);
    writeFileSync(join(elsewhere, "openapi.yaml"), readFileSync("specs/openapi.yaml"));
    unlinkSync(join(folder, "openapi.yaml"));
    symlinkSync(join(elsewhere, "openapi.yaml"), join(folder, "openapi.yaml"));
    expect(() => loadContract(folder)).toThrow(/^openapi\.yaml is a symbolic link/);
  });

  it("refuses a $ref to a URL", () => {
    const folder = specsCopy();
    writeFileSync(
      join(folder, "openapi.yaml"),
      refTo(readFileSync("specs/openapi.yaml", "utf8"), "http://127.0.0.1:9/x.yaml"),
    );
    expect(() => loadContract(folder)).toThrow(
      /FileObject\/properties\/leak: \$ref http:\/\/127\.0\.0\.1:9\/x\.yaml names a URL/,
    );
  });
});
