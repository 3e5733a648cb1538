// The mock's service as MSW handlers in headless Chromium: a page bundled by esbuild for the browser (which
// fails on any `node:` import the handlers might reach) starts `setupWorker(...createMockHandlers())`, with
// msw's own mockServiceWorker.js served at its root, and runs the SDK at its default production URLs: no
// server but the page's own origin, which serves only the page, the worker script and the WAV.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wavBytes } from "../realtime/support.js";
import { collectPageProblems, launchChromium, serveTestPage, type TestSite } from "../support/chromium.js";

const require = createRequire(import.meta.url);
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: ["test/mock/fixtures/msw-page.ts"],
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    conditions: ["stt-service-source"],
  });
  expect(bundle.warnings).toEqual([]);
  const script = bundle.outputFiles[0]?.text ?? "";
  const worker = readFileSync(join(dirname(require.resolve("msw/package.json")), "lib", "mockServiceWorker.js"));
  const audio = wavBytes(4);
  site = await serveTestPage('<pre id="result"></pre>', script, {
    "/mockServiceWorker.js": (_request, response) => {
      response.writeHead(200, { "content-type": "text/javascript" }).end(worker);
    },
    "/call.wav": (_request, response) => {
      response.writeHead(200, { "content-type": "audio/wav" }).end(audio);
    },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

describe("createMockHandlers() with setupWorker in headless Chromium", () => {
  it("transcribes, pages, deletes, keeps keys apart and streams the same words, at the production URLs", async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(site.url);
    const result = page.locator("#result[data-state]");
    await result.waitFor({ timeout: 30_000 });
    const text = (await result.textContent()) ?? "";
    expect(await result.getAttribute("data-state"), text).toBe("done");
    const seen = JSON.parse(text);
    expect(seen).toMatchObject({ status: "completed", afterDelete: "404", otherSees: 0, listedInOrder: true });
    expect(seen.text).toMatch(/^Hello, thanks for calling Acme support\./);
    expect(seen.streamedText).toBe(seen.text);
    // The browser logs the one 4xx the page asks for (the file it deleted): that, and nothing else.
    expect(problems).toEqual(["Failed to load resource: the server responded with a status of 404 ()"]);
  });
});
