// Every browser scope keeps a long-lived key in, in real headless Chromium: a page, an iframe, a module
// Worker, a SharedWorker and a Service Worker each refuse it in AsyncServiceClient, createFetchClient and
// RealtimeServiceClient, and the loopback server that stands for the service sees no request of theirs;
// with dangerouslyAllowBrowser the same call does reach it. In a page, a long-lived key passed as
// temporaryKey (a string, or what the function resolves to) opens no socket. The page's own half of the
// refusal (messages, opt-in, the streaming mock's answer) is packages/sdk/test/realtime/browser-strict.browser.test.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchChromium, serveTestPage, type TestSite } from "#test-support/chromium.js";
import { bundlePage } from "#test-support/page-bundle.js";

/** Where each scope's stream goes, so that the server tells their upgrade requests apart. */
const streamPath = (scope: string) => `/${scope}/transcribe-websocket`;

/**
 * One script for every scope: a window exposes the scenarios on `window.scenarios`; a worker of any kind
 * runs the one named in each message and answers with its outcomes (each "ok", or the error's name and
 * message).
 */
const scopeSource = `
import { AsyncServiceClient, createFetchClient } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";

const config = { model: "stt-rt-v3", audio_format: "auto" };
const longLived = "sk_live_0123456789abcdef";
const outcome = (error) => (error === undefined ? "ok" : error.name + ": " + error.message);
const settle = async (make) => {
  try {
    await make();
    return outcome();
  } catch (error) {
    return outcome(error);
  }
};

const scenarios = {
  // Refused first, then the same calls opted in: the server counts what each scope sent.
  async longLivedKey(scope) {
    const baseUrl = location.origin + "/v1";
    const streamUrl = location.origin.replace("http", "ws") + "/" + scope + "/transcribe-websocket";
    const http = { apiKey: longLived, baseUrl, defaultHeaders: { "x-scope": scope } };
    const refused = {
      async: await settle(() => new AsyncServiceClient({ ...http, maxRetries: 0 }).models.list()),
      fetchClient: await settle(() => createFetchClient(http).GET("/models")),
      realtime: await settle(() => new RealtimeServiceClient({ apiKey: longLived, streamUrl }).connect(config)),
    };
    const optedIn = {
      async: await settle(() =>
        new AsyncServiceClient({ ...http, maxRetries: 0, dangerouslyAllowBrowser: true }).models.list(),
      ),
      realtime: await settle(() =>
        new RealtimeServiceClient({ apiKey: longLived, streamUrl, dangerouslyAllowBrowser: true }).connect(config),
      ),
    };
    return { refused, optedIn };
  },
  // A long-lived key as temporaryKey, given and resolved, then a temporary key that does go out.
  async temporaryKey(scope) {
    let sockets = 0;
    const Browsers = globalThis.WebSocket;
    globalThis.WebSocket = class extends Browsers {
      constructor(url, protocols) {
        sockets++;
        super(url, protocols);
      }
    };
    const streamUrl = location.origin.replace("http", "ws") + "/" + scope + "/transcribe-websocket";
    const connect = (temporaryKey) => settle(() => new RealtimeServiceClient({ temporaryKey, streamUrl }).connect(config));
    const outcomes = {
      given: await connect(longLived),
      resolved: await connect(async () => longLived),
      tooLong: await connect("tmp_" + "a".repeat(253)),
    };
    const socketsWhenRefused = sockets;
    const minted = await connect(async () => "tmp_minted");
    return { ...outcomes, socketsWhenRefused, minted, sockets };
  },
};

const run = (message) => scenarios[message.scenario](message.scope);
if (typeof window !== "undefined") {
  window.scenarios = scenarios;
} else if (typeof SharedWorkerGlobalScope !== "undefined") {
  self.onconnect = (event) => {
    const port = event.ports[0];
    port.onmessage = (message) => run(message.data).then((result) => port.postMessage(result));
  };
} else if (typeof ServiceWorkerGlobalScope !== "undefined") {
  self.onmessage = (message) => {
    message.waitUntil(run(message.data).then((result) => message.ports[0].postMessage(result)));
  };
} else {
  self.onmessage = (message) => run(message.data).then((result) => self.postMessage(result));
}
`;

interface Seen {
  path: string;
  scope?: string;
  authorization?: string;
  protocol?: string;
}

const seen: Seen[] = [];
let browser: Browser;
let site: TestSite;
let context: BrowserContext;
let page: Page;

const scopes = ["page", "iframe", "worker", "shared-worker", "service-worker"] as const;
type Scope = (typeof scopes)[number];

/** The stand-in for the service: records each request, answers an empty model list, refuses every upgrade. */
function record(request: IncomingMessage, response: ServerResponse): void {
  seen.push({
    path: request.url ?? "",
    scope: request.headers["x-scope"] as string | undefined,
    authorization: request.headers.authorization,
    protocol: request.headers["sec-websocket-protocol"],
  });
  if (request.headers.upgrade) response.writeHead(404).end();
  else response.writeHead(200, { "content-type": "application/json" }).end('{"models":[]}');
}

beforeAll(async () => {
  const script = await bundlePage({ script: scopeSource, loader: "js" });
  const frame = (_request: IncomingMessage, response: ServerResponse) => {
    response
      .writeHead(200, { "content-type": "text/html" })
      .end('<!doctype html><title>frame</title><script type="module" src="/page.js"></script>');
  };
  site = await serveTestPage("", script, {
    "/frame.html": frame,
    "/v1/models": record,
    ...Object.fromEntries(scopes.map((scope) => [streamPath(scope), record])),
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

beforeEach(async () => {
  seen.length = 0;
  // A context of its own: the Service Worker it registers goes with it.
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(site.url);
});

afterEach(async () => {
  await context?.close();
});

/** Runs a scenario in the scope: the page itself, or an iframe or a worker the page starts. */
function runIn(scope: Scope, scenario: "longLivedKey" | "temporaryKey"): Promise<unknown> {
  return page.evaluate(
    async ({ scope, scenario }) => {
      type Scenarios = Record<string, (scope: string) => Promise<unknown>>;
      const message = { scope, scenario };
      const failed = (reject: (error: Error) => void) => (event: ErrorEvent | Event) =>
        reject(new Error(`the ${scope} failed: ${(event as ErrorEvent).message ?? event.type}`));
      if (scope === "page") return (window as unknown as { scenarios: Scenarios }).scenarios[scenario]?.(scope);
      if (scope === "iframe") {
        const frame = document.createElement("iframe");
        frame.src = "/frame.html";
        const loaded = new Promise((resolve) => frame.addEventListener("load", resolve));
        document.body.append(frame);
        await loaded;
        return (frame.contentWindow as unknown as { scenarios: Scenarios }).scenarios[scenario]?.(scope);
      }
      if (scope === "worker") {
        const worker = new Worker("/page.js", { type: "module" });
        return new Promise((resolve, reject) => {
          worker.onmessage = (event) => resolve(event.data);
          worker.onerror = failed(reject);
          worker.postMessage(message);
        });
      }
      if (scope === "shared-worker") {
        const worker = new SharedWorker("/page.js", { type: "module" });
        return new Promise((resolve, reject) => {
          worker.port.onmessage = (event) => resolve(event.data);
          worker.onerror = failed(reject);
          worker.port.postMessage(message);
        });
      }
      await navigator.serviceWorker.register("/page.js", { type: "module" });
      const registration = await navigator.serviceWorker.ready;
      const channel = new MessageChannel();
      return new Promise((resolve) => {
        channel.port1.onmessage = (event) => resolve(event.data);
        registration.active?.postMessage(message, [channel.port2]);
      });
    },
    { scope, scenario },
  );
}

const longLived = "sk_live_0123456789abcdef";
// The refusals' words, as packages/sdk/test/realtime/browser-strict.browser.test.ts pins them (there, the code each quotes is run).
const refused =
  "ServiceConfigError: A long-lived apiKey in a browser: a page or a worker must never hold one, since anyone who opens the page can read it.";
const mint =
  '(await new AsyncServiceClient({ apiKey, dangerouslyAllowBrowser: true }).auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 })).api_key';
const httpRefusal = `${refused} Call the HTTP API from your backend, which keeps the key; to stream from the page, have the backend mint a temporary key (POST /auth/temporary-api-key) and pass it as RealtimeServiceClient's temporaryKey. If you know the risk (an internal tool, a page that only talks to the mock), pass { dangerouslyAllowBrowser: true } for HTTP calls; the stream still refuses a long-lived key from a page, so stream with a temporary key the page mints: ${mint} as RealtimeServiceClient's temporaryKey.`;
const realtimeRefusal = `${refused} Pass { temporaryKey } instead: a function that fetches a temporary key your backend mints with POST /auth/temporary-api-key; the stream refuses a long-lived key from a page, opted in or not. With no backend (a page that only talks to the mock, or an internal tool if you know the risk), the page mints it: temporaryKey: async () => ${mint}.`;

describe("a long-lived apiKey in every browser scope", () => {
  it.each(scopes)("the %s refuses it in every client and sends nothing, unless opted in", async (scope) => {
    const outcomes = await runIn(scope, "longLivedKey");
    expect(outcomes).toEqual({
      refused: { async: httpRefusal, fetchClient: httpRefusal, realtime: realtimeRefusal },
      // Opted in, the key goes out: the model list, and the upgrade the stand-in refuses.
      optedIn: {
        async: "ok",
        realtime: expect.stringMatching(/^ServiceNetworkError: The connection to .* closed before the acknowledgement/),
      },
    });
    // What reached the server: the two opted-in calls, nothing of the three refused ones.
    expect(seen).toEqual([
      { path: "/v1/models", scope, authorization: `Bearer ${longLived}`, protocol: undefined },
      { path: streamPath(scope), authorization: undefined, protocol: `stt-api-key, ${longLived}` },
    ]);
  });
});

describe("a long-lived key passed as temporaryKey in a page", () => {
  it("is refused, given or resolved by the function, before any socket opens; a temporary key opens one", async () => {
    const outcomes = await runIn("page", "temporaryKey");
    const refusal = (where: string) =>
      `ServiceConfigError: ${where} is not a temporary key (^tmp_[A-Za-z0-9_-]+$, at most 256 characters), the one key a page may stream with: ` +
      "pass the api_key of POST /auth/temporary-api-key, which your backend mints with the key it keeps. In Node, a long-lived key is apiKey (sent in the Authorization header).";
    expect(outcomes).toEqual({
      given: refusal("temporaryKey"),
      resolved: refusal("The key temporaryKey() resolved to"),
      // The spec's maxLength (256) bounds the form too.
      tooLong: refusal("temporaryKey"),
      socketsWhenRefused: 0,
      minted: expect.stringMatching(/^ServiceNetworkError: The connection to .* closed before the acknowledgement/),
      sockets: 1,
    });
    expect(JSON.stringify(outcomes)).not.toContain(longLived);
    // The server saw the temporary key's upgrade alone.
    expect(seen).toEqual([{ path: streamPath("page"), authorization: undefined, protocol: "stt-api-key, tmp_minted" }]);
  });
});
