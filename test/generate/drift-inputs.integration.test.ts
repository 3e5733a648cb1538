// `npm run generate:check`, the fast way (the manifest's hashes, no --full), in a copy of the project whose
// node_modules is a symbolic link to the project's (as in a second worktree): an edit of any kind of file the
// generator reads (a spec, a template, a generator script, the spec library, its x-resource reading and its
// strict reading of schemas) makes it fail, naming the file; an edit of the mock's own use of the x-resource
// marks, which the generator does not read, does not. Each edit is undone before the next, so each run sees one.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "stt-drift-inputs-"));
  for (const path of ["specs", "scripts", "packages", "generated-manifest.json", "package.json"]) {
    cpSync(join(root, path), join(project, path), {
      recursive: true,
      filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
    });
  }
  // The whole node_modules is the project's, by a link: the launcher's bundle then lies in the project's
  // node_modules/.cache, and Node runs it by its real path, not by the path the launcher names.
  symlinkSync(join(root, "node_modules"), join(project, "node_modules"), "dir");
});

afterAll(() => {
  if (!project) return;
  rmSync(project, { recursive: true, force: true });
  // The copy's bundles, which the launcher keeps in the shared cache under a hash of the copy's root.
  const bundles = createHash("sha256").update(project).digest("hex").slice(0, 16);
  rmSync(join(root, "node_modules", ".cache", "stt-scripts", bundles), { recursive: true, force: true });
});

async function check(): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout } = await run("npm", ["run", "-s", "generate:check"], {
      cwd: project,
      maxBuffer: 4 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr: "" };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe("npm run generate:check (fast) in a copy of the project with node_modules linked", () => {
  it("passes on the copy as it is, and says so", async () => {
    expect(await check()).toEqual({
      code: 0,
      stdout: "The generated code is in step with specs/ and the generator\n",
      stderr: "",
    });
  }, 180_000);

  it("passes after an edit of the mock's use of the x-resource marks, which the generator does not read", async () => {
    const path = join(project, "packages/mock/src/core/service/kept-resources.ts");
    const before = readFileSync(path, "utf8");
    appendFileSync(path, "\n// an edit\n");
    try {
      expect(await check()).toMatchObject({ code: 0, stderr: "" });
    } finally {
      writeFileSync(path, before);
    }
  }, 180_000);

  it.each([
    ["a spec", "specs/openapi.yaml", "\n# an edit\n"],
    ["a template", "scripts/generate/targets/typescript/templates/partials.ts", "\n// an edit\n"],
    ["a generator script", "scripts/generate/targets/typescript/naming.ts", "\n// an edit\n"],
    ["the spec library", "packages/spec-documents/src/pointer.ts", "\n// an edit\n"],
    ["the spec library's x-resource reading", "packages/spec-documents/src/kept-resources.ts", "\n// an edit\n"],
    ["the spec library's strict reading", "packages/spec-documents/src/strict-schemas.ts", "\n// an edit\n"],
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
