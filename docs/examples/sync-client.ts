// The synchronous client, for scripts and CLIs that cannot await (Node only).
import { SyncServiceClient } from "stt-service/sync";

const client = new SyncServiceClient(); // STT_API_KEY, STT_BASE_URL as the async one
try {
  const transcription = client.transcribe("call.wav", {
    model: "stt-async-v3",
    enable_speaker_diarization: false,
  });
  console.log(`transcript: ${transcription.text}`);

  let shown = 0;
  for (const file of client.files.list({ limit: 10 })) {
    console.log(`file: ${file.filename}`);
    if (++shown === 2) break;
  }
} finally {
  client.close(); // stops its worker thread, so that the process can exit
}
