// Refused upgrades under `setupWorker` in headless Chromium: a page's WebSocket at a `/__mock/refuse:…` stream URL
// sees what a browser sees of a refused upgrade (error, then close 1006, never open), the SDK in the page raises
// ServiceNetworkError for it (a browser cannot read the status), and `:times:2` opens the third connection.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, type TestSite } from "#test-support/chromium.js";
import { serveMswWorkerPage } from "#test-support/msw-worker-page.js";

let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  site = await serveMswWorkerPage("packages/mock/test/msw/fixtures/msw-upgrade-faults-page.ts");
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

describe("refused upgrades on the MSW handlers with setupWorker in headless Chromium", () => {
  it("shows error then close 1006 before open, a ServiceNetworkError in the SDK, and opens after the first n", async () => {
    const page = await browser.newPage();
    await page.goto(site.url);
    const result = page.locator("#result[data-state]");
    await result.waitFor({ timeout: 30_000 });
    const text = (await result.textContent()) ?? "";
    expect(await result.getAttribute("data-state"), text).toBe("done");
    expect(JSON.parse(text)).toEqual({
      refused: ["error", "close 1006"],
      sdkError: "ServiceNetworkError",
      firstN: [
        ["error", "close 1006"],
        ["error", "close 1006"],
        ["open", "close 1000"],
      ],
    });
  });
});
