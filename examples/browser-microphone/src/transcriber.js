// The microphone to a transcript, without the page: what a frontend team copies into
// its own components. The microphone is opened on a click, its audio streams to the
// service with a temporary key, and each error ends up as a sentence the user can act
// on.
import {
  captureMicrophone,
  MicrophoneError,
  RealtimeServiceClient,
  ServiceAuthenticationError,
  ServiceConfigError,
  ServiceNetworkError,
  ServiceRateLimitError,
  ServiceTimeoutError,
} from "stt-service/realtime";

const params = new URLSearchParams(location.search);

/** The temporary key endpoint failed: the page has no key to stream with. */
class TemporaryKeyError extends Error {
  name = "TemporaryKeyError";
  /** No endpoint at all (a static server answers 404, 405 or 501): a setup to do. */
  missing = false;
}

/** What a server with no POST /temporary-key answers: there is nothing to retry. */
const noEndpoint = new Set([404, 405, 501]);

/**
 * A fresh temporary key for each session; the page never holds the real key. In
 * production it comes from your backend (docs/examples/temporary-key-backend.ts
 * answers POST /temporary-key). A team with only the mock
 * (?mock=http://127.0.0.1:4010/v1) mints it from the mock, which takes any API key.
 */
async function temporaryKey() {
  const mock = params.get("mock");
  let response;
  try {
    response = mock
      ? await fetch(`${mock}/auth/temporary-api-key`, {
          method: "POST",
          headers: {
            authorization: "Bearer mock-key",
            "content-type": "application/json",
          },
          body: JSON.stringify({
            usage_type: "transcribe_websocket",
            expires_in_seconds: 60,
            single_use: true,
          }),
        })
      : await fetch("/temporary-key", { method: "POST" });
  } catch (error) {
    const why = `the key endpoint could not be reached (${error.message})`;
    throw new TemporaryKeyError(why);
  }
  if (!response.ok) {
    const error = new TemporaryKeyError(`the key endpoint answered ${response.status}`);
    error.missing = !mock && noEndpoint.has(response.status);
    throw error;
  }
  return (await response.json()).api_key;
}

const client = new RealtimeServiceClient({
  // Production by default; the mock with
  // ?stream=ws://127.0.0.1:4011/transcribe-websocket
  streamUrl: params.get("stream") ?? undefined,
  temporaryKey,
});

/** The capture's chunks as they go, with how many ms of audio have been sent so far. */
async function* counting(capture, onSent) {
  const bytesPerMs = (capture.config.sample_rate * 2) / 1000;
  let sent = 0;
  for await (const chunk of capture) {
    yield chunk;
    // session.stream() asks for the next chunk once this one is sent.
    sent += chunk.byteLength;
    onSent(Math.floor(sent / bytesPerMs));
  }
}

/**
 * Starts transcribing the microphone. Call it from a click: browsers start audio only
 * after the user has interacted with the page. Resolves once the microphone is open,
 * with `stop()` and `done`, which resolves with the final text once the service has
 * sent it (or rejects; the microphone is released either way).
 */
export async function startTranscription({ onLevel, onText, onSent }) {
  const capture = await captureMicrophone({ onLevel });
  const done = (async () => {
    let session;
    try {
      session = await client.connect({ model: "stt-rt-v3", ...capture.config });
      const { transcript } = session;
      const show = () => onText(transcript.finalText, transcript.interimText);
      session.on("interim", show);
      session.on("final", show);
      await session.stream(counting(capture, onSent));
      const { text } = await session.finish();
      return text;
    } catch (error) {
      session?.close();
      throw error;
    } finally {
      await capture.stop();
    }
  })();
  // Stopping releases the microphone; the audio captured until then is still sent, then
  // finish() runs.
  return { stop: () => capture.stop(), done };
}

const microphoneProblems = {
  permission_denied:
    "This site is not allowed to use your microphone. Allow it (the icon at the " +
    "left of the address bar), then press Start again.",
  no_microphone:
    "No microphone was found. Connect one or turn it on in your system settings, " +
    "then press Start again.",
  microphone_busy:
    "Your microphone is busy: another app may be using it, or your system keeps " +
    "this browser from it. Close that app or check your privacy settings, then " +
    "press Start again.",
  microphone_unavailable:
    "Your microphone could not be opened. Press Start to try again.",
  device_lost:
    "The microphone stopped: it was unplugged or turned off. Reconnect it, then " +
    "press Start again.",
  audio_suspended: "The browser kept audio off. Press Start again.",
  worklet_blocked:
    "This page's security policy blocks the audio recorder: its " +
    "Content-Security-Policy must allow blob: scripts.",
  reader_too_slow:
    "Your connection is too slow to keep up with your voice. Check it, then press " +
    "Start again.",
};

/**
 * What went wrong, in words for the user; the error itself goes to the console for the
 * developer.
 */
export function inWords(error) {
  if (error instanceof MicrophoneError) {
    return microphoneProblems[error.errorType] ?? error.message;
  }
  if (error instanceof TemporaryKeyError && error.missing) {
    return (
      `This page has no key endpoint (POST /temporary-key: ${error.message}). ` +
      "Serve one from your backend (it mints a temporary key), or run the mock " +
      "(npx -p @stt-service/mock stt-mock) and open this page with " +
      "?mock=http://127.0.0.1:4010/v1&stream=ws://127.0.0.1:4011/transcribe-websocket"
    );
  }
  if (error instanceof TemporaryKeyError) {
    return `The transcription could not start: ${error.message}. Try again soon.`;
  }
  if (error instanceof ServiceAuthenticationError) {
    return "The transcription service refused this page's key. Reload and try again.";
  }
  if (error instanceof ServiceRateLimitError) {
    return "Too many transcriptions at once. Wait a minute, then try again.";
  }
  if (error instanceof ServiceNetworkError || error instanceof ServiceTimeoutError) {
    return "The transcription service could not be reached. Check your connection.";
  }
  if (error instanceof ServiceConfigError) {
    return `This page cannot transcribe here: ${error.message}`;
  }
  const what = error instanceof Error ? error.message : String(error);
  return `Something went wrong: ${what}`;
}
