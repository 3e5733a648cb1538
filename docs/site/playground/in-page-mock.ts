// The playground's in-page mock: the mock's whole service (@stt-service/mock/msw) behind MSW in this page,
// at a path of the site's own origin, so that the page's Content-Security-Policy (connect-src 'self') holds
// and nothing leaves the browser. HTTP goes through MSW's service worker (mockServiceWorker.js at the site's
// root); the stream through MSW's WebSocket interception in the page.
import { setupWorker } from "msw/browser";
import { createMockHandlers } from "../../../packages/mock/src/msw/handlers.js";

export interface InPageMock {
  baseUrl: string;
  streamUrl: string;
  /** A temporary key for one stream, minted by the in-page mock as a backend would mint it. */
  mintTemporaryKey(): Promise<string>;
}

let started: Promise<InPageMock> | undefined;

async function start(): Promise<InPageMock> {
  const site = new URL(".", location.href);
  const baseUrl = new URL("mock-service/v1", site).href;
  const streamUrl = new URL("mock-service/stream", site).href.replace(/^http/, "ws");
  const worker = setupWorker(...createMockHandlers({ baseUrl, streamUrl }));
  await worker.start({
    serviceWorker: { url: new URL("mockServiceWorker.js", site).pathname },
    quiet: true,
    onUnhandledRequest: "bypass",
  });
  // A key of this visit only: the mock keeps each key's state apart. It never leaves the page, and the mock
  // is all it opens; the stream itself gets a temporary key minted with it.
  const mintingKey = `playground-${crypto.randomUUID()}`;
  return {
    baseUrl,
    streamUrl,
    async mintTemporaryKey() {
      const response = await fetch(`${baseUrl}/auth/temporary-api-key`, {
        method: "POST",
        headers: { authorization: `Bearer ${mintingKey}`, "content-type": "application/json" },
        body: JSON.stringify({ usage_type: "transcribe_websocket", expires_in_seconds: 60 }),
      });
      const body = (await response.json()) as { api_key?: string };
      if (!response.ok || typeof body.api_key !== "string") {
        throw new Error(`the in-page mock minted no key (${response.status})`);
      }
      return body.api_key;
    },
  };
}

/** Starts the in-page mock once, however many times it is asked for. */
export function inPageMock(): Promise<InPageMock> {
  started ??= start();
  return started;
}
