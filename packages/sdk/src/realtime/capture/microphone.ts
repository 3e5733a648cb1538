// captureMicrophone(): the browser's microphone as pcm_s16le chunks for session.stream(). The device opens
// through getUserMedia, an AudioWorklet (inlined: worklet.ts) copies its frames to the main thread, where
// the resampler (resampler.ts) and the chunk queue (chunk-queue.ts) run. Nothing here touches a browser
// global before captureMicrophone() is called, so importing stt-service/realtime in Node stays harmless.

import { checkCallOptions, checkFunction, checkMilliseconds, checkNumber, checkString } from "../../core/checks.js";
import { ServiceError } from "../../core/service-error.js";
import { ServiceConfigError } from "../../generated/errors.js";
import { Chunker, ChunkQueue } from "./chunk-queue.js";
import { Resampler } from "./resampler.js";
import { processorName, workletSource } from "./worklet.js";

/** Why a microphone capture failed, as `MicrophoneError.errorType`. */
export type MicrophoneErrorType =
  | "permission_denied"
  | "no_microphone"
  | "microphone_busy"
  | "microphone_unavailable"
  | "device_lost"
  | "audio_suspended"
  | "worklet_blocked"
  | "reader_too_slow";

/**
 * A microphone capture could not start or had to stop. `errorType` says why; the message says what to do.
 * Whatever the cause, the device is released (every track stopped, the AudioContext closed) before it is
 * thrown. A runtime without microphone access at all (Node, a page that is not a secure context) gets a
 * ServiceConfigError instead: that is the app's setup, not the user's device.
 */
export class MicrophoneError extends ServiceError {
  override name = "MicrophoneError";
  declare readonly errorType: MicrophoneErrorType;

  constructor(errorType: MicrophoneErrorType, message: string, cause?: unknown) {
    super(message, { errorType, ...(cause === undefined ? {} : { cause }) });
  }
}

/** Options of `captureMicrophone()`. */
export interface CaptureMicrophoneOptions {
  /** The microphone to open, from `navigator.mediaDevices.enumerateDevices()`. Default: the browser's choice. */
  deviceId?: string;
  /** The rate of the chunks, in Hz. Default 16 000, what speech recognition needs. */
  sampleRate?: number;
  /** The length of each chunk, in ms: above 0, at most 2000. Default 100. */
  chunkMs?: number;
  /**
   * How much audio may wait for its reader, in ms, before the capture fails with `reader_too_slow`.
   * Default 10 000 (100 chunks of 100 ms).
   */
  maxQueuedMs?: number;
  /** The browser's echo cancellation. Default false: it changes the level speech is heard at. */
  echoCancellation?: boolean;
  /** The browser's noise suppression. Default false. */
  noiseSuppression?: boolean;
  /** The browser's automatic gain control. Default false. */
  autoGainControl?: boolean;
  /**
   * How long the AudioContext may stay suspended before `audio_suspended` is thrown, in ms. Default 1000.
   * A browser keeps it suspended until the user has interacted with the page.
   */
  resumeTimeoutMs?: number;
  /** Called with each chunk's level, the RMS of its samples (0..1), once per chunk, as it is made. */
  onLevel?: (level: number) => void;
  /**
   * A MediaStream the app already has (a getUserMedia() of its own, a WebRTC call's): captured instead of
   * opening the microphone. Its tracks stay the app's: stop() and every failure only stop reading them,
   * never stop them. `deviceId` and the constraints (echo cancellation…) do not apply to it.
   */
  stream?: MediaStream;
}

/** The audio format of a capture's chunks, to spread into `connect()`'s config. */
export interface CaptureAudioConfig {
  audio_format: "pcm_s16le";
  sample_rate: number;
  num_channels: 1;
}

/** Where a capture is: capturing, paused (audio dropped, the device kept open) or stopped (device released). */
export type CaptureState = "capturing" | "paused" | "stopped";

/**
 * A running microphone capture: an async iterable of pcm_s16le chunks (one reader), so that
 * `session.stream(capture)` sends it with the session's backpressure.
 */
export interface MicrophoneCapture extends AsyncIterable<Uint8Array> {
  /** `{ audio_format: "pcm_s16le", sample_rate, num_channels: 1 }`: spread it into `connect()`'s config. */
  readonly config: CaptureAudioConfig;
  /** The rate the browser's audio runs at (the device's, often 48 000 Hz), before resampling. */
  readonly inputSampleRate: number;
  /** Where the capture is. */
  readonly state: CaptureState;
  /** The level of the last chunk, 0..1. */
  readonly level: number;
  /** Stops sending audio, keeping the device open; audio before the pause is delivered in full. */
  pause(): void;
  /** Sends audio again after `pause()`. */
  resume(): void;
  /**
   * Releases the device (every track it opened stopped, the AudioContext closed; a `stream` the app passed is
   * only no longer read). The audio captured until then is
   * still delivered, its last chunk shorter, and the iterable ends. Safe to call more than once.
   */
  stop(): Promise<void>;
}

const optionNames = [
  "deviceId",
  "sampleRate",
  "chunkMs",
  "maxQueuedMs",
  "echoCancellation",
  "noiseSuppression",
  "autoGainControl",
  "resumeTimeoutMs",
  "onLevel",
  "stream",
];

/** What a failed getUserMedia means for the user, by the DOMException's name. */
function openingError(error: unknown, deviceId: string | undefined): MicrophoneError {
  // Read by shape, not `instanceof Error`: a DOMException of another realm (an iframe's, jsdom's window) is one.
  const { name = "", message = "" } = (error ?? {}) as { name?: string; message?: string };
  const detail = message ? ` (${name}: ${message})` : name ? ` (${name})` : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") {
    return new MicrophoneError(
      "permission_denied",
      `Microphone access was refused${detail}: ask the user to allow the microphone for this site (the icon in the address bar, or the browser's site settings), then call captureMicrophone() again.`,
      error,
    );
  }
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") {
    return new MicrophoneError(
      "no_microphone",
      deviceId === undefined
        ? `No microphone was found${detail}: ask the user to connect one, or to enable it in the system's settings.`
        : `No microphone has the deviceId ${JSON.stringify(deviceId)}${detail}: pick one that navigator.mediaDevices.enumerateDevices() lists (kind "audioinput"), or leave deviceId out for the default.`,
      error,
    );
  }
  if (name === "NotReadableError" || name === "AbortError") {
    return new MicrophoneError(
      "microphone_busy",
      `The microphone could not be read${detail}: another application may hold it, or the system blocks this browser from it; close the other application or check the system's privacy settings, then try again.`,
      error,
    );
  }
  return new MicrophoneError("microphone_unavailable", `The microphone could not be opened${detail}.`, error);
}

/** The browser's microphone access, or the ServiceConfigError that says why there is none. */
function mediaDevices(): MediaDevices {
  const scope = globalThis as { isSecureContext?: boolean; navigator?: Navigator };
  if (scope.isSecureContext === false) {
    throw new ServiceConfigError(
      "captureMicrophone() needs a secure context, and this page is not one: serve it over https://, or from http://localhost or http://127.0.0.1 while developing.",
    );
  }
  const devices = scope.navigator?.mediaDevices;
  if (typeof devices?.getUserMedia !== "function" || !hasAudioWorklet()) {
    throw new ServiceConfigError(
      "captureMicrophone() needs a browser (navigator.mediaDevices.getUserMedia and AudioWorklet), and this runtime has none: in Node, stream audio from a file or another source with session.stream().",
    );
  }
  return devices;
}

function hasAudioWorklet(): boolean {
  return typeof globalThis.AudioWorkletNode === "function";
}

/** A MediaStream the app passed: read by shape, as a stand-in (or another realm's) is one too. */
function givenStream(stream: MediaStream): MediaStream {
  if (typeof (stream as { getAudioTracks?: unknown })?.getAudioTracks !== "function") {
    throw new ServiceConfigError("captureMicrophone() stream must be a MediaStream (with audio tracks).");
  }
  if (!hasAudioWorklet()) {
    throw new ServiceConfigError(
      "captureMicrophone() needs a browser's AudioWorklet to read a stream, and this runtime has none.",
    );
  }
  if (stream.getAudioTracks().length === 0) {
    throw new ServiceConfigError("captureMicrophone() stream has no audio track: pass a stream with one.");
  }
  return stream;
}

/**
 * The longest chunk a capture cuts: nothing is sent until a chunk is full, so a chunk's length is a floor
 * under every word's delay, and live captions stop reading as live past a second or two. Longer chunks
 * would only make captions late and each frame large (2 s at 192 kHz is 768 kB).
 */
export const maxChunkMs = 2000;

/**
 * Opens the microphone and captures it as pcm_s16le chunks at `sampleRate` (default 16 000 Hz), `chunkMs`
 * long (default 100), for `session.stream()`. Echo cancellation, noise suppression and automatic gain are
 * off unless asked for. Call it from a click or keypress handler: browsers start audio only after the user
 * has interacted with the page.
 *
 * @example
 * ```ts
 * const capture = await captureMicrophone({ onLevel: (level) => meter.value = level });
 * const session = await client.connect({ model: "stt-rt-v3", ...capture.config });
 * stopButton.onclick = () => capture.stop();
 * await session.stream(capture);
 * const { text } = await session.finish();
 * ```
 *
 * Resampling runs on the main thread; the worklet only copies frames. A reader that falls `maxQueuedMs`
 * behind (the socket backed up, or nothing reading) fails the capture with `reader_too_slow`.
 *
 * @throws ServiceConfigError in a runtime without a microphone API (Node) or a page that is not a secure context.
 * @throws MicrophoneError when the microphone cannot be opened; the device is released first.
 */
export async function captureMicrophone(options?: CaptureMicrophoneOptions): Promise<MicrophoneCapture> {
  const given = checkCallOptions(options, "captureMicrophone()", optionNames);
  const sampleRate = checkNumber("captureMicrophone() sampleRate", given.sampleRate, 16_000, {
    min: 8000,
    exclusive: false,
    max: 192_000,
    integer: true,
    unit: "Hz",
  });
  const chunkMs = checkNumber("captureMicrophone() chunkMs", given.chunkMs, 100, {
    max: maxChunkMs,
    unit: "milliseconds",
  });
  const maxQueuedMs = checkNumber("captureMicrophone() maxQueuedMs", given.maxQueuedMs, 10_000, {
    min: chunkMs,
    exclusive: false,
    unit: "milliseconds",
  });
  const resumeTimeoutMs = checkMilliseconds("captureMicrophone() resumeTimeoutMs", given.resumeTimeoutMs, 1000);
  if (given.deviceId !== undefined) checkString("captureMicrophone() deviceId", given.deviceId);
  checkFunction("captureMicrophone() onLevel", given.onLevel, "a function that takes the level (0..1)");
  const chunkSamples = Math.max(1, Math.round((sampleRate * chunkMs) / 1000));
  if (given.stream !== undefined && given.deviceId !== undefined) {
    throw new ServiceConfigError("captureMicrophone() takes a stream or a deviceId, not both.");
  }
  const appStream = given.stream === undefined ? undefined : givenStream(given.stream);
  const devices = appStream ? undefined : mediaDevices();

  let stream: MediaStream;
  try {
    stream =
      appStream ??
      (await (devices as MediaDevices).getUserMedia({
        audio: {
          ...(given.deviceId === undefined ? {} : { deviceId: { exact: given.deviceId } }),
          echoCancellation: given.echoCancellation ?? false,
          noiseSuppression: given.noiseSuppression ?? false,
          autoGainControl: given.autoGainControl ?? false,
        },
      }));
  } catch (error) {
    throw openingError(error, given.deviceId);
  }
  let context: AudioContext | undefined;
  const releaseDevice = async () => {
    // The app's own stream stays open: the capture only stops reading it.
    if (!appStream) for (const track of stream.getTracks()) track.stop();
    if (context && context.state !== "closed") await context.close().catch(() => undefined);
  };
  try {
    context = new AudioContext();
    if (context.state !== "running") await resumeOrFail(context, resumeTimeoutMs);
    const url = URL.createObjectURL(new Blob([workletSource], { type: "text/javascript" }));
    try {
      await context.audioWorklet.addModule(url);
    } catch (error) {
      throw new MicrophoneError(
        "worklet_blocked",
        `The capture's AudioWorklet would not load from a blob: URL (${error instanceof Error ? error.message : String(error)}): if the page has a Content-Security-Policy, allow blob: in its script-src (or worker-src).`,
        error,
      );
    } finally {
      URL.revokeObjectURL(url);
    }
    return startCapture(stream, context, { chunkSamples, sampleRate, maxQueuedMs, chunkMs, given, releaseDevice });
  } catch (error) {
    await releaseDevice();
    throw error;
  }
}

async function resumeOrFail(context: AudioContext, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const suspended = new Promise<"suspended">((resolve) => {
    timer = setTimeout(() => resolve("suspended"), timeoutMs);
  });
  const outcome = await Promise.race([context.resume().then(() => "resumed" as const), suspended]);
  clearTimeout(timer);
  if (outcome === "suspended" || context.state !== "running") {
    throw new MicrophoneError(
      "audio_suspended",
      "The browser keeps audio suspended until the user interacts with the page: call captureMicrophone() from a click or keypress handler (a button's onclick), not when the page loads.",
    );
  }
}

interface Settings {
  chunkSamples: number;
  sampleRate: number;
  maxQueuedMs: number;
  chunkMs: number;
  given: CaptureMicrophoneOptions;
  releaseDevice: () => Promise<void>;
}

function startCapture(stream: MediaStream, context: AudioContext, settings: Settings): MicrophoneCapture {
  const { sampleRate, given, releaseDevice } = settings;
  const resampler = new Resampler(context.sampleRate, sampleRate);
  let state: CaptureState = "capturing";
  let level = 0;
  let released: Promise<void> | undefined;
  const limit = Math.max(1, Math.floor(settings.maxQueuedMs / settings.chunkMs));
  const queue = new ChunkQueue(limit, () => void stop());
  const chunker = new Chunker(settings.chunkSamples, (chunk, chunkLevel) => {
    if (!queue.push(chunk)) {
      fail(
        new MicrophoneError(
          "reader_too_slow",
          `The microphone's audio waited more than ${settings.maxQueuedMs} ms for its reader (session.stream(), or your loop over the capture): the connection is too slow for real time, or nothing reads. The capture is stopped; start a new one when the reader can keep up, or raise maxQueuedMs.`,
        ),
      );
      return;
    }
    level = chunkLevel;
    try {
      given.onLevel?.(chunkLevel);
    } catch (error) {
      // The app's callback failing is the app's error: reported as uncaught, the capture goes on.
      queueMicrotask(() => {
        throw error;
      });
    }
  });

  const source = context.createMediaStreamSource(stream);
  const node = new AudioWorkletNode(context, processorName, {
    processorOptions: { batchFrames: Math.round(context.sampleRate / 50) },
  });
  node.port.onmessage = (event: MessageEvent<Float32Array[]>) => {
    if (state !== "capturing") return;
    chunker.push(resampler.process(event.data));
  };
  source.connect(node);
  // Connected to the output (it writes only silence) so that every browser runs it.
  node.connect(context.destination);
  const onEnded = () =>
    fail(
      new MicrophoneError(
        "device_lost",
        "The microphone stopped sending audio: it was unplugged or disabled, or its permission was revoked. The capture is stopped; call captureMicrophone() again (another deviceId, if need be).",
      ),
    );
  for (const track of stream.getAudioTracks()) track.addEventListener("ended", onEnded);

  function release(): Promise<void> {
    if (!released) {
      state = "stopped";
      node.port.onmessage = null;
      for (const track of stream.getAudioTracks()) track.removeEventListener("ended", onEnded);
      source.disconnect();
      node.disconnect();
      released = releaseDevice();
    }
    return released;
  }

  function fail(error: MicrophoneError): void {
    if (state === "stopped") return;
    void release();
    queue.end(error);
  }

  function stop(): Promise<void> {
    if (state !== "stopped") {
      if (state === "capturing") chunker.push(resampler.flush());
      chunker.flush();
      queue.end();
    }
    return release();
  }

  return {
    config: { audio_format: "pcm_s16le", sample_rate: sampleRate, num_channels: 1 },
    inputSampleRate: context.sampleRate,
    get state() {
      return state;
    },
    get level() {
      return level;
    },
    pause() {
      if (state !== "capturing") return;
      // Audio before the pause goes out whole; after resume() the filter starts afresh.
      chunker.push(resampler.flush());
      state = "paused";
    },
    resume() {
      if (state === "paused") state = "capturing";
    },
    stop,
    [Symbol.asyncIterator]: () => queue,
  };
}
