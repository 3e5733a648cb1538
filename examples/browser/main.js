// A browser page streaming audio with the installed package. It never holds the API key: its backend
// hands it a temporary key (see docs/examples/temporary-key-backend.ts).
import { RealtimeServiceClient } from "stt-service/realtime";

const output = document.querySelector("#transcript");
const streamUrl = new URLSearchParams(location.search).get("stream");

const realtime = new RealtimeServiceClient({
  streamUrl,
  temporaryKey: async () => (await (await fetch("/temporary-key", { method: "POST" })).json()).api_key,
});

try {
  const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
  session.on("interim", ({ text }) => {
    output.textContent = session.transcript.finalText + text;
  });
  const audio = new Uint8Array(await (await fetch("call.wav")).arrayBuffer());
  await session.stream(audio);
  const { text } = await session.finish();
  output.textContent = text;
  document.body.dataset.done = "true";
} catch (error) {
  output.textContent = `${error.name}: ${error.message}`;
  document.body.dataset.done = "error";
}
