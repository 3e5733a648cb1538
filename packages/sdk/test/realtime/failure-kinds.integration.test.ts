// The same stream failure gives the same error on every Node the SDK supports: kind, status and advice. Node 20
// opens the socket with `ws`, which shows a refused upgrade's answer and names the system error; Node 22 and 24
// open it with their own WebSocket (undici), which shows a close 1006 and nothing more, so the client asks the
// server again (packages/sdk/test/realtime/upgrade.unit.test.ts has the details). An app's `instanceof` branches must not
// change with the runtime. Against the real stt-mock process (the global setup's) and servers of the test's own
// on 127.0.0.1; `npm test` runs it on Node 20, `npm run matrix` on Node 22 and 24.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import {
  RealtimeServiceClient,
  ServiceAuthenticationError,
  ServiceError,
  ServiceNetworkError,
  ServiceNotFoundError,
} from "../../src/realtime.js";

const streamUrl = inject("streamUrl");
const mockOrigin = new URL(streamUrl).host;
const config = { model: "stt-rt-v3", audio_format: "auto" } as const;
/** A long-lived key, sent in the Authorization header: it must appear in no error and no log line. */
const apiKey = "sk-live-failure-kinds-7f3a9c";
let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  if (server?.listening) await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server on a free port of 127.0.0.1 that answers every upgrade with `head` and `body`; resolves with its port. */
async function refusingUpgrades(head: string, body: string): Promise<number> {
  server = createServer((_request, response) => response.writeHead(426).end());
  server.on("upgrade", (_request, socket) => {
    socket.end(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on: one the system gave a server, which then closed. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** connect()'s rejection, checked for the key in every text it carries, and in every log line. */
async function failure(options: ConstructorParameters<typeof RealtimeServiceClient>[0]): Promise<ServiceError> {
  const lines: string[] = [];
  const record = (message: string, fields?: object) => lines.push(`${message} ${JSON.stringify(fields ?? {})}`);
  const logger = { debug: record, info: record, warn: record, error: record };
  const error = await new RealtimeServiceClient({ apiKey, logger, logLevel: "debug", ...options }).connect(config).then(
    () => {
      throw new Error("connect() resolved; it should have rejected");
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const cause = (error as Error).cause as Error | undefined;
  for (const text of [
    (error as Error).message,
    (error as Error).stack ?? "",
    JSON.stringify(error),
    String(cause),
    cause?.stack ?? "",
    ...lines,
  ]) {
    expect(text).not.toContain(apiKey);
  }
  return error as ServiceError;
}

describe(`a stream that fails before it opens, on Node ${process.versions.node}`, () => {
  it("at a wrong path of the stt-mock: a ServiceNotFoundError, 404, with the mock's sentence naming the stream's URL", async () => {
    const url = `ws://${mockOrigin}/transcribe`;
    const error = await failure({ streamUrl: url });
    expect(error).toBeInstanceOf(ServiceNotFoundError);
    expect(error.status).toBe(404);
    expect(error.message).toBe(
      `The stream server at ${url} refused the WebSocket upgrade with HTTP 404: No stream at "/transcribe": the stream is at the path /transcribe-websocket, so the stream URL is ${streamUrl}.`,
    );
  });

  it("with wss:// at the stt-mock's plain port: a ServiceNetworkError that says the server has no TLS and to use ws://", async () => {
    const url = streamUrl.replace(/^ws:/, "wss:");
    const error = await failure({ streamUrl: url });
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect(error.status).toBeUndefined();
    expect(error.message).toBe(
      `The connection to ${url} closed before the acknowledgement (close code 1006): the TLS handshake failed: the server answered without TLS. ` +
        `A server without TLS, such as the mock, is reached with ws://: ${streamUrl}.`,
    );
    // The system's own error stays the cause, for whoever wants OpenSSL's words.
    expect(error.cause).toMatchObject({ code: "EPROTO", message: expect.stringContaining("wrong version number") });
  });

  it("at a port where nothing listens: a ServiceNetworkError with ECONNREFUSED, saying to start the mock or set the URL", async () => {
    const port = await closedPort();
    const url = `ws://127.0.0.1:${port}/transcribe-websocket`;
    const error = await failure({ streamUrl: url });
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect(error.status).toBeUndefined();
    expect(error.message).toBe(
      `The connection to ${url} closed before the acknowledgement (close code 1006): connect ECONNREFUSED 127.0.0.1:${port}. ` +
        `Nothing accepts connections at 127.0.0.1:${port}: start the stream's server there (the mock: npx stt-mock), or set streamUrl to where it listens.`,
    );
    expect(error.cause).toMatchObject({ code: "ECONNREFUSED" });
  });

  it("from STT_STREAM_URL at a port where nothing listens: the advice names the variable", async () => {
    const port = await closedPort();
    vi.stubEnv("STT_STREAM_URL", `ws://127.0.0.1:${port}/transcribe-websocket`);
    try {
      const error = await failure({});
      expect(error).toBeInstanceOf(ServiceNetworkError);
      expect(error.message).toMatch(/ or set STT_STREAM_URL to where it listens\.$/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("refused at the upgrade with 401: a ServiceAuthenticationError, 401, quoting the answer's first line without the key", async () => {
    const port = await refusingUpgrades(
      "HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain",
      `The key ${apiKey} is not valid for this stream.\nsecond line\n`,
    );
    const url = `ws://127.0.0.1:${port}/transcribe-websocket`;
    const error = await failure({ streamUrl: url });
    expect(error).toBeInstanceOf(ServiceAuthenticationError);
    expect(error.status).toBe(401);
    expect(error.message).toBe(
      `The stream server at ${url} refused the WebSocket upgrade with HTTP 401: The key [redacted] is not valid for this stream.`,
    );
  });

  it("refused by the stt-mock with a 401 error frame (a key it refuses): a ServiceAuthenticationError, 401", async () => {
    const error = await failure({ streamUrl, apiKey: "invalid-failure-kinds-key" });
    expect(error).toBeInstanceOf(ServiceAuthenticationError);
    expect(error.status).toBe(401);
    expect(error.message).toContain("Invalid API key.");
  });
});
