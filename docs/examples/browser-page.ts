// The browser's half: a page gets a temporary key from its backend (temporary-key-backend.ts), streams
// audio with the browser's own WebSocket, and shows the transcript. (The browser test runs this page.)
import { RealtimeServiceClient } from "stt-service/realtime";

declare global {
  interface Window {
    __result?: { text?: string; finals?: number; error?: string };
  }
}

async function run(): Promise<NonNullable<Window["__result"]>> {
  const streamUrl = new URLSearchParams(location.search).get("stream") ?? "";
  const client = new RealtimeServiceClient({
    streamUrl,
    // The page never holds the real key: its backend mints a temporary one for each connection.
    temporaryKey: async () =>
      ((await (await fetch("/temporary-key", { method: "POST" })).json()) as { api_key: string }).api_key,
  });
  const session = await client.connect({ model: "stt-rt-v3", audio_format: "auto" });
  let finals = 0;
  session.on("final", ({ tokens }) => {
    finals += tokens.length;
  });
  const audio = new Uint8Array(await (await fetch("/fixture.wav")).arrayBuffer());
  await session.stream(audio, { chunkMs: 100 });
  const done = await session.finish();
  return { text: done.text, finals };
}

run().then(
  (result) => {
    window.__result = result;
  },
  (error: Error) => {
    window.__result = { error: `${error.name}: ${error.message}` };
  },
);
