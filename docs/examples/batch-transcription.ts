// Batch transcription with the asynchronous client: upload, transcribe, wait,
// page through results. Run it next to a call.wav, with STT_API_KEY set (and
// STT_BASE_URL for the mock).
import { AsyncServiceClient, ServiceNotFoundError } from "stt-service";

// apiKey and baseUrl default to STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

// The whole flow in one call: upload, create the transcription, poll until done.
const transcription = await client.transcribe(
  "call.wav",
  { model: "stt-async-v3", enable_speaker_diarization: true },
  { deleteFile: true, pollIntervalMs: 500, timeoutMs: 10 * 60_000 },
);
console.log(`transcript: ${transcription.text}`);

// The same, step by step, with progress.
const file = await client.files.upload("call.wav", {
  onUploadProgress: ({ loaded, total }) =>
    console.log(`uploaded ${loaded} of ${total} bytes`),
});
const created = await client.transcriptions.create({
  file_id: file.file_id,
  model: "stt-async-v3",
  enable_speaker_diarization: false,
});
const done = await client.transcriptions.waitUntilDone(created.id, {
  onProgress: (update) => console.log(`transcription ${update.id} is ${update.status}`),
});
console.log(`done: ${done.status}`);

// One page, or every item of every page.
const firstPage = await client.files.list({ limit: 20 });
console.log(`${firstPage.files.length} files on the first page`);
let shown = 0;
for await (const recent of client.transcriptions.list()) {
  console.log(`recent: ${recent.id} (${recent.status})`);
  if (++shown === 3) break;
}

// Errors are classes: catch the kinds you handle.
try {
  // An unknown id answers 404; `Prefer: code=404` makes sure of it on any mock.
  await client.files.get("no-such-file", { headers: { prefer: "code=404" } });
} catch (error) {
  if (!(error instanceof ServiceNotFoundError)) throw error;
  console.log(`not found: ${error.errorType}`);
}
