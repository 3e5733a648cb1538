// @vitest-environment node
// Streaming on the API key itself is for servers: in Node the SDK opens the global WebSocket with the key in
// the Authorization header (`new WebSocket(url, { headers })`), and MSW's WebSocket, which replaces Node's on
// listen(), hands that init to the handlers. Under jsdom the global WebSocket is a browser's, which takes no
// headers, so the SDK sends the key as a subprotocol, which the service refuses for a long-lived key: this
// file runs in Vitest's node environment.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createMockHandlers } from "@stt-service/mock/msw";
import { setupServer } from "msw/node";
import { AsyncServiceClient, RealtimeServiceClient } from "stt-service";
import { afterAll, beforeAll, expect, test } from "vitest";

const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());

const audio = new Uint8Array(await readFile(join(import.meta.dirname, "call.wav")));

test("streaming with the API key (the Authorization header) gives the batch transcript's final text", async () => {
  const apiKey = "vite-react-api-key";
  const batch = new AsyncServiceClient({ apiKey, maxRetries: 0 });
  const recording = new File([audio], "call.wav", { type: "audio/wav" });
  const options = { model: "stt-async-v3", enable_speaker_diarization: false };
  const transcription = await batch.transcribe(recording, options, { pollIntervalMs: 1 });
  const session = await new RealtimeServiceClient({ apiKey }).connect({ model: "stt-rt-v3", audio_format: "auto" });
  await session.stream(audio, { chunkMs: 250 });
  expect((await session.finish()).text).toBe(transcription.text);
});
