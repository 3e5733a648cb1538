// The browser's half with no backend yet, against the mocks alone: the page mints
// its temporary key from the HTTP mock's POST /auth/temporary-api-key, the call a
// backend makes (temporary-key-backend.ts), then streams with it. The mock takes
// any key, so "mock-key" is no secret here; in production that call and its key
// belong on your backend, and the page fetches the temporary key from it
// (browser-page.ts).
import { RealtimeServiceClient } from "stt-service/realtime";

const view = document.querySelector("#transcript") as HTMLElement;
const params = new URLSearchParams(location.search);
const mockApi = params.get("api") ?? "http://127.0.0.1:4010/v1";

const client = new RealtimeServiceClient({
  streamUrl: params.get("stream") ?? "ws://127.0.0.1:4011/transcribe-websocket",
  temporaryKey: async () => {
    const response = await fetch(`${mockApi}/auth/temporary-api-key`, {
      method: "POST",
      headers: { authorization: "Bearer mock-key", "content-type": "application/json" },
      body: JSON.stringify({
        usage_type: "transcribe_websocket",
        expires_in_seconds: 60,
        single_use: true,
      }),
    });
    const { api_key } = (await response.json()) as { api_key: string };
    return api_key;
  },
});

try {
  const session = await client.connect({ model: "stt-rt-v3", audio_format: "auto" });
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
