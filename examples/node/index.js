// An application using the installed package: batch, blocking and real-time transcription.
// Run against the mocks: STT_API_KEY=any-key STT_BASE_URL=http://127.0.0.1:4010/v1 \
//   STT_STREAM_URL=ws://127.0.0.1:4011/transcribe-websocket node index.js call.wav

import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { AsyncServiceClient, ServiceNotFoundError } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";
import { SyncServiceClient } from "stt-service/sync";

const audioPath = process.argv[2] ?? "call.wav";

const client = new AsyncServiceClient(); // STT_API_KEY and STT_BASE_URL from the environment
const batch = await client.transcribe(audioPath, { model: "stt-async-v3", enable_speaker_diarization: false });

let notFound = false;
try {
  await client.files.get("missing");
} catch (error) {
  notFound = error instanceof ServiceNotFoundError;
}

const sync = new SyncServiceClient();
const models = sync.models.list().models.map((model) => model.id);
sync.close();

const realtime = new RealtimeServiceClient(); // STT_STREAM_URL
const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
await session.stream(new Uint8Array(await readFile(audioPath)));
const streamed = await session.finish();

// CommonJS users get the same package.
const { AsyncServiceClient: FromRequire } = createRequire(import.meta.url)("stt-service");

console.log(
  JSON.stringify({
    batch: batch.text,
    notFound,
    models,
    streamed: streamed.text,
    commonJs: typeof FromRequire === "function",
  }),
);
