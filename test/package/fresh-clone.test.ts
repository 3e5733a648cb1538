// A newcomer's first hour, scripted: a clean clone of this repository (its committed HEAD, not the working
// tree), the README's `npm ci && npm run mock`, then `npm pack` there and every entry of the tarball imported
// from a fresh project, as ES module and as CommonJS. A clone has no dist/: only the package's prepack script
// can put the code in the tarball. `npm test` itself is not run again here (it would double CI's time):
// .ci/run is that newcomer, on a clean clone with no system browser.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { type MockProcess, startMockProcess } from "../../scripts/lib/mock-process.js";

const run = promisify(execFile);
// npm's output is read only when a step fails; a bound keeps a runaway step from filling memory.
const quiet = { maxBuffer: 16 * 1024 * 1024 };
const workspace = mkdtempSync(join(tmpdir(), "stt-newcomer-"));
const clone = join(workspace, "stt-service");
let mock: MockProcess | undefined;
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
  await mock?.stop();
  await rm(workspace, { recursive: true, force: true });
}, 300_000);

describe("a clean clone, as a newcomer has it", () => {
  it("has no dist/ of its own: the tarball's code must come from the prepack build", () => {
    expect(existsSync(join(clone, "dist"))).toBe(false);
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

  it("packs a tarball whose every entry imports from a fresh project, as ESM and as CommonJS", async () => {
    await run("npm", ["pack", "--pack-destination", workspace], { ...quiet, cwd: clone });
    const tarball = readdirSync(workspace).find((name) => name.endsWith(".tgz"));
    expect(tarball).toBeDefined();

    const project = join(workspace, "fresh-project");
    mkdirSync(project);
    writeFileSync(
      join(project, "package.json"),
      `${JSON.stringify({ name: "fresh", private: true, type: "module" })}\n`,
    );
    writeFileSync(join(project, ".npmrc"), "audit=false\nfund=false\n");
    // As the README's Install says: ws for the real-time client on Node 20, Prism's engine for stt-service/mock.
    const peers = ["ws@8", "@stoplight/prism-http@5.12.0"];
    await run("npm", ["install", "--prefer-offline", join(workspace, tarball as string), ...peers], {
      ...quiet,
      cwd: project,
    });

    // Each entry and a value it must export; the ESM script also calls the mock through the installed client.
    const entries = {
      "stt-service": ["AsyncServiceClient", "RealtimeServiceClient", "createFetchClient"],
      "stt-service/realtime": ["RealtimeServiceClient"],
      "stt-service/sync": ["SyncServiceClient"],
      "stt-service/mock": ["startMocks", "startStreamingMock"],
      "stt-service/conformance": ["runConformance", "loadContract"],
    };
    const report = (load: (entry: string) => string) =>
      `const found = {};\n${Object.entries(entries)
        .map(
          ([entry, names]) =>
            `{ const m = ${load(entry)}; found[${JSON.stringify(entry)}] = ${JSON.stringify(names)}.map((n) => n + ":" + typeof m[n]); }`,
        )
        .join("\n")}\n`;
    writeFileSync(
      join(project, "esm.mjs"),
      `${report((entry) => `await import(${JSON.stringify(entry)})`)}` +
        `const { AsyncServiceClient } = await import("stt-service");\n` +
        `const list = await new AsyncServiceClient({ apiKey: "any-key", baseUrl: process.argv[2] }).models.list();\n` +
        "console.log(JSON.stringify({ found, models: list.models.length }));\n",
    );
    writeFileSync(
      join(project, "cjs.cjs"),
      `${report((entry) => `require(${JSON.stringify(entry)})`)}console.log(JSON.stringify({ found }));\n`,
    );
    const expected = Object.fromEntries(
      Object.entries(entries).map(([entry, names]) => [entry, names.map((name) => `${name}:function`)]),
    );

    const esm = JSON.parse((await run("node", ["esm.mjs", mock?.httpUrl ?? ""], { cwd: project })).stdout);
    expect(esm.found).toEqual(expected);
    expect(esm.models).toBeGreaterThan(0);
    const cjs = JSON.parse((await run("node", ["cjs.cjs"], { cwd: project })).stdout);
    expect(cjs.found).toEqual(expected);
  }, 300_000);
});
