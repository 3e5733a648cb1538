// Batch transcription with the asynchronous client: upload, transcribe, wait, page through results.
import { AsyncServiceClient, ServiceNotFoundError, type Transcription } from "stt-service";

export async function batchTranscription(settings: { apiKey: string; baseUrl: string; audioPath: string }) {
  const client = new AsyncServiceClient({ apiKey: settings.apiKey, baseUrl: settings.baseUrl });

  // The whole flow in one call: upload, create the transcription, poll until it is completed.
  const transcription: Transcription = await client.transcribe(
    settings.audioPath,
    { model: "stt-async-v3", enable_speaker_diarization: true },
    { deleteFile: true, pollIntervalMs: 500, timeoutMs: 10 * 60_000 },
  );

  // The same, step by step, with progress.
  const file = await client.files.upload(settings.audioPath, {
    onUploadProgress: ({ loaded, total }) => console.log(`uploaded ${loaded} of ${total} bytes`),
  });
  const created = await client.transcriptions.create({
    file_id: file.file_id,
    model: "stt-async-v3",
    enable_speaker_diarization: false,
  });
  const done = await client.transcriptions.waitUntilDone(created.id, {
    onProgress: (t) => console.log(`transcription ${t.id} is ${t.status}`),
  });

  // One page, or every item of every page.
  const firstPage = await client.files.list({ limit: 20 });
  const recent: string[] = [];
  for await (const item of client.transcriptions.list()) {
    recent.push(item.id);
    if (recent.length === 3) break;
  }

  // Errors are classes: catch the kinds you handle.
  let missing = false;
  try {
    await client.files.get("no-such-file", { headers: { prefer: "code=404" } }); // the mock's way to answer 404
  } catch (error) {
    if (!(error instanceof ServiceNotFoundError)) throw error;
    missing = error.errorType === "file_not_found";
  }

  return {
    text: transcription.text,
    stepByStep: done.status,
    filesOnFirstPage: firstPage.files.length,
    recent,
    missing,
  };
}
