// The app's suite under jsdom (vite.config.ts), on the mock's MSW handlers: `setupServer(...createMockHandlers())`
// runs the mock's stateful service in this process at the service's production URLs, so the SDK is used as
// the app uses it and nothing listens anywhere. Under jsdom, `File` and `Blob` are jsdom's, not Node's. A page
// streams on a temporary key (the docs' recipe, src/stream.ts); a test, which runs in Node whatever its DOM,
// may stream on the API key too: the SDK sends it in the Authorization header, which MSW's WebSocket hands on.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createMockHandlers } from "@stt-service/mock/msw";
import { setupServer } from "msw/node";
import { createRoot } from "react-dom/client";
import { AsyncServiceClient, RealtimeServiceClient } from "stt-service";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { App } from "./App.tsx";
import { realtimeClient } from "./stream.ts";

const handlers = createMockHandlers();
const server = setupServer(...handlers);
// Any request or socket the handlers do not take fails the test (msw 3 names it onUnhandledFrame; msw 2 had
// onUnhandledRequest): nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());

// A path, not `new URL(..., import.meta.url)`: under jsdom `URL` is jsdom's, which Node's fs does not take.
const audio = new Uint8Array(await readFile(join(import.meta.dirname, "call.wav")));
const recording = () => new File([audio], "call.wav", { type: "audio/wav" });
let keys = 0;
// Each test with a key of its own: the mock keeps each key's data apart.
const client = (apiKey = `vite-react-${++keys}`) => new AsyncServiceClient({ apiKey, maxRetries: 0 });
const options = { model: "stt-async-v3", enable_speaker_diarization: false };

test("runs under jsdom, whose File is not Node's", () => {
  expect(navigator.userAgent).toContain("jsdom");
  expect(recording()).toBeInstanceOf(window.File);
});

test("a File uploads whole and transcribes to completion", async () => {
  const batch = client();
  const file = await batch.files.upload(recording());
  expect(file).toMatchObject({ filename: "call.wav", size: audio.byteLength });
  const transcription = await batch.transcribe(recording(), options, { pollIntervalMs: 1 });
  expect(transcription.status).toBe("completed");
  expect(transcription.text).toMatch(/^Hello, thanks for calling/);
  expect(handlers.responseViolations).toBe(0);
});

test("<App> uploads the chosen File and shows its transcript", async () => {
  const batch = client();
  const expected = (await batch.transcribe(recording(), options, { pollIntervalMs: 1 })).text;
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  // No act(): the test waits for what the user would see, as the app's own awaits settle.
  root.render(<App client={batch} pollIntervalMs={1} />);
  const input = await vi.waitFor(
    () => {
      const found = container.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error("<App> rendered no file input yet");
      return found;
    },
    { timeout: 15_000 },
  );
  // What choosing a file does: the input's files change, then a change event.
  Object.defineProperty(input, "files", { value: [recording()] });
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await vi.waitFor(() => expect(container.querySelector('[data-testid="transcript"]')?.textContent).toBe(expected), {
    timeout: 15_000,
    interval: 20,
  });
  expect(container.querySelector('[role="alert"]')).toBeNull();
  root.unmount();
});

test("streaming with a temporary key from client.auth.createTemporaryKey (the docs' recipe) gives the batch transcript's final text", async () => {
  const batch = client();
  const transcription = await batch.transcribe(recording(), options, { pollIntervalMs: 1 });
  const session = await realtimeClient(batch).connect({ model: "stt-rt-v3", audio_format: "auto" });
  await session.stream(audio, { chunkMs: 250 });
  expect((await session.finish()).text).toBe(transcription.text);
});

test("streaming with the API key (the Authorization header) gives the batch transcript's final text", async () => {
  const apiKey = `vite-react-${++keys}`;
  const transcription = await client(apiKey).transcribe(recording(), options, { pollIntervalMs: 1 });
  const session = await new RealtimeServiceClient({ apiKey }).connect({ model: "stt-rt-v3", audio_format: "auto" });
  await session.stream(audio, { chunkMs: 250 });
  expect((await session.finish()).text).toBe(transcription.text);
});
