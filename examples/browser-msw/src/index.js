// A page with the mock's service in its own service worker: `setupWorker(...createMockHandlers())` answers the
// SDK at its production URLs (https://api.stt-service.dev/v1, wss://stream.stt-service.dev/…), so the app's
// code stays as it ships and no server runs but the one serving this page. public/mockServiceWorker.js is
// msw's worker script, put there by `npx msw init public` (Vite copies public/ into the build as it is).
// The page runs the flow and writes what it saw into #result, as JSON.
import { createMockHandlers } from "@stt-service/mock/msw";
import { setupWorker } from "msw/browser";
import { AsyncServiceClient, ServiceNotFoundError } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";

const options = { model: "stt-async-v3", enable_speaker_diarization: false };

// The page holds an API key only because the mock is all it talks to; a real app's backend holds it.
const clientFor = (apiKey) => new AsyncServiceClient({ apiKey, maxRetries: 0, dangerouslyAllowBrowser: true });

async function run() {
  const handlers = createMockHandlers();
  const worker = setupWorker(...handlers);
  // Requests the handlers do not take (the page's own files) go to the network as usual. msw 3 calls the option
  // onUnhandledFrame, msw 2 onUnhandledRequest; each ignores the other's name, so one page works with either.
  // (Named outside the call, so that TypeScript's check of either major's types takes the other's name too.)
  const startOptions = /** @type {const} */ ({ quiet: true, onUnhandledFrame: "bypass", onUnhandledRequest: "bypass" });
  await worker.start(startOptions);
  const audio = new Uint8Array(await (await fetch("call.wav")).arrayBuffer());
  const wav = () => new Blob([audio], { type: "audio/wav" });
  const apiKey = `page-${crypto.randomUUID()}`;
  const batch = clientFor(apiKey);

  const transcription = await batch.transcribe(wav(), options, { pollIntervalMs: 1 });

  // Pages and deletes with a key of their own, which has made nothing else.
  const files = clientFor(`files-${crypto.randomUUID()}`).files;
  const made = [];
  for (let index = 0; index < 3; index++) made.push((await files.upload(wav())).file_id);
  const first = await files.list({ limit: 2 });
  const last = await files.list({ limit: 2, cursor: first.next_page_cursor ?? undefined });
  const listed = [];
  for await (const file of files.list({ limit: 2 })) listed.push(file.file_id);

  await files.delete(made[0]);
  const afterDelete = await files.get(made[0]).then(
    () => "found",
    (error) => (error instanceof ServiceNotFoundError ? "404" : String(error)),
  );

  const other = clientFor(`other-${crypto.randomUUID()}`);
  const otherGets = await other.files.get(made[1]).then(
    () => "found",
    (error) => (error instanceof ServiceNotFoundError ? "404" : String(error)),
  );
  const otherSees = (await other.files.list()).files.length;

  // The stream with a temporary key minted through the same handlers, as the app's backend would mint it.
  const realtime = new RealtimeServiceClient({
    temporaryKey: async () =>
      (await batch.auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 })).api_key,
  });
  const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
  await session.stream(audio, { chunkMs: 250 });
  const streamed = await session.finish();
  worker.stop();
  return {
    status: transcription.status,
    text: transcription.text,
    streamedText: streamed.text,
    firstPage: first.files.map((file) => file.file_id),
    lastPage: last.files.map((file) => file.file_id),
    lastCursor: last.next_page_cursor,
    listed,
    made,
    afterDelete,
    otherGets,
    otherSees,
    responseViolations: handlers.responseViolations,
  };
}

const result = /** @type {HTMLElement} */ (document.querySelector("#result"));
run().then(
  (value) => {
    result.textContent = JSON.stringify(value);
    result.dataset.state = "done";
  },
  (error) => {
    result.textContent = `${error?.name}: ${error?.message}`;
    result.dataset.state = "failed";
  },
);
