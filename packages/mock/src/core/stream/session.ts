// One streaming session of the mock: every frame of the AsyncAPI contract, checked with the generated
// validators, answered as the contract says, and failures on purpose for frontend teams to test against.
// What a client sends is bounded before it drives work: frame sizes (the transport's: ../../node/stream-server.ts),
// WAV header numbers, the audio a session may carry (300 minutes) and the tokens one result frame may hold.

import type { StreamDeprecation } from "stt-service/shared-runtime";
import {
  AudioClock,
  deprecatedFieldsOf,
  isFinalizeMessage,
  isKeepaliveMessage,
  messageDeprecation,
  type ResultMessage,
  streamErrorCodes,
  validateConfigMessage,
} from "stt-service/shared-runtime";
import type { MockScript } from "../../generated/realtime/mock-script.js";
import { afterPendingInput, randomId, utf8Bytes, utf8Text } from "../platform-shims.js";
import type { StreamAccess } from "../service/access.js";
import { withoutControlCharacters } from "../text.js";
import { StreamedAudioHead, wavHeaderProblem } from "./audio-checks.js";
import type { DirectiveUses } from "./directive-uses.js";
import { parseSessionDirective, type SessionDirective } from "./session-directives.js";
import { MockTranscriber } from "./transcriber.js";

/**
 * The largest frame a session takes: 4 MiB, as the contract's audio message says (in its description only: a
 * machine-readable `x-limits` entry reads as a new limit to the breaking-change gate). A larger one is refused
 * by the transport (ws's `maxPayload` in the server, a size check in the MSW handlers) with this error, then
 * close 1009, so both transports hold the same bound from here.
 */
export const maxFrameBytes = 4 * 1024 * 1024;
export const frameTooLargeMessage = `A frame is larger than ${maxFrameBytes / 1024 / 1024} MiB: send audio in smaller chunks (100 ms of audio is typical).`;

/** The streaming mock's timeouts of a session, in ms: for the config frame, between frames, and in all. */
export interface SessionLimits {
  configTimeoutMs: number;
  idleTimeoutMs: number;
  maxSessionMs: number;
}

/**
 * The socket a session talks over, whatever carries it: a `ws` socket in the streaming mock's server
 * (../../node/stream-server.ts), MSW's client connection in the MSW handlers (../../msw/handlers.ts).
 */
export interface SessionSocket {
  /** Whether frames can still be sent. */
  readonly isOpen: boolean;
  send(data: string | Uint8Array): void;
  close(code: number, reason: string): void;
  /** Drops the connection without a close frame (what `mock:drop` asks for). */
  terminate(): void;
  /** Each frame the client sends: a text frame as a string, a binary frame as bytes. */
  onMessage(listener: (data: string | Uint8Array) => void): void;
  /** The connection ended, closed by either side or broken. */
  onClose(listener: () => void): void;
}

export interface SessionOptions {
  socket: SessionSocket;
  script: MockScript;
  limits: SessionLimits;
  access: StreamAccess;
  /** The key from the upgrade request, and how it came, if it had one. */
  key: string | undefined;
  keySource: "header" | "subprotocol" | undefined;
  /** Uses of directives limited to their first n (`:once`, `:times:<n>`), shared by the server's sessions. */
  directiveUses: DirectiveUses;
  onLog?: (message: string) => void;
  /** Called on each use of what the contract deprecates: a config field, or a message a client sends. */
  onDeprecatedUse?: (element: string, notice: StreamDeprecation) => void;
}

/** The audio one session may carry, as the contract says: 300 minutes. */
export const maxSessionAudioMs = 300 * 60_000;
/** Final tokens per result frame: a large chunk of audio is answered in several frames. */
const maxTokensPerResult = 500;
/** A close reason is at most 123 bytes (RFC 6455), counted in UTF-8. */
const maxCloseReasonBytes = 123;

export function closeReason(text: string): string {
  const bytes = utf8Bytes(text);
  if (bytes.length <= maxCloseReasonBytes) return text;
  // Cut on a character boundary: a cut inside one would make the reason invalid UTF-8.
  let end = maxCloseReasonBytes - 3;
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return `${utf8Text(bytes.subarray(0, end))}...`;
}

/** Temporary keys, as `POST /auth/temporary-api-key` mints them, start so; long-lived keys never do. */
export function isTemporaryKey(key: string): boolean {
  return key.startsWith("tmp_");
}

/** Why a long-lived key in the subprotocol is refused, and what to do instead. */
export const longLivedKeyInSubprotocol =
  "A long-lived API key in the subprotocol: it carries a temporary key only, since a page must never hold a long-lived key. " +
  "Mint a temporary key with POST /auth/temporary-api-key (your backend does; against the mock, the page may) and send that.";

/** Text from the client, quoted in an error message: short, on one line. */
function quote(text: string, length = 80): string {
  const line = text.replace(/\s+/g, " ");
  return line.length > length ? `${line.slice(0, length)}...` : line;
}

export class MockSession {
  readonly id = randomId();
  /** "awaiting-ack": configured, the ack held back on purpose (ack-delay-ms, ack-never). */
  #state: "awaiting-config" | "awaiting-ack" | "streaming" | "ended" = "awaiting-config";
  #clock: AudioClock | undefined;
  /** The first bytes of a container format's stream, until they show audio; none for raw formats. */
  #head: StreamedAudioHead | undefined;
  #transcriber: MockTranscriber | undefined;
  #directive: SessionDirective | undefined;
  /** A stall directive took effect: the session sends nothing more, and waits for no one. */
  #stalled = false;
  #unknownMessageSent = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts each arm and disarm of `#timer`: a time-out fires only if it is still the last one armed. */
  #armed = 0;
  #ackTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #sessionTimer: ReturnType<typeof setTimeout>;

  constructor(private readonly options: SessionOptions) {
    const { socket, limits } = options;
    this.#arm(limits.configTimeoutMs, `No config message within ${limits.configTimeoutMs / 1000} s of connecting.`);
    this.#sessionTimer = setTimeout(
      () => this.fail(408, `The session reached its limit of ${limits.maxSessionMs / 60_000} minutes.`),
      limits.maxSessionMs,
    );
    socket.onMessage((data) => {
      try {
        this.#receive(data);
      } catch (error) {
        this.fail(500, `The mock failed on a frame: ${(error as Error).message}`);
      }
    });
    socket.onClose(() => this.#end());
  }

  #log(message: string): void {
    this.options.onLog?.(`session ${this.id.slice(0, 8)}: ${message}`);
  }

  #arm(timeoutMs: number, message: string): void {
    this.#disarm();
    const armed = this.#armed;
    this.#timer = setTimeout(() => {
      // A frame that came while this process was busy is read only after the timers of the loop turn it wakes
      // in: it gets that turn to count, so that a stall of the mock's own is not laid on the client.
      afterPendingInput(() => {
        if (armed === this.#armed) this.fail(408, message);
      });
    }, timeoutMs);
  }

  /** Stops the config or idle time-out, and one about to fire. */
  #disarm(): void {
    this.#armed += 1;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #end(): void {
    this.#state = "ended";
    this.#disarm();
    clearTimeout(this.#ackTimer);
    clearTimeout(this.#sessionTimer);
  }

  #send(frame: unknown): void {
    if (this.options.socket.isOpen) this.options.socket.send(JSON.stringify(frame));
  }

  /** The contract's error frame for a code (without closing). */
  errorFrame(errorCode: number, message: string) {
    return {
      error_code: errorCode,
      error_type: streamErrorCodes[errorCode]?.errorType ?? "error",
      error_message: withoutControlCharacters(message),
      request_id: this.id,
    };
  }

  /** Sends the contract's error frame for a code, then closes with the code's close code. */
  fail(errorCode: number, message: string): void {
    if (this.#state === "ended") return;
    const known = streamErrorCodes[errorCode];
    this.#log(`error ${errorCode}: ${message}`);
    this.#send(this.errorFrame(errorCode, message));
    this.#end();
    this.options.socket.close(known?.closeCode ?? (errorCode >= 500 ? 1011 : 1008), closeReason(message));
  }

  #receive(data: string | Uint8Array): void {
    if (this.#state === "ended") return;
    // Before an ack held back on purpose, frames are read and let go: the mock does not judge a client for
    // keepalives it sends while it waits, and a client that sends audio before the ack loses it.
    if (this.#state === "awaiting-ack") return;
    if (typeof data !== "string") {
      this.#noteDeprecatedMessage("audio");
      this.#audio(data);
      return;
    }
    const text = data;
    if (this.#state === "awaiting-config") {
      this.#configure(text);
      return;
    }
    if (text === "") {
      this.#noteDeprecatedMessage("endOfAudio");
      this.#endOfAudio();
      return;
    }
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      this.fail(
        400,
        "A text frame is not JSON. Send finalize, keepalive or an empty frame; audio goes in binary frames.",
      );
      return;
    }
    if (isKeepaliveMessage(frame)) {
      this.#noteDeprecatedMessage("keepalive");
      if (!this.#stalled) this.#arm(this.options.limits.idleTimeoutMs, this.#idleMessage());
      return;
    }
    if (isFinalizeMessage(frame)) {
      this.#noteDeprecatedMessage("finalize");
      this.#finalize();
      return;
    }
    this.fail(400, `Unknown message ${quote(text)}: expected {"type": "finalize"} or {"type": "keepalive"}.`);
  }

  /** A message the contract deprecates, used: the mock says so (a stream has no headers to carry it). */
  #noteDeprecatedMessage(name: string): void {
    const notice = messageDeprecation(name);
    if (notice) this.options.onDeprecatedUse?.(`The stream's ${name} message`, notice);
  }

  #idleMessage(): string {
    return `No audio or keepalive received for ${this.options.limits.idleTimeoutMs / 1000} seconds.`;
  }

  #configure(text: string): void {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      this.fail(400, "The first frame must be the config message, as JSON.");
      return;
    }
    if (!validateConfigMessage(frame)) {
      const problem = validateConfigMessage.errors?.[0];
      const where = problem?.instancePath ? `${problem.instancePath.slice(1).replaceAll("/", ".")} ` : "";
      const extra = (problem?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
      this.fail(
        400,
        `Invalid config message: ${where}${problem?.message ?? "does not match the schema"}${extra ? ` (${quote(extra, 40)})` : ""}.`,
      );
      return;
    }
    this.#noteDeprecatedMessage("config");
    for (const [name, notice] of deprecatedFieldsOf(frame)) {
      this.options.onDeprecatedUse?.(`The config message's ${name}`, notice);
    }
    const key = this.options.key ?? frame.api_key;
    const keySource = this.options.keySource ?? "config";
    if (key === undefined || key === "") {
      this.fail(
        401,
        'Missing API key: send Authorization: Bearer <key>, or the subprotocols ["stt-api-key", <temporary key>].',
      );
      return;
    }
    // The subprotocol is the browsers' way, and a page must never hold a long-lived key: the contract lets
    // only a temporary key travel there (temporaryKeySubprotocol), and so does the mock, as production does.
    if (keySource === "subprotocol" && !isTemporaryKey(key)) {
      this.fail(401, longLivedKeyInSubprotocol);
      return;
    }
    const refused = this.options.access.refuse(key);
    if (refused) {
      this.fail(401, refused);
      return;
    }
    const model = this.options.access.models.find((candidate) => candidate.id === frame.model);
    const realTime = this.options.access.models.filter((candidate) => candidate.transcription_mode === "real_time");
    if (model?.transcription_mode !== "real_time") {
      this.fail(
        400,
        `${model ? `${frame.model} is an ${model.transcription_mode} model` : `Unknown model ${quote(frame.model, 64)}`}; streams take a real-time model (${realTime.map((m) => m.id).join(", ")}).`,
      );
      return;
    }
    if (frame.translation !== undefined && !model.supports_translation) {
      this.fail(400, `The model ${frame.model} does not support translation.`);
      return;
    }
    const reference = frame.client_reference_id;
    const parsed = parseSessionDirective(reference);
    if (parsed && "problem" in parsed) {
      this.fail(400, parsed.problem);
      return;
    }
    // Counted per key: another key's session neither uses up nor takes this key's failures.
    const applies =
      parsed !== undefined &&
      reference !== undefined &&
      this.options.directiveUses.take("session", key, reference, parsed.directive.times);
    const directive = applies ? parsed.directive : undefined;
    this.#directive = directive;
    const fault = directive?.fault;
    if (fault?.kind === "error" && directive?.afterAudioMs === 0) {
      this.fail(fault.errorCode, `Failing on purpose (client_reference_id ${reference}).`);
      return;
    }
    if (fault?.kind === "close-before-ack") {
      this.#log(`closing with ${fault.closeCode} before the ack on purpose`);
      this.#end();
      this.options.socket.close(fault.closeCode, closeReason(`Closing before the ack on purpose (${reference}).`));
      return;
    }
    this.#clock = new AudioClock(frame);
    // The clock knows a raw format's rate from the config alone; anything else opens with a container's header.
    this.#head = this.#clock.bytesPerMs === undefined ? new StreamedAudioHead() : undefined;
    this.#transcriber = new MockTranscriber(this.options.script, frame);
    this.#log(`configured: ${frame.model}, ${frame.audio_format}, key from ${keySource}`);
    const acknowledge = () => this.#acknowledge(frame.model);
    if (fault?.kind === "ack-never" || fault?.kind === "ack-delay") {
      // No config or idle time-out while the mock itself holds the ack back: only the session limit, or the
      // client closing, ends the wait.
      this.#disarm();
      this.#state = "awaiting-ack";
      if (fault.kind === "ack-delay") this.#ackTimer = setTimeout(acknowledge, fault.delayMs);
      this.#log(
        fault.kind === "ack-never" ? "never acknowledging, on purpose" : `acknowledging in ${fault.delayMs} ms`,
      );
      return;
    }
    acknowledge();
  }

  #acknowledge(model: string): void {
    if (this.#state === "ended") return;
    this.#state = "streaming";
    this.#send({ type: "ack", session_id: this.id, model });
    const directive = this.#directive;
    if (directive?.afterAudioMs === 0 && directive.fault.kind === "stall") {
      this.#stall();
      return;
    }
    if (directive?.afterAudioMs === 0 && directive.fault.kind === "unknown-message") this.#sendUnknownMessage();
    this.#arm(this.options.limits.idleTimeoutMs, this.#idleMessage());
  }

  /** From now on the session sends nothing, and no idle time-out fires: a server that hangs says nothing. */
  #stall(): void {
    if (this.#stalled) return;
    this.#stalled = true;
    this.#disarm();
    this.#log("stalling on purpose: no more frames");
  }

  /** A frame of a type the contract does not have, as a newer server might send: clients report it, not crash. */
  #sendUnknownMessage(): void {
    this.#unknownMessageSent = true;
    this.#send({ type: "mock_unannounced", note: "a message type this client does not know" });
    this.#log("sent a message of an unknown type, on purpose");
  }

  #audio(bytes: Uint8Array): void {
    if (this.#state !== "streaming" || !this.#clock || !this.#transcriber) {
      this.fail(400, "Audio before the config message: send the config message first.");
      return;
    }
    if (!this.#stalled) this.#arm(this.options.limits.idleTimeoutMs, this.#idleMessage());
    const notAudio = this.#head?.feed(bytes);
    if (notAudio) {
      this.fail(400, notAudio);
      return;
    }
    // Words for bytes not yet known to be audio would be words for a text file.
    if (this.#head && !this.#head.decided) {
      this.#clock.feed(bytes);
      return;
    }
    const hadHeader = this.#clock.header !== undefined;
    this.#clock.feed(bytes);
    if (!hadHeader && this.#clock.header !== undefined) {
      const problem = wavHeaderProblem(this.#clock.header);
      if (problem) {
        this.fail(400, `The audio cannot be read: ${problem}.`);
        return;
      }
    }
    const audioMs = this.#clock.durationMs;
    if (audioMs > maxSessionAudioMs) {
      this.fail(408, `The session reached its limit of ${maxSessionAudioMs / 60_000} minutes of audio.`);
      return;
    }
    if (this.#stalled) return;
    const directive = this.#directive;
    if (directive && audioMs >= directive.afterAudioMs) {
      const { fault } = directive;
      if (fault.kind === "drop") {
        this.#log("dropping the connection on purpose");
        this.#end();
        this.options.socket.terminate();
        return;
      }
      if (fault.kind === "error") {
        this.fail(fault.errorCode, `Failing on purpose after ${directive.afterAudioMs} ms of audio.`);
        return;
      }
      if (fault.kind === "stall") {
        this.#stall();
        return;
      }
      if (fault.kind === "unknown-message" && !this.#unknownMessageSent) this.#sendUnknownMessage();
    }
    this.#sendResult(this.#transcriber.advance(audioMs));
  }

  /** A result, in several frames when a large chunk of audio made many tokens final at once. */
  #sendResult(result: ResultMessage | undefined): void {
    if (!result) return;
    const { tokens } = result;
    for (let start = 0; start + maxTokensPerResult < tokens.length; start += maxTokensPerResult) {
      // Only final tokens come before the last frame; interim ones are at the end of a result.
      this.#send({ ...result, tokens: tokens.slice(start, start + maxTokensPerResult) });
    }
    const last = Math.max(0, Math.ceil(tokens.length / maxTokensPerResult) - 1) * maxTokensPerResult;
    this.#send({ ...result, tokens: tokens.slice(last) });
  }

  /** Audio shorter than a container's magic number, judged when the client says it is all there is. */
  #refusedShortAudio(): boolean {
    const notAudio = this.#head?.end();
    if (notAudio) this.fail(400, notAudio);
    return notAudio !== undefined;
  }

  #finalize(): void {
    if (this.#stalled) return;
    if (!this.#clock || !this.#transcriber || this.#refusedShortAudio()) return;
    this.#sendResult(this.#transcriber.finalize(this.#clock.durationMs));
  }

  #endOfAudio(): void {
    if (this.#stalled) return;
    if (!this.#clock || !this.#transcriber || this.#refusedShortAudio()) return;
    const audioMs = Math.round(this.#clock.durationMs);
    this.#sendResult(this.#transcriber.finish(audioMs));
    this.#send({ tokens: [], final_audio_proc_ms: audioMs, total_audio_proc_ms: audioMs, finished: true });
    this.#log(`finished after ${audioMs} ms of audio`);
    this.#end();
    this.options.socket.close(1000, "finished");
  }
}
