// Streams 30 minutes of 16 kHz PCM through a RealtimeSession as fast as backpressure allows, to a
// streaming mock in another process, and prints the client's memory as it goes. The audio is made on
// the fly, so any growth is the client's. Run: npx tsx bench/stream-memory.ts [minutes]
import { spawn } from "node:child_process";
import { RealtimeServiceClient } from "stt-service/realtime";

const minutes = Number(process.argv[2] ?? 30);
const port = 4400 + Math.floor(Math.random() * 500);
const mock = spawn(
  process.execPath,
  ["--conditions=stt-service-source", "--import", "tsx", "scripts/run/stream-mock.ts", "--port", String(port)],
  {
    stdio: ["ignore", "pipe", "inherit"],
  },
);
await new Promise<void>((resolve) => mock.stdout?.once("data", () => resolve()));

const client = new RealtimeServiceClient({ apiKey: "bench", streamUrl: `ws://127.0.0.1:${port}/transcribe-websocket` });
const session = await client.connect({
  model: "stt-rt-v3",
  audio_format: "pcm_s16le",
  sample_rate: 16_000,
  num_channels: 1,
});
const chunk = new Uint8Array(3_200); // 100 ms
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const samples: { minute: number; heapMb: string; rssMb: string; finals: number }[] = [];
const started = performance.now();
global.gc?.();
for (let minute = 1; minute <= minutes; minute++) {
  for (let i = 0; i < 600; i++) await session.sendAudio(chunk);
  if (minute % 5 === 0 || minute === 1) {
    const { heapUsed, rss } = process.memoryUsage();
    samples.push({ minute, heapMb: mb(heapUsed), rssMb: mb(rss), finals: session.transcript.finalTokens.length });
  }
}
const done = await session.finish();
const seconds = (performance.now() - started) / 1000;
console.table(samples);
console.log(
  `${minutes} min of audio (${mb(minutes * 60 * 32_000)} MB) sent in ${seconds.toFixed(1)} s; ${done.tokens.length} final tokens kept in the transcript.`,
);
mock.kill("SIGTERM");
