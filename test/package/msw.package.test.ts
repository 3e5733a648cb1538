// @stt-service/mock/msw as a frontend team installs it: the packed tarballs with msw 2.x from the registry, in
// fresh copies of examples/frontend-msw (a Vitest suite on setupServer, run with its own `npm test`) and
// examples/browser-msw (a page on setupWorker, built by `vite build` with no config file and run in headless
// Chromium), and examples/storybook-msw (a story with msw-storybook-addon, built by `storybook build`). None
// has a server: the SDK keeps its production URLs and the handlers answer them.
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { createLogger, build as viteBuild } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeWavFixture } from "../http/clients.js";
import { firstExampleText } from "../realtime/support.js";
import { collectPageProblems, launchChromium, serveDirectory } from "../support/chromium.js";
import { installInto, sharedTarballs, type Tarballs } from "../support/packed-package.js";

const run = promisify(execFile);
// One cell of the MSW matrix per run: STT_MSW is the msw version the example installs (default: the latest
// 2.x), STT_NODE the Node binary its Vitest suite runs on (default: this one). msw 3 needs Node 22.12+.
const mswVersion = process.env.STT_MSW ?? "2";
const suiteNode = process.env.STT_NODE ?? process.execPath;
const audio = writeWavFixture("call.wav", 4);
const projects: string[] = [];
let tarballs: Tarballs;
let browser: Browser | undefined;

/** A copy of the example with the SDK, the mock (and the spec documents it depends on) installed packed. */
function install(example: string, extra: string[] = []): string {
  const project = installInto(
    example,
    [tarballs["stt-service"], tarballs["@stt-service/spec-documents"], tarballs["@stt-service/mock"]],
    extra,
  );
  projects.push(project);
  return project;
}

beforeAll(() => {
  tarballs = sharedTarballs();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  for (const project of projects) rmSync(project, { recursive: true, force: true });
});

describe(`examples/frontend-msw with the packed packages, msw@${mswVersion}`, () => {
  it("runs a frontend team's Vitest suite on setupServer(...createMockHandlers()) on STT_NODE: 6 tests pass", async () => {
    const { stdout: nodeVersion } = await run(suiteNode, ["--version"]);
    const project = install("examples/frontend-msw", [`msw@${mswVersion}`]);
    const installed = JSON.parse(readFileSync(join(project, "node_modules/msw/package.json"), "utf8")).version;
    expect(installed).toMatch(new RegExp(`^${mswVersion.replace(/\./g, "\\.")}(\\.|$)`));
    copyFileSync(audio, join(project, "call.wav"));
    // The suite's own Vitest, on the Node under test: what `npm test` runs, without npm's choice of Node.
    const vitest = join(project, "node_modules/vitest/vitest.mjs");
    const { stdout } = await run(suiteNode, [vitest, "run", "--reporter=json", "--outputFile=report.json"], {
      cwd: project,
      env: { ...process.env, CI: "1", NO_COLOR: "1" },
    }).catch((failure: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(
        `the suite failed with msw@${installed} on Node ${nodeVersion.trim()}: ${failure.stdout ?? ""}${failure.stderr ?? failure.message}`,
      );
    });
    const report = JSON.parse(readFileSync(join(project, "report.json"), "utf8"));
    const names = report.testResults.flatMap((file: { assertionResults: { title: string; status: string }[] }) =>
      file.assertionResults.map((test) => `${test.status}: ${test.title}`),
    );
    expect(names, stdout).toEqual([
      "passed: an uploaded WAV transcribe()s to a completed transcription",
      "passed: lists come in pages, newest first, and end",
      "passed: a deleted file is a 404",
      "passed: a second key sees none of the first key's data",
      "passed: streaming the same WAV gives the batch transcription's final text",
      "passed: in Node, streaming with the API key itself sends it in the Authorization header, which the handlers read",
    ]);
    expect(report).toMatchObject({ success: true, numPassedTests: 6, numFailedTests: 0, numTotalTests: 6 });
  }, 180_000);
});

describe("examples/browser-msw with the packed packages", () => {
  it("builds with `vite build`'s defaults and, on setupWorker in Chromium, transcribes, pages, deletes, keeps keys apart and streams the same words", async () => {
    const project = install("examples/browser-msw");
    // What `npx msw init public` does: msw's own worker script into the public dir, which Vite copies.
    await run("npx", ["msw", "init", "public", "--no-save"], { cwd: project });
    mkdirSync(join(project, "public"), { recursive: true });
    copyFileSync(audio, join(project, "public", "call.wav"));
    const warnings: string[] = [];
    const errors: string[] = [];
    const logger = createLogger("warn");
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);
    logger.error = (message) => void errors.push(message);
    await viteBuild({ root: project, customLogger: logger, logLevel: "warn" }).catch((error: Error) =>
      errors.push(error.message),
    );
    expect(errors).toEqual([]);
    // The one warning: the bundle is over Vite's 500 kB advice, as the contract's validators and msw are in
    // it. This is a page for development and tests; nothing of it ships in the app's production build.
    expect(warnings.filter((warning) => !warning.includes("Some chunks are larger than 500 kB"))).toEqual([]);

    const site = await serveDirectory(join(project, "dist"));
    browser ??= await launchChromium();
    const page = await browser.newPage();
    try {
      const problems = collectPageProblems(page);
      await page.goto(site.url);
      const result = page.locator("#result[data-state]");
      await result.waitFor({ timeout: 60_000 });
      const text = (await result.textContent()) ?? "";
      expect(await result.getAttribute("data-state"), text).toBe("done");
      const seen = JSON.parse(text);
      const made = seen.made as string[];
      expect(seen).toMatchObject({
        status: "completed",
        text: firstExampleText,
        streamedText: firstExampleText,
        // Newest first, two to a page, and the last page says there is no next one.
        firstPage: [made[2], made[1]],
        lastPage: [made[0]],
        lastCursor: null,
        listed: [...made].reverse(),
        afterDelete: "404",
        otherGets: "404",
        otherSees: 0,
        responseViolations: 0,
      });
      // The browser logs the 4xx answers the page asks for (the deleted file, the other key's get): those only.
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    } finally {
      await page.close();
      site.close();
    }
  }, 180_000);
});

describe("examples/storybook-msw with the packed packages", () => {
  it("builds with `storybook build`, and the story on parameters.msw.handlers = createMockHandlers() shows the completed transcript", async () => {
    const project = install("examples/storybook-msw");
    await run("npx", ["msw", "init", "public", "--no-save"], { cwd: project });
    await run("npx", ["storybook", "build", "--quiet", "--output-dir", "storybook-static"], {
      cwd: project,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1", CI: "1" },
    });
    const site = await serveDirectory(join(project, "storybook-static"));
    browser ??= await launchChromium();
    const page = await browser.newPage();
    try {
      const problems = collectPageProblems(page);
      await page.goto(`${site.url}/iframe.html?id=transcript--completed&viewMode=story`);
      const transcript = page.locator("#transcript[data-state]");
      await transcript.waitFor({ timeout: 60_000 });
      expect(await transcript.textContent()).toBe(firstExampleText);
      expect(await transcript.getAttribute("data-state")).toBe("completed");
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      site.close();
    }
  }, 240_000);
});
