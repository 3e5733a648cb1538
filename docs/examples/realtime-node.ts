// Real-time transcription from Node: stream a WAV file, show interim text,
// finalize, finish. STT_STREAM_URL points it at the streaming mock
// (ws://127.0.0.1:4011/transcribe-websocket).
import { readFile } from "node:fs/promises";
import { RealtimeServiceClient } from "stt-service/realtime";

// apiKey and streamUrl default to STT_API_KEY and STT_STREAM_URL.
const realtime = new RealtimeServiceClient();
const session = await realtime.connect({
  model: "stt-rt-v3",
  audio_format: "auto",
  enable_endpoint_detection: true, // without it, "endpoint" never fires
});

session.on("interim", ({ text }) =>
  process.stdout.write(`\r${session.transcript.finalText}${text}`),
);
session.on("endpoint", () =>
  console.log(`\nend of utterance: ${session.transcript.finalText}`),
);
session.on("error", ({ error }) => console.error(error.message));

const audio = await readFile("call.wav");
const half = Math.floor(audio.length / 2);
// Backpressure-aware; { realtime: true } paces it to the audio.
await session.stream(audio.subarray(0, half));
// Every token up to now is final once <fin> arrives.
const finalSoFar = await session.finalize();
console.log(`\n${finalSoFar.length} tokens final after the first half`);
await session.stream(audio.subarray(half));
const { text } = await session.finish(); // end of audio: the whole final transcript
console.log(`\ntranscript: ${text}`);
