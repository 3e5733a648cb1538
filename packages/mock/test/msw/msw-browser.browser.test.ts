// The mock's service as MSW handlers in headless Chromium: a page bundled by esbuild for the browser (which
// fails on any `node:` import the handlers might reach) starts `setupWorker(...createMockHandlers())`, with
// msw's own mockServiceWorker.js served at its root, and runs the SDK at its default production URLs: no
// server but the page's own origin, which serves only the page, the worker script and the WAV.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectPageProblems, launchChromium, type TestSite } from "#test-support/chromium.js";
import { serveMswWorkerPage } from "#test-support/msw-worker-page.js";

let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  site = await serveMswWorkerPage("packages/mock/test/msw/fixtures/msw-page.ts");
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
