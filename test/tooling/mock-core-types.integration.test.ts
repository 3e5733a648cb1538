// The mock's core and its MSW handlers run in browsers: their own tsconfigs (packages/mock/src/core/ and msw/)
// give them the web platform's types alone, so a `node:` import or a Node global there fails the type check.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");

/** tsc on one project; `--noEmit` whatever the project says, so that a broken config never writes JS into src/. */
async function typeCheck(project: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [tsc, "--noEmit", "-p", project], { cwd: root });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: `${failure.stdout}${failure.stderr}` };
  }
}

// Under the repository, so that module resolution finds @types/node as it would from the core's folder.
const probes = join(root, "node_modules", ".cache");
mkdirSync(probes, { recursive: true });
const probeDir = mkdtempSync(join(probes, "mock-core-probe-"));
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

/** A project of one file that imports a core module and Node's, under the given compiler options. */
function probe(name: string, compilerOptions: Record<string, unknown>): string {
  const file = join(probeDir, `${name}.ts`);
  const core = join(root, "packages", "mock", "src", "core", "text.js");
  writeFileSync(
    file,
    [
      `import { readFileSync } from "node:fs";`,
      `import { oneLine } from ${JSON.stringify(core)};`,
      `export const text: string = oneLine(readFileSync("x", "utf8"));`,
      `export const bytes = Buffer.byteLength(text);`,
      "",
    ].join("\n"),
  );
  const project = join(probeDir, `${name}.tsconfig.json`);
  writeFileSync(
    project,
    JSON.stringify({
      extends: join(root, "packages", "mock", "src", "core", "tsconfig.json"),
      compilerOptions,
      files: [file],
      include: [],
    }),
  );
  return project;
}

describe("the mock's core and MSW handlers type-check without Node", () => {
  it("packages/mock/src/core passes its own tsconfig", async () => {
    expect(await typeCheck("packages/mock/src/core")).toEqual({ code: 0, output: "" });
  }, 120_000);

  it("packages/mock/src/msw passes its own tsconfig", async () => {
    expect(await typeCheck("packages/mock/src/msw")).toEqual({ code: 0, output: "" });
  }, 120_000);

  it("the core's tsconfig refuses a node: import and a Node global, which pass with Node's types", async () => {
    const refused = await typeCheck(probe("core-options", {}));
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/error TS2307: Cannot find module 'node:fs'/);
    expect(refused.output).toMatch(/error TS2591: Cannot find name 'Buffer'/);
    // The same file with Node's types: the refusal above comes from the core's options, not from the probe.
    expect(await typeCheck(probe("node-types", { types: ["node"] }))).toEqual({ code: 0, output: "" });
  }, 120_000);
});
