// verifyWebhook and unwrapWebhook in headless Chromium, from stt-service/webhooks bundled for the browser (Web
// Crypto, no node: module on the way): deliveries signed in Node with node:crypto are accepted, and refused
// with a changed byte, a stale timestamp, another secret; a rotation's two signatures pass with either secret.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectPageProblems, launchChromium, serveTestPage, type TestSite } from "#test-support/chromium.js";
import { bundlePage } from "#test-support/page-bundle.js";
import { completedEvent, newSecret, signedHeaders } from "./signing.js";

const pageScript = `
import { unwrapWebhook, verifyWebhook } from "stt-service/webhooks";
// What the test calls from page.evaluate: each case's outcome as plain data.
window.checkDelivery = async (body, headers, secret, nowMs) => {
  try {
    const event = await unwrapWebhook(body, new Headers(headers), secret, { now: nowMs });
    await verifyWebhook(new TextEncoder().encode(body), headers, secret, { now: nowMs });
    return { event };
  } catch (error) {
    return { name: error.name, message: error.message };
  }
};
document.body.dataset.state = "ready";
`;

let browser: Browser;
let site: TestSite;
let page: Page;
let problems: string[];

beforeAll(async () => {
  site = await serveTestPage("", await bundlePage({ script: pageScript, loader: "js" }));
  browser = await launchChromium();
  page = await browser.newPage();
  problems = collectPageProblems(page);
  await page.goto(site.url);
  await page.locator("body[data-state=ready]").waitFor({ state: "attached" });
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

const now = 1_764_684_195;
const secret = newSecret();
const body = JSON.stringify(completedEvent);

type Outcome = { event?: unknown; name?: string; message?: string };

function check(text: string, headers: Record<string, string>, given: string | string[]): Promise<Outcome> {
  return page.evaluate(
    ([text, headers, given, nowMs]) =>
      (window as unknown as { checkDelivery: (...args: unknown[]) => Promise<Outcome> }).checkDelivery(
        text,
        headers,
        given,
        nowMs,
      ),
    [text, headers, given, now * 1000] as const,
  );
}

describe("webhooks in Chromium's Web Crypto", () => {
  it("accepts a delivery signed in Node and returns its event", async () => {
    expect(await check(body, signedHeaders([secret], body, now), secret)).toEqual({ event: completedEvent });
    expect(problems).toEqual([]);
  });

  it("refuses a changed byte, a stale timestamp and another secret", async () => {
    const refused = [
      await check(body.replace("tr_8f2b1c", "tr_8f2b1d"), signedHeaders([secret], body, now), secret),
      await check(body, signedHeaders([secret], body, now - 301), secret),
      await check(body, signedHeaders([newSecret()], body, now), secret),
    ];
    for (const outcome of refused) expect(outcome.name).toBe("ServiceWebhookVerificationError");
    expect(refused[0]?.message).toContain("no signature matches");
    expect(refused[1]?.message).toContain("301 s old");
  });

  it("accepts a rotation's two signatures under either secret", async () => {
    const previous = newSecret();
    const headers = signedHeaders([secret, previous], body, now);
    expect(await check(body, headers, previous)).toEqual({ event: completedEvent });
    expect(await check(body, signedHeaders([previous], body, now), [secret, previous])).toEqual({
      event: completedEvent,
    });
  });
});
