// The SDK surface report (contract/sdk-surface.json) is what the contract gate compares for breaks in users'
// TypeScript code: it must match the source, and a renamed method or exported type must show as exactly one
// key gone and one key added per place it is reachable, so the gate can call it a break.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildSurface, type Surface } from "../../scripts/gate/api-report/surface.js";
import { linkNodeModules } from "../support/linked-node-modules.js";
import { runProcess } from "../support/run-process.js";

const root = resolve(import.meta.dirname, "../..");
const tsxLoader = createRequire(import.meta.url).resolve("tsx");
const committed = JSON.parse(readFileSync(join(root, "contract/sdk-surface.json"), "utf8")) as Surface;

let project: string | undefined;

afterEach(() => {
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

/** A copy of the package's sources (and the report script, with the committed report) in a temp folder. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "stt-surface-"));
  for (const path of [
    "packages/sdk/src",
    "packages/sdk/package.json",
    "packages/spec-documents/src",
    "packages/spec-documents/package.json",
    "packages/mock/src",
    "packages/mock/package.json",
    "packages/conformance/src",
    "packages/conformance/package.json",
    "packages/react/src",
    "packages/react/package.json",
    "scripts/gate/api-report.ts",
    "scripts/gate/api-report",
    "contract",
    "package.json",
    "tsconfig.json",
  ]) {
    cpSync(join(root, path), join(dir, path), { recursive: true });
  }
  linkNodeModules(root, dir);
  project = dir;
  return dir;
}

/** Renames an identifier, as a whole word, in every source file of the copy (declaration and uses). */
function renameEverywhere(dir: string, from: string, to: string): void {
  const pattern = new RegExp(`\\b${from}\\b`, "g");
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith(".ts")) writeFileSync(path, readFileSync(path, "utf8").replace(pattern, to));
    }
  };
  walk(join(dir, "packages"));
}

function keys(surface: Surface): string[] {
  return Object.entries(surface).flatMap(([entry, exports]) => Object.keys(exports).map((key) => `${entry} ${key}`));
}

function keyChanges(before: Surface, after: Surface): { gone: string[]; added: string[] } {
  const old = new Set(keys(before));
  const now = new Set(keys(after));
  return {
    gone: [...old].filter((key) => !now.has(key)).sort(),
    added: [...now].filter((key) => !old.has(key)).sort(),
  };
}

function runCheck(dir: string): Promise<{ code: number | null; stderr: string }> {
  return runProcess(
    process.execPath,
    ["--conditions=stt-service-source", "--import", tsxLoader, join(dir, "scripts/gate/api-report.ts"), "--check"],
    {
      cwd: dir,
      boundMs: 120_000,
      maxOutput: 64_000,
    },
  );
}

describe("contract/sdk-surface.json", () => {
  it("matches the SDK's source (run `npm run api:report` after changing the public API)", () => {
    expect(buildSurface(root)).toEqual(committed);
  }, 60_000);

  it("covers every entry point, members of exported classes through their resources, and type properties", () => {
    expect(Object.keys(committed).sort()).toEqual([
      "@stt-service/conformance",
      "@stt-service/mock",
      "@stt-service/mock/compiled-contract",
      "@stt-service/mock/msw",
      "@stt-service/react",
      "@stt-service/react/query",
      "@stt-service/spec-documents",
      "@stt-service/spec-documents/portable",
      "stt-service",
      "stt-service/realtime",
      "stt-service/sync",
      "stt-service/webhooks",
    ]);
    const main = committed["stt-service"] ?? {};
    // A generated method and a field of a contract type are marked `contract`; a method names the contract's
    // types it takes and returns rather than spelling out their shapes, so a field the contract adds to
    // FileObject changes FileObject's keys alone.
    expect(main["AsyncServiceClient#files.upload"]).toBe(
      "contract method (file: UploadSource, options?: UploadFileOptions): CallPromise<FileObject>",
    );
    expect(main.ServiceRateLimitError).toMatch(/^class extends ServiceAPIError/);
    expect(main["Transcription.created_at"]).toBe("contract property: string");
    expect(main["ClientOptions.timeoutMs"]).toMatch(/^optional property: number/);
    expect(committed["stt-service/sync"]?.["SyncServiceClient#files.upload"]).toBeDefined();
    expect(committed["@stt-service/mock"]?.startMocks).toMatch(/^function /);
    // Machine-independent: no absolute path of this checkout in any value.
    expect(JSON.stringify(committed)).not.toContain(root);
  });

  it("shows a renamed method as its keys gone and added, and --check refuses the stale report", async () => {
    const dir = copyProject();
    renameEverywhere(dir, "waitUntilDone", "waitUntilFinished");
    const { gone, added } = keyChanges(committed, buildSurface(dir));
    expect(gone).toEqual([
      "stt-service AsyncServiceClient#transcriptions.waitUntilDone",
      "stt-service/sync SyncServiceClient#transcriptions.waitUntilDone",
    ]);
    expect(added).toEqual(gone.map((key) => key.replace("waitUntilDone", "waitUntilFinished")));

    const check = await runCheck(dir);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain("stt-service: - AsyncServiceClient#transcriptions.waitUntilDone");
    expect(check.stderr).toContain("run `npm run api:report` and commit the report");
  }, 90_000);

  it("shows a renamed exported type as its keys gone and added, and nothing else", () => {
    const dir = copyProject();
    renameEverywhere(dir, "WaitOptions", "PollOptions");
    const { gone, added } = keyChanges(committed, buildSurface(dir));
    const expected = keys(committed).filter((key) => /^stt-service WaitOptions(\.|$)/.test(key));
    expect(expected.length).toBeGreaterThan(1);
    expect(gone).toEqual(expected.sort());
    expect(added).toEqual(gone.map((key) => key.replace("WaitOptions", "PollOptions")).sort());
  }, 60_000);

  it("--check fails on an export without TSDoc, naming the export and its entry point", async () => {
    const dir = copyProject();
    const path = join(dir, "packages/sdk/src/resources/transcriptions.ts");
    const text = readFileSync(path, "utf8");
    const undocumented = text.replace(/\/\*\*[^\n]*\*\/\n(export interface WaitOptions \{)/, "$1");
    expect(undocumented).not.toBe(text);
    writeFileSync(path, undocumented);
    const check = await runCheck(dir);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain("1 export(s) without TSDoc");
    expect(check.stderr).toContain("  stt-service: WaitOptions\n");
  }, 60_000);

  it("passes --check on an unchanged copy", async () => {
    const check = await runCheck(copyProject());
    expect({ code: check.code, stderr: check.stderr }).toEqual({ code: 0, stderr: "" });
  }, 60_000);
});
