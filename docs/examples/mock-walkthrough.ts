// Walking a UI through the batch flow on the stateless HTTP mock: one example per poll.
import { AsyncServiceClient, type Transcription } from "stt-service";

export async function mockWalkthrough(settings: { baseUrl: string; audio: Blob }) {
  const client = new AsyncServiceClient({ apiKey: "any-key", baseUrl: settings.baseUrl });
  const file = await client.files.upload(settings.audio, { filename: "call.wav" }); // example "uploaded"
  const created = await client.transcriptions.create({
    file_id: file.file_id,
    model: "stt-async-v3",
    enable_speaker_diarization: false,
  });
  const states: Transcription[] = [];
  for (const example of ["queued", "processing", "processing_partial", "completed"]) {
    const transcription = await client.transcriptions.get(created.id, { headers: { prefer: `example=${example}` } });
    states.push(transcription); // render each state of your UI, in turn
  }
  return states.map((t) => `${t.status}: ${t.text ?? (t.tokens ?? []).map((token) => token.text).join("")}`);
}
