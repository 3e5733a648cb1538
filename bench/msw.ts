// The MSW handlers against the mock server, in one process: the same mixed workload (upload, list, create a
// transcription, get it, list, models) by the SDK, once through `setupServer(...createMockHandlers())` (the
// pipeline in process, checked by the generated validators) and once over HTTP to `startMocks()` (the same
// pipeline behind a Node server, checked by Prism). MSW's interception is on only during its own rounds, so the
// server's rounds pay nothing for it.
import { randomUUID } from "node:crypto";
import { setupServer } from "msw/node";
import { AsyncServiceClient } from "stt-service";
import { startMocks } from "../packages/mock/src/index.js";
import { createMockHandlers } from "../packages/mock/src/msw/handlers.js";
import { median } from "./lib.js";

const wav = (() => {
  const samples = 8000;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let index = 0; index < value.length; index++) bytes[at + index] = value.charCodeAt(index);
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  text(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 16000, true);
  view.setUint32(28, 32000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, samples * 2, true);
  return bytes;
})();

async function round(baseUrl: string | undefined, callers: number, steps: number): Promise<number> {
  const started = performance.now();
  let requests = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      const client = new AsyncServiceClient({
        apiKey: `bench-${randomUUID()}`,
        maxRetries: 0,
        ...(baseUrl ? { baseUrl } : {}),
      });
      for (let step = 0; step < steps; step++) {
        const file = await client.files.upload(new Blob([wav], { type: "audio/wav" }));
        await client.files.list({ limit: 10 });
        const created = await client.transcriptions.create({
          file_id: file.file_id,
          model: "stt-async-v3",
          enable_speaker_diarization: false,
        });
        await client.transcriptions.get(created.id);
        await client.transcriptions.list({ limit: 10 });
        await client.models.list();
        requests += 6;
      }
    }),
  );
  return requests / ((performance.now() - started) / 1000);
}

export async function benchMsw(callers = 8, steps = 8, rounds = 3) {
  const mocks = await startMocks({ speed: 1000, minProcessingMs: 0 });
  const msw = setupServer(...createMockHandlers());
  const results: Record<"server" | "msw", number[]> = { server: [], msw: [] };
  const viaServer = () => round(mocks.httpUrl, callers, steps);
  const viaMsw = async () => {
    msw.listen({ onUnhandledRequest: "error" });
    try {
      return await round(undefined, callers, steps);
    } finally {
      msw.close();
    }
  };
  try {
    await viaServer(); // warm-up: Prism compiles its validators
    await viaMsw();
    for (let index = 0; index < rounds; index++) {
      // Each round in another order, so that neither always pays for the other.
      const order =
        index % 2 === 0
          ? ([
              ["server", viaServer],
              ["msw", viaMsw],
            ] as const)
          : ([
              ["msw", viaMsw],
              ["server", viaServer],
            ] as const);
      for (const [name, run] of order) results[name].push(await run());
    }
  } finally {
    await mocks.stop();
  }
  const server = median(results.server);
  const handlers = median(results.msw);
  return [
    {
      measure: `${callers} callers, 6 requests per step (upload, list, create, get, list, models), median of ${rounds}`,
      "server req/s": Math.round(server),
      "msw req/s": Math.round(handlers),
      "msw / server": Number((handlers / server).toFixed(2)),
    },
  ];
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.table(await benchMsw());
