// The stateful HTTP mock under a mixed workload of a UI (list, get, create, poll, small uploads) from many
// concurrent callers, against Prism's stateless mock (`prism mock`, the baseline) and the mock's own example
// mode, each in its own process and measured in the same run; then the mock's memory after 10 000 uploads.
import { randomUUID } from "node:crypto";
import { startMockProcess } from "../test/support/mock-process.js";
import { startPrism } from "../test/support/prism.js";
import { median } from "./lib.js";

/** 0.25 s of raw 16 kHz PCM, named by its content type: a small upload the mock can measure. */
const smallAudio = new Uint8Array(8_000);

interface Target {
  name: string;
  baseUrl: string;
}

interface Round {
  requestsPerSecond: number;
  p95Ms: number;
}

/** A call, timed to the end of its body; its body as JSON. */
async function timed(call: () => Promise<Response>, latencies: number[]): Promise<unknown> {
  const started = performance.now();
  const response = await call();
  const text = await response.text();
  latencies.push(performance.now() - started);
  if (response.status >= 400) throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return text === "" ? undefined : JSON.parse(text);
}

/** One caller's session of a UI: what a page of files and transcriptions does, `steps` times. */
async function caller(baseUrl: string, steps: number, latencies: number[]): Promise<void> {
  const headers = { authorization: `Bearer bench-${randomUUID()}` };
  const json = { ...headers, "content-type": "application/json" };
  for (let step = 0; step < steps; step++) {
    const form = new FormData();
    form.append("file", new Blob([smallAudio], { type: "audio/L16; rate=16000" }), "clip.pcm");
    const file = (await timed(() => fetch(`${baseUrl}/files`, { method: "POST", headers, body: form }), latencies)) as {
      file_id: string;
    };
    await timed(() => fetch(`${baseUrl}/files?limit=20`, { headers }), latencies);
    const created = (await timed(
      () =>
        fetch(`${baseUrl}/transcriptions`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ file_id: file.file_id, model: "stt-async-v3", enable_speaker_diarization: false }),
        }),
      latencies,
    )) as { id: string };
    await timed(() => fetch(`${baseUrl}/transcriptions/${created.id}`, { headers }), latencies);
    await timed(() => fetch(`${baseUrl}/transcriptions?limit=20`, { headers }), latencies);
    await timed(() => fetch(`${baseUrl}/models`, { headers }), latencies);
  }
}

async function round(target: Target, callers: number, steps: number): Promise<Round> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: callers }, () => caller(target.baseUrl, steps, latencies)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requestsPerSecond: latencies.length / seconds, p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0 };
}

async function memoryAfterUploads(baseUrl: string, uploads: number) {
  const origin = new URL(baseUrl).origin;
  const status = async () =>
    (await (await fetch(`${origin}/__mock/status`)).json()) as {
      memory: { rss_bytes: number; heap_used_bytes: number };
      files: number;
    };
  const before = await status();
  const headers = { authorization: "Bearer bench-memory" };
  const concurrency = 16;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < uploads) {
        next++;
        const form = new FormData();
        form.append("file", new Blob([smallAudio.subarray(0, 1_000)], { type: "audio/L16; rate=16000" }), "tiny.pcm");
        const response = await fetch(`${baseUrl}/files`, { method: "POST", headers, body: form });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
      }
    }),
  );
  const after = await status();
  return { before, after };
}

export async function benchHttpMock(callers = 16, steps = 8, rounds = 3) {
  const [stateful, examples, prism] = await Promise.all([
    startMockProcess(["--speed", "1000"]),
    startMockProcess(["--stateless"]),
    startPrism(),
  ]);
  try {
    const targets: Target[] = [
      { name: "stateful mock", baseUrl: stateful.httpUrl },
      { name: "mock, example mode", baseUrl: examples.httpUrl },
      // `prism mock` serves the spec's paths without the server's /v1.
      { name: "prism mock (stateless)", baseUrl: prism.url },
    ];
    const results: Record<string, Round[]> = Object.fromEntries(targets.map((target) => [target.name, []]));
    for (const target of targets) await round(target, callers, 2); // warm-up: Prism compiles its validators
    for (let index = 0; index < rounds; index++) {
      // Each round in another order, so that none always pays for the one before it.
      const order = [...targets.slice(index % targets.length), ...targets.slice(0, index % targets.length)];
      for (const target of order) results[target.name]?.push(await round(target, callers, steps));
    }
    const summary = (name: string) => ({
      requestsPerSecond: median((results[name] ?? []).map((r) => r.requestsPerSecond)),
      p95Ms: median((results[name] ?? []).map((r) => r.p95Ms)),
    });
    const baseline = summary("prism mock (stateless)");
    const rows: Record<string, unknown>[] = targets.map((target) => {
      const figures = summary(target.name);
      return {
        measure: `${target.name}: ${callers} callers, 6 requests per step (upload, list, create, get, list, models)`,
        "req/s": Math.round(figures.requestsPerSecond),
        "p95 ms": Number(figures.p95Ms.toFixed(1)),
        "req/s ratio to prism mock": Number((figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)),
        "p95 ratio to prism mock": Number((figures.p95Ms / baseline.p95Ms).toFixed(2)),
      };
    });
    const uploads = 10_000;
    const { before, after } = await memoryAfterUploads(stateful.httpUrl, uploads);
    rows.push({
      measure: `stateful mock: memory after ${uploads} uploads of 1 kB (${after.files - before.files} files kept)`,
      "rss MB before": Number((before.memory.rss_bytes / 1e6).toFixed(1)),
      "rss MB after": Number((after.memory.rss_bytes / 1e6).toFixed(1)),
      "heap MB before": Number((before.memory.heap_used_bytes / 1e6).toFixed(1)),
      "heap MB after": Number((after.memory.heap_used_bytes / 1e6).toFixed(1)),
    });
    return rows;
  } finally {
    await Promise.all([stateful.stop(), examples.stop(), prism.stop()]);
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.table(await benchHttpMock());
