// The MSW handlers' webhook delivery in headless Chromium: signed with the browser's Web Crypto and sent as a
// real fetch from the page (past its service worker) to the page's own origin, where this test's server
// records it; node:crypto verifies the signature with the key's secret the page read from the handlers.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectPageProblems, launchChromium, serveTestPage, type TestSite } from "#test-support/chromium.js";
import { bundlePage } from "#test-support/page-bundle.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { type ReceivedWebhook, signedWith } from "../webhook-receiver.js";

const require = createRequire(import.meta.url);
let browser: Browser;
let site: TestSite;
const received: ReceivedWebhook[] = [];

beforeAll(async () => {
  const script = await bundlePage({ entry: "packages/mock/test/msw/fixtures/msw-webhooks-page.ts" });
  const worker = readFileSync(join(dirname(require.resolve("msw/package.json")), "lib", "mockServiceWorker.js"));
  const audio = wavBytes(1);
  site = await serveTestPage('<pre id="result"></pre>', script, {
    "/mockServiceWorker.js": (_request, response) => {
      response.writeHead(200, { "content-type": "text/javascript" }).end(worker);
    },
    "/call.wav": (_request, response) => {
      response.writeHead(200, { "content-type": "audio/wav" }).end(audio);
    },
    "/hooks": async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push({ path: "/hooks", headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(204).end();
    },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

describe("createMockHandlers()' webhooks under setupWorker in headless Chromium", () => {
  it("deliver a transcription.completed signed with Web Crypto, which node:crypto verifies", async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(site.url);
    const result = page.locator("#result[data-state]");
    await result.waitFor({ timeout: 30_000 });
    const text = (await result.textContent()) ?? "";
    expect(await result.getAttribute("data-state"), text).toBe("done");
    const { created, delivery, secret } = JSON.parse(text);
    expect(received).toHaveLength(1);
    const [webhook] = received as [ReceivedWebhook];
    expect(signedWith(secret, webhook)).toBe(true);
    expect(webhook.headers["webhook-id"]).toBe(delivery.webhook_id);
    expect(webhook.body).toBe(delivery.body);
    expect(JSON.parse(webhook.body)).toMatchObject({
      type: "transcription.completed",
      data: { id: created.id, status: "completed", file_id: created.file_id },
    });
    expect(problems).toEqual([]);
  });
});
