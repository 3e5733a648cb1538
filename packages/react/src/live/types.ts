// The public shapes of useLiveTranscription(): what it takes and what it returns, apart from the code.

import type {
  CaptureMicrophoneOptions,
  LatencyMetrics,
  RealtimeClientOptions,
  RealtimeConfig,
  RealtimeToken,
  ServiceError,
} from "stt-service/realtime";

/**
 * Where a live transcription is: `idle` before the first start(), `connecting` (the microphone prompt and the
 * socket), `streaming`, `reconnecting` (after a drop, with `reconnect`), `finishing` (after stop(): the last
 * final tokens), then `closed`, or `error` (see `error`).
 */
export type LiveTranscriptionState =
  | "idle"
  | "connecting"
  | "streaming"
  | "reconnecting"
  | "finishing"
  | "closed"
  | "error";

/**
 * The session's config, without the audio format (the capture sets `audio_format`, `sample_rate`,
 * `num_channels`) and without `audio_offset_ms` (a reconnection sets it; each start() is a new stream).
 */
export type LiveTranscriptionConfig = Omit<
  RealtimeConfig,
  "audio_format" | "sample_rate" | "num_channels" | "audio_offset_ms"
>;

/** Options of `useLiveTranscription()`, read when start() is called (a change takes effect at the next start()). */
export interface LiveTranscriptionOptions {
  /**
   * Fetches a temporary key (your backend mints it with `POST /auth/temporary-api-key`), called for each
   * connection, reconnections included. A page never holds a long-lived key: there is no `apiKey` option.
   */
  temporaryKey: () => Promise<string>;
  /** Refused: a long-lived key in a page can be read by anyone who opens it. Use `temporaryKey`. */
  apiKey?: never;
  /** The session's config, such as `{ model: "stt-rt-v3" }`. */
  config: LiveTranscriptionConfig;
  /** Where the stream is. Default: the spec's first server. */
  streamUrl?: string;
  /**
   * What to transcribe: `"microphone"` (default: opened at start(), released at stop() or unmount) or a
   * MediaStream the app already has, whose tracks stay the app's (stop() and unmount only stop reading them).
   */
  source?: MediaStream | "microphone";
  /** How the microphone is captured (device, rate, chunk length…). */
  microphone?: Omit<CaptureMicrophoneOptions, "stream" | "onLevel">;
  /** Open a new session after a drop, continuing the transcript. Off by default. */
  reconnect?: RealtimeClientOptions["reconnect"];
  /** How long the connection may take. Default 10 000 ms. */
  connectTimeoutMs?: number;
  /** How long stop() waits for the server's next frame while finishing. Default 30 000 ms. */
  finishTimeoutMs?: number;
  logger?: RealtimeClientOptions["logger"];
  logLevel?: RealtimeClientOptions["logLevel"];
  /** Called with the tokens that just became final, and the whole final text. */
  onFinal?: (final: { tokens: RealtimeToken[]; text: string }) => void;
  /** Called once when the transcription fails (the same error as `error`). */
  onError?: (error: ServiceError) => void;
}

/** What a live transcription shows: one object per change, so React sees each. */
export interface LiveTranscriptionSnapshot {
  state: LiveTranscriptionState;
  /** The words not final yet: they may still change. */
  interimText: string;
  /** Every final word so far. */
  finalText: string;
  /** The final tokens so far, with their times in ms of the audio. */
  tokens: readonly RealtimeToken[];
  /** The input level, 0..1: the RMS of the last chunk of audio captured. */
  level: number;
  /** Time to the first token and finalization latency (p50, p95) of the session, as the SDK measures them. */
  latency: LatencyMetrics | undefined;
  /** Why the transcription failed, in state `error`. */
  error: ServiceError | undefined;
}

/** What `useLiveTranscription()` returns. */
export interface LiveTranscription extends LiveTranscriptionSnapshot {
  /**
   * Opens the source and the session, and streams: call it from a click (browsers start audio only after a
   * user gesture). Resolves once streaming (or once it failed or was stopped; see `state`); never rejects.
   * While a transcription is starting or streaming, it returns that one's promise: never a second socket.
   * After stop(), a new one starts once the previous one has finished.
   */
  start(): Promise<void>;
  /**
   * Stops the source; the session then finishes (the last final tokens) and closes. While starting, it
   * abandons the start: what it acquired is released as it arrives. Resolves once all is released; never rejects.
   */
  stop(): Promise<void>;
}
