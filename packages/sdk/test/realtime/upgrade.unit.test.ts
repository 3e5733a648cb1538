// A connection refused at the upgrade: the client says the HTTP status and, in Node, the first line of its
// body, whichever WebSocket it opened (`ws` shows the answer; for Node 22+'s, which does not, the client asks
// the server again); a stream URL without its path is named as the likely cause. The browser's half (no
// status there, only the hint) runs in Chromium: packages/sdk/test/realtime/browser-strict.browser.test.ts.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeSocket } from "#test-support/hostile/fake-socket.js";
import { useStreamingMock } from "#test-support/streaming-mock.js";
import { ServiceAuthenticationError, ServiceNetworkError, ServiceNotFoundError } from "../../src/realtime.js";
import { realtimeClient } from "./support.js";

const { mock } = useStreamingMock();
const config = { model: "stt-rt-v3", audio_format: "auto" } as const;
const unexpected = (): never => {
  throw new Error("connect() resolved; it should have rejected");
};

let refusing: Server | undefined;
beforeEach(() => {
  FakeSocket.made = [];
});
afterEach(() => {
  refusing?.close();
  refusing?.closeAllConnections();
  refusing = undefined;
});

/** A server that refuses every upgrade with `status` and `body`; resolves with its origin. */
async function refusingServer(status: number, body: string): Promise<string> {
  refusing = createServer((_request, response) => response.writeHead(426).end());
  refusing.on("upgrade", (_request, socket) => {
    socket.end(
      `HTTP/1.1 ${status} Refused\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  refusing.listen(0, "127.0.0.1");
  await once(refusing, "listening");
  return `ws://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
}

describe("a stream URL without its path, against the streaming mock", () => {
  it("rejects with the 404, the mock's first line naming the path, and the hint that the URL lacks it", async () => {
    const url = `ws://127.0.0.1:${mock().port}`;
    const error = await realtimeClient(url)
      .connect(config)
      .then(unexpected, (failure: Error) => failure);
    const hint = `The stream URL has no path: it probably lacks /transcribe-websocket (such as ${mock().url}).`;
    expect(error).toBeInstanceOf(ServiceNotFoundError);
    expect(error.message).toBe(
      `The stream server at ${url}/ refused the WebSocket upgrade with HTTP 404: No stream at "/": the stream is at the path /transcribe-websocket, so the stream URL is ${mock().url}. ${hint}`,
    );
    expect((error as ServiceNotFoundError).status).toBe(404);
  });
});

describe("a refused upgrade", () => {
  it("takes the kind of its HTTP status, quotes only the body's first line, and never the key", async () => {
    const url = await refusingServer(401, "Invalid key secret-key-123 for this stream.\nsecond line\n");
    const error = await realtimeClient(`${url}/transcribe-websocket`, { apiKey: "secret-key-123" })
      .connect(config)
      .then(unexpected, (failure: Error) => failure);
    expect(error.message).not.toContain("secret-key-123");
    expect(error).toBeInstanceOf(ServiceAuthenticationError);
    expect(error.message).toBe(
      `The stream server at ${url}/transcribe-websocket refused the WebSocket upgrade with HTTP 401: Invalid key [redacted] for this stream.`,
    );
  });

  it("with an empty body says the status alone", async () => {
    const url = await refusingServer(503, "");
    const error = await realtimeClient(`${url}/transcribe-websocket`)
      .connect(config)
      .then(unexpected, (failure: Error) => failure);
    expect(error.message).toBe(
      `The stream server at ${url}/transcribe-websocket refused the WebSocket upgrade with HTTP 503.`,
    );
    expect((error as ServiceNetworkError).status).toBe(503);
  });
});

describe("a connection that closes before the acknowledgement without an HTTP answer (a browser's WebSocket)", () => {
  it.each(["ws://127.0.0.1:4011", "ws://127.0.0.1:4011/"])(
    "to %s says the stream URL probably lacks /transcribe-websocket",
    async (url) => {
      const connecting = realtimeClient(url, { WebSocket: FakeSocket }).connect(config);
      (await FakeSocket.configured()).end(1006);
      const error = await connecting.then(unexpected, (failure: Error) => failure);
      expect(error).toBeInstanceOf(ServiceNetworkError);
      expect(error.message).toBe(
        "The connection to ws://127.0.0.1:4011/ closed before the acknowledgement (close code 1006). The stream URL has no path: it probably lacks /transcribe-websocket (such as ws://127.0.0.1:4011/transcribe-websocket).",
      );
    },
  );

  it("to a URL with a path gives no such hint", async () => {
    const connecting = realtimeClient("ws://127.0.0.1:4011/transcribe-websocket", { WebSocket: FakeSocket }).connect(
      config,
    );
    (await FakeSocket.configured()).end(1006);
    const error = await connecting.then(unexpected, (failure: Error) => failure);
    expect(error.message).toBe(
      "The connection to ws://127.0.0.1:4011/transcribe-websocket closed before the acknowledgement (close code 1006).",
    );
  });
});
