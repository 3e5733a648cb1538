// What a real-time session tells (its states and events) and takes (stream options): the public shapes
// of the session, apart from the code that produces them.

import type { ServiceError } from "../core/service-error.js";
import type { FinishedMessage, ResultMessage, Token } from "../generated/realtime/messages.js";

/**
 * Where a session is: `closed`, `connected` (acknowledged), `configured`, `streaming`, `finalizing` after
 * finish(), or `reconnecting` (with `reconnect`: after a drop, until a new session is acknowledged or the
 * attempts run out).
 */
export type SessionState = "closed" | "connected" | "configured" | "streaming" | "finalizing" | "reconnecting";

/** The events of a real-time session, by name, with what each carries: `session.on(name, listener)`. */
export interface RealtimeEvents {
  /** The session moved from one state to another. */
  state: { state: SessionState; previous: SessionState };
  /** The current interim tokens, replacing the previous ones. */
  interim: { tokens: Token[]; text: string };
  /** Tokens that just became final (never sent again). */
  final: { tokens: Token[]; text: string };
  /** The end of an utterance (`<end>`, with endpoint detection). */
  endpoint: { token: Token };
  /** A finalize is done (`<fin>`): the final tokens it produced. */
  finalized: { tokens: Token[] };
  result: { message: ResultMessage };
  finished: { message: FinishedMessage };
  error: { error: ServiceError };
  close: { code: number; reason: string };
  /**
   * A frame the session cannot use, with why: not JSON, no message of the contract (a newer server's), or a
   * message out of turn or that this version does not handle (`frame` is then the message). Logged, then ignored.
   */
  unknown: { frame: unknown; reason: string };
  /**
   * Audio left for the server: all of it up to `endMs`, in ms of audio time (0 until the format's rate is
   * known). What `measureLatency()` times finalization from.
   */
  audioSent: { endMs: number };
  /** The session was opened again after a failure, and the audio not yet final was sent again. */
  reconnect: { attempt: number; resentMs: number; lostMs: number; error: ServiceError };
}

/** Options of `session.stream()`: how fast, and in what frames, audio is sent. */
export interface StreamOptions {
  /** Send no faster than the audio plays (needs raw audio or WAV). Default false: as fast as allowed. */
  realtime?: boolean;
  /** Size of each audio frame, in ms of audio (raw or WAV), else 8 KiB. Default 100. */
  chunkMs?: number;
}
