// The browser's half: a page gets a temporary key from its backend
// (temporary-key-backend.ts), streams a recording with the browser's own WebSocket,
// and shows the transcript as it comes.
import { RealtimeServiceClient } from "stt-service/realtime";

const view = document.querySelector("#transcript") as HTMLElement;

const client = new RealtimeServiceClient({
  // Production by default; the mock with
  // ?stream=ws://127.0.0.1:4011/transcribe-websocket
  streamUrl: new URLSearchParams(location.search).get("stream") ?? undefined,
  // The page never holds the real key: its backend mints a temporary one for
  // each connection.
  temporaryKey: async () => {
    const response = await fetch("/temporary-key", { method: "POST" });
    const { api_key } = (await response.json()) as { api_key: string };
    return api_key;
  },
});

try {
  const session = await client.connect({ model: "stt-rt-v3", audio_format: "auto" });
  session.on("interim", ({ text }) => {
    view.textContent = `${session.transcript.finalText}${text}`;
  });
  // A recording here; a microphone's chunks stream the same way.
  const audio = new Uint8Array(await (await fetch("/call.wav")).arrayBuffer());
  await session.stream(audio, { chunkMs: 100 });
  const { text } = await session.finish();
  view.textContent = text;
  view.dataset.state = "done";
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  view.textContent = `Transcription failed: ${reason}`;
  view.dataset.state = "failed";
}
