// The service running in the page, for the site's consoles (the HTTP try-it, the stream playground): the mock's
// MSW handlers (@stt-service/mock/msw) behind a service worker (msw's mockServiceWorker.js, which the site build
// copies to the site's root). It is loaded only when a reader opens a console (a dynamic import), started once
// per page, and its state (files, transcriptions, keys) is the visitor's own: it lives in this tab's memory.
// Its URLs are on the page's own origin, so the Content-Security-Policy's `connect-src 'self'` covers them
// and the worker's scope (the site's folder) holds them.
import { createMockHandlers, type MockHandlers } from "@stt-service/mock/msw";
import { setupWorker } from "msw/browser";

export interface InPageMock {
  /** The HTTP base URL the mock answers at, `/v1` included, such as `https://docs.example/in-page-mock/v1`. */
  httpBaseUrl: string;
  /** The streaming URL the mock answers at (`ws:` or `wss:` on the page's origin). */
  streamUrl: string;
  /** The handlers, for their state (`handlers.state`, `handlers.reset()`). */
  handlers: MockHandlers;
  /** A temporary key for one stream, minted by the in-page mock with the visitor's key, as a backend mints it. */
  mintTemporaryKey(): Promise<string>;
}

/**
 * The key this visit opens the in-page mock with: any key opens it, and each key's state is its own. It never
 * leaves the page, and the mock is all it opens; a stream gets a temporary key minted with it.
 */
export const visitorKey = `visitor-${crypto.randomUUID()}`;

let started: Promise<InPageMock> | undefined;

/** The in-page mock, started on first call; every console of the page shares the one. */
export function inPageMock(): Promise<InPageMock> {
  started ??= start();
  return started;
}

async function start(): Promise<InPageMock> {
  const site = new URL(".", document.baseURI);
  const httpBaseUrl = new URL("in-page-mock/v1", site).href;
  const streamUrl = new URL("in-page-mock/v1/stream", site).href.replace(/^http/, "ws");
  // The page's clock: a transcription is `processing` for a moment before it completes, as the service's does.
  const handlers = createMockHandlers({ baseUrl: httpBaseUrl, streamUrl, clock: { now: Date.now } });
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: new URL("mockServiceWorker.js", site).href },
    quiet: true,
    onUnhandledRequest: "bypass",
  });
  async function mintTemporaryKey(): Promise<string> {
    const response = await fetch(`${httpBaseUrl}/auth/temporary-api-key`, {
      method: "POST",
      headers: { authorization: `Bearer ${visitorKey}`, "content-type": "application/json" },
      body: JSON.stringify({ usage_type: "transcribe_websocket", expires_in_seconds: 60 }),
    });
    const body = (await response.json()) as { api_key?: unknown };
    if (!response.ok || typeof body.api_key !== "string") {
      throw new Error(`the in-page mock minted no key (${response.status})`);
    }
    return body.api_key;
  }
  return { httpBaseUrl, streamUrl, handlers, mintTemporaryKey };
}
