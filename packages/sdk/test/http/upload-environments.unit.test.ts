// The paths a frontend team's tests take through the SDK, on the mock's MSW handlers in this process, as
// examples/frontend-msw does: uploads from a File, a Blob, bytes and a path (with and without progress),
// pages, and a stream on a temporary key. scripts/cells/environments.mjs runs this one file under Vitest's
// `node`, `jsdom` and `happy-dom` environments, where File, Blob and FormData are each environment's own.
import { readFileSync } from "node:fs";
import { createMockHandlers } from "@stt-service/mock/msw";
import { setupServer } from "msw/node";
import { AsyncServiceClient, type UploadProgress } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { firstExampleText } from "#test-support/streaming-mock.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";

// MSW intercepts the global WebSocket alone; Node 20 has none, so `ws`'s class stands in before listen().
if (globalThis.WebSocket === undefined) {
  Object.defineProperty(globalThis, "WebSocket", { value: WebSocket, configurable: true, writable: true });
}

const handlers = createMockHandlers();
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const path = writeWavFixture("call.wav", 4);
const audio = new Uint8Array(readFileSync(path));
let keys = 0;
const client = (apiKey = `environment-${++keys}`) => new AsyncServiceClient({ apiKey, maxRetries: 0 });

/** The environment this run is in, as its globals show it: the cell passes the one it asked for. */
function environmentName(): string {
  const agent = typeof navigator === "undefined" ? "" : navigator.userAgent;
  if (agent.includes("jsdom")) return "jsdom";
  if (agent.includes("HappyDOM")) return "happy-dom";
  return "node";
}

it("runs in the environment the cell asked for", () => {
  expect(environmentName()).toBe(process.env.STT_TEST_ENVIRONMENT ?? environmentName());
});

const sources: [string, () => Blob | Uint8Array | string][] = [
  ["a File", () => new File([audio], "call.wav", { type: "audio/wav" })],
  ["a Blob", () => new Blob([audio], { type: "audio/wav" })],
  ["bytes", () => audio],
  // Node's own bytes: under jsdom, no instanceof the environment's Uint8Array.
  ["a Buffer", () => readFileSync(path)],
  ["a path", () => path],
];

describe.each(sources)("an upload from %s", (_name, source) => {
  it("arrives whole, with its name and type, and the mock transcribes it", async () => {
    const batch = client();
    const file = await batch.files.upload(source(), { filename: "call.wav" });
    expect(file).toMatchObject({ filename: "call.wav", size: audio.byteLength });
    const transcription = await batch.transcribe(
      source(),
      { model: "stt-async-v3", enable_speaker_diarization: false },
      { pollIntervalMs: 1 },
    );
    expect(transcription.text).toBe(firstExampleText);
    expect(handlers.responseViolations).toBe(0);
  });

  it("with onUploadProgress, arrives whole and reports every byte", async () => {
    const progress: UploadProgress[] = [];
    const file = await client().files.upload(source(), {
      filename: "call.wav",
      onUploadProgress: (event) => progress.push(event),
    });
    expect(file).toMatchObject({ filename: "call.wav", size: audio.byteLength });
    expect(progress.at(-1)).toEqual({ loaded: audio.byteLength, total: audio.byteLength });
  });
});

it("files.list pages through what one key uploaded, newest first", async () => {
  const batch = client();
  const made: string[] = [];
  for (let index = 0; index < 3; index++) {
    made.push((await batch.files.upload(new Blob([audio], { type: "audio/wav" }))).file_id);
  }
  const listed: string[] = [];
  for await (const file of batch.files.list({ limit: 2 })) listed.push(file.file_id);
  expect(listed).toEqual([...made].reverse());
});

const streamed: [string, () => Uint8Array][] = [
  ["bytes", () => audio],
  ["a Buffer", () => readFileSync(path)],
];

it.each(streamed)("a stream of %s on a temporary key gives the mock's words", async (_name, source) => {
  const apiKey = `environment-${++keys}`;
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
  await session.stream(source(), { chunkMs: 250 });
  expect((await session.finish()).text).toBe(firstExampleText);
});

// A long-lived key travels in the Authorization header in Node, jsdom and happy-dom included (their DOM
// globals do not make the test a page): MSW's WebSocket, which replaces the global once the server listens,
// hands the header to the handlers. On the old code jsdom and happy-dom sent it as a subprotocol: a 401.
it("a stream on the API key (the Authorization header, as in any Node process) gives the mock's words", async () => {
  const realtime = new RealtimeServiceClient({ apiKey: `environment-${++keys}` });
  const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
  await session.stream(audio, { chunkMs: 250 });
  expect((await session.finish()).text).toBe(firstExampleText);
});
