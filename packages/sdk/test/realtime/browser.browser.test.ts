// The real-time client in real headless Chromium: the browser's WebSocket, a temporary key minted by the
// page's backend (through AsyncServiceClient against the HTTP mock), sent in the stt-api-key subprotocol;
// and, with no backend, minted by the page itself from the HTTP mock.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { collectPageProblems, launchChromium, serveTestPage, type TestSite } from "#test-support/chromium.js";
import { bundlePage } from "#test-support/page-bundle.js";
import { firstExampleText, useStreamingMock } from "#test-support/streaming-mock.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { temporaryKeyHandler } from "../../../../docs/examples/temporary-key-backend.js";
import { AsyncServiceClient } from "../../src/index.js";

const { mock, logs } = useStreamingMock();
let browser: Browser;
let site: TestSite;
let withoutBackend: TestSite;

beforeAll(async () => {
  const script = await bundlePage({ entry: "docs/examples/browser-page.ts" });
  const audio = wavBytes(4);
  const mintKey = temporaryKeyHandler(
    new AsyncServiceClient({ apiKey: "server-side-key", baseUrl: inject("apiBaseUrl") }),
  );
  site = await serveTestPage('<p id="transcript"></p>', script, {
    "/temporary-key": async (request, response) => {
      if (request.method === "POST") await mintKey(request, response);
      else response.writeHead(405).end();
    },
    "/call.wav": (_request, response) => {
      response.writeHead(200, { "content-type": "audio/wav" }).end(audio);
    },
  });
  // No /temporary-key here: the page has only the mocks.
  withoutBackend = await serveTestPage(
    '<p id="transcript"></p>',
    await bundlePage({ entry: "docs/examples/browser-page-without-backend.ts" }),
    {
      "/call.wav": (_request, response) => {
        response.writeHead(200, { "content-type": "audio/wav" }).end(audio);
      },
    },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
  withoutBackend?.close();
});

describe("the real-time client in headless Chromium", () => {
  it("streams a WAV file with a temporary key over the subprotocol and gets the transcript", async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(`${site.url}/?stream=${encodeURIComponent(mock().url)}`);
    // The page marks the transcript done (or failed) when its session has finished.
    const transcript = page.locator("#transcript[data-state]");
    await transcript.waitFor({ timeout: 15_000 });
    expect({ state: await transcript.getAttribute("data-state"), text: await transcript.textContent() }).toEqual({
      state: "done",
      text: firstExampleText,
    });
    expect(problems).toEqual([]);
    expect(logs.some((line) => line.includes("key from subprotocol"))).toBe(true);
    await page.close();
  });

  it("with no backend, mints the temporary key from the HTTP mock's POST /auth/temporary-api-key and streams with it", async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    // The streaming mock of the same process as the HTTP mock: it takes only a temporary key the HTTP mock
    // minted, so the transcript proves the page minted one there.
    const query = new URLSearchParams({ api: inject("apiBaseUrl"), stream: inject("streamUrl") });
    await page.goto(`${withoutBackend.url}/?${query}`);
    const transcript = page.locator("#transcript[data-state]");
    await transcript.waitFor({ timeout: 15_000 });
    expect({ state: await transcript.getAttribute("data-state"), text: await transcript.textContent() }).toEqual({
      state: "done",
      text: firstExampleText,
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});
