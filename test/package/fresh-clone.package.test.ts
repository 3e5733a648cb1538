// A newcomer's first hour, scripted: a clean clone of this repository (its committed HEAD, not the working
// tree), the README's `npm ci && npm run mock`, then `npm pack` of the three packages there, installed in a
// fresh project: every entry imported as ES module and as CommonJS, `npx stt-mock` serving both mocks, the
// README's snippets passing against it, and `npx stt-conformance` passing it. A clone has no dist/: only each
// package's prepack script can put the code in its tarball. `npm test` itself is not run again here (it would double CI's time):
// .ci/run is that newcomer, on a clean clone with no system browser.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { type MockProcess, startMockProcess } from "../support/mock-process.js";
import { packAll, type Tarballs } from "../support/packed-package.js";
import { runInstalled } from "../support/run-module.js";

const run = promisify(execFile);
// npm's output is read only when a step fails; a bound keeps a runaway step from filling memory.
const quiet = { maxBuffer: 16 * 1024 * 1024 };
const workspace = mkdtempSync(join(tmpdir(), "stt-newcomer-"));
const clone = join(workspace, "stt-service");
let mock: MockProcess | undefined;
let installed: MockProcess | undefined;
let tarballs: Tarballs;
let project: string;
let installWarnings = "";

beforeAll(async () => {
  await run("git", ["clone", "--quiet", resolve("."), clone], quiet);
  // --prefer-offline: npm's cache already holds what this machine's own npm ci fetched.
  // A newcomer's shell has no npm_config_loglevel; `npm test` (or `npm test -s`) passes its own on.
  const { npm_config_loglevel: _inherited, ...env } = process.env;
  installWarnings = (await run("npm", ["ci", "--prefer-offline"], { ...quiet, cwd: clone, env })).stderr;
  mock = await startMockProcess([], { cwd: clone, viaNpm: true });
}, 600_000);

// A clone with its node_modules is some 700 MB: removing it takes a while on a busy machine.
afterAll(async () => {
  await Promise.all([mock?.stop(), installed?.stop()]);
  await rm(workspace, { recursive: true, force: true });
}, 300_000);

describe("a clean clone, as a newcomer has it", () => {
  it("has no dist/ of its own: the tarball's code must come from the prepack build", () => {
    for (const workspace of [
      "packages/sdk",
      "packages/spec-documents",
      "packages/mock",
      "packages/conformance",
      "packages/react",
    ]) {
      expect(existsSync(join(clone, workspace, "dist"))).toBe(false);
    }
  });

  it("npm ci prints no warning a newcomer would read as breakage (.npmrc)", () => {
    expect(installWarnings).not.toMatch(/npm warn/i);
  });

  it("npm run mock comes up and both mocks answer", async () => {
    if (!mock) throw new Error("npm run mock did not come up");
    const models = await fetch(`${mock.httpUrl}/models`, { headers: { authorization: "Bearer any-key" } });
    expect(models.status).toBe(200);
    const body = (await models.json()) as { models: { id: string }[] };
    expect(body.models.length).toBeGreaterThan(0);

    const socket = new WebSocket(mock.streamUrl, { headers: { authorization: "Bearer any-key" } });
    const opened = await new Promise<boolean>((resolveOpen, reject) => {
      socket.once("open", () => resolveOpen(true));
      socket.once("error", reject);
    });
    socket.close();
    expect(opened).toBe(true);
  });

  it("packs a tarball per package: the SDK's holds no Prism, mock or kit file, and depends on openapi-fetch alone", async () => {
    tarballs = packAll(clone);
    const listing = (await run("tar", ["-tzf", tarballs["stt-service"]], quiet)).stdout;
    expect(listing).toMatch(/package\/dist\/index\.js/);
    expect(listing).not.toMatch(/mock|conformance|specs\/|prism/i);
    const manifest = JSON.parse(
      (await run("tar", ["-xzOf", tarballs["stt-service"], "package/package.json"], quiet)).stdout,
    ) as { dependencies?: Record<string, string>; bin?: unknown };
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(["openapi-fetch"]);
    expect(manifest.bin).toBeUndefined();
    // Declarations a reader can open: one per module, no hashed chunk names.
    expect(listing).toMatch(/package\/dist\/types\/esm\/generated\/http\/types\.d\.ts/);
    expect(listing).not.toMatch(/\.d\.c?ts\n(?=[\s\S]*-[A-Z0-9]{8}\.d\.)/);
    expect(listing.split("\n").filter((file) => /-[A-Za-z0-9_]{8}\.d\.c?ts$/.test(file))).toEqual([]);
  }, 300_000);

  it("installs all five in a fresh project, where every entry imports as ESM and as CommonJS", async () => {
    project = join(workspace, "fresh-project");
    mkdirSync(project);
    writeFileSync(
      join(project, "package.json"),
      `${JSON.stringify({ name: "fresh", private: true, type: "module" })}\n`,
    );
    writeFileSync(join(project, ".npmrc"), "audit=false\nfund=false\n");
    // As the README's Install says: ws for the real-time client on Node 20; the SDK's tarball in the same
    // install, so the mock's and the kit's dependency on it is met from it.
    const install = await run("npm", ["install", "--prefer-offline", ...Object.values(tarballs), "ws@8"], {
      ...quiet,
      cwd: project,
    });
    // Nothing the five bring runs, or asks to run, an install script (npm 11 warns of each it skips: the
    // repository's own devDependencies have some, such as @scarf/scarf's analytics; an app's install must not).
    expect(`${install.stdout}${install.stderr}`).not.toMatch(/install-scripts|postinstall|@scarf/);

    // Each entry and a value it must export.
    const entries = {
      "stt-service": ["AsyncServiceClient", "RealtimeServiceClient", "createFetchClient"],
      "stt-service/realtime": ["RealtimeServiceClient"],
      "stt-service/sync": ["SyncServiceClient"],
      "@stt-service/spec-documents": ["loadSpecDocuments", "escapePointerToken"],
      "@stt-service/mock": ["startMocks", "startStreamingMock", "runMockCommand"],
      "@stt-service/conformance": ["runConformance", "loadContract"],
      // The hooks: npm installs React, their peer, beside them (TanStack Query, an optional peer, it does not:
      // the query options' entry is imported where a package test installs it, test/package/react.package.test.ts).
      "@stt-service/react": ["useLiveTranscription"],
    };
    const report = (load: (entry: string) => string) =>
      `const found = {};\n${Object.entries(entries)
        .map(
          ([entry, names]) =>
            `{ const m = ${load(entry)}; found[${JSON.stringify(entry)}] = ${JSON.stringify(names)}.map((n) => n + ":" + typeof m[n]); }`,
        )
        .join("\n")}\nconsole.log(JSON.stringify(found));\n`;
    writeFileSync(
      join(project, "esm.mjs"),
      report((entry) => `await import(${JSON.stringify(entry)})`),
    );
    writeFileSync(
      join(project, "cjs.cjs"),
      report((entry) => `require(${JSON.stringify(entry)})`),
    );
    const expected = Object.fromEntries(
      Object.entries(entries).map(([entry, names]) => [entry, names.map((name) => `${name}:function`)]),
    );
    expect(JSON.parse((await run("node", ["esm.mjs"], { cwd: project })).stdout)).toEqual(expected);
    expect(JSON.parse((await run("node", ["cjs.cjs"], { cwd: project })).stdout)).toEqual(expected);
  }, 300_000);

  it("serves both mocks there with npx stt-mock, and the README's SDK snippets pass against them", async () => {
    installed = await startMockProcess([], { cwd: project, command: ["npx", "--no-install", "stt-mock"] });
    const readme = readFileSync(join(clone, "README.md"), "utf8");
    const snippets = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] as string);
    expect(snippets.length).toBeGreaterThan(0);
    writeFileSync(join(project, "call.wav"), readFileSync(writeWavFixture("fresh-clone.wav", 4)));
    for (const [index, snippet] of snippets.entries()) {
      const path = join(project, `readme-${index}.mts`);
      writeFileSync(path, snippet);
      const result = await runInstalled(path, {
        cwd: project,
        env: {
          STT_API_KEY: `fresh-${index}`,
          STT_BASE_URL: installed.httpUrl,
          STT_STREAM_URL: installed.streamUrl,
        },
      });
      expect({ index, stderr: result.stderr, code: result.code }).toEqual({ index, stderr: "", code: 0 });
    }
  }, 300_000);

  it("passes npx stt-conformance there, against that stt-mock", async () => {
    if (!installed) throw new Error("stt-mock did not come up");
    const result = await run(
      "npx",
      [
        "--no-install",
        "stt-conformance",
        "--base-url",
        installed.httpUrl,
        "--stream-url",
        installed.streamUrl,
        "--api-key",
        "fresh-conformance",
        "--second-api-key",
        "fresh-conformance-2",
      ],
      { ...quiet, cwd: project },
    ).catch((failure: { stdout: string; stderr: string; code: number }) => failure);
    expect({ stderr: result.stderr, tail: result.stdout.trim().split("\n").at(-1) }).toEqual({
      stderr: "",
      tail: "The server keeps the contract.",
    });
  }, 600_000);
});
