// The synchronous client, for scripts and CLIs that cannot await (Node only).
import { SyncServiceClient } from "stt-service/sync";

export function syncClient(settings: { apiKey: string; baseUrl: string; audioPath: string }) {
  const client = new SyncServiceClient({ apiKey: settings.apiKey, baseUrl: settings.baseUrl });
  try {
    const transcription = client.transcribe(settings.audioPath, {
      model: "stt-async-v3",
      enable_speaker_diarization: false,
    });
    const names: string[] = [];
    for (const file of client.files.list({ limit: 10 })) {
      names.push(file.filename);
      if (names.length === 2) break;
    }
    return { text: transcription.text, names };
  } finally {
    client.close(); // stops its worker thread
  }
}
