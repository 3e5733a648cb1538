// As strict as production on the browser path, in real headless Chromium: a long-lived apiKey is refused in
// a page unless the caller opts in by name (dangerouslyAllowBrowser); with the opt-in, the streaming mock
// refuses it in the subprotocol as production does, so each refusal's advice, done as written, streams with
// a temporary key the page mints from the mock; a stream URL without its path, and a client without
// baseUrl whose fetch fails, say what to fix. Node's half: packages/sdk/test/http/options.unit.test.ts,
// packages/sdk/test/realtime/options.unit.test.ts and packages/sdk/test/realtime/upgrade.unit.test.ts.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, serveTestPage, type TestSite } from "#test-support/chromium.js";
import { bundlePage } from "#test-support/page-bundle.js";
import { useStreamingMock } from "#test-support/streaming-mock.js";

/** The page: each case's outcome ("ok", or the error's name and message), on `window.outcomes`. */
const pageSource = `
import { AsyncServiceClient, createFetchClient } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";

const stream = new URLSearchParams(location.search).get("stream");
const api = new URLSearchParams(location.search).get("api");
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

// A refusal's advice, done as written: the code it quotes, run with apiKey the long-lived key and
// AsyncServiceClient pointed at the mock (as the page's own would be, by its baseUrl).
class MockAsyncServiceClient extends AsyncServiceClient {
  constructor(options) {
    super({ ...options, baseUrl: api, maxRetries: 0 });
  }
}
const AsyncFunction = (async () => undefined).constructor;
const followAdvice = async (refusal, pattern) => {
  const code = pattern.exec(refusal)?.[1];
  if (code === undefined) throw new Error("the refusal quotes no code to follow: " + refusal);
  const temporaryKey = await new AsyncFunction("AsyncServiceClient", "apiKey", "return " + code)(MockAsyncServiceClient, longLived);
  const session = await new RealtimeServiceClient({ temporaryKey, streamUrl: stream }).connect(config);
  await session.finish();
  return "streamed";
};
const followingRealtimeAdvice = () =>
  followAdvice(constructed.realtimeLongLived, /temporaryKey: (async [(][)] => .*)[.]$/).catch(outcome);
const followingHttpAdvice = async () => {
  try {
    await new MockAsyncServiceClient({ apiKey: longLived, dangerouslyAllowBrowser: true }).models.list();
    return await followAdvice(constructed.asyncLongLived, /page mints: (.*) as RealtimeServiceClient's temporaryKey[.]$/);
  } catch (error) {
    return outcome(error);
  }
};

window.outcomes = (async () => ({
  ...constructed,
  ioAfterConstructing,
  longLivedStreamed: await settle(
    new RealtimeServiceClient({ apiKey: longLived, streamUrl: stream, dangerouslyAllowBrowser: true }).connect(config),
  ),
  withoutPath: await settle(
    new RealtimeServiceClient({ temporaryKey: "tmp_minted", streamUrl: new URL(stream).origin }).connect(config),
  ),
  followingRealtimeAdvice: await followingRealtimeAdvice(),
  followingHttpAdvice: await followingHttpAdvice(),
  withoutBaseUrl: await settle(
    new AsyncServiceClient({ apiKey: "mock-key", dangerouslyAllowBrowser: true, maxRetries: 0 }).models.list(),
  ),
}))();
`;

const { mock } = useStreamingMock();
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  site = await serveTestPage("", await bundlePage({ script: pageSource, loader: "js" }));
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
    const api = encodeURIComponent(inject("apiBaseUrl"));
    await page.goto(`${site.url}/?stream=${encodeURIComponent(mock().url)}&api=${api}`);
    const outcomes = await page.evaluate(() => (window as unknown as { outcomes: Promise<unknown> }).outcomes);
    const refused =
      "ServiceConfigError: A long-lived apiKey in a browser: a page or a worker must never hold one, since anyone who opens the page can read it.";
    const mint =
      '(await new AsyncServiceClient({ apiKey, dangerouslyAllowBrowser: true }).auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 })).api_key';
    const realtimeRefusal = `${refused} Pass { temporaryKey } instead: a function that fetches a temporary key your backend mints with POST /auth/temporary-api-key; the stream refuses a long-lived key from a page, opted in or not. With no backend (a page that only talks to the mock, or an internal tool if you know the risk), the page mints it: temporaryKey: async () => ${mint}.`;
    const httpRefusal = `${refused} Call the HTTP API from your backend, which keeps the key; to stream from the page, have the backend mint a temporary key (POST /auth/temporary-api-key) and pass it as RealtimeServiceClient's temporaryKey. If you know the risk (an internal tool, a page that only talks to the mock), pass { dangerouslyAllowBrowser: true } for HTTP calls; the stream still refuses a long-lived key from a page, so stream with a temporary key the page mints: ${mint} as RealtimeServiceClient's temporaryKey.`;
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
      // Each refusal's advice, followed as written against the mocks, streams (and the HTTP opt-in calls).
      followingRealtimeAdvice: "streamed",
      followingHttpAdvice: "streamed",
      withoutBaseUrl:
        "ServiceNetworkError: GET /models got no answer from api.stt-service.dev: Failed to fetch. No baseUrl is set, so the client called production (https://api.stt-service.dev/v1); for the mock, set baseUrl (or STT_BASE_URL) to http://127.0.0.1:4010/v1.",
    });
    await page.close();
  });
});
