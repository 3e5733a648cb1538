// The latency a voice app lives by, measured by the session itself: time to the
// first token after audio starts, and how long each final token took from the
// moment its audio was sent, with the session's p50 and p95.
import { readFile } from "node:fs/promises";
import { measureLatency, RealtimeServiceClient } from "stt-service/realtime";

const realtime = new RealtimeServiceClient();
const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
const latency = measureLatency(session); // before the first audio
let told = false;
latency.onChange(({ timeToFirstTokenMs }) => {
  if (told || timeToFirstTokenMs === undefined) return;
  told = true;
  console.log(`first token after ${Math.round(timeToFirstTokenMs)} ms`);
});
// As fast as the audio plays, as a microphone would send it.
await session.stream(await readFile("call.wav"), { realtime: true });
await session.finish();
const { count, p50Ms, p95Ms } = latency.metrics.finalization;
const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;
console.log(`finalization: ${count} final tokens, p50 ${ms(p50Ms)}, p95 ${ms(p95Ms)}`);
