import { readFile } from "node:fs/promises";
import { AsyncServiceClient, ServiceAPIError } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();
const config = { model: "stt-async-v3", enable_speaker_diarization: false };

const done = await client.transcribe("call.wav", config);

// Captions: WebVTT unless asked; SubRip by `format` (which wins over
// Accept), or by the `accept` option after the query.
const vtt = await client.transcriptions.captions(done.id);
const srt = await client.transcriptions.captions(done.id, { format: "srt" });
const srtByAccept = await client.transcriptions.captions(done.id, undefined, {
  accept: "application/x-subrip",
});
console.log(`captions: ${vtt.split("\n")[0]}`);
console.log(`first SubRip cue at ${srt.split("\n")[1]}`);
console.log(`the same by accept: ${srtByAccept === srt}`);

// The file's bytes, exactly as uploaded. For a large file,
// `.asResponse()` on the call streams its body instead.
const content = await client.files.content(done.file_id);
const uploaded = await readFile("call.wav");
const same = Buffer.compare(content, uploaded) === 0;
console.log(`content: ${content.byteLength} bytes, as uploaded: ${same}`);

// Audio at an address (a pre-signed bucket URL, say): the service fetches
// it and keeps it as a file, so the transcription has a file_id too.
const created = await client.transcriptions.create({
  audio_url: "https://storage.example.com/calls/support-call.wav",
  ...config,
});
const fromUrl = await client.transcriptions.waitUntilDone(created.id);
console.log(
  `from a URL: ${fromUrl.status}, its file ${fromUrl.file_id ? "kept" : "missing"}`,
);

// A fetch that fails ends the transcription in `error`; waitUntilDone
// rejects with its error_type (a .invalid host is never reachable).
const unreachable = await client.transcriptions.create({
  audio_url: "https://calls.example.invalid/support-call.wav",
  ...config,
});
try {
  await client.transcriptions.waitUntilDone(unreachable.id);
} catch (error) {
  if (!(error instanceof ServiceAPIError)) throw error;
  console.log(`not fetched: ${error.errorType}`);
}
