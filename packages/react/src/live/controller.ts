// The live transcription behind useLiveTranscription(), without React: a small store (a snapshot and its
// listeners, for useSyncExternalStore) and the runs that start() begins. Each run owns what it acquires
// (the capture, the session, the latency meter): a run abandoned while it waits (stop() during the microphone
// prompt or the connection, or the component unmounted) releases each of them as it arrives, so a prompt
// answered after unmount still stops its tracks and a connection that completes late is closed. Nothing here
// runs before start(): the constructor touches no browser global, which keeps server rendering safe.

import {
  captureMicrophone,
  type LatencyMeter,
  type MicrophoneCapture,
  measureLatency,
  RealtimeServiceClient,
  type RealtimeSession,
  ServiceError,
  type WebSocketConstructor,
} from "stt-service/realtime";
import type { LiveTranscriptionOptions, LiveTranscriptionSnapshot } from "./types.js";

/** Before any start(), and what server rendering shows. */
export const idleSnapshot: LiveTranscriptionSnapshot = Object.freeze({
  state: "idle",
  interimText: "",
  finalText: "",
  tokens: Object.freeze([]),
  level: 0,
  latency: undefined,
  error: undefined,
});

/** One start() to its end. */
interface Run {
  /** stop() was asked: the source ends, and the session finishes if it got that far. */
  stopping: boolean;
  /** Abandoned (stop() before streaming, or unmount): nothing it acquires is used, everything is released. */
  abandoned: boolean;
  ended: boolean;
  /** Whether the session has streamed: a socket opening after that is a reconnection. */
  streamed: boolean;
  capture?: MicrophoneCapture;
  /** The socket the session opened last: closed at once when the run is abandoned during connect. */
  socket?: WebSocket;
  session?: RealtimeSession;
  meter?: LatencyMeter;
  /** The session's own error, which beats what the calls that fail after it say. */
  sessionError?: ServiceError;
  /** Resolves once streaming began, or the run ended first. */
  started: Promise<void>;
  /** Resolves once the run has ended and released all it held. */
  done: Promise<void>;
}

export class LiveTranscriptionController {
  #snapshot = idleSnapshot;
  readonly #listeners = new Set<() => void>();
  readonly #options: () => LiveTranscriptionOptions;
  #run: Run | undefined;
  /** False once the component has unmounted (Strict Mode mounts it again: attach()). */
  #attached = true;
  /** A start() asked for while the previous run was finishing. */
  #startAfterFinish: Promise<void> | undefined;

  /** `options` is read at each start(), so the latest render's options are used. */
  constructor(options: () => LiveTranscriptionOptions) {
    this.#options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): LiveTranscriptionSnapshot => this.#snapshot;

  /** The component is mounted (again, under Strict Mode). */
  attach(): void {
    this.#attached = true;
  }

  /** The component unmounts: the run is abandoned, its microphone and socket released. */
  detach(): void {
    this.#attached = false;
    this.#startAfterFinish = undefined;
    const run = this.#run;
    if (run && !run.ended) this.#abandon(run);
  }

  readonly start = (): Promise<void> => {
    if (!this.#attached) return Promise.resolve();
    const current = this.#run;
    if (current && !current.ended) {
      if (!current.stopping) return current.started;
      // Stopped and finishing: its last final tokens land first, then the new run begins (one, however
      // many start() calls meanwhile).
      this.#startAfterFinish ??= current.done.then(() => {
        const wanted = this.#startAfterFinish !== undefined;
        this.#startAfterFinish = undefined;
        return wanted ? this.start() : undefined;
      });
      return this.#startAfterFinish;
    }
    return this.#begin().started;
  };

  readonly stop = (): Promise<void> => {
    this.#startAfterFinish = undefined;
    const run = this.#run;
    if (!run || run.ended) return Promise.resolve();
    if (!run.stopping) {
      run.stopping = true;
      if (run.session && run.capture) {
        this.#update(run, { state: "finishing" });
        // The capture's iterable ends, so session.stream() returns and the run finishes the session.
        void run.capture.stop();
      } else {
        this.#abandon(run);
      }
    }
    return run.done;
  };

  #begin(): Run {
    let markStarted: () => void = () => undefined;
    const run: Run = {
      stopping: false,
      abandoned: false,
      ended: false,
      streamed: false,
      started: new Promise<void>((resolve) => {
        markStarted = resolve;
      }),
      done: Promise.resolve(),
    };
    this.#run = run;
    run.done = this.#execute(run, markStarted);
    return run;
  }

  async #execute(run: Run, markStarted: () => void): Promise<void> {
    const options = this.#options();
    this.#update(run, { ...idleSnapshot, state: "connecting" });
    try {
      const client = new RealtimeServiceClient({
        temporaryKey: options.temporaryKey,
        streamUrl: options.streamUrl,
        reconnect: options.reconnect,
        connectTimeoutMs: options.connectTimeoutMs,
        finishTimeoutMs: options.finishTimeoutMs,
        logger: options.logger,
        logLevel: options.logLevel,
        WebSocket: socketsKeptBy(run),
      });
      const source = options.source ?? "microphone";
      run.capture = await captureMicrophone({
        ...options.microphone,
        ...(source === "microphone" ? {} : { stream: source }),
        onLevel: (level) => this.#update(run, { level }),
      });
      if (run.abandoned) return;
      const session = await client.connect({ ...options.config, ...run.capture.config });
      run.session = session;
      if (run.abandoned) return;
      this.#follow(run, session, options);
      this.#update(run, { state: run.stopping ? "finishing" : "streaming" });
      markStarted();
      await session.stream(run.capture);
      if (run.abandoned) return;
      // The session failed and its listener ended the source: nothing is left to finish.
      if (run.sessionError) throw run.sessionError;
      this.#update(run, { state: "finishing", level: 0 });
      const transcript = await session.finish();
      this.#update(run, {
        state: "closed",
        finalText: transcript.text,
        interimText: "",
        tokens: session.transcript.finalTokens.slice(),
        level: 0,
      });
    } catch (thrown) {
      if (run.abandoned) return;
      const error = run.sessionError ?? asServiceError(thrown);
      this.#update(run, { state: "error", error, level: 0 });
      callSafely(() => options.onError?.(error));
    } finally {
      run.ended = true;
      await this.#release(run);
      markStarted();
    }
  }

  /** Shows the session's events; the run keeps its error, and the capture stops when the session failed. */
  #follow(run: Run, session: RealtimeSession, options: LiveTranscriptionOptions): void {
    session.on("interim", ({ text }) => this.#update(run, { interimText: text }));
    session.on("final", ({ tokens, text }) => {
      this.#update(run, { finalText: text, tokens: session.transcript.finalTokens.slice() });
      callSafely(() => options.onFinal?.({ tokens, text }));
    });
    session.on("state", ({ state }) => {
      // The SDK says "reconnecting" from the drop on, through its back-off, until the new socket streams.
      if (state === "reconnecting" || (state === "connected" && run.streamed)) {
        this.#update(run, { state: "reconnecting" });
      } else if ((state === "configured" || state === "streaming") && this.#snapshot.state === "reconnecting") {
        this.#update(run, { state: run.stopping ? "finishing" : "streaming" });
      }
      if (state === "streaming") run.streamed = true;
    });
    session.on("error", ({ error }) => {
      run.sessionError ??= error;
      // session.stream() would go on reading the source: ending it lets the run see the failure now.
      void run.capture?.stop();
    });
    run.meter = measureLatency(session);
    run.meter.onChange((latency) => this.#update(run, { latency }));
  }

  #abandon(run: Run): void {
    run.stopping = true;
    run.abandoned = true;
    this.#update(run, { state: "closed", level: 0 });
    void this.#release(run);
  }

  /** Releases what the run holds now; called again as late acquisitions arrive (each release is idempotent). */
  async #release(run: Run): Promise<void> {
    run.meter?.stop();
    run.session?.close();
    // Still connecting: connect() has not handed the session over, and would hold the socket until it settles.
    if (run.socket && run.socket.readyState !== run.socket.CLOSED) run.socket.close(1000, "abandoned");
    await run.capture?.stop().catch(() => undefined);
  }

  /** Changes the snapshot, for the current run only: an abandoned or replaced run shows nothing more. */
  #update(run: Run, change: Partial<LiveTranscriptionSnapshot>): void {
    if (run !== this.#run || (run.abandoned && change.state !== "closed")) return;
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of [...this.#listeners]) listener();
  }
}

/**
 * The runtime's WebSocket, as it is at start() (MSW's, once a test's server listens), each socket it makes kept
 * by the run. Undefined without one: the SDK then says there is none.
 */
function socketsKeptBy(run: Run): WebSocketConstructor | undefined {
  const Runtime = (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
  if (typeof Runtime !== "function") return undefined;
  return class KeptWebSocket extends Runtime {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      run.socket = this;
    }
  } as unknown as WebSocketConstructor;
}

function asServiceError(thrown: unknown): ServiceError {
  if (thrown instanceof ServiceError) return thrown;
  return new ServiceError(
    `The live transcription failed: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
    {
      cause: thrown,
    },
  );
}

/** An app's callback that throws is the app's error: reported as uncaught, the transcription goes on. */
function callSafely(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
