// As strict as production on the browser path, in real headless Chromium: a long-lived apiKey is refused in
// a page unless the caller opts in by name (dangerouslyAllowBrowser); with the opt-in, the streaming mock
// refuses it in the subprotocol as production does; a stream URL without its path, and a client without
// baseUrl whose fetch fails, say what to fix. Node's half: test/http/options.unit.test.ts,
// test/realtime/options.unit.test.ts and test/realtime/upgrade.unit.test.ts.
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, serveTestPage, type TestSite } from "../support/chromium.js";
import { useStreamingMock } from "./support.js";

/** The page: each case's outcome ("ok", or the error's name and message), on `window.outcomes`. */
const pageSource = `
import { AsyncServiceClient, createFetchClient } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";

const stream = new URLSearchParams(location.search).get("stream");
const config = { model: "stt-rt-v3", audio_format: "auto" };
let io = 0;
const countingFetch = (input, init) => {
  io++;
  return fetch(input, init);
};
class CountingWebSocket extends WebSocket {
  constructor(url, protocols) {
    io++;
    super(url, protocols);
  }
}
const outcome = (error) => (error === undefined ? "ok" : error.name + ": " + error.message);
const construct = (make) => {
  try {
    make();
    return outcome();
  } catch (error) {
    return outcome(error);
  }
};
const settle = (promise) => promise.then(() => outcome(), outcome);

const longLived = "sk_long-lived-key";
const constructed = {
  realtimeLongLived: construct(() => new RealtimeServiceClient({ apiKey: longLived, streamUrl: stream, WebSocket: CountingWebSocket })),
  asyncLongLived: construct(() => new AsyncServiceClient({ apiKey: longLived, fetch: countingFetch })),
  fetchClientLongLived: construct(() => createFetchClient({ apiKey: longLived, fetch: countingFetch })),
  realtimeTemporaryApiKey: construct(() => new RealtimeServiceClient({ apiKey: "tmp_minted", streamUrl: stream })),
  realtimeTemporaryKey: construct(() => new RealtimeServiceClient({ temporaryKey: "tmp_minted", streamUrl: stream })),
  realtimeOptIn: construct(() => new RealtimeServiceClient({ apiKey: longLived, dangerouslyAllowBrowser: true })),
  asyncOptIn: construct(() => new AsyncServiceClient({ apiKey: longLived, dangerouslyAllowBrowser: true })),
  fetchClientOptIn: construct(() => createFetchClient({ apiKey: longLived, dangerouslyAllowBrowser: true })),
};
const ioAfterConstructing = io;

window.outcomes = (async () => ({
  ...constructed,
  ioAfterConstructing,
  longLivedStreamed: await settle(
    new RealtimeServiceClient({ apiKey: longLived, streamUrl: stream, dangerouslyAllowBrowser: true }).connect(config),
  ),
  withoutPath: await settle(
    new RealtimeServiceClient({ temporaryKey: "tmp_minted", streamUrl: new URL(stream).origin }).connect(config),
  ),
  withoutBaseUrl: await settle(
    new AsyncServiceClient({ apiKey: "mock-key", dangerouslyAllowBrowser: true, maxRetries: 0 }).models.list(),
  ),
}))();
`;

const { mock } = useStreamingMock();
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: pageSource, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    // The package's sources, as browser.browser.test.ts bundles them.
    conditions: ["stt-service-source"],
  });
  expect(bundle.warnings).toEqual([]);
  site = await serveTestPage("", bundle.outputFiles[0]?.text ?? "");
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

describe("the browser path in headless Chromium", () => {
  it("refuses a long-lived key unless opted in, streams it nowhere, and says what to fix", async () => {
    const page = await browser.newPage();
    // Production is not called: a fetch to it fails here as it would offline, with "Failed to fetch".
    await page.route("https://api.stt-service.dev/**", (route) => route.abort());
    await page.goto(`${site.url}/?stream=${encodeURIComponent(mock().url)}`);
    const outcomes = await page.evaluate(() => (window as unknown as { outcomes: Promise<unknown> }).outcomes);
    const realtimeRefusal =
      "ServiceConfigError: A long-lived apiKey in a browser: a page or a worker must never hold one, since anyone who opens the page can read it. Pass { temporaryKey } instead: a function that fetches a temporary key your backend mints with POST /auth/temporary-api-key (with no backend, against the mock, the page may mint it from the mock itself). If you know the risk (an internal tool, a page that only talks to the mock), pass { dangerouslyAllowBrowser: true }.";
    const httpRefusal =
      "ServiceConfigError: A long-lived apiKey in a browser: a page or a worker must never hold one, since anyone who opens the page can read it. Call the HTTP API from your backend, which keeps the key; to stream from the page, have the backend mint a temporary key (POST /auth/temporary-api-key) and pass it as RealtimeServiceClient's temporaryKey. If you know the risk (an internal tool, a page that only talks to the mock), pass { dangerouslyAllowBrowser: true }.";
    const origin = new URL(mock().url).origin;
    expect(outcomes).toEqual({
      realtimeLongLived: realtimeRefusal,
      asyncLongLived: httpRefusal,
      fetchClientLongLived: httpRefusal,
      realtimeTemporaryApiKey: "ok",
      realtimeTemporaryKey: "ok",
      realtimeOptIn: "ok",
      asyncOptIn: "ok",
      fetchClientOptIn: "ok",
      // Refused before any I/O: no fetch, no socket.
      ioAfterConstructing: 0,
      longLivedStreamed: expect.stringMatching(
        /^ServiceAuthenticationError: The stream failed: 401 unauthenticated: A long-lived API key in the subprotocol: .* Mint a temporary key with POST \/auth\/temporary-api-key/,
      ),
      // A browser's WebSocket shows nothing of the 404: the URL's empty path is the clue.
      withoutPath: `ServiceNetworkError: The connection to ${origin}/ closed before the acknowledgement (close code 1006). The stream URL has no path: it probably lacks /transcribe-websocket (such as ${mock().url}).`,
      withoutBaseUrl:
        "ServiceNetworkError: GET /models got no answer from api.stt-service.dev: Failed to fetch. No baseUrl is set, so the client called production (https://api.stt-service.dev/v1); for the mock, set baseUrl (or STT_BASE_URL) to http://127.0.0.1:4010/v1.",
    });
    await page.close();
  });
});
