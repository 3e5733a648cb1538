// The page of the microphone test (packages/sdk/test/realtime/capture/microphone.browser.test.ts), bundled by esbuild: a button starts
// captureMicrophone() on the fake microphone, streams it to the streaming mock and shows the transcript as
// it comes. It records every stream getUserMedia opened and every AudioContext made, so the test can check
// that each was released.
import { captureMicrophone, type MicrophoneCapture, RealtimeServiceClient } from "stt-service/realtime";

const streams: MediaStream[] = [];
const contexts: AudioContext[] = [];
const open = navigator.mediaDevices?.getUserMedia.bind(navigator.mediaDevices);
/** Set by the test: getUserMedia rejects as a browser does when the user refuses the prompt. */
let refuse = false;
if (open) {
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    if (refuse) throw new DOMException("Permission denied", "NotAllowedError");
    const stream = await open(constraints);
    streams.push(stream);
    return stream;
  };
}
/**
 * Set by the test: each AudioContext made from then on acts as one the browser holds suspended until a
 * user gesture (Chromium starts audio at once for a page that captures the microphone, so it never does).
 */
let holdSuspended = false;
const BrowserAudioContext = globalThis.AudioContext;
globalThis.AudioContext = class extends BrowserAudioContext {
  constructor(options?: AudioContextOptions) {
    super(options);
    contexts.push(this);
    if (holdSuspended) {
      let closing = false;
      void super.suspend();
      const close = () => super.close();
      Object.defineProperties(this, {
        state: { get: () => (closing ? "closed" : "suspended") },
        resume: { value: () => new Promise(() => undefined) },
        close: {
          value: () => {
            closing = true;
            return close();
          },
        },
      });
    }
  }
};

/** What the test reads of the page's devices: whether each track opened has ended, each context closed. */
function devices() {
  return {
    tracks: streams.flatMap((stream) => stream.getTracks().map((track) => track.readyState)),
    contexts: contexts.map((context) => context.state),
  };
}

const view = document.querySelector("#transcript") as HTMLElement;
const parameters = new URLSearchParams(location.search);
const levels: number[] = [];
let interimUpdates = 0;
let capture: MicrophoneCapture | undefined;

/** The capture's chunks until `bytes` of audio have gone: the fake microphone loops its file for ever. */
async function* upTo(source: MicrophoneCapture, bytes: number): AsyncGenerator<Uint8Array> {
  let sent = 0;
  for await (const chunk of source) {
    const room = bytes - sent;
    yield room < chunk.byteLength ? chunk.subarray(0, room) : chunk;
    sent += Math.min(room, chunk.byteLength);
    if (sent >= bytes) break;
  }
  await source.stop();
}

async function start(): Promise<void> {
  try {
    capture = await captureMicrophone({ onLevel: (level) => levels.push(level) });
    const client = new RealtimeServiceClient({
      streamUrl: parameters.get("stream") ?? undefined,
      // A temporary key, as a backend mints them: the stream takes no other in the subprotocol.
      temporaryKey: async () => "tmp_from-the-backend",
    });
    const session = await client.connect({ model: "stt-rt-v3", ...capture.config });
    session.on("interim", ({ text }) => {
      interimUpdates++;
      view.textContent = `${session.transcript.finalText}${text}`;
    });
    const seconds = Number(parameters.get("seconds"));
    await session.stream(upTo(capture, seconds * capture.config.sample_rate * 2));
    const { text } = await session.finish();
    view.textContent = text;
    view.dataset.state = "done";
  } catch (error) {
    view.textContent = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    view.dataset.state = "failed";
  }
}

(document.querySelector("#start") as HTMLButtonElement).addEventListener("click", () => void start());

/** For the test's page.evaluate: the capture API and what the page saw. */
const test = {
  captureMicrophone,
  devices,
  streams: () => streams,
  refuseMicrophone: () => {
    refuse = true;
  },
  holdAudioSuspended: () => {
    holdSuspended = true;
  },
  levels,
  interimUpdates: () => interimUpdates,
  capture: () => capture,
  /** How a failed call ended: the error's name, errorType and message, or "opened". */
  async outcome(call: () => Promise<unknown>): Promise<{ name: string; errorType?: string; message: string }> {
    try {
      await call();
      return { name: "opened", message: "" };
    } catch (error) {
      const { name, message, errorType } = error as Error & { errorType?: string };
      return { name, message, ...(errorType === undefined ? {} : { errorType }) };
    }
  },
};
(globalThis as unknown as { microphoneTest: typeof test }).microphoneTest = test;
export type MicrophoneTest = typeof test;
