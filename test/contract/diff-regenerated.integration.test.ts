// The gate as the platform team meets it: a spec edited, then `npm run generate` and `npm run api:report`
// (which `npm run lint` requires), then `npm run contract:diff -- --base HEAD`, in a one-commit copy of this
// project. The SDK surface report then changes with the contract: a field a response gains, or a deprecation,
// must not fail the gate through it, and a deprecated operation removed after its sunset must pass as the
// specs' comparison says; a renamed method must still fail it.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { CORE_SCHEMA, dump, load } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkNodeModules } from "../support/linked-node-modules.js";

const run = promisify(execFile);
const project = resolve(".");
const copied = [
  "specs",
  "contract",
  "packages",
  "generated-manifest.json",
  "scripts",
  "package.json",
  "tsconfig.json",
  "biome.json",
];
const dir = mkdtempSync(join(tmpdir(), "stt-gate-regenerated-"));

// biome-ignore lint/suspicious/noExplicitAny: tests edit spec documents as free-form data
type Doc = Record<string, any>;

async function git(...args: string[]): Promise<void> {
  await run("git", ["-c", "user.name=test", "-c", "user.email=test@127.0.0.1", ...args], { cwd: dir });
}

async function npm(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run("npm", ["run", "-s", ...args], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Edits specs/openapi.yaml, then regenerates the SDK and its surface report, as the guide says to. */
async function editAndRegenerate(change: (openapi: Doc) => void): Promise<void> {
  const path = join(dir, "specs", "openapi.yaml");
  const openapi = load(readFileSync(path, "utf8"), { schema: CORE_SCHEMA }) as Doc;
  change(openapi);
  writeFileSync(path, dump(openapi, { schema: CORE_SCHEMA, noRefs: true, lineWidth: -1 }));
  for (const script of ["generate", "api:report"]) {
    const { code, output } = await npm(script);
    expect(code, output).toBe(0);
  }
}

const gate = (...extra: string[]) => npm("contract:diff", "--", "--base", "HEAD", "--format", "json", ...extra);

beforeAll(async () => {
  for (const entry of copied) cpSync(join(project, entry), join(dir, entry), { recursive: true });
  linkNodeModules(project, dir);
  writeFileSync(join(dir, ".gitignore"), "node_modules\n");
  await git("init", "--quiet", "--initial-branch=main");
  await git("add", "-A");
  await git("commit", "--quiet", "-m", "the project");
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the gate after npm run generate and npm run api:report", () => {
  it("passes a response's new optional field and a new deprecation, listing both from the surface as no break", async () => {
    await editAndRegenerate((openapi) => {
      openapi.components.schemas.FileObject.properties.channels = { type: "integer", minimum: 1, maximum: 8 };
      Object.assign(openapi.paths["/models"].get, { deprecated: true, "x-sunset": "2027-06-30" });
    });
    const { code, output } = await gate();
    expect(code, output).toBe(0);
    const surface = (JSON.parse(output) as { changes: { file: string; pointer: string; breaking: boolean }[] }).changes
      .filter((change) => change.file === "contract/sdk-surface.json")
      .map((change) => [change.pointer, change.breaking]);
    expect(surface).toContainEqual(["/stt-service/FileObject.channels", false]);
    expect(surface).toContainEqual(["/stt-service/AsyncServiceClient#models.list", false]);
    expect(surface.every(([, breaking]) => breaking === false)).toBe(true);
    await git("checkout", "--quiet", "--", ".");
  }, 120_000);

  it("fails a renamed operation through the surface: client.files.get is gone", async () => {
    await editAndRegenerate((openapi) => {
      openapi.paths["/files/{file_id}"].get.operationId = "fetchFile";
    });
    const { code, output } = await gate();
    expect(code, output).toBe(1);
    const failing = (JSON.parse(output) as { changes: { pointer: string; breaking: boolean }[] }).changes
      .filter((change) => change.breaking)
      .map((change) => change.pointer);
    expect(failing).toContain("/stt-service/AsyncServiceClient#files.get");
    await git("checkout", "--quiet", "--", ".");
  }, 120_000);

  it("passes a deprecated operation removed after its sunset, its method gone with it", async () => {
    await editAndRegenerate((openapi) => {
      Object.assign(openapi.paths["/files/{file_id}"].delete, { deprecated: true, "x-sunset": "2026-01-31" });
    });
    await git("commit", "--quiet", "-am", "deprecate DELETE /files/{file_id}");
    await editAndRegenerate((openapi) => {
      delete openapi.paths["/files/{file_id}"].delete;
    });
    const after = await gate("--today", "2026-11-26");
    expect(after.code, after.output).toBe(0);
    const before = await gate("--today", "2026-01-15");
    expect(before.code, before.output).toBe(1);
  }, 120_000);
});
