// `npm run generate` works on the tree it is run in, also in a second worktree whose node_modules is a
// symlink to the first's. Two trees in a temporary folder, copies of this project: the first owns its
// node_modules (links to this project's packages, and a real .cache where the launcher keeps its bundle),
// the second's node_modules is a symlink to the first's. The second's spec is edited and generated: the
// output must land in the second tree, and the first must stay as it was.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const project = resolve(".");
const workspace = mkdtempSync(join(tmpdir(), "stt-worktrees-"));
const first = join(workspace, "first");
const second = join(workspace, "second");
// The Python venvs (.venv-python/, some 470 MB once the integration setup has made them) are not the generator's.
const notCopied = new Set(["node_modules", ".git", "dist", "reports", "site", "coverage", ".venv-python"]);
const modelsResource = "packages/sdk/src/generated/http/resources/models.ts";

function copyProject(to: string): void {
  cpSync(project, to, {
    recursive: true,
    filter: (source) => source === project || !notCopied.has(source.slice(project.length + 1).split("/")[0] ?? ""),
  });
}

beforeAll(() => {
  copyProject(first);
  copyProject(second);
  mkdirSync(join(first, "node_modules", ".cache"), { recursive: true });
  for (const entry of readdirSync(join(project, "node_modules"))) {
    if (entry !== ".cache") symlinkSync(join(project, "node_modules", entry), join(first, "node_modules", entry));
  }
  symlinkSync(join(first, "node_modules"), join(second, "node_modules"));
  const spec = join(second, "specs", "openapi.yaml");
  const text = readFileSync(spec, "utf8");
  expect(text).toContain("Lists the models that");
  writeFileSync(spec, text.replace("Lists the models that", "Lists the second worktree's models that"));
});

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe("npm run generate in a second worktree sharing node_modules", () => {
  it("reads the second tree's specs and writes its generated files, leaving the first tree's alone", async () => {
    const firstBefore = readFileSync(join(first, modelsResource), "utf8");
    await run("npm", ["run", "-s", "generate"], { cwd: second, maxBuffer: 1024 * 1024 });

    expect(readFileSync(join(second, modelsResource), "utf8")).toContain("Lists the second worktree's models that");
    expect(readFileSync(join(first, modelsResource), "utf8")).toBe(firstBefore);
    // The second tree's manifest names its own edited spec, so its drift check passes there.
    await run("npm", ["run", "-s", "generate:check"], { cwd: second, maxBuffer: 1024 * 1024 });
  }, 180_000);

  it("leaves the first tree's generated files in step with its own specs", async () => {
    await run("npm", ["run", "-s", "generate:check"], { cwd: first, maxBuffer: 1024 * 1024 });
    expect(readFileSync(join(first, modelsResource), "utf8")).not.toContain("second worktree");
  }, 180_000);
});
