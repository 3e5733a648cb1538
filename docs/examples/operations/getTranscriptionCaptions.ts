import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

const file = await client.files.upload("call.wav");
const created = await client.transcriptions.create({
  file_id: file.file_id,
  model: "stt-async-v3",
  enable_speaker_diarization: false,
});
const done = await client.transcriptions.waitUntilDone(
  created.id,
);

// WebVTT unless asked: { accept: "application/x-subrip" }.
const captions = await client.transcriptions.captions(
  done.id,
);
console.log(captions);
