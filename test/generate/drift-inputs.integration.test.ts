// `npm run generate:check`, the fast way (the manifest's hashes, no --full), in a copy of the project: an edit
// of any kind of file the generator reads (a spec, a template, a generator script, the spec library, a helper
// the generator borrows from another package) makes it fail, naming the file. Each edit is undone before the
// next, so each run sees one.
import { execFile } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "stt-drift-inputs-"));
  for (const path of ["specs", "templates", "scripts", "packages", "generated-manifest.json", "package.json"]) {
    cpSync(join(root, path), join(project, path), {
      recursive: true,
      filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
    });
  }
  // The copy's own node_modules/.cache, where the launcher keeps its bundle (as in a second worktree): the
  // packages themselves are the project's.
  mkdirSync(join(project, "node_modules", ".cache"), { recursive: true });
  for (const entry of readdirSync(join(root, "node_modules"))) {
    if (entry !== ".cache") symlinkSync(join(root, "node_modules", entry), join(project, "node_modules", entry));
  }
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

async function check(): Promise<{ code: number; stderr: string }> {
  try {
    await run("npm", ["run", "-s", "generate:check"], { cwd: project, maxBuffer: 4 * 1024 * 1024 });
    return { code: 0, stderr: "" };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, stderr: failure.stderr };
  }
}

describe("npm run generate:check (fast) in a copy of the project", () => {
  it("passes on the copy as it is", async () => {
    expect(await check()).toEqual({ code: 0, stderr: "" });
  }, 180_000);

  it.each([
    ["a spec", "specs/openapi.yaml", "\n# an edit\n"],
    ["a template", "templates/partials.ts", "\n// an edit\n"],
    ["a generator script", "scripts/generate/naming.ts", "\n// an edit\n"],
    ["the spec library", "packages/spec-documents/src/pointer.ts", "\n// an edit\n"],
    ["a helper borrowed from the mock", "packages/mock/src/http/strict-contract.ts", "\n// an edit\n"],
    ["a helper borrowed from the SDK", "packages/sdk/src/core/deprecation.ts", "\n// an edit\n"],
  ])(
    "fails after an edit of %s, naming %s",
    async (_kind, file, edit) => {
      const path = join(project, file);
      const before = readFileSync(path, "utf8");
      appendFileSync(path, edit);
      try {
        const result = await check();
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`input changed since the last generation: ${file}`);
      } finally {
        writeFileSync(path, before);
      }
    },
    180_000,
  );
});
