// The package in browser apps as users build them: examples/browser-esbuild, -vite and -webpack, each a fresh
// project with the packed tarball installed, bundled by its bundler with that bundler's defaults (no
// externals, no platform flags, no aliases), then run in headless Chromium against the mocks of
// `npm run mock`: an upload with progress, a batch transcription, and a real-time stream with a temporary key
// the page mints from the HTTP mock (it has no backend: the mock-only flow).
import { copyFileSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { build as esbuild } from "esbuild";
import type { Browser } from "playwright-core";
import { createLogger, build as viteBuild } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import webpack from "webpack";
import { writeWavFixture } from "../http/clients.js";
import { collectPageProblems, launchChromium, serveDirectory } from "../support/chromium.js";
import { installInto, sharedTarballs, type Tarballs } from "../support/packed-package.js";

/** What a bundler said while building: a warning fails the test as an error does. */
interface BuildReport {
  errors: string[];
  warnings: string[];
  /** The directory to serve: where index.html and the bundle are. */
  site: string;
}

const bundlers: Record<string, (project: string) => Promise<BuildReport>> = {
  // `esbuild src/index.js --bundle --outfile=dist/main.js`: browser platform, iife, no flags beyond those.
  esbuild: async (project) => {
    const result = await esbuild({
      absWorkingDir: project,
      entryPoints: ["src/index.js"],
      bundle: true,
      outfile: "dist/main.js",
      logLevel: "silent",
    }).catch((failure: { errors?: { text: string }[]; warnings?: { text: string }[] }) => failure);
    return {
      errors: (result.errors ?? []).map((message) => message.text),
      warnings: (result.warnings ?? []).map((message) => message.text),
      site: project,
    };
  },
  // `vite build`: no config file, index.html as the entry, dist/ as the output.
  vite: async (project) => {
    const report: BuildReport = { errors: [], warnings: [], site: join(project, "dist") };
    const logger = createLogger("warn");
    logger.warn = (message) => void report.warnings.push(message);
    logger.warnOnce = (message) => void report.warnings.push(message);
    logger.error = (message) => void report.errors.push(message);
    await viteBuild({ root: project, customLogger: logger, logLevel: "warn" }).catch((error: Error) =>
      report.errors.push(error.message),
    );
    return report;
  },
  // `webpack --mode production` run in the project: src/index.js to dist/main.js, the web target. The mode
  // is given because webpack warns when it is not, and that warning would fail this test; the output path
  // is the default's, which webpack takes from the working directory.
  webpack: (project) =>
    new Promise((resolve) => {
      webpack({ context: project, mode: "production", output: { path: join(project, "dist") } }, (error, stats) => {
        const info = stats?.toJson({ all: false, errors: true, warnings: true });
        resolve({
          errors: [...(error ? [error.message] : []), ...(info?.errors ?? []).map((entry) => entry.message)],
          warnings: (info?.warnings ?? []).map((entry) => entry.message),
          site: project,
        });
      });
    }),
};

const audio = writeWavFixture("call.wav", 3);
let tarballs: Tarballs;
let browser: Browser;

beforeAll(async () => {
  tarballs = sharedTarballs();
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe("the browser examples", () => {
  it("are one app: each bundler's project holds the same source, so that none drifts from the others", () => {
    const sources = Object.keys(bundlers).map((bundler) =>
      readFileSync(`examples/browser-${bundler}/src/index.js`, "utf8"),
    );
    expect(new Set(sources).size).toBe(1);
  });
});

describe.each(Object.keys(bundlers))("examples/browser-%s with the packed package", (bundler) => {
  it("bundles with the bundler's defaults, without a warning, and uploads, transcribes and streams in Chromium", async () => {
    const project = installInto(`examples/browser-${bundler}`, [tarballs["stt-service"]]);
    const report = await (bundlers[bundler] as (project: string) => Promise<BuildReport>)(project);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);

    copyFileSync(audio, join(report.site, "call.wav"));
    // Only the app's files: no /temporary-key, no backend.
    const site = await serveDirectory(report.site);
    const page = await browser.newPage();
    try {
      const problems = collectPageProblems(page);
      const query = new URLSearchParams({ api: inject("apiBaseUrl"), stream: inject("streamUrl") });
      await page.goto(`${site.url}/?${query}`);
      await page.waitForSelector("body[data-done]", { timeout: 60_000 }).catch((error: Error) => {
        throw new Error(`The app did not finish: ${problems.join("; ") || "no error in its console"}`, {
          cause: error,
        });
      });
      const shown = {
        done: await page.getAttribute("body", "data-done"),
        error: await page.textContent("#error"),
        upload: await page.textContent("#upload"),
        batch: await page.textContent("#batch"),
        stream: await page.textContent("#stream"),
      };
      const size = statSync(audio).size;
      expect(shown).toMatchObject({ done: "true", error: "", upload: `${size} of ${size} bytes` });
      // The same audio gives the same words in batch and in streaming, as the mocks promise.
      expect(shown.batch?.length).toBeGreaterThan(0);
      expect(shown.stream).toBe(shown.batch);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      site.close();
      rmSync(project, { recursive: true, force: true });
    }
  }, 180_000);
});
