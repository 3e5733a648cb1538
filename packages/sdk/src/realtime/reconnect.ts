// The opt-in reconnect (`reconnect: true`): keeps the audio sent after the last final token, and after a
// 503 or a dropped connection opens a new session and sends it again. Clients that do not ask for it never
// load this module (RealtimeServiceClient imports it on demand), so it stays out of their bundles.

import type { RedactingLogger } from "../core/logger.js";
import type { ServiceError } from "../core/service-error.js";
import { ServiceNetworkError } from "../generated/errors.js";

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
  /** Opens a new socket, sends the config, waits for the acknowledgement; resolves with how to send on it. */
  open(): Promise<(data: Uint8Array) => void>;
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
  #attempts = 0;
  #chunks: BufferedChunk[] = [];
  #bytes = 0;

  constructor(
    private readonly maxAttempts: number,
    private readonly maxResendBytes: number,
    private readonly logger: RedactingLogger,
  ) {}

  /**
   * Keeps a frame of audio, sent from `startMs` to `endMs` of the session's audio time, until it is final.
   * `header` is the WAV header once read.
   */
  keep(bytes: Uint8Array, startMs: number, endMs: number, header: Uint8Array | undefined): void {
    // The WAV header is sent again on its own; only the samples are kept.
    if (header && startMs === 0 && this.#chunks.length === 0 && bytes.byteLength <= header.byteLength) {
      return;
    }
    this.#chunks.push({ startMs, endMs, bytes });
    this.#bytes += bytes.byteLength;
    while (this.#bytes > this.maxResendBytes && this.#chunks.length > 1) this.#drop();
  }

  /** Forgets the audio the current socket has made final (`final_audio_proc_ms` of a result). */
  trim(finalAudioMs: number): void {
    const finalUntilMs = finalAudioMs + this.offsetMs;
    while ((this.#chunks[0]?.endMs ?? Number.POSITIVE_INFINITY) <= finalUntilMs) this.#drop();
  }

  #drop(): void {
    this.#bytes -= (this.#chunks.shift() as BufferedChunk).bytes.byteLength;
  }

  /** Whether a failure may be survived by reconnecting; one more attempt is then counted by reopen(). */
  canRetry(error: ServiceError): boolean {
    return this.#attempts < this.maxAttempts && (error instanceof ServiceNetworkError || error.status === 503);
  }

  /** Opens a new session and sends again the audio not yet final. Rejects as open() does. */
  async reopen(host: ReconnectHost, error: ServiceError): Promise<Reopened> {
    const attempt = ++this.#attempts;
    const chunks = this.#chunks;
    const resentFromMs = chunks[0]?.startMs ?? host.sentMs;
    const lostMs = Math.max(0, resentFromMs - host.finalUntilMs);
    this.logger.info(`The stream failed (${error.message}); reconnecting, attempt ${attempt}.`);
    const send = await host.open();
    this.offsetMs = Math.round(resentFromMs);
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
