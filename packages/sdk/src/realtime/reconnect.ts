// The opt-in reconnect (`reconnect: true`): keeps the audio sent after the last final token, and after a
// 503 or a dropped connection opens a new session and sends it again; a reopen that fails the same way (a
// gateway still refusing: 503, 429, no connection) is tried again after a back-off, or the wait its
// Retry-After asks. Clients that do not ask for it never load this module (RealtimeServiceClient imports it on
// demand), so it stays out of their bundles.

import type { RedactingLogger } from "../core/logger.js";
import type { ServiceError } from "../core/service-error.js";
import { type Sleep, sleep } from "../core/timing.js";
import { ServiceNetworkError } from "../generated/errors.js";

/** The longest Retry-After waited for, as the HTTP client's (http/retry.ts, left out of real-time bundles). */
const maxRetryAfterMs = 60_000;

/** Audio sent after the last final token, kept to be sent again. */
interface BufferedChunk {
  startMs: number;
  endMs: number;
  bytes: Uint8Array;
}

/** What a reconnect needs of its session, and nothing more. */
export interface ReconnectHost {
  /** How much audio was sent so far, in ms of the session's audio time. */
  readonly sentMs: number;
  /** Where final audio ends so far, in the session's audio time. */
  readonly finalUntilMs: number;
  /** The WAV header, sent again before any resent audio; undefined for raw audio. */
  readonly header: Uint8Array | undefined;
  /**
   * Opens a new socket, sends the config (with `audio_offset_ms` = `audioOffsetMs`: where the audio sent again
   * starts, so the server continues the transcript there), waits for the acknowledgement; resolves with how to
   * send on it.
   */
  open(audioOffsetMs: number): Promise<(data: Uint8Array) => void>;
}

export interface Reopened {
  attempt: number;
  resentMs: number;
  lostMs: number;
  /** Whether any audio was sent again (the session is streaming again). */
  resentAudio: boolean;
}

export class Reconnector {
  /** Audio time at which the current socket's audio starts: its tokens' timestamps shift by it. */
  offsetMs = 0;
  /** Where the server said all audio is final (`final_audio_proc_ms`), in the session's audio time. */
  #serverFinalMs = 0;
  #attempts = 0;
  #chunks: BufferedChunk[] = [];
  #bytes = 0;

  constructor(
    private readonly maxAttempts: number,
    private readonly maxResendBytes: number,
    private readonly logger: RedactingLogger,
    /** How the waits between attempts pass: tests pass one that records them. */
    private readonly wait: Sleep = sleep,
  ) {}

  /**
   * Keeps a frame of audio, sent from `startMs` to `endMs` of the session's audio time, until it is final.
   * `header` is the WAV header once read.
   */
  keep(bytes: Uint8Array, startMs: number, endMs: number, header: Uint8Array | undefined): void {
    // The WAV header is sent again on its own; only the samples are kept. The first frame of a file holds the
    // header and the first samples: kept whole, it would bring the header to the new session a second time,
    // read there as 44 bytes of samples, which would move every time after it.
    let samples = bytes;
    if (header && startMs === 0 && this.#chunks.length === 0) {
      if (bytes.byteLength <= header.byteLength) return;
      if (startsWith(bytes, header)) samples = bytes.subarray(header.byteLength);
    }
    this.#chunks.push({ startMs, endMs, bytes: samples });
    this.#bytes += samples.byteLength;
    while (this.#bytes > this.maxResendBytes && this.#chunks.length > 1) this.#drop();
  }

  /** Forgets the audio the current socket has made final (`final_audio_proc_ms` of a result). */
  trim(finalAudioMs: number): void {
    const finalUntilMs = finalAudioMs + this.offsetMs;
    this.#serverFinalMs = Math.max(this.#serverFinalMs, finalUntilMs);
    while ((this.#chunks[0]?.endMs ?? Number.POSITIVE_INFINITY) <= finalUntilMs) this.#drop();
  }

  #drop(): void {
    this.#bytes -= (this.#chunks.shift() as BufferedChunk).bytes.byteLength;
  }

  /**
   * Whether a failure may be survived by reconnecting: a drop, an overloaded (503) or rate-limited (429)
   * server, with attempts left (maxAttempts counts every attempt of the session). One more attempt is then
   * counted by reopen().
   */
  canRetry(error: ServiceError): boolean {
    // Whatever a failed open() threw: anything but a ServiceError (no status) ends the session.
    const status = error?.status;
    return (
      this.#attempts < this.maxAttempts && (error instanceof ServiceNetworkError || status === 503 || status === 429)
    );
  }

  /**
   * Opens a new session and sends again the audio not yet final. An attempt that fails in a way canRetry()
   * takes is made again, after the wait the failure's Retry-After asks (up to a minute, as the HTTP client
   * waits) or a back-off of 0.5 s doubling to 8 s, until the attempts run out. Rejects with the last failure,
   * or with `signal`'s reason once it aborts (close()).
   */
  async reopen(host: ReconnectHost, error: ServiceError, signal?: AbortSignal): Promise<Reopened> {
    const chunks = this.#chunks;
    const resentFromMs = chunks[0]?.startMs ?? host.sentMs;
    // Audio neither final nor sent again. Final audio ends where the last final word does, or further where the
    // server said so: the pause after a word is final too, and is not lost when it is not sent again.
    const lostMs = Math.max(0, resentFromMs - Math.max(host.finalUntilMs, this.#serverFinalMs));
    // The new session's token times count from its first byte; the server and the shift here agree on where that is.
    const offsetMs = Math.round(resentFromMs);
    let failure = error;
    let attempt = 0;
    let send: (data: Uint8Array) => void;
    for (let retry = 0; ; retry++) {
      attempt = ++this.#attempts;
      this.logger.info(`The stream failed (${failure.message}); reconnecting, attempt ${attempt}.`);
      try {
        send = await host.open(offsetMs);
        break;
      } catch (thrown) {
        signal?.throwIfAborted();
        if (!this.canRetry(thrown as ServiceError)) throw thrown;
        const retryAfter = (thrown as ServiceError).retryAfter;
        // No hint: 0.5 s doubling to 8 s, less up to 25 % jitter, as the HTTP client backs off.
        const delayMs =
          retryAfter === undefined ? Math.min(500 * 2 ** retry, 8000) * (1 - Math.random() / 4) : retryAfter * 1000;
        // A server that asks for more than a minute is not waited for: the session ends with its error.
        if (delayMs > maxRetryAfterMs) throw thrown;
        failure = thrown as ServiceError;
        await this.wait(delayMs, signal);
      }
    }
    this.offsetMs = offsetMs;
    if (host.header) send(host.header);
    for (const chunk of chunks) send(chunk.bytes);
    return {
      attempt,
      resentMs: Math.round(host.sentMs - resentFromMs),
      lostMs: Math.round(lostMs),
      resentAudio: chunks.length > 0,
    };
  }
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.byteLength < prefix.byteLength) return false;
  for (let index = 0; index < prefix.byteLength; index++) if (bytes[index] !== prefix[index]) return false;
  return true;
}
