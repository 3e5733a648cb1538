// A microphone for tests where there is none (Vitest under jsdom or happy-dom, or plain Node): it stands in
// for the browser's getUserMedia, AudioContext and AudioWorkletNode, so that captureMicrophone() runs its own
// code unchanged, the capture's worklet included (its source, run against a stand-in for the worklet's scope),
// and hears the audio the test gives. A module of its own: an app that does not import it carries none of it.
import { parseWavHeader } from "../wav.js";
import { processorName, workletSource } from "./worklet.js";

/** What the fake microphone hears. */
export type FakeMicrophoneAudio =
  /** A WAV file's bytes: 16-bit PCM, any rate, any number of channels. */
  | Uint8Array
  | ArrayBuffer
  /** Samples from -1 to 1, one array per channel (or one array for mono), at `sampleRate` Hz. */
  | { samples: Float32Array | readonly Float32Array[]; sampleRate: number };

/** Options of `installFakeMicrophone()`. */
export interface FakeMicrophoneOptions {
  /** The audio the microphone hears once a capture starts; after it, the device sends nothing more. */
  audio: FakeMicrophoneAudio;
  /**
   * How many times faster than real time the audio plays. Default 1. A capture holds at most its
   * `maxQueuedMs` of unread audio: a speed the reader cannot keep up with ends it with `reader_too_slow`.
   */
  speed?: number;
  /**
   * getUserMedia() rejects with a DOMException of this name, as a browser does: `NotAllowedError` (the user
   * refused), `NotFoundError` (no microphone), `NotReadableError` (another app holds it)…
   */
  failWith?: string;
  /** The AudioContext stays suspended, as before the user has clicked: the capture fails with `audio_suspended`. */
  suspended?: boolean;
}

/** A fake microphone in place: see `installFakeMicrophone()`. */
export interface FakeMicrophone {
  /**
   * Resolves once the capture started last (or, before any, the first one) has been handed the whole audio,
   * its last sample included.
   */
  readonly played: Promise<void>;
  /** Whether a capture holds the device: a track not stopped, or an AudioContext not closed. */
  readonly inUse: boolean;
  /** What the last getUserMedia() call asked for (the capture's constraints), or undefined before one. */
  readonly constraints: MediaStreamConstraints | undefined;
  /** Unplugs the device: its track ends, as when a USB microphone is pulled out (the capture: `device_lost`). */
  unplug(): void;
  /** Puts back what it replaced (navigator.mediaDevices, AudioContext, AudioWorkletNode) and stops playing. */
  uninstall(): void;
}

/** A render quantum, as Web Audio renders: what the worklet's process() is given each time. */
const quantumFrames = 128;
/** How often the fake renders what is due, in ms of wall time. */
const tickMs = 10;

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The audio as one Float32Array per channel, and its rate. */
function channelsOf(audio: FakeMicrophoneAudio): { channels: Float32Array[]; sampleRate: number } {
  // Told apart by shape, not `instanceof`: under jsdom the typed-array classes the test's code sees may be
  // another realm's than Node's (a Buffer from readFileSync is Node's).
  if ("samples" in audio) {
    const channels = Array.isArray(audio.samples) ? [...audio.samples] : [audio.samples as Float32Array];
    if (channels.length === 0 || channels.some((channel) => kindOf(channel) !== "Float32Array")) {
      throw new TypeError("installFakeMicrophone(): audio.samples must be a Float32Array, or one per channel.");
    }
    if (!Number.isSafeInteger(audio.sampleRate) || audio.sampleRate <= 0) {
      throw new TypeError(
        `installFakeMicrophone(): audio.sampleRate is ${audio.sampleRate}; give a whole number of Hz.`,
      );
    }
    return { channels, sampleRate: audio.sampleRate };
  }
  const bytes = ArrayBuffer.isView(audio)
    ? new Uint8Array(audio.buffer, audio.byteOffset, audio.byteLength)
    : new Uint8Array(audio);
  const header = parseWavHeader(bytes);
  if (header?.bitsPerSample !== 16 || header.channels < 1) {
    throw new TypeError(
      "installFakeMicrophone(): audio must be a 16-bit PCM WAV file's bytes, or { samples, sampleRate } for other audio.",
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The data chunk's declared size, unless the file ends sooner (a recording cut short).
  const available = bytes.byteLength - header.dataOffset;
  const size = Math.min(view.getUint32(header.dataOffset - 4, true), available);
  const frames = Math.floor(size / (2 * header.channels));
  const channels = Array.from({ length: header.channels }, () => new Float32Array(frames));
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < header.channels; channel++) {
      const at = header.dataOffset + 2 * (frame * header.channels + channel);
      (channels[channel] as Float32Array)[frame] = view.getInt16(at, true) / 32768;
    }
  }
  return { channels, sampleRate: header.sampleRate };
}

/** An object's built-in kind ("Float32Array", "ArrayBuffer"), whatever realm made it. */
function kindOf(value: unknown): string {
  return Object.prototype.toString.call(value).slice(8, -1);
}

/** The worklet's processor class, as the capture's worklet source registers it. */
type ProcessorClass = new (options: {
  processorOptions: unknown;
}) => { process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean; port: FakePort };

interface FakePort {
  postMessage(message: unknown): void;
}

/** Runs the capture's worklet source in a stand-in for the worklet's scope; returns the class it registers. */
function loadProcessor(): ProcessorClass {
  let registered: ProcessorClass | undefined;
  const register = (name: string, processor: ProcessorClass) => {
    if (name === processorName) registered = processor;
  };
  // The worklet's base class: a port, whose messages the node that made the processor receives.
  const Base = class {
    port: FakePort = { postMessage: () => undefined };
  };
  // The same source the capture loads into a real AudioWorklet, so its batching is what is tested.
  new Function("registerProcessor", "AudioWorkletProcessor", workletSource)(register, Base);
  if (!registered) throw new Error(`the capture's worklet source did not register ${processorName}`);
  return registered;
}

/** A track of the fake device: stop() releases it; unplugging ends it and says so ("ended"). */
class FakeTrack {
  readonly kind = "audio";
  readyState: "live" | "ended" = "live";
  readonly #listeners = new Set<() => void>();

  stop(): void {
    this.readyState = "ended";
  }
  addEventListener(type: string, listener: () => void): void {
    if (type === "ended") this.#listeners.add(listener);
  }
  removeEventListener(type: string, listener: () => void): void {
    if (type === "ended") this.#listeners.delete(listener);
  }
  unplug(): void {
    if (this.readyState === "ended") return;
    this.readyState = "ended";
    for (const listener of [...this.#listeners]) listener();
  }
}

/**
 * Puts a fake microphone in place of the browser's, for tests: `captureMicrophone()` then opens it, runs its
 * own code (the capture's worklet included) and captures `audio`, paced as a device plays it (`speed` times
 * faster if asked). Made for Vitest's jsdom and happy-dom environments (and plain Node), which have no
 * microphone. It replaces `navigator.mediaDevices`, `AudioContext` and `AudioWorkletNode` until
 * `uninstall()`; its pace follows `setTimeout`, so under fake timers advance them. Each capture plays the
 * audio from its start; `played` resolves once the capture started last (or the first, read before any) has
 * been handed all of it.
 *
 * @example
 * ```ts
 * const microphone = installFakeMicrophone({ audio: readFileSync("call.wav"), speed: 10 });
 * const capture = await captureMicrophone();
 * await microphone.played;
 * await capture.stop();
 * microphone.uninstall();
 * ```
 */
export function installFakeMicrophone(options: FakeMicrophoneOptions): FakeMicrophone {
  if (typeof options?.audio !== "object" || options.audio === null) {
    throw new TypeError(
      "installFakeMicrophone() takes { audio }: a 16-bit PCM WAV file's bytes, or { samples, sampleRate }.",
    );
  }
  const speed = options.speed ?? 1;
  if (typeof speed !== "number" || !Number.isFinite(speed) || speed <= 0) {
    throw new TypeError(`installFakeMicrophone(): speed is ${String(speed)}; give a number above 0 (default 1).`);
  }
  const { channels, sampleRate } = channelsOf(options.audio);
  const totalFrames = channels[0]?.length ?? 0;
  const Processor = loadProcessor();
  const tracks: FakeTrack[] = [];
  const contexts: FakeAudioContext[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let playing = deferred();
  // Whether a capture took `playing`: the next one gets a promise of its own.
  let taken = false;
  let constraints: MediaStreamConstraints | undefined;
  let installed = true;

  /** Plays the audio into `node`'s processor while the track is live and the context runs. */
  function play(context: FakeAudioContext, track: FakeTrack, node: FakeAudioWorkletNode, done: Deferred): void {
    const processor = new Processor({ processorOptions: node.processorOptions });
    let delivered = 0;
    processor.port.postMessage = (message) => {
      delivered += (message as Float32Array[])[0]?.length ?? 0;
      node.port.onmessage?.({ data: message });
    };
    let rendered = 0;
    const started = performance.now();
    const tick = () => {
      if (!installed || track.readyState === "ended" || context.state === "closed") return;
      const due = Math.floor(((performance.now() - started) * speed * sampleRate) / 1000);
      // After the audio, silence only until the worklet has posted its last batch: then nothing more.
      while (rendered + quantumFrames <= due && delivered < totalFrames) {
        const input = channels.map((channel) => {
          const quantum = new Float32Array(quantumFrames);
          quantum.set(
            channel.subarray(Math.min(rendered, totalFrames), Math.min(rendered + quantumFrames, totalFrames)),
          );
          return quantum;
        });
        rendered += quantumFrames;
        processor.process([input], [[new Float32Array(quantumFrames)]]);
      }
      if (delivered >= totalFrames) {
        done.resolve();
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        tick();
      }, tickMs);
      timers.add(timer);
    };
    tick();
  }

  class FakeAudioContext {
    readonly sampleRate = sampleRate;
    state: "suspended" | "running" | "closed" = options.suspended ? "suspended" : "running";
    readonly destination = {};
    readonly audioWorklet = {
      addModule: async (_url: string) => undefined,
    };
    constructor() {
      contexts.push(this);
    }
    resume(): Promise<void> {
      // A browser keeps a context suspended until the user interacts: its resume() waits until then.
      if (options.suspended) return new Promise(() => undefined);
      if (this.state !== "closed") this.state = "running";
      return Promise.resolve();
    }
    async close(): Promise<void> {
      this.state = "closed";
    }
    createMediaStreamSource(stream: { getAudioTracks(): FakeTrack[] }) {
      const [track] = stream.getAudioTracks();
      return {
        connect: (node: FakeAudioWorkletNode) => {
          if (track) play(this, track, node, playing);
        },
        disconnect: () => undefined,
      };
    }
  }

  class FakeAudioWorkletNode {
    readonly port: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    readonly processorOptions: unknown;
    constructor(_context: FakeAudioContext, name: string, init?: { processorOptions?: unknown }) {
      if (name !== processorName) throw new DOMException(`no processor registered as ${name}`, "InvalidStateError");
      this.processorOptions = init?.processorOptions;
    }
    connect(): void {}
    disconnect(): void {}
  }

  const mediaDevices = {
    getUserMedia: async (asked: MediaStreamConstraints) => {
      constraints = asked;
      if (options.failWith !== undefined) {
        throw new DOMException(`The fake microphone refused: ${options.failWith}.`, options.failWith);
      }
      const track = new FakeTrack();
      tracks.push(track);
      // The promise `played` gives is this capture's from now on (read before it, it was already this one).
      if (taken) playing = deferred();
      taken = true;
      return { getTracks: () => [track], getAudioTracks: () => [track] };
    },
  };

  const restore = [
    replace(globalThis, "AudioContext", FakeAudioContext),
    replace(globalThis, "AudioWorkletNode", FakeAudioWorkletNode),
    // Node 20 has no navigator; jsdom's and happy-dom's have no mediaDevices.
    (globalThis as { navigator?: object }).navigator === undefined
      ? replace(globalThis, "navigator", { mediaDevices })
      : replace((globalThis as unknown as { navigator: object }).navigator, "mediaDevices", mediaDevices),
  ];

  return {
    get played() {
      return playing.promise;
    },
    get inUse() {
      return (
        tracks.some((track) => track.readyState === "live") || contexts.some((context) => context.state !== "closed")
      );
    },
    get constraints() {
      return constraints;
    },
    unplug() {
      for (const track of tracks) track.unplug();
    },
    uninstall() {
      if (!installed) return;
      installed = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const undo of restore.reverse()) undo();
    },
  };
}

/** Sets `target[name]` to `value` as an own property; returns what puts the property back as it was. */
function replace(target: object, name: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { value, configurable: true, writable: true, enumerable: false });
  return () => {
    if (own) Object.defineProperty(target, name, own);
    else delete (target as Record<string, unknown>)[name];
  };
}
