// The streaming mock under load: many sessions at once, each streaming audio paced in real time, and
// how long after each 100 ms chunk its result arrives.

import { RealtimeServiceClient } from "stt-service/realtime";
import { startStreamingMock } from "../packages/mock/src/index.js";
import { median } from "./lib.js";

export async function benchMockLoad(sessions = 100, seconds = 3) {
  const mock = await startStreamingMock({ port: 0 });
  const realtime = new RealtimeServiceClient({ apiKey: "bench-key", streamUrl: mock.url, keepaliveIntervalMs: 0 });
  const chunk = new Uint8Array(3_200); // 100 ms of 16 kHz mono PCM
  const latencies: number[] = [];
  let completed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: sessions }, async () => {
      const session = await realtime.connect({
        model: "stt-rt-v3",
        audio_format: "pcm_s16le",
        sample_rate: 16_000,
        num_channels: 1,
      });
      const sentAt: number[] = [];
      session.on("result", ({ message }) => {
        const index = Math.ceil(message.total_audio_proc_ms / 100) - 1;
        const sent = sentAt[index];
        if (sent !== undefined) latencies.push(performance.now() - sent);
      });
      const begin = performance.now();
      for (let i = 0; i < seconds * 10; i++) {
        const due = begin + i * 100;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        sentAt[i] = performance.now();
        await session.sendAudio(chunk);
      }
      const done = await session.finish();
      if (done.text.length > 0) completed++;
    }),
  );
  const wallMs = performance.now() - started;
  await mock.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return [
    {
      measure: `${sessions} concurrent sessions, ${seconds} s of audio each, paced in real time`,
      completed,
      "wall s": Number((wallMs / 1000).toFixed(1)),
      results: latencies.length,
      "result latency p50 ms": Number(median(latencies).toFixed(1)),
      "p95 ms": Number((sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(1)),
    },
  ];
}
