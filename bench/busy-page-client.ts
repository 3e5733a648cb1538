// The page of bench/busy-page.ts, bundled for headless Chromium: a main thread kept busy (a 50 ms long task
// every 100 ms, as a heavy app's page), and a stream of paced result frames received either through the
// SDK's session (`final` events) or a raw WebSocket (`onmessage`, JSON.parse). Each frame's token says when
// the server sent it; the page records how late its handler saw each one, in ms.
import { RealtimeServiceClient } from "stt-service/realtime";

const parameters = new URLSearchParams(location.search);
const url = parameters.get("url") as string;
const frames = Number(parameters.get("frames"));
const intervalMs = Number(parameters.get("interval"));
const config = {
  model: "stt-rt-v3",
  audio_format: "pcm_s16le",
  sample_rate: 16_000,
  num_channels: 1,
  client_reference_id: `paced:${frames}:${intervalMs}`,
} as const;

const busy = setInterval(() => {
  const until = performance.now() + 50;
  while (performance.now() < until);
}, 100);

const lateness: number[] = [];
const seen = (text: string) => lateness.push(Date.now() - Number(text));

async function throughSession(): Promise<void> {
  const session = await new RealtimeServiceClient({ temporaryKey: "tmp_bench", streamUrl: url }).connect(config);
  session.on("final", ({ tokens }) => {
    for (const token of tokens) seen(token.text);
  });
  await new Promise<void>((resolve) => session.once("close", () => resolve()));
}

async function throughRawWebSocket(): Promise<void> {
  const socket = new WebSocket(url, ["stt-api-key", "tmp_bench"]);
  socket.onopen = () => socket.send(JSON.stringify(config));
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data as string) as { tokens?: { text: string; is_final: boolean }[] };
    for (const token of message.tokens ?? []) if (token.is_final) seen(token.text);
  };
  await new Promise<void>((resolve) => socket.addEventListener("close", () => resolve()));
}

const run = parameters.get("mode") === "session" ? throughSession : throughRawWebSocket;
run().then(
  () => {
    clearInterval(busy);
    (globalThis as unknown as { benchResult: number[] }).benchResult = lateness;
  },
  (error: unknown) => {
    clearInterval(busy);
    (globalThis as unknown as { benchError: string }).benchError = String(error);
  },
);
