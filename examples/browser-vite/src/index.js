// A browser app with the installed package: it uploads a recording and waits for its transcription
// (AsyncServiceClient), then streams the same audio in real time (RealtimeServiceClient).
// Against `npm run mock`, any API key works over HTTP; in production, keep the key on your backend and give
// the page only temporary keys, as it does here for the stream.
import { AsyncServiceClient, RealtimeServiceClient } from "stt-service";

const params = new URLSearchParams(location.search);
const show = (id, text) => {
  document.querySelector(id).textContent = text;
};

async function main() {
  // A key in a page is refused unless asked for by name: here it is the mock's, which takes any key.
  const client = new AsyncServiceClient({
    apiKey: "mock-key",
    baseUrl: params.get("api"),
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
    streamUrl: params.get("stream"),
    temporaryKey: async () => (await (await fetch("/temporary-key", { method: "POST" })).json()).api_key,
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
