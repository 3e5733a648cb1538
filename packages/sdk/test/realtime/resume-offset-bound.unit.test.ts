// A reconnect whose stream has passed one session's 300 minutes: the reopen's audio_offset_ms (the caller's
// offset plus where the SDK resends from) goes past 18 000 000 ms, which the contract allows (up to 7 days), so
// the reopen is taken and the stream goes on. Found by a newcomer's trial: the bound was one session's 300
// minutes, and the SDK's own reopen was refused with 400.

import { randomUUID } from "node:crypto";
import { createMockHandlers } from "@stt-service/mock/msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { RealtimeServiceClient } from "../../src/realtime.js";

const streamUrl = "ws://offset-bound.example/transcribe-websocket";
const hadWebSocket = Object.hasOwn(globalThis, "WebSocket");
const previousWebSocket = globalThis.WebSocket;
const server = setupServer(...createMockHandlers({ streamUrl, baseUrl: "http://offset-bound.example/v1" }));

beforeAll(() => {
  if (!hadWebSocket) {
    Object.defineProperty(globalThis, "WebSocket", { value: NodeWebSocket, configurable: true, writable: true });
  }
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => {
  server.close();
  if (!hadWebSocket) Reflect.deleteProperty(globalThis, "WebSocket");
  else Object.defineProperty(globalThis, "WebSocket", { value: previousWebSocket, configurable: true, writable: true });
});

describe("a reconnect past 300 minutes of a stream's audio", () => {
  it("a drop with the caller's offset at 17 999 000 ms is survived: the reopen's offset, past 18 000 000, is taken", async () => {
    const client = new RealtimeServiceClient({ apiKey: `offset-bound-${randomUUID()}`, streamUrl, reconnect: true });
    const session = await client.connect({
      model: "stt-rt-v3",
      audio_format: "auto",
      audio_offset_ms: 17_999_000,
      client_reference_id: "mock:drop:after-ms:2000:once",
    });
    const errors: string[] = [];
    session.on("error", ({ error }) => errors.push(error.message));
    const finished = await session
      .stream(wavBytes(3), { chunkMs: 100 })
      .then(() => session.finish())
      .then(
        () => "finished",
        (error: Error) => error.message,
      );
    expect(errors).toEqual([]);
    expect(finished).toBe("finished");
  });
});
