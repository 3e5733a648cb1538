// A reconnect continues the transcript, against the MSW handlers in process (setupServer): a stream the handlers
// drop mid-stream (`mock:drop:after-ms:<n>:once`), reconnected by the SDK with `audio_offset_ms`, gives the same
// final text and the same final tokens at the same times as the same audio streamed without a drop. The same
// session code as the stt-mock process (resume.integration.test.ts), reached through MSW's WebSocket interception.
import { createMockHandlers } from "@stt-service/mock/msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { AsyncServiceClient } from "../../src/index.js";
import { RealtimeServiceClient } from "../../src/realtime.js";
import { dropPoints, expectSameTranscript, resumeAudio, streamOnce } from "./resume-support.js";

const server = setupServer(...createMockHandlers());
/** Node 20 has no global WebSocket, and MSW intercepts only the global one: `ws`'s class stands in, for this file. */
const hadWebSocket = Object.hasOwn(globalThis, "WebSocket");

beforeAll(() => {
  if (!hadWebSocket) {
    Object.defineProperty(globalThis, "WebSocket", { value: NodeWebSocket, configurable: true, writable: true });
  }
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => {
  server.close();
  if (!hadWebSocket) Reflect.deleteProperty(globalThis, "WebSocket");
});

/** The SDK at its production stream URL, which the handlers answer; the key travels in the Authorization header. */
function client(apiKey: string): RealtimeServiceClient {
  return new RealtimeServiceClient({ apiKey, reconnect: true });
}

describe("a stream the MSW handlers drop, reconnected", () => {
  it.each(dropPoints)("after %i ms of audio gives the transcript of a stream without a drop", async (dropMs) => {
    const plain = await streamOnce(client);
    const dropped = await streamOnce(client, `mock:drop:after-ms:${dropMs}:once`);
    expectSameTranscript(plain, dropped, dropMs);
  });

  it("gives the batch transcription's text of the same audio, as the issue asks of the 3 s drop", async () => {
    const dropped = await streamOnce(client, "mock:drop:after-ms:3000:once");
    const batch = await new AsyncServiceClient({ apiKey: "key-resume-batch", maxRetries: 0 }).transcribe(
      new Blob([resumeAudio], { type: "audio/wav" }),
      { model: "stt-async-v3", enable_speaker_diarization: false },
      { pollIntervalMs: 1 },
    );
    expect(dropped.reconnects).toHaveLength(1);
    expect(dropped.text).toBe(batch.text);
  });
});
