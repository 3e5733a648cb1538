import { AsyncServiceClient } from "stt-service";

const client = new AsyncServiceClient(); // reads STT_API_KEY and STT_BASE_URL

const file = await client.files.upload("call.wav");
const transcription = await client.transcriptions.create({
  file_id: file.file_id,
  model: "stt-async-v3",
  enable_speaker_diarization: true,
});
console.log(transcription.id, transcription.status);
