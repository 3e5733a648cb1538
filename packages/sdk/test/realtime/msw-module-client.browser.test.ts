// A real-time client made when the page's modules load, before MSW's `worker.start()` patches the global
// WebSocket, streams through the worker's handlers all the same, in headless Chromium: whether it was given no
// WebSocket (the global is read at each connect()) or the global itself (`WebSocket: globalThis.WebSocket`,
// which stands for the global as it is at connect()). Before, the second kept the unpatched class and went to
// production (wss://stream.stt-service.dev), whose error then advised a streamUrl at 127.0.0.1:4011.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectPageProblems, launchChromium, type TestSite } from "#test-support/chromium.js";
import { serveMswWorkerPage } from "#test-support/msw-worker-page.js";
import { firstExampleText } from "#test-support/streaming-mock.js";

let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  site = await serveMswWorkerPage("packages/sdk/test/realtime/fixtures/msw-module-client-page.ts");
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

describe("a real-time client made before MSW's worker starts, in headless Chromium", () => {
  it("streams through the worker's handlers, given no WebSocket or the global one at module load", async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(site.url);
    const result = page.locator("#result[data-state]");
    await result.waitFor({ timeout: 60_000 });
    const text = (await result.textContent()) ?? "";
    expect(await result.getAttribute("data-state"), text).toBe("done");
    expect(JSON.parse(text)).toEqual({
      patched: true,
      passedTheGlobal: firstExampleText,
      passedNothing: firstExampleText,
    });
    expect(problems).toEqual([]);
  });
});
