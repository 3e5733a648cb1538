// A frontend team's tests on the mock's MSW handlers: `setupServer(...createMockHandlers())` runs the mock's
// stateful service in this process, at the service's production URLs, so the SDK is used as the app uses it
// (no baseUrl, no streamUrl) and nothing listens anywhere. call.wav is any 16-bit PCM WAV.
import { readFile } from "node:fs/promises";
import { createMockHandlers } from "@stt-service/mock/msw";
import { setupServer } from "msw/node";
import { AsyncServiceClient, ServiceNotFoundError } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";
import { afterAll, beforeAll, expect, test } from "vitest";
import { WebSocket } from "ws";

// MSW intercepts WebSockets by patching the global WebSocket when the server starts listening, and only that
// one: a socket of the `ws` package, which the SDK's real-time client uses on Node by default, would go to
// the network. Node 22+ has a global WebSocket; Node 20 has none, so `ws`'s class stands in as the global
// before `listen()`, and the real-time client below is handed the global (then MSW's) to use.
if (globalThis.WebSocket === undefined) {
  Object.defineProperty(globalThis, "WebSocket", { value: WebSocket, configurable: true, writable: true });
}

const handlers = createMockHandlers();
const server = setupServer(...handlers);
// Any request the handlers do not take fails the test: nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const audio = new Uint8Array(await readFile(new URL("./call.wav", import.meta.url)));
const wav = () => new Blob([audio], { type: "audio/wav" });
let keys = 0;
// Each test with a key of its own: the mock keeps each key's data apart, so tests do not see each other's.
const client = (apiKey = `ui-test-${++keys}`) => new AsyncServiceClient({ apiKey, maxRetries: 0 });
const options = { model: "stt-async-v3", enable_speaker_diarization: false };

test("an uploaded WAV transcribe()s to a completed transcription", async () => {
  const transcription = await client().transcribe(wav(), options, { pollIntervalMs: 1 });
  expect(transcription.status).toBe("completed");
  expect(transcription.text).toMatch(/^Hello, thanks for calling/);
  expect(handlers.responseViolations).toBe(0);
});

test("lists come in pages, newest first, and end", async () => {
  const batch = client();
  const made = [];
  for (let index = 0; index < 3; index++) made.push((await batch.files.upload(wav())).file_id);
  const first = await batch.files.list({ limit: 2 });
  expect(first.files.map((file) => file.file_id)).toEqual([made[2], made[1]]);
  const last = await batch.files.list({ limit: 2, cursor: first.next_page_cursor ?? undefined });
  expect(last.files.map((file) => file.file_id)).toEqual([made[0]]);
  expect(last.next_page_cursor).toBeNull();
  const all = [];
  for await (const file of batch.files.list({ limit: 2 })) all.push(file.file_id);
  expect(all).toEqual([...made].reverse());
  await batch.transcriptions.create({ file_id: made[0], ...options });
  const transcriptions = [];
  for await (const transcription of batch.transcriptions.list({ limit: 1 })) transcriptions.push(transcription);
  expect(transcriptions).toHaveLength(1);
});

test("a deleted file is a 404", async () => {
  const batch = client();
  const file = await batch.files.upload(wav());
  await batch.files.delete(file.file_id);
  await expect(batch.files.get(file.file_id)).rejects.toBeInstanceOf(ServiceNotFoundError);
});

test("a second key sees none of the first key's data", async () => {
  const one = client();
  const other = client();
  const file = await one.files.upload(wav());
  await expect(other.files.get(file.file_id)).rejects.toBeInstanceOf(ServiceNotFoundError);
  expect((await other.files.list()).files).toEqual([]);
  expect((await one.files.list()).files.map((item) => item.file_id)).toEqual([file.file_id]);
});

test("streaming the same WAV gives the batch transcription's final text", async () => {
  const apiKey = `ui-test-${++keys}`;
  const transcription = await client(apiKey).transcribe(wav(), options, { pollIntervalMs: 1 });
  // A stream carries a temporary key, never the API key (the contract's rule, which the handlers keep): minted
  // with POST /auth/temporary-api-key, as the app's backend does, here answered by the same handlers.
  const temporaryKey = async () =>
    (
      await client(apiKey).auth.createTemporaryKey({
        usage_type: "transcribe_websocket",
        expires_in_seconds: 60,
        single_use: true,
      })
    ).api_key;
  const realtime = new RealtimeServiceClient({ temporaryKey, WebSocket: globalThis.WebSocket });
  const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
  await session.stream(audio, { chunkMs: 250 });
  const streamed = await session.finish();
  expect(streamed.text).toBe(transcription.text);
});

test("in Node, streaming with the API key itself sends it in the Authorization header, which the handlers read", async () => {
  const apiKey = `ui-test-${++keys}`;
  const transcription = await client(apiKey).transcribe(wav(), options, { pollIntervalMs: 1 });
  // No WebSocket passed: the SDK in Node takes the global one (MSW's since listen()) with the key as a header,
  // never in the URL or a subprotocol; MSW hands the handlers that header, as a server would see it.
  const realtime = new RealtimeServiceClient({ apiKey });
  const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
  await session.stream(audio, { chunkMs: 250 });
  const streamed = await session.finish();
  expect(streamed.text).toBe(transcription.text);
});
