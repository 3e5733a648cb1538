// Real-time: result frames per second received, validated and dispatched by a session, against a raw
// `ws` client that only parses them; and audio MB/s sent with backpressure, session against raw `ws`.
// Each with the ratio, of rates and of this process's CPU per frame (the steadier of the two on a busy
// machine: the server's share runs in its own process). This part alone, from the sources:
// `node --conditions=source --import tsx bench/realtime.ts` (plain tsx needs `npm run build` first).
import { pathToFileURL } from "node:url";
import WebSocket from "ws";
import { RealtimeServiceClient } from "../src/realtime.js";
import { compareWithCpu, startServer } from "./lib.js";

const frames = Number(process.env.BENCH_FRAMES ?? 20_000);
const audioBytes = Number(process.env.BENCH_AUDIO_MB ?? 64) * 1024 * 1024;
const chunkBytes = 32_000; // 1 s of 16 kHz mono PCM
const highWaterMark = 1024 * 1024;

export async function benchRealtime(rounds = 7) {
  const server = await startServer(new URL("./servers/ws-server.mjs", import.meta.url).pathname);
  const url = `ws://127.0.0.1:${server.port}`;
  const realtime = new RealtimeServiceClient({ apiKey: "bench-key", streamUrl: url, keepaliveIntervalMs: 0 });
  const config = { model: "stt-rt-v3", audio_format: "pcm_s16le", sample_rate: 16_000, num_channels: 1 } as const;
  const chunk = new Uint8Array(chunkBytes);

  const rawSession = (reference: string, onOpen: (socket: WebSocket) => void, onMessage: (data: string) => void) =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(url, { headers: { authorization: "Bearer bench-key" } });
      socket.on("open", () => {
        socket.send(JSON.stringify({ ...config, client_reference_id: reference }));
        onOpen(socket);
      });
      socket.on("message", (data) => onMessage(String(data)));
      socket.on("close", () => resolve());
    });

  // Final tokens seen by each contender in its last round: all must do the same work.
  const finalsSeen = { "raw ws": 0, "raw ws keeping finals": 0, session: 0 };
  type Frame = { tokens?: { is_final: boolean }[] };
  const receivers = ["raw ws", "raw ws keeping finals", "session"];
  const receive = await compareWithCpu(receivers, frames, rounds, async (name) => {
    if (name === "raw ws") {
      let finals = 0;
      await rawSession(
        `blast:${frames}`,
        () => undefined,
        (data) => {
          finals += (JSON.parse(data) as Frame).tokens?.filter((t) => t.is_final).length ?? 0;
        },
      );
      finalsSeen["raw ws"] = finals;
      return;
    }
    if (name === "raw ws keeping finals") {
      // What a session cannot skip: its transcript keeps every final token for the session's life, which
      // the garbage collector pays for (the tokens outlive the young generation).
      const kept: unknown[] = [];
      await rawSession(
        `blast:${frames}`,
        () => undefined,
        (data) => {
          for (const token of (JSON.parse(data) as Frame).tokens ?? []) if (token.is_final) kept.push(token);
        },
      );
      finalsSeen["raw ws keeping finals"] = kept.length;
      return;
    }
    const session = await realtime.connect({ ...config, client_reference_id: `blast:${frames}` });
    // The whole blast may be in before this line runs: the session may be closed already.
    if (session.state !== "closed") await new Promise((resolve) => session.on("close", resolve));
    finalsSeen.session = session.transcript.finalTokens.length;
  });

  const send = await compareWithCpu(["raw ws", "session"], audioBytes / 1024 / 1024, rounds, async (name) => {
    if (name === "raw ws") {
      await rawSession(
        "sink",
        async (socket) => {
          await new Promise((resolve) => socket.once("message", resolve)); // the ack
          for (let sent = 0; sent < audioBytes; sent += chunkBytes) {
            socket.send(chunk);
            while (socket.bufferedAmount > highWaterMark) await new Promise((resolve) => setTimeout(resolve, 5));
          }
          socket.send("");
        },
        () => undefined,
      );
      return;
    }
    const session = await realtime.connect({ ...config, client_reference_id: "sink" });
    for (let sent = 0; sent < audioBytes; sent += chunkBytes) await session.sendAudio(chunk);
    await session.finish();
  });
  server.stop();
  const row = (measure: string, unit: string, measured: typeof receive, extra: Record<string, string> = {}) => ({
    measure,
    "raw ws": Math.round(measured.rates["raw ws"] ?? 0),
    session: Math.round(measured.rates.session ?? 0),
    "session / raw ws": Number(((measured.rates.session ?? 0) / (measured.rates["raw ws"] ?? 1)).toFixed(3)),
    [`client CPU µs/${unit} (raw ws / session)`]: `${(measured.cpuMicros["raw ws"] ?? 0).toFixed(2)} / ${(measured.cpuMicros.session ?? 0).toFixed(2)}`,
    // As the rate ratio: above 1 when the session costs less CPU than raw ws.
    "CPU ratio (raw ws / session)": Number(
      ((measured.cpuMicros["raw ws"] ?? 0) / (measured.cpuMicros.session ?? 1)).toFixed(3),
    ),
    ...extra,
  });
  const keeping = receive.rates["raw ws keeping finals"] ?? 0;
  return [
    row("result frames/s (received, validated, dispatched)", "frame", receive, {
      "final tokens (raw ws / keeping / session)": `${finalsSeen["raw ws"]} / ${finalsSeen["raw ws keeping finals"]} / ${finalsSeen.session}`,
      "raw ws keeping finals: frames/s · session / it · CPU µs/frame": `${Math.round(keeping)} · ${((receive.rates.session ?? 0) / (keeping || 1)).toFixed(3)} · ${(receive.cpuMicros["raw ws keeping finals"] ?? 0).toFixed(2)}`,
    }),
    row("audio MB/s sent with backpressure", "MB", send),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await benchRealtime(Number(process.env.BENCH_ROUNDS ?? 7)));
}
