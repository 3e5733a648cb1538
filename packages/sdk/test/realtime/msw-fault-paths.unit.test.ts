// A `/__mock/` path that the grammar does not take (a segment too many, a trailing slash) under the MSW
// handlers: refused with 400 naming the grammar, as stt-mock refuses it, and nothing goes past MSW to the network
// (the SDK's connect probe included). Found by a newcomer's trial: MSW took only `/__mock/<directive><stream path>`.

import { createMockHandlers } from "@stt-service/mock/msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { RealtimeServiceClient, ServiceValidationError } from "../../src/realtime.js";

const origin = "ws://bad-fault-paths.example";
const hadWebSocket = Object.hasOwn(globalThis, "WebSocket");
const previousWebSocket = globalThis.WebSocket;
const unhandled: string[] = [];
const server = setupServer(
  ...createMockHandlers({
    streamUrl: `${origin}/transcribe-websocket`,
    baseUrl: "http://bad-fault-paths.example/v1",
  }),
);

beforeAll(() => {
  if (!hadWebSocket) {
    Object.defineProperty(globalThis, "WebSocket", { value: NodeWebSocket, configurable: true, writable: true });
  }
  server.listen({ onUnhandledRequest: (request) => void unhandled.push(request.url) });
});
afterAll(() => {
  server.close();
  if (!hadWebSocket) Reflect.deleteProperty(globalThis, "WebSocket");
  else Object.defineProperty(globalThis, "WebSocket", { value: previousWebSocket, configurable: true, writable: true });
});

describe("a /__mock/ path the grammar does not take, under the MSW handlers", () => {
  it.each(["/__mock/refuse:429/extra/transcribe-websocket", "/__mock/refuse:429/transcribe-websocket/"])(
    "%s is refused with 400 as stt-mock refuses it, and nothing goes past MSW",
    async (path) => {
      unhandled.length = 0;
      const client = new RealtimeServiceClient({
        apiKey: "fault-paths-key",
        streamUrl: `${origin}${path}`,
        connectTimeoutMs: 5000,
      });
      const failure = await client.connect({ model: "stt-rt-v3", audio_format: "auto" }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(unhandled).toEqual([]);
      expect(failure).toBeInstanceOf(ServiceValidationError);
      expect((failure as ServiceValidationError).status).toBe(400);
    },
  );
});
