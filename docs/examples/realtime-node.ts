// Real-time transcription from Node: stream a WAV file, show interim text, finalize, finish.
import { readFile } from "node:fs/promises";
import { RealtimeServiceClient } from "stt-service/realtime";

export async function realtimeNode(settings: { apiKey: string; streamUrl: string; audioPath: string }) {
  const realtime = new RealtimeServiceClient({ apiKey: settings.apiKey, streamUrl: settings.streamUrl });
  const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto", enable_endpoint_detection: true });

  const utterances: string[] = [];
  session.on("interim", ({ text }) => process.stdout.write(`\r${session.transcript.finalText}${text}`));
  session.on("endpoint", () => utterances.push(session.transcript.finalText));
  session.on("error", ({ error }) => console.error(error.message));

  const audio = new Uint8Array(await readFile(settings.audioPath));
  const half = Math.floor(audio.length / 2);
  await session.stream(audio.subarray(0, half)); // backpressure-aware; { realtime: true } paces it
  const finalSoFar = await session.finalize(); // every token up to now is final once <fin> arrives
  await session.stream(audio.subarray(half));
  const { text } = await session.finish(); // end of audio: the whole final transcript
  return { text, utterances, finalizedTokens: finalSoFar.length };
}
