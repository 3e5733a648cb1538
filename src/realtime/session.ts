// One real-time session: the states of the interface document (closed → connected → configured →
// streaming → finalizing → closed), every frame of the contract, backpressure, keepalive, and the opt-in
// reconnect that resends the audio not yet final.
import {
  errorKindForStreamCode,
  ServiceConfigError,
  ServiceError,
  ServiceNetworkError,
  ServiceTimeoutError,
} from "../../generated/errors.js";
import {
  type ConfigMessage,
  classifyServerMessage,
  type FinishedMessage,
  type ResultMessage,
  type Token,
} from "../../generated/realtime/messages.js";
import type { RedactingLogger } from "../http/logger.js";
import { redactText, redactValue } from "../http/redaction.js";
import { AudioClock } from "./audio-clock.js";
import type { Opener, WebSocketLike } from "./connection.js";
import { TypedEmitter } from "./emitter.js";
import type { Reconnector } from "./reconnect.js";
import { isSpecialToken, Transcript, type TranscriptSnapshot } from "./transcript.js";

export type SessionState = "closed" | "connected" | "configured" | "streaming" | "finalizing";

export interface RealtimeEvents {
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
  /** A frame that is not JSON or matches no message of the contract: reported, then ignored. */
  unknown: { frame: unknown; reason: string };
  /** The session was opened again after a failure, and the audio not yet final was sent again. */
  reconnect: { attempt: number; resentMs: number; lostMs: number; error: ServiceError };
}

export interface SessionSettings {
  url: string;
  key: () => Promise<string>;
  opener: Opener;
  config: ConfigMessage;
  connectTimeoutMs: number;
  keepaliveIntervalMs: number;
  maxBufferedBytes: number;
  /** Present when the client asked for `reconnect` (loaded on demand). */
  reconnector: Reconnector | undefined;
  logger: RedactingLogger;
  /** The keys in use: a server may echo one in an error frame or a close reason, and errors never carry it. */
  secrets: readonly string[];
}

export interface StreamOptions {
  /** Send no faster than the audio plays (needs raw audio or WAV). Default false: as fast as allowed. */
  realtime?: boolean;
  /** Size of each audio frame, in ms of audio (raw or WAV), else 8 KiB. Default 100. */
  chunkMs?: number;
}

type Pending<T> = { resolve: (value: T) => void; reject: (error: ServiceError) => void };

const defaultChunkBytes = 8 * 1024;
const backpressurePollMs = 5;

function toBytes(data: Uint8Array | ArrayBuffer | ArrayBufferView): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

function delay(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

export class RealtimeSession extends TypedEmitter<RealtimeEvents> implements AsyncIterable<unknown> {
  #state: SessionState = "closed";
  #socket: WebSocketLike | undefined;
  readonly #clock: AudioClock;
  readonly #settings: SessionSettings;
  /** The session's own log lines go to the client's logger. */
  readonly #logger: RedactingLogger;
  readonly transcript = new Transcript();
  /** The server's session id (from `ack`), for support requests. */
  sessionId: string | undefined;
  #keepaliveTimer: ReturnType<typeof setInterval> | undefined;
  #lastSentAt = 0;
  #finalizing: (Pending<Token[]> & { tokens: Token[] }) | undefined;
  #finishing: Pending<TranscriptSnapshot> | undefined;
  #finishedReceived = false;
  #serverError: ServiceError | undefined;
  #closedByClient = false;
  readonly #reconnector: Reconnector | undefined;
  #reconnecting: Promise<void> | undefined;

  constructor(settings: SessionSettings) {
    super((error) => settings.logger.warn(`A session listener threw: ${(error as Error)?.message ?? error}`), "close");
    this.#settings = settings;
    this.#logger = settings.logger;
    this.#clock = new AudioClock(settings.config);
    this.#reconnector = settings.reconnector;
  }

  get state(): SessionState {
    return this.#state;
  }

  [Symbol.asyncIterator]() {
    return this.events();
  }

  #setState(state: SessionState): void {
    if (state === this.#state) return;
    const previous = this.#state;
    this.#state = state;
    this.emit("state", { state, previous });
  }

  /** Opens the socket, sends the config and waits for the acknowledgement. */
  async open(): Promise<void> {
    const key = await this.#settings.key();
    const config: ConfigMessage =
      this.#settings.opener.authMethod === "config"
        ? { ...this.#settings.config, api_key: key }
        : this.#settings.config;
    const socket = this.#openSocket(key);
    socket.binaryType = "arraybuffer";
    this.#socket = socket;
    this.#serverError = undefined;
    this.#finishedReceived = false;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        fail(
          new ServiceTimeoutError(
            `No acknowledgement within ${this.#settings.connectTimeoutMs} ms of connecting to ${this.#settings.url}.`,
          ),
        );
        socket.close(1000, "connect timed out");
      }, this.#settings.connectTimeoutMs);
      const fail = (error: ServiceError) => {
        clearTimeout(timer);
        socket.onclose = (event) => this.#onClose(socket, event.code, event.reason);
        reject(error);
      };
      socket.onopen = () => {
        this.#setState("connected");
        socket.send(JSON.stringify(config));
      };
      socket.onerror = () => undefined; // the close that follows says what happened
      socket.onclose = (event) => {
        clearTimeout(timer);
        this.#setState("closed");
        reject(
          this.#serverError ??
            new ServiceNetworkError(
              `The connection to ${this.#settings.url} closed before the acknowledgement (${this.#describeClose(event.code, event.reason)}).`,
            ),
        );
      };
      socket.onmessage = (event) => {
        const frame = this.#parse(event.data);
        if (frame === undefined) return;
        const classified = classifyServerMessage(frame);
        if (classified?.name === "ack") {
          clearTimeout(timer);
          this.sessionId = classified.message.session_id;
          socket.onmessage = (next) => this.#onFrame(next.data);
          socket.onclose = (close) => this.#onClose(socket, close.code, close.reason);
          this.#setState("configured");
          this.#startKeepalive();
          resolve();
        } else if (classified?.name === "error") {
          this.#serverError = this.#errorOf(classified.message);
        } else {
          this.emit("unknown", { frame, reason: "expected the acknowledgement" });
        }
      };
    });
    this.#logger.debug(`session ${this.sessionId} configured (${this.#settings.config.model})`);
  }

  #openSocket(key: string): WebSocketLike {
    try {
      return this.#settings.opener.open(this.#settings.url, key);
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      // A WebSocket constructor throws on a URL or subprotocol it refuses; a browser's message quotes it.
      const reason = this.#redact(error instanceof Error ? error.message : String(error));
      // No cause: its message may hold the key.
      throw new ServiceConfigError(`Cannot open a WebSocket to ${this.#settings.url}: ${reason}`);
    }
  }

  #redact(text: string): string {
    return redactText(text, this.#settings.secrets);
  }

  #describeClose(code: number, reason: string): string {
    return `close code ${code}${reason ? `: ${this.#redact(reason)}` : ""}`;
  }

  #parse(data: unknown): unknown {
    if (typeof data !== "string") {
      this.#reportUnknown(data, "a binary frame from the server");
      return undefined;
    }
    try {
      return JSON.parse(data);
    } catch {
      this.#reportUnknown(data, "a text frame that is not JSON");
      return undefined;
    }
  }

  #reportUnknown(frame: unknown, reason: string): void {
    // Redacted before it is cut: a key cut in two would no longer match, and its first half would be logged.
    this.#logger.warn(
      `Ignored ${reason}: ${this.#redact(typeof frame === "string" ? frame : "[binary]").slice(0, 120)}`,
    );
    this.emit("unknown", { frame, reason });
  }

  #errorOf(message: {
    error_code: number;
    error_type: string;
    error_message: string;
    request_id?: string;
  }): ServiceError {
    const Kind = errorKindForStreamCode(message.error_code);
    const { error_code: code, error_type: type, error_message: text, request_id: requestId } = message;
    return new Kind(this.#redact(`The stream failed: ${code} ${type}: ${text}`), {
      status: code,
      errorType: this.#redact(type),
      requestId: requestId === undefined ? undefined : this.#redact(requestId),
      body: redactValue(message, this.#settings.secrets),
    });
  }

  /** A token of a reconnected socket, in the session's audio time. */
  #shift(token: Token, offsetMs: number): Token {
    if (token.start_ms === undefined || token.end_ms === undefined) return token;
    return { ...token, start_ms: token.start_ms + offsetMs, end_ms: token.end_ms + offsetMs };
  }

  #onFrame(data: unknown): void {
    const frame = this.#parse(data);
    if (frame === undefined) return;
    const classified = classifyServerMessage(frame);
    if (!classified) {
      this.#reportUnknown(frame, "a frame that matches no message of the contract");
      return;
    }
    switch (classified.name) {
      case "result":
        this.#onResult(classified.message);
        return;
      case "finished":
        this.#finishedReceived = true;
        this.emit("finished", { message: classified.message });
        return;
      case "error":
        this.#serverError = this.#errorOf(classified.message);
        return;
      case "ack":
        this.#reportUnknown(frame, "a second acknowledgement");
        return;
    }
  }

  #onResult(message: ResultMessage): void {
    const offsetMs = this.#reconnector?.offsetMs ?? 0;
    const finals: Token[] = [];
    const interim: Token[] = [];
    for (const received of message.tokens) {
      const token = offsetMs === 0 ? received : this.#shift(received, offsetMs);
      if (token.is_final) finals.push(token);
      else interim.push(token);
    }
    const added = this.transcript.addFinal(finals);
    this.transcript.setInterim(interim);
    this.emit("result", { message });
    if (added.length > 0) {
      this.#finalizing?.tokens.push(...added);
      this.emit("final", { tokens: added, text: this.transcript.finalText });
    }
    for (const token of finals) {
      if (!isSpecialToken(token)) continue;
      if (token.text === "<end>") this.emit("endpoint", { token });
      if (token.text === "<fin>" && this.#finalizing) {
        const { resolve, tokens: finalized } = this.#finalizing;
        this.#finalizing = undefined;
        if (this.#state === "finalizing") this.#setState("streaming");
        this.emit("finalized", { tokens: finalized });
        resolve(finalized);
      }
    }
    // The interim text is joined anew for each result: only when someone reads it.
    if (this.hasAudience("interim")) {
      this.emit("interim", { tokens: interim, text: this.transcript.interimText });
    }
    this.#reconnector?.trim(message.final_audio_proc_ms);
  }

  #onClose(socket: WebSocketLike, code: number, reason: string): void {
    if (socket !== this.#socket) return;
    this.#stopKeepalive();
    if (this.#finishing && this.#finishedReceived && code === 1000) {
      const { resolve } = this.#finishing;
      this.#finishing = undefined;
      this.#end(code, reason);
      resolve(this.transcript.snapshot());
      return;
    }
    // Closed by the client, or a normal end after `finished` (even without finish()): not an error.
    if (this.#closedByClient || (code === 1000 && this.#finishedReceived)) {
      this.#end(code, reason);
      return;
    }
    const error =
      this.#serverError ??
      new ServiceNetworkError(
        `The stream dropped without an error frame (${this.#describeClose(code, reason)}); ${this.transcript.finalTokens.length} final tokens were kept.`,
      );
    if (this.#reconnector?.canRetry(error)) {
      this.#reconnecting = this.#reconnect(error).finally(() => {
        this.#reconnecting = undefined;
      });
      return;
    }
    this.emit("error", { error });
    this.#rejectPending(error);
    this.#end(code, reason);
  }

  #end(code: number, reason: string): void {
    this.#setState("closed");
    this.emit("close", { code, reason });
  }

  #rejectPending(error: ServiceError): void {
    this.#finalizing?.reject(error);
    this.#finalizing = undefined;
    this.#finishing?.reject(error);
    this.#finishing = undefined;
  }

  async #reconnect(error: ServiceError): Promise<void> {
    const reconnector = this.#reconnector as Reconnector;
    const session = this;
    let reopened: Awaited<ReturnType<Reconnector["reopen"]>>;
    try {
      reopened = await reconnector.reopen(
        {
          clock: this.#clock,
          get finalUntilMs() {
            return session.transcript.finalUntilMs;
          },
          get socket() {
            return session.#socket;
          },
          open: () => this.open(),
        },
        error,
      );
    } catch (failure) {
      const final = failure instanceof ServiceError ? failure : error;
      this.emit("error", { error: final });
      this.#rejectPending(final);
      this.#end(1006, "reconnect failed");
      return;
    }
    const { attempt, resentMs, lostMs, resentAudio } = reopened;
    if (resentAudio) this.#setState("streaming");
    this.emit("reconnect", { attempt, resentMs, lostMs, error });
    if (this.#finalizing) {
      this.#setState("finalizing");
      this.#socket?.send(JSON.stringify({ type: "finalize" }));
    }
    if (this.#finishing) this.#socket?.send("");
  }

  #assertCanSend(what: string): void {
    if (this.#state === "closed" || this.#state === "connected") {
      throw new ServiceError(
        `Cannot ${what}: the session is ${this.#state}. ${this.#state === "closed" ? "Open a new session with connect()." : "Wait for connect() to resolve."}`,
      );
    }
  }

  /**
   * Sends a chunk of audio, resolving once the socket's buffer is below `maxBufferedBytes` again, so a
   * long stream never piles up in memory.
   */
  async sendAudio(chunk: Uint8Array | ArrayBuffer | ArrayBufferView): Promise<void> {
    if (this.#reconnecting) await this.#reconnecting;
    this.#assertCanSend("send audio");
    const bytes = toBytes(chunk);
    if (bytes.byteLength === 0) return;
    const startMs = this.#clock.durationMs;
    this.#clock.feed(bytes);
    const socket = this.#socket as WebSocketLike;
    socket.send(bytes);
    this.#lastSentAt = Date.now();
    if (this.#reconnector && this.#clock.exact) this.#reconnector.keep(bytes, startMs, this.#clock);
    if (this.#state === "configured") this.#setState("streaming");
    while (socket.bufferedAmount > this.#settings.maxBufferedBytes && this.#state !== "closed") {
      await delay(backpressurePollMs);
    }
  }

  /** Sends audio from bytes, an async iterable or a ReadableStream, in frames of `chunkMs`. */
  async stream(
    source: Uint8Array | AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
    options: StreamOptions = {},
  ): Promise<void> {
    const chunkMs = options.chunkMs ?? 100;
    const started = Date.now();
    const startMs = this.#clock.durationMs;
    const frames = async function* (this: RealtimeSession): AsyncGenerator<Uint8Array> {
      const iterable: AsyncIterable<Uint8Array> =
        source instanceof Uint8Array
          ? (async function* () {
              yield source;
            })()
          : typeof ReadableStream !== "undefined" && source instanceof ReadableStream
            ? (source as unknown as AsyncIterable<Uint8Array>)
            : (source as AsyncIterable<Uint8Array>);
      for await (const piece of iterable) {
        const bytes = toBytes(piece);
        const size = Math.max(1, Math.round((this.#clock.bytesPerMs ?? 0) * chunkMs) || defaultChunkBytes);
        for (let at = 0; at < bytes.byteLength; at += size) yield bytes.subarray(at, at + size);
      }
    }.call(this);
    for await (const frame of frames) {
      await this.sendAudio(frame);
      if (options.realtime && this.#clock.exact) {
        const ahead = this.#clock.durationMs - startMs - (Date.now() - started);
        if (ahead > 0) await delay(ahead);
      }
    }
  }

  /** Asks for the final tokens of all audio so far; resolves with them once `<fin>` arrives. */
  finalize(options: { trailingSilenceMs?: number } = {}): Promise<Token[]> {
    this.#assertCanSend("finalize");
    if (this.#finalizing) throw new ServiceError("A finalize is already waiting for <fin>.");
    const promise = new Promise<Token[]>((resolve, reject) => {
      this.#finalizing = { resolve, reject, tokens: [] };
    });
    this.#setState("finalizing");
    const frame = {
      type: "finalize",
      ...(options.trailingSilenceMs !== undefined ? { trailing_silence_ms: options.trailingSilenceMs } : {}),
    };
    this.#socket?.send(JSON.stringify(frame));
    this.#lastSentAt = Date.now();
    return promise;
  }

  /**
   * Ends the audio: the server sends the remaining final tokens, `finished`, and closes. Resolves with
   * the whole final transcript.
   */
  finish(): Promise<TranscriptSnapshot> {
    this.#assertCanSend("finish");
    if (this.#finishing) throw new ServiceError("finish() was called already.");
    const promise = new Promise<TranscriptSnapshot>((resolve, reject) => {
      this.#finishing = { resolve, reject };
    });
    this.#stopKeepalive();
    this.#socket?.send("");
    return promise;
  }

  /** Cancels the session: closes the socket now. Waiting finalize() and finish() reject. */
  close(): void {
    if (this.#state === "closed") return;
    this.#closedByClient = true;
    this.#stopKeepalive();
    this.#rejectPending(new ServiceError("The session was closed by the client."));
    this.#socket?.close(1000, "closed by the client");
  }

  #startKeepalive(): void {
    this.#stopKeepalive();
    this.#lastSentAt = Date.now();
    const interval = this.#settings.keepaliveIntervalMs;
    if (interval <= 0) return;
    this.#keepaliveTimer = setInterval(
      () => {
        if (Date.now() - this.#lastSentAt < interval || this.#state === "closed") return;
        this.#socket?.send(JSON.stringify({ type: "keepalive" }));
        this.#lastSentAt = Date.now();
      },
      Math.max(50, Math.round(interval / 5)),
    );
    // A keepalive must not keep a Node process alive on its own.
    (this.#keepaliveTimer as { unref?: () => void }).unref?.();
  }

  #stopKeepalive(): void {
    clearInterval(this.#keepaliveTimer);
    this.#keepaliveTimer = undefined;
  }
}
