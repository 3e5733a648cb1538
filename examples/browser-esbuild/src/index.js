// A browser app with the installed package, against `npm run mock` alone (no backend): it uploads a
// recording and waits for its transcription (AsyncServiceClient), then mints a temporary key from the mock's
// POST /auth/temporary-api-key and streams the same audio with it (RealtimeServiceClient). The mock takes
// any API key, so the page may hold one; in production the key stays on your backend, which makes these
// HTTP calls and mints the page's temporary keys (docs/examples/temporary-key-backend.ts).
import { AsyncServiceClient, RealtimeServiceClient } from "stt-service";

const params = new URLSearchParams(location.search);
const show = (id, text) => {
  document.querySelector(id).textContent = text;
};

async function main() {
  // A key in a page is refused unless asked for by name: here it is the mock's, which takes any key.
  const client = new AsyncServiceClient({
    apiKey: "mock-key",
    baseUrl: params.get("api") ?? undefined,
    dangerouslyAllowBrowser: true,
  });
  const audio = new File([await (await fetch("call.wav")).blob()], "call.wav", { type: "audio/wav" });

  const transcription = await client.transcribe(
    audio,
    { model: "stt-async-v3", enable_speaker_diarization: false },
    { onUploadProgress: ({ loaded, total }) => show("#upload", `${loaded} of ${total} bytes`), pollIntervalMs: 250 },
  );
  show("#batch", transcription.text);

  const realtime = new RealtimeServiceClient({
    streamUrl: params.get("stream") ?? undefined,
    // What a backend does in production: a temporary key for each connection.
    temporaryKey: async () =>
      (
        await client.auth.createTemporaryKey({
          usage_type: "transcribe_websocket",
          expires_in_seconds: 60,
          single_use: true,
        })
      ).api_key,
  });
  const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
  session.on("interim", ({ text }) => show("#stream", session.transcript.finalText + text));
  await session.stream(new Uint8Array(await audio.arrayBuffer()));
  const { text } = await session.finish();
  show("#stream", text);
}

main().then(
  () => {
    document.body.dataset.done = "true";
  },
  (error) => {
    show("#error", `${error.name}: ${error.message}`);
    document.body.dataset.done = "error";
  },
);
