// A UI's batch flow against `npm run mock`, with STT_BASE_URL=http://127.0.0.1:4010/v1 in the
// environment: upload, create, then poll, showing each state as the mock moves it on.
import { AsyncServiceClient } from "stt-service";

const client = new AsyncServiceClient({ apiKey: "any-key" });

const file = await client.files.upload("call.wav");
console.log(`uploaded ${file.filename}: ${file.size} bytes`);

const created = await client.transcriptions.create({
  file_id: file.file_id,
  model: "stt-async-v3",
  enable_speaker_diarization: false,
});
const done = await client.transcriptions.waitUntilDone(created.id, {
  pollIntervalMs: 250,
  onProgress: (transcription) =>
    console.log(`${transcription.status}: ${transcription.tokens?.length ?? 0} tokens`),
});
console.log(done.text);

// The error state, on purpose: the mock fails a transcription whose reference says so.
const failing = await client.transcriptions.create({
  file_id: file.file_id,
  model: "stt-async-v3",
  enable_speaker_diarization: false,
  client_reference_id: "mock:error",
});
await client.transcriptions
  .waitUntilDone(failing.id, { pollIntervalMs: 250 })
  .catch((error) => {
    console.log(`failed: ${error.errorType}`);
  });
