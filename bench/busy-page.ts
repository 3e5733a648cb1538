// Event latency on a busy page: in headless Chromium, with the main thread taken by a 50 ms long task every
// 100 ms, how late a result frame reaches the app's handler, through the SDK's session (`final` events)
// against a raw WebSocket (`onmessage` and JSON.parse), from the same paced server. The p99 of each, and
// their ratio (session / raw: 1 means the session adds nothing a busy page would notice). Rounds alternate
// the two, so a machine's load falls on both alike. This part alone:
// `node --conditions=stt-service-source --import tsx bench/busy-page.ts`.
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { launchChromium, serveTestPage } from "../test/support/chromium.js";
import { median, startServer } from "./lib.js";

const frames = Number(process.env.BENCH_BUSY_FRAMES ?? 250);
const intervalMs = 20;
/** The first frames of each run meet a page still compiling its code and settling its socket: not counted. */
const warmUpFrames = 25;

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

export async function benchBusyPage(rounds = 3) {
  const server = await startServer(new URL("./servers/ws-server.mjs", import.meta.url).pathname);
  const bundle = await build({
    entryPoints: [new URL("./busy-page-client.ts", import.meta.url).pathname],
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    conditions: ["stt-service-source"],
    logLevel: "silent",
  });
  const site = await serveTestPage("<p>busy page</p>", bundle.outputFiles[0]?.text ?? "");
  const browser = await launchChromium();
  const lateness: Record<"session" | "raw WebSocket", number[]> = { session: [], "raw WebSocket": [] };
  // Each run's own p99 too: on a shared machine one stalled run can set the pooled figure alone.
  const roundP99s: Record<"session" | "raw WebSocket", number[]> = { session: [], "raw WebSocket": [] };
  try {
    for (let round = 0; round < rounds; round++) {
      for (const mode of ["raw WebSocket", "session"] as const) {
        const page = await browser.newPage();
        const query = new URLSearchParams({
          url: `ws://127.0.0.1:${server.port}`,
          frames: String(frames),
          interval: String(intervalMs),
          mode: mode === "session" ? "session" : "raw",
        });
        await page.goto(`${site.url}/?${query}`);
        const handle = await page.waitForFunction(
          () =>
            (globalThis as { benchResult?: number[] }).benchResult ??
            (globalThis as { benchError?: string }).benchError,
          undefined,
          { timeout: 120_000, polling: 200 },
        );
        const outcome = (await handle.jsonValue()) as number[] | string;
        if (typeof outcome === "string") throw new Error(`busy page, ${mode}: ${outcome}`);
        if (outcome.length !== frames) throw new Error(`busy page, ${mode}: ${outcome.length} of ${frames} frames`);
        lateness[mode].push(...outcome.slice(warmUpFrames));
        roundP99s[mode].push(percentile(outcome.slice(warmUpFrames), 0.99));
        await page.close();
      }
    }
  } finally {
    await browser.close();
    site.close();
    server.stop();
  }
  const p = (mode: keyof typeof lateness, q: number) => percentile(lateness[mode], q);
  return [
    {
      measure: `event latency on a busy page (50 ms long task every 100 ms; ${frames} frames every ${intervalMs} ms, the first ${warmUpFrames} not counted, × ${rounds} rounds)`,
      "raw WebSocket p50 / p99 ms": `${p("raw WebSocket", 0.5)} / ${p("raw WebSocket", 0.99)}`,
      "session p50 / p99 ms": `${p("session", 0.5)} / ${p("session", 0.99)}`,
      "p99 ratio (session / raw WebSocket)": Number((p("session", 0.99) / p("raw WebSocket", 0.99)).toFixed(3)),
      "each round's p99 ms (raw WebSocket; session)": `${roundP99s["raw WebSocket"].join(" ")}; ${roundP99s.session.join(" ")}`,
      "median round's p99 ratio": Number((median(roundP99s.session) / median(roundP99s["raw WebSocket"])).toFixed(3)),
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await benchBusyPage(Number(process.env.BENCH_ROUNDS ?? 3)));
}
