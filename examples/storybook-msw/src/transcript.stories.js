// A component that transcribes a recording and shows the text, in a story whose network is the mock's service:
// `parameters.msw.handlers` is `createMockHandlers()`, so the SDK keeps its production URLs.
import { createMockHandlers } from "@stt-service/mock/msw";
import { AsyncServiceClient } from "stt-service";

/** A WAV of `seconds` of silence, 16 kHz mono 16-bit: the mock's transcript depends on the length only. */
function silentWav(seconds) {
  const dataBytes = 16_000 * 2 * seconds;
  const view = new DataView(new ArrayBuffer(44 + dataBytes));
  const text = (offset, value) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  text(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 16_000, true);
  view.setUint32(28, 32_000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, dataBytes, true);
  return new Blob([view.buffer], { type: "audio/wav" });
}

function transcript() {
  const output = document.createElement("p");
  output.id = "transcript";
  output.textContent = "Transcribing…";
  // The page holds a key only because the mock is all it talks to.
  const client = new AsyncServiceClient({ apiKey: "story-key", maxRetries: 0, dangerouslyAllowBrowser: true });
  client
    .transcribe(silentWav(4), { model: "stt-async-v3", enable_speaker_diarization: false }, { pollIntervalMs: 1 })
    .then(
      (transcription) => {
        output.textContent = transcription.text;
        output.dataset.state = transcription.status;
      },
      (error) => {
        output.textContent = `${error.name}: ${error.message}`;
        output.dataset.state = "failed";
      },
    );
  return output;
}

export default { title: "Transcript", render: transcript };

export const Completed = {
  parameters: { msw: { handlers: [...createMockHandlers()] } },
};
