// A stream that cannot be reached says why, as the HTTP client does: the network's error as the message's
// reason and the error's cause (ECONNREFUSED, ENOTFOUND), the host, what to do, and, with no stream URL set,
// that the client went to production and how to point it at the mock; never the key. Node 20's WebSocket here
// is `ws` (its error event names the system error); Node 22+'s global one (undici) names nothing, so the
// client asks the network itself, and says the same. `npm run matrix` runs this file on Node 22 and 24 too.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RealtimeServiceClient, ServiceError, ServiceNetworkError, ServiceNotFoundError } from "../../src/realtime.js";

const apiKey = "sk-live-secret-key-4821";
const config = { model: "stt-rt-v3", audio_format: "auto" } as const;
let server: Server | undefined;

afterEach(() => {
  server?.close();
  server?.closeAllConnections();
  server = undefined;
  vi.unstubAllEnvs();
});

async function listening(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on: one the system gave a server, which then closed. */
async function closedPort(): Promise<number> {
  const port = await listening(() => undefined);
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  return port;
}

async function failure(options: ConstructorParameters<typeof RealtimeServiceClient>[0]): Promise<ServiceError> {
  const error = await new RealtimeServiceClient({ apiKey, connectTimeoutMs: 15_000, ...options }).connect(config).then(
    () => {
      throw new Error("connect() resolved; it should have rejected");
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const everything = [
    (error as Error).message,
    JSON.stringify(error),
    String((error as Error).cause),
    ((error as Error).cause as Error | undefined)?.stack ?? "",
    JSON.stringify((error as Error).cause ?? null),
  ].join("\n");
  expect(everything).not.toContain(apiKey);
  return error as ServiceError;
}

describe("a stream that cannot be reached", () => {
  it("with the mock not running: connect ECONNREFUSED, with the host and port, as the cause", async () => {
    const port = await closedPort();
    const url = `ws://127.0.0.1:${port}/transcribe-websocket`;
    const error = await failure({ streamUrl: url });
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect(error.message).toBe(
      `The connection to ${url} closed before the acknowledgement (close code 1006): connect ECONNREFUSED 127.0.0.1:${port}. ` +
        `Nothing accepts connections at 127.0.0.1:${port}: start the stream's server there (the mock: npx stt-mock), or set streamUrl to where it listens.`,
    );
    expect(error.cause).toMatchObject({ code: "ECONNREFUSED", message: `connect ECONNREFUSED 127.0.0.1:${port}` });
  });

  it("at a port where an HTTP server answers the upgrade with 404: a ServiceNotFoundError with the status and the body's first line", async () => {
    const port = await listening((_request, response) => response.writeHead(404).end("Not Found"));
    const url = `ws://127.0.0.1:${port}/transcribe-websocket`;
    const error = await failure({ streamUrl: url });
    expect(error).toBeInstanceOf(ServiceNotFoundError);
    expect(error.status).toBe(404);
    expect(error.message).toBe(`The stream server at ${url} refused the WebSocket upgrade with HTTP 404: Not Found.`);
  });

  it("at a host that does not resolve: getaddrinfo ENOTFOUND, naming the host, as the cause", async () => {
    const url = "ws://stt-no-such-host.invalid:4011/transcribe-websocket";
    const error = await failure({ streamUrl: url });
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect(error.message).toMatch(
      /^The connection to ws:\/\/stt-no-such-host\.invalid:4011\/transcribe-websocket closed before the acknowledgement \(close code 1006\): getaddrinfo (ENOTFOUND|EAI_AGAIN) stt-no-such-host\.invalid\.$/,
    );
    expect((error.cause as NodeJS.ErrnoException).code).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
  });

  it("with no streamUrl set: says the client went to production and how to reach the mock, with the cause", async () => {
    vi.stubEnv("STT_STREAM_URL", "");
    const error = await failure({});
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect(error.message).toMatch(
      /^The connection to wss:\/\/stream\.stt-service\.dev\/transcribe-websocket closed before the acknowledgement \(close code 1006\)(: [^\n]+)?\. No streamUrl is set, so the client called production \(wss:\/\/stream\.stt-service\.dev\/transcribe-websocket\); for the mock, set streamUrl \(or STT_STREAM_URL\) to ws:\/\/127\.0\.0\.1:4011\/transcribe-websocket\.$/,
    );
    expect(error.cause).toBeInstanceOf(Error);
  });
});
