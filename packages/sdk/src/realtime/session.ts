// One real-time session: the states of the interface document (closed → connected → configured →
// streaming → finalizing → closed), what each frame does to them, and the events. Its other jobs live
// beside it: opening (handshake.ts), reading frames (frames.ts), sending audio (sending.ts), keepalive
// (keepalive.ts), what finalize() and finish() wait for (waits.ts), the opt-in reconnect (reconnect.ts),
// the public shapes (events.ts). Every socket event runs behind one guard: an exception it did not expect
// fails the session (an `error` event, a close), never the app.

import { checkCallOptions, checkMilliseconds, checkNumber } from "../core/checks.js";
import type { RedactingLogger } from "../core/logger.js";
import { excerpt, redactText, redactValue } from "../core/redaction.js";
import { ServiceError } from "../core/service-error.js";
import { sleep } from "../core/timing.js";
import { ServiceConfigError, ServiceNetworkError, ServiceTimeoutError } from "../generated/errors.js";
import type { ConfigMessage, ResultMessage, Token } from "../generated/realtime/messages.js";
import { AudioClock } from "./audio-clock.js";
import type { Opener } from "./connection.js";
import { warnDeprecatedConfigFields, warnDeprecatedMessage } from "./deprecations.js";
import { type EventIterator, type EventOf, TypedEmitter } from "./emitter.js";
import type { RealtimeEvents, SessionState, StreamOptions } from "./events.js";
import { describeClose, readFrame, streamError, unhandled, unhandledMessage } from "./frames.js";
import { handshake } from "./handshake.js";
import { startKeepalive } from "./keepalive.js";
import type { Reconnector } from "./reconnect.js";
import { type AudioSource, audioFrames, drained, toBytes } from "./sending.js";
import { isSpecialToken, Transcript, type TranscriptSnapshot } from "./transcript.js";
import type { UrlSource } from "./upgrade.js";
import { type Waiting, Waits } from "./waits.js";
import type { WebSocketLike } from "./websocket-like.js";

export interface SessionSettings {
  url: string;
  /** Where the URL came from, for the hint when it was not set. */
  urlSource: UrlSource;
  key: () => Promise<string>;
  opener: Opener;
  config: ConfigMessage;
  connectTimeoutMs: number;
  keepaliveIntervalMs: number;
  maxBufferedBytes: number;
  /** How long finalize() and finish() wait for the server's next frame. */
  finishTimeoutMs: number;
  /** Present when the client asked for `reconnect` (loaded on demand). */
  reconnector: Reconnector | undefined;
  logger: RedactingLogger;
  /** The keys in use: a server may echo one in an error frame or a close reason, and errors never carry it. */
  secrets: readonly string[];
}

/** The interim tokens of a result that has none: shared, never changed. */
const noTokens: readonly Token[] = Object.freeze([]);

/** How many unread events an events() iterator holds at most, unless told otherwise. */
const defaultMaxQueuedEvents = 1000;

/** Events an events() iterator keeps only the latest unread of: a newer one says all the older one did. */
const supersededEvents: ReadonlySet<keyof RealtimeEvents> = new Set(["interim", "result", "audioSent"]);

/** The reason a session gives when the client ends it after a failure. */
const failedReason = "the client ended the session after an error";

/**
 * The config a socket opens with, a copy. A reconnect sends again the audio from `resumeFromMs` of the session's
 * audio on, and says so in `audio_offset_ms` (added to the caller's own offset, where the session itself resumes
 * a stream): the server then continues the transcript there instead of starting it over.
 */
function resumed(config: ConfigMessage, resumeFromMs: number): ConfigMessage {
  if (resumeFromMs <= 0) return { ...config };
  return { ...config, audio_offset_ms: (config.audio_offset_ms ?? 0) + resumeFromMs };
}

export type { RealtimeEvents, SessionState, StreamOptions } from "./events.js";

/**
 * One real-time transcription session over a WebSocket: send audio, read results as events or by iterating,
 * and `finish()` for the whole transcript. Made by `RealtimeServiceClient.connect()`.
 */
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
  #stopKeepalive: () => void = () => undefined;
  #lastSentAt = 0;
  readonly #waits: Waits;
  #finishedReceived = false;
  #serverError: ServiceError | undefined;
  #closedByClient = false;
  readonly #reconnector: Reconnector | undefined;
  #reconnecting: Promise<void> | undefined;
  /** Aborted by close() while a reconnect runs: its wait between attempts, and the attempt's connect, end. */
  #reconnectAbort: AbortController | undefined;

  constructor(settings: SessionSettings) {
    super(
      (error) => settings.logger.warn(`A session listener threw: ${(error as Error)?.message ?? error}`),
      "close",
      supersededEvents,
    );
    this.#settings = settings;
    this.#logger = settings.logger;
    this.#clock = new AudioClock(settings.config);
    this.#reconnector = settings.reconnector;
    this.#waits = new Waits(settings.finishTimeoutMs, (waiting) => this.#onSilence(waiting));
  }

  get state(): SessionState {
    return this.#state;
  }

  [Symbol.asyncIterator]() {
    return this.events();
  }

  /**
   * Every event from now on, up to `close` (included), for `for await`.
   *
   * A reader slower than the server does not make memory grow: each iterator holds at most
   * `maxQueuedEvents` unread events (default 1 000). While it lags, an `interim` or `result` event replaces
   * the unread one of its type (the newest says all the older did; `iterator.superseded` counts them), so a
   * flood of results takes one place each. Every other event is kept: `final` events carry every final
   * token, and never drop one. If a reader falls so far behind that an event which must be kept finds
   * the queue full, the iterator stops taking events, yields the ones it holds, then throws a
   * ServiceError saying so; the session itself goes on, and `session.transcript` (and finish()) still hold
   * every final token. The socket is not paused for a slow reader: pausing would also hold back the
   * `on()` listeners, finish() and finalize(), and a browser's WebSocket cannot pause.
   * `iterator.queued` and `iterator.mostQueued` tell how full the queue is and has been.
   */
  events(options?: { maxQueuedEvents?: number }): EventIterator<EventOf<RealtimeEvents>> {
    const { maxQueuedEvents } = checkCallOptions(options, "events()", ["maxQueuedEvents"]);
    const limit = checkNumber("events() maxQueuedEvents", maxQueuedEvents, defaultMaxQueuedEvents, {
      min: 1,
      exclusive: false,
      integer: true,
      unit: "events",
    });
    return this.iterate(
      limit,
      () =>
        new ServiceError(
          `The events() reader fell ${limit} events behind the session (maxQueuedEvents), so the iterator stopped taking events after the ones it yielded. ` +
            "Nothing was lost from the session: session.transcript and finish() hold every final token. " +
            "Read events faster, raise maxQueuedEvents, or listen with session.on() instead.",
        ),
    );
  }

  #setState(state: SessionState): void {
    if (state === this.#state) return;
    const previous = this.#state;
    this.#state = state;
    this.emit("state", { state, previous });
  }

  /**
   * Opens the socket, sends the config and waits for the acknowledgement. An abort of `signal` ends the wait:
   * the socket is closed, and the call rejects with the signal's reason.
   */
  open(signal?: AbortSignal): Promise<void> {
    return this.#open(signal, false, 0);
  }

  /**
   * open(), and a reconnect's (`reopening`): it passes where the audio it sends again starts in the session's
   * audio (`resumeFromMs`), and the config's `audio_offset_ms` moves by it; the state stays `reconnecting`
   * until the new session is acknowledged.
   */
  async #open(signal: AbortSignal | undefined, reopening: boolean, resumeFromMs: number): Promise<void> {
    signal?.throwIfAborted();
    const key = await this.#settings.key();
    // The key may take a while (a fetch of a temporary key): no socket is opened for a connect given up meanwhile.
    signal?.throwIfAborted();
    const config: ConfigMessage = resumed(this.#settings.config, resumeFromMs);
    if (this.#settings.opener.authMethod === "config") config.api_key = key;
    warnDeprecatedMessage(this.#logger, "config");
    warnDeprecatedConfigFields(this.#logger, config);
    const socket = this.#openSocket(key);
    const refusedUpgrade = this.#settings.opener.watchUpgrade(socket);
    socket.binaryType = "arraybuffer";
    this.#socket = socket;
    this.#serverError = undefined;
    this.#finishedReceived = false;
    await handshake(socket, JSON.stringify(config), {
      url: this.#settings.url,
      timeoutMs: this.#settings.connectTimeoutMs,
      secrets: this.#settings.secrets,
      signal,
      opened: () => {
        if (!reopening) this.#setState("connected");
      },
      acknowledged: (ack) => {
        this.sessionId = ack.session_id;
        this.#settings.opener.listen(
          socket,
          this.#guard((data: unknown) => {
            if (socket === this.#socket) this.#onFrame(socket, data);
          }),
        );
        socket.onclose = this.#guard((event) => this.#onClose(socket, event.code, event.reason));
        this.#setState("configured");
        this.#startKeepalive();
      },
      ignored: (frame, data, reason) => this.#reportUnknown(frame, data, reason),
      refusedUpgrade,
      probe: (error) =>
        this.#settings.opener.probe({ url: this.#settings.url, key, error, urlSource: this.#settings.urlSource }),
      urlSource: this.#settings.urlSource,
      closed: () => {
        if (this.#socket === socket) this.#socket = undefined;
        // A failed reopen is one attempt of the reconnect, which decides whether the session ends.
        if (!reopening) this.#setState("closed");
      },
    });
    this.#logger.debug(`session ${this.sessionId} configured (${this.#settings.config.model})`);
  }

  /** A socket event's handler that cannot throw: what it did not expect fails the session, never the app. */
  #guard<Event>(handler: (event: Event) => void): (event: Event) => void {
    return (event) => {
      try {
        handler(event);
      } catch (thrown) {
        try {
          this.#fail(unhandled(thrown, this.#settings.secrets));
        } catch {
          // Nothing is left to report with: the error has gone as far as it can.
        }
      }
    };
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

  /** A frame the session cannot use: logged and reported, then ignored. `data` is the frame as it came. */
  #reportUnknown(frame: unknown, data: unknown, reason: string): void {
    const secrets = this.#settings.secrets;
    this.#logger.warn(`Ignored ${reason}: ${excerpt(typeof data === "string" ? data : "[binary]", secrets, 120)}`);
    // A server may echo the key in any frame.
    if (this.hasAudience("unknown")) this.emit("unknown", { frame: redactValue(frame, secrets), reason });
  }

  /** An error frame: kept for the close that follows, which the client starts too in case the server does not. */
  #onErrorFrame(socket: WebSocketLike, message: Parameters<typeof streamError>[0]): void {
    this.#serverError = streamError(message, this.#settings.secrets);
    socket.close(1000, "error received");
  }

  #onFrame(socket: WebSocketLike, data: unknown): void {
    this.#waits.heard();
    const read = readFrame(data);
    switch (read.name) {
      case "result":
        // The contract ends the results with `finished`: what follows is no part of the transcript.
        if (this.#finishedReceived) this.#reportUnknown(read.message, data, "a result after finished");
        else this.#onResult(read.message);
        return;
      case "finished":
        if (this.#finishedReceived) {
          this.#reportUnknown(read.message, data, "a second finished");
          return;
        }
        this.#finishedReceived = true;
        this.emit("finished", { message: read.message });
        return;
      case "error":
        this.#onErrorFrame(socket, read.message);
        return;
      case "ack":
        this.#reportUnknown(read.message, data, "a second acknowledgement");
        return;
      case "unknown":
        this.#reportUnknown(read.frame, data, read.reason);
        return;
      default: {
        // Every message of the contract has its case above; tsc fails here on one that has none.
        const { frame, reason } = unhandledMessage(read);
        this.#reportUnknown(frame, data, reason);
      }
    }
  }

  // The hot path: one pass over the tokens, no array or payload built that nobody reads.
  #onResult(message: ResultMessage): void {
    const offsetMs = this.#reconnector?.offsetMs ?? 0;
    const transcript = this.transcript;
    const received = message.tokens;
    let added: Token[] | undefined;
    let interim: Token[] | undefined;
    let specials: Token[] | undefined;
    for (let index = 0; index < received.length; index++) {
      let token = received[index] as Token;
      // A reconnected socket counts its audio from 0: its tokens move to the session's audio time.
      if (offsetMs !== 0 && token.start_ms !== undefined && token.end_ms !== undefined) {
        token = { ...token, start_ms: token.start_ms + offsetMs, end_ms: token.end_ms + offsetMs };
      }
      if (!token.is_final) {
        interim ??= [];
        interim.push(token);
      } else if (isSpecialToken(token)) {
        specials ??= [];
        specials.push(token);
      } else if (transcript.addFinalToken(token)) {
        added ??= [];
        added.push(token);
      }
    }
    transcript.setInterim(interim ?? noTokens);
    if (this.hasAudience("result")) this.emit("result", { message });
    if (added !== undefined) {
      this.#waits.addFinal(added);
      if (this.hasAudience("final")) this.emit("final", { tokens: added, text: transcript.finalText });
    }
    if (specials !== undefined) this.#onSpecialTokens(specials);
    // The interim text is joined anew for each result: only when someone reads it.
    if (this.hasAudience("interim")) {
      // A copy: the transcript holds that array, and a listener may change what it is given.
      this.emit("interim", { tokens: interim ? [...interim] : [], text: transcript.interimText });
    }
    this.#reconnector?.trim(message.final_audio_proc_ms);
  }

  /** `<end>` and `<fin>`, in the order they came. */
  #onSpecialTokens(specials: Token[]): void {
    for (const token of specials) {
      if (token.text === "<end>") this.emit("endpoint", { token });
      if (token.text === "<fin>" && this.#waits.has("finalize")) {
        if (this.#state === "finalizing") this.#setState("streaming");
        this.emit("finalized", { tokens: this.#waits.resolve("finalize") });
      }
    }
  }

  #onClose(socket: WebSocketLike, code: number, reason: string): void {
    if (socket !== this.#socket) return;
    this.#stopKeepalive();
    // After `finished` all audio is transcribed: however the socket ends now (the contract says 1000; a drop
    // changes nothing), the transcript is whole. Nothing is reconnected, so no later result can enter it.
    if (this.#finishedReceived) {
      if (code !== 1000) this.#logger.debug(`the server closed with ${code} after finished; the transcript is whole`);
      this.#end(code, reason);
      if (this.#waits.has("finish")) this.#waits.resolve("finish", this.transcript.snapshot());
      return;
    }
    // Closed by the client: not an error.
    if (this.#closedByClient) {
      this.#end(code, reason);
      return;
    }
    const error =
      this.#serverError ??
      new ServiceNetworkError(
        `The stream dropped without an error frame (${describeClose(code, reason, this.#settings.secrets)}); ${this.transcript.finalTokens.length} final tokens were kept.`,
      );
    if (this.#reconnector?.canRetry(error)) {
      this.#reconnecting = this.#reconnect(error).finally(() => {
        this.#reconnecting = undefined;
        this.#reconnectAbort = undefined;
      });
      return;
    }
    this.emit("error", { error });
    this.#waits.reject(error);
    this.#end(code, reason);
  }

  /**
   * Ends the session from the client's side after a failure: the error event, the waits rejected, the
   * socket closed, and the close event now (the server may never confirm the close).
   */
  #fail(error: ServiceError): void {
    if (this.#state === "closed") return;
    const socket = this.#socket;
    this.#socket = undefined; // what that socket does from now on is ignored
    this.#stopKeepalive();
    this.#reconnectAbort?.abort(error);
    socket?.close(1000, failedReason);
    this.emit("error", { error });
    this.#waits.reject(error);
    this.#end(1000, failedReason);
  }

  #end(code: number, reason: string): void {
    this.#setState("closed");
    // A server may echo the key in its close reason.
    this.emit("close", { code, reason: this.#redact(reason) });
  }

  /** The server said nothing for finishTimeoutMs while finalize() or finish() waited. */
  #onSilence(waiting: Waiting): void {
    const silence = `the server sent nothing for ${this.#settings.finishTimeoutMs} ms`;
    if (waiting === "finalize") {
      if (this.#state === "finalizing") this.#setState("streaming");
      this.#waits.reject(new ServiceTimeoutError(`finalize() got no <fin>: ${silence}.`), "finalize");
    } else if (this.#finishedReceived) {
      // All is transcribed, but the server does not close: the client does.
      const socket = this.#socket;
      this.#socket = undefined;
      socket?.close(1000, "finished");
      this.#end(1000, "finished");
      this.#waits.resolve("finish", this.transcript.snapshot());
    } else {
      this.#fail(new ServiceTimeoutError(`finish() got no finished message: ${silence}.`));
    }
  }

  async #reconnect(error: ServiceError): Promise<void> {
    const reconnector = this.#reconnector as Reconnector;
    const session = this;
    const abort = new AbortController();
    this.#reconnectAbort = abort;
    this.#setState("reconnecting");
    let reopened: Awaited<ReturnType<Reconnector["reopen"]>>;
    // The new socket's tokens for audio already final are dropped; where that audio ends is known now.
    this.transcript.resendFrom(this.#clock.durationMs);
    try {
      reopened = await reconnector.reopen(
        {
          get sentMs() {
            return session.#clock.durationMs;
          },
          get finalUntilMs() {
            return session.transcript.finalUntilMs;
          },
          get header() {
            return session.#clock.header;
          },
          open: async (audioOffsetMs) => {
            await this.#open(abort.signal, true, audioOffsetMs);
            const socket = this.#socket as WebSocketLike;
            return (data) => socket.send(data);
          },
        },
        error,
        abort.signal,
      );
    } catch (failure) {
      // The session failed meanwhile (finish() timed out): it has ended, with its own error.
      if (this.#state === "closed") return;
      // close() while reconnecting: the client ended the session, which is no error (the waits were rejected).
      if (this.#closedByClient) {
        this.#end(1000, "closed by the client");
        return;
      }
      const final = failure instanceof ServiceError ? failure : error;
      this.emit("error", { error: final });
      this.#waits.reject(final);
      this.#end(1006, "reconnect failed");
      return;
    }
    const { attempt, resentMs, lostMs, resentAudio } = reopened;
    if (resentAudio) this.#setState("streaming");
    this.emit("reconnect", { attempt, resentMs, lostMs, error });
    if (this.#waits.has("finalize")) {
      this.#setState("finalizing");
      this.#send(JSON.stringify({ type: "finalize" }));
    }
    if (this.#waits.has("finish")) this.#send("");
  }

  #assertCanSend(what: string): void {
    if (this.#state === "closed" || this.#state === "connected") {
      throw new ServiceError(
        `Cannot ${what}: the session is ${this.#state}. ${this.#state === "closed" ? "Open a new session with connect()." : "Wait for connect() to resolve."}`,
      );
    }
  }

  #send(data: string | Uint8Array): void {
    this.#socket?.send(data);
    this.#lastSentAt = Date.now();
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
    if (startMs === 0) warnDeprecatedMessage(this.#logger, "audio");
    this.#send(bytes);
    this.emit("audioSent", { endMs: this.#clock.durationMs });
    if (this.#reconnector && this.#clock.exact) {
      this.#reconnector.keep(bytes, startMs, this.#clock.durationMs, this.#clock.header);
    }
    if (this.#state === "configured") this.#setState("streaming");
    await drained(socket, this.#settings.maxBufferedBytes, () => this.#state === "closed");
  }

  /** Sends audio from bytes, an async iterable or a ReadableStream, in frames of `chunkMs`. */
  async stream(source: AudioSource, options?: StreamOptions): Promise<void> {
    const { realtime, chunkMs } = checkCallOptions(options, "stream()", ["realtime", "chunkMs"]);
    // With realtime, each frame ends in a wait of its length: held to the timers' bound.
    const frameMs = checkMilliseconds("stream() chunkMs", chunkMs, 100);
    const started = Date.now();
    const startMs = this.#clock.durationMs;
    for await (const frame of audioFrames(source, frameMs, () => this.#clock.bytesPerMs)) {
      await this.sendAudio(frame);
      if (realtime && this.#clock.exact) {
        const ahead = this.#clock.durationMs - startMs - (Date.now() - started);
        if (ahead > 0) await sleep(ahead);
      }
    }
  }

  /**
   * Asks for the final tokens of all audio so far; resolves with them once `<fin>` arrives.
   * @throws ServiceTimeoutError when the server sends nothing for `finishTimeoutMs` meanwhile.
   */
  finalize(options?: { trailingSilenceMs?: number }): Promise<Token[]> {
    const { trailingSilenceMs } = checkCallOptions(options, "finalize()", ["trailingSilenceMs"]);
    if (trailingSilenceMs !== undefined) {
      checkNumber("finalize() trailingSilenceMs", trailingSilenceMs, 0, { min: 0, exclusive: false, integer: true });
    }
    this.#assertCanSend("finalize");
    if (this.#waits.has("finalize")) throw new ServiceError("A finalize is already waiting for <fin>.");
    warnDeprecatedMessage(this.#logger, "finalize");
    const promise = this.#waits.start<Token[]>("finalize");
    // While reconnecting there is no socket to send on: the reconnect sends it once the new session is open.
    if (this.#state === "reconnecting") return promise;
    this.#setState("finalizing");
    const frame = {
      type: "finalize",
      ...(trailingSilenceMs !== undefined ? { trailing_silence_ms: trailingSilenceMs } : {}),
    };
    this.#send(JSON.stringify(frame));
    return promise;
  }

  /**
   * Ends the audio: the server sends the remaining final tokens, `finished`, and closes. Resolves with
   * the whole final transcript.
   * @throws ServiceTimeoutError when the server sends nothing for `finishTimeoutMs` meanwhile.
   */
  finish(): Promise<TranscriptSnapshot> {
    this.#assertCanSend("finish");
    if (this.#waits.has("finish")) throw new ServiceError("finish() was called already.");
    warnDeprecatedMessage(this.#logger, "endOfAudio");
    const promise = this.#waits.start<TranscriptSnapshot>("finish");
    this.#stopKeepalive();
    // While reconnecting there is no socket to send on: the reconnect sends it once the new session is open.
    if (this.#state !== "reconnecting") this.#send("");
    return promise;
  }

  /** Cancels the session: closes the socket now. Waiting finalize() and finish() reject. */
  close(): void {
    if (this.#state === "closed") return;
    this.#closedByClient = true;
    this.#stopKeepalive();
    this.#waits.reject(new ServiceError("The session was closed by the client."));
    // A reconnect between attempts has no socket to close: its end sends the close event.
    this.#reconnectAbort?.abort(new ServiceError("The session was closed by the client."));
    this.#socket?.close(1000, "closed by the client");
  }

  #startKeepalive(): void {
    this.#stopKeepalive();
    this.#lastSentAt = Date.now();
    this.#stopKeepalive = startKeepalive(
      this.#settings.keepaliveIntervalMs,
      () => this.#lastSentAt,
      () => {
        warnDeprecatedMessage(this.#logger, "keepalive");
        this.#send(JSON.stringify({ type: "keepalive" }));
      },
    );
  }
}
