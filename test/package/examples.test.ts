// The examples, run from fresh projects that installed the packed tarball, as users would:
// examples/node against the mocks, examples/browser bundled and run in headless Chromium.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { writeWavFixture } from "../http/clients.js";
import { firstExampleText, useStreamingMock } from "../realtime/support.js";
import { collectPageProblems, launchChromium } from "../support/chromium.js";
import { buildAndPack, installInto } from "../support/packed-package.js";

const run = promisify(execFile);
const { mock, logs } = useStreamingMock();
const audio = writeWavFixture("call.wav", 4);
let nodeProject: string;
let browserProject: string;
let frontendTestsProject: string;
let browser: Browser;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  const tarball = buildAndPack();
  nodeProject = installInto("examples/node", tarball);
  browserProject = installInto("examples/browser", tarball);
  frontendTestsProject = installInto("examples/frontend-tests", tarball, ["@stoplight/prism-http@5.12.0"]);
  for (const project of [nodeProject, browserProject, frontendTestsProject]) {
    copyFileSync(audio, join(project, "call.wav"));
  }
  // As a user's bundler would, from the project's node_modules.
  await build({
    absWorkingDir: browserProject,
    entryPoints: ["main.js"],
    bundle: true,
    format: "esm",
    platform: "browser",
    outfile: join(browserProject, "dist/main.js"),
    logLevel: "silent",
  });
  site = createServer((request, response) => {
    if (request.url === "/temporary-key") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"api_key":"tmp_ZXhhbXBsZQ"}');
      return;
    }
    const file = (request.url ?? "/").split("?")[0] === "/" ? "index.html" : ((request.url ?? "").split("?")[0] ?? "");
    let body: Buffer;
    try {
      body = readFileSync(join(browserProject, file));
    } catch {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith(".js") ? "text/javascript" : file.endsWith(".html") ? "text/html" : "audio/wav";
    response.writeHead(200, { "content-type": type }).end(body);
  });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
});

describe("examples/node with the packed package", () => {
  it("transcribes in batch, blocking and real time, and loads from CommonJS too", async () => {
    const { stdout } = await run("node", ["index.js", "call.wav"], {
      cwd: nodeProject,
      env: { ...process.env, STT_API_KEY: "any-key", STT_BASE_URL: inject("apiBaseUrl"), STT_STREAM_URL: mock().url },
    });
    expect(JSON.parse(stdout)).toEqual({
      batch: firstExampleText,
      notFound: true,
      models: ["stt-rt-v3", "stt-async-v3", "stt-rt-preview"],
      streamed: firstExampleText,
      commonJs: true,
    });
  }, 60_000);
});

describe("examples/frontend-tests with the packed package", () => {
  it("runs a frontend team's node:test suite on stt-service/mock, started in process on free ports", async () => {
    const { stdout } = await run("node", ["--test", "--test-reporter=tap"], { cwd: frontendTestsProject });
    expect(stdout).toMatch(/^# pass 2$/m);
    expect(stdout).toMatch(/^# fail 0$/m);
  }, 120_000);
});

describe("examples/browser with the packed package", () => {
  it("streams in headless Chromium with a temporary key and shows the transcript", async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(`${siteUrl}/?stream=${encodeURIComponent(mock().url)}`);
    await page.waitForSelector("body[data-done]", { timeout: 15_000 });
    expect(await page.textContent("#transcript")).toBe(firstExampleText);
    expect(await page.getAttribute("body", "data-done")).toBe("true");
    expect(problems).toEqual([]);
    expect(logs.some((line) => line.includes("key from subprotocol"))).toBe(true);
  });
});
