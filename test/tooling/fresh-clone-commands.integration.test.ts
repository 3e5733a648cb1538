// A fresh clone after `npm ci`, with no `npm run build`: one test file runs on its own, and `npm run size` builds
// the SDK it measures, once. The clone is of the committed HEAD; its node_modules links to this repository's
// packages (as `npm ci` would install them) except the workspaces, which point into the clone, so nothing
// can borrow this repository's dist/.
import { execFile } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(".");
const workspace = mkdtempSync(join(tmpdir(), "stt-fresh-commands-"));
const clone = join(workspace, "stt-service");

/** Each entry of node_modules as a link: a workspace's own (relative) link kept, so it resolves in the clone. */
function linkNodeModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), join(to, name));
    else if (name.startsWith("@")) linkNodeModules(source, join(to, name));
    else symlinkSync(source, join(to, name));
  }
}

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

// The clone's commands run as a newcomer's would: no variable of this vitest run reaches the one they start,
// and their output is plain text to read.
const environment = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_OPTIONS$|FORCE_COLOR$|npm_)/.test(name)),
  ),
  NO_COLOR: "1",
};

function runInClone(command: string, args: string[]): Promise<Outcome> {
  return new Promise((done) => {
    execFile(command, args, { cwd: clone, env: environment, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  await new Promise<void>((done, fail) =>
    execFile("git", ["clone", "--quiet", root, clone], (error) => (error ? fail(error) : done())),
  );
  linkNodeModules(join(root, "node_modules"), join(clone, "node_modules"));
}, 60_000);

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe("a fresh clone with its dependencies and no build", () => {
  it("has no dist/, and its workspaces resolve into the clone", () => {
    for (const name of ["sdk", "spec-documents", "mock", "conformance", "react"]) {
      expect(existsSync(join(clone, "packages", name, "dist")), name).toBe(false);
    }
    expect(resolve(join(clone, "node_modules"), readlinkSync(join(clone, "node_modules/stt-service")))).toBe(
      join(clone, "packages/sdk"),
    );
  });

  it("runs one test file that imports the packages by name", async () => {
    const outcome = await runInClone("npx", [
      "vitest",
      "run",
      "packages/sdk/test/http/upload-environments.unit.test.ts",
    ]);
    expect(outcome.stdout + outcome.stderr).not.toContain("ERR_MODULE_NOT_FOUND");
    expect({ code: outcome.code, passed: /Tests\s+\d+ passed/.test(outcome.stdout) }, outcome.stdout).toEqual({
      code: 0,
      passed: true,
    });
  }, 120_000);

  it("runs npm run size, building the SDK first, and only the first time", async () => {
    const first = await runInClone("npm", ["run", "-s", "size"]);
    expect(first.stderr).toContain("Building packages/sdk first: it has no dist/ (a fresh clone has none).");
    expect({ code: first.code, measured: first.stdout.includes("whole client") }, first.stderr).toEqual({
      code: 0,
      measured: true,
    });
    expect(existsSync(join(clone, "packages/sdk/dist/index.js"))).toBe(true);
    const second = await runInClone("npm", ["run", "-s", "size"]);
    expect(second.stderr).not.toContain("Building");
    expect(second.code, second.stderr).toBe(0);
  }, 180_000);
});
