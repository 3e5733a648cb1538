// The real-time client in real headless Chromium: the browser's WebSocket, a temporary key minted by the
// page's backend (through AsyncServiceClient against Prism), sent in the stt-api-key subprotocol.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { temporaryKeyHandler } from "../../docs/examples/temporary-key-backend.js";
import { AsyncServiceClient } from "../../src/index.js";
import { collectPageProblems, launchChromium } from "../support/chromium.js";
import { firstExampleText, useStreamingMock, wavBytes } from "./support.js";

const { mock, logs } = useStreamingMock();
let browser: Browser;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: ["docs/examples/browser-page.ts"],
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    // The Node-only WebSocket fallback is never loaded in a browser.
    external: ["ws"],
  });
  const script = bundle.outputFiles[0]?.text ?? "";
  const audio = wavBytes(4);
  const mintKey = temporaryKeyHandler(
    new AsyncServiceClient({ apiKey: "server-side-key", baseUrl: inject("apiBaseUrl") }),
  );
  site = createServer(async (request, response) => {
    if (request.url === "/temporary-key" && request.method === "POST") {
      await mintKey(request, response);
    } else if (request.url === "/page.js") {
      response.writeHead(200, { "content-type": "text/javascript" }).end(script);
    } else if (request.url === "/call.wav") {
      response.writeHead(200, { "content-type": "audio/wav" }).end(audio);
    } else if (request.url === "/favicon.ico") {
      response.writeHead(204).end();
    } else if (request.url?.startsWith("/?") || request.url === "/") {
      response
        .writeHead(200, { "content-type": "text/html" })
        .end(
          '<!doctype html><title>stream</title><p id="transcript"></p><script type="module" src="/page.js"></script>',
        );
    } else {
      response.writeHead(404).end();
    }
  });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

describe("the real-time client in headless Chromium", () => {
  it("streams a WAV file with a temporary key over the subprotocol and gets the transcript", async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(`${siteUrl}/?stream=${encodeURIComponent(mock().url)}`);
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
});
