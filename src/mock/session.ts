// One streaming session of the mock: every frame of the AsyncAPI contract, checked with the generated
// validators, answered as the contract says, and failures on purpose for frontend teams to test against.
import { randomUUID } from "node:crypto";
import type { RawData, WebSocket } from "ws";
import { streamErrorCodes } from "../../generated/errors.js";
import { isFinalizeMessage, isKeepaliveMessage } from "../../generated/realtime/messages.js";
import type { MockScript } from "../../generated/realtime/mock-script.js";
import { validateConfigMessage } from "../../generated/realtime/validators.js";
import { AudioClock } from "../realtime/audio-clock.js";
import { MockTranscriber } from "./transcriber.js";

export interface SessionLimits {
  configTimeoutMs: number;
  idleTimeoutMs: number;
  maxSessionMs: number;
}

/** What `client_reference_id` can ask of the mock (see docs): fail with a code, or drop, now or later. */
export interface MockDirective {
  kind: "error" | "drop";
  errorCode?: number;
  afterAudioMs: number;
  /** Only the first session with this reference fails: the next one (a reconnect) works. */
  once: boolean;
}

const directivePattern = /^mock:(error:(\d{3})|drop)(?::after-ms:(\d+))?(:once)?$/;

export function parseDirective(reference: string | undefined): MockDirective | undefined {
  const match = reference === undefined ? null : directivePattern.exec(reference);
  if (!match) return undefined;
  return {
    kind: match[2] ? "error" : "drop",
    errorCode: match[2] ? Number(match[2]) : undefined,
    afterAudioMs: match[3] ? Number(match[3]) : 0,
    once: match[4] !== undefined,
  };
}

export interface SessionOptions {
  socket: WebSocket;
  script: MockScript;
  limits: SessionLimits;
  /** The key from the upgrade request, and how it came, if it had one. */
  key: string | undefined;
  keySource: "header" | "subprotocol" | undefined;
  /** References of `:once` directives already used, shared by the server's sessions. */
  usedDirectives: Set<string>;
  onLog?: (message: string) => void;
}

/** Keys the mock refuses, so that clients can test their handling of a bad or expired key. */
export function isRejectedKey(key: string): boolean {
  return key.startsWith("invalid") || key.startsWith("tmp_expired");
}

export class MockSession {
  readonly id = randomUUID();
  #state: "awaiting-config" | "streaming" | "ended" = "awaiting-config";
  #clock: AudioClock | undefined;
  #transcriber: MockTranscriber | undefined;
  #directive: MockDirective | undefined;
  #timer: NodeJS.Timeout | undefined;
  readonly #sessionTimer: NodeJS.Timeout;

  constructor(private readonly options: SessionOptions) {
    const { socket, limits } = options;
    this.#arm(limits.configTimeoutMs, `No config message within ${limits.configTimeoutMs / 1000} s of connecting.`);
    this.#sessionTimer = setTimeout(
      () => this.fail(408, `The session reached its limit of ${limits.maxSessionMs / 60_000} minutes.`),
      limits.maxSessionMs,
    );
    socket.on("message", (data, isBinary) => {
      try {
        this.#receive(data, isBinary);
      } catch (error) {
        this.fail(500, `The mock failed on a frame: ${(error as Error).message}`);
      }
    });
    socket.on("close", () => this.#end());
    socket.on("error", () => this.#end());
  }

  #log(message: string): void {
    this.options.onLog?.(`session ${this.id.slice(0, 8)}: ${message}`);
  }

  #arm(timeoutMs: number, message: string): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.fail(408, message), timeoutMs);
  }

  #end(): void {
    this.#state = "ended";
    clearTimeout(this.#timer);
    clearTimeout(this.#sessionTimer);
  }

  #send(frame: unknown): void {
    if (this.options.socket.readyState === this.options.socket.OPEN) this.options.socket.send(JSON.stringify(frame));
  }

  /** Sends the contract's error frame for a code, then closes with the code's close code. */
  fail(errorCode: number, message: string): void {
    if (this.#state === "ended") return;
    const known = streamErrorCodes[errorCode];
    this.#log(`error ${errorCode}: ${message}`);
    this.#send({
      error_code: errorCode,
      error_type: known?.errorType ?? "error",
      error_message: message,
      request_id: this.id,
    });
    this.#end();
    this.options.socket.close(known?.closeCode ?? (errorCode >= 500 ? 1011 : 1008), message.slice(0, 120));
  }

  #receive(data: RawData, isBinary: boolean): void {
    if (this.#state === "ended") return;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary) {
      this.#audio(bytes);
      return;
    }
    const text = bytes.toString("utf8");
    if (this.#state === "awaiting-config") {
      this.#configure(text);
      return;
    }
    if (text === "") {
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
      this.#arm(this.options.limits.idleTimeoutMs, this.#idleMessage());
      return;
    }
    if (isFinalizeMessage(frame)) {
      this.#finalize();
      return;
    }
    this.fail(400, `Unknown message ${text.slice(0, 80)}: expected {"type": "finalize"} or {"type": "keepalive"}.`);
    return;
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
      this.fail(400, `Invalid config message: ${where}${problem?.message ?? "does not match the schema"}.`);
      return;
    }
    const key = this.options.key ?? frame.api_key;
    const keySource = this.options.keySource ?? "config";
    if (key === undefined || key === "") {
      this.fail(401, 'Missing API key: send Authorization: Bearer <key>, or the subprotocols ["stt-api-key", <key>].');
      return;
    }
    if (isRejectedKey(key)) {
      this.fail(401, "Invalid or expired API key.");
      return;
    }
    const reference = frame.client_reference_id;
    const directive = parseDirective(reference);
    const used = directive?.once && reference !== undefined && this.options.usedDirectives.has(reference);
    if (directive?.once && reference !== undefined) this.options.usedDirectives.add(reference);
    this.#directive = used ? undefined : directive;
    if (this.#directive?.kind === "error" && this.#directive.afterAudioMs === 0) {
      this.fail(
        this.#directive.errorCode ?? 500,
        `Failing on purpose (client_reference_id ${frame.client_reference_id}).`,
      );
      return;
    }
    this.#clock = new AudioClock(frame);
    this.#transcriber = new MockTranscriber(this.options.script, frame);
    this.#state = "streaming";
    this.#send({ type: "ack", session_id: this.id, model: frame.model });
    this.#log(`configured: ${frame.model}, ${frame.audio_format}, key from ${keySource}`);
    this.#arm(this.options.limits.idleTimeoutMs, this.#idleMessage());
  }

  #audio(bytes: Buffer): void {
    if (this.#state !== "streaming" || !this.#clock || !this.#transcriber) {
      this.fail(400, "Audio before the config message: send the config message first.");
      return;
    }
    this.#arm(this.options.limits.idleTimeoutMs, this.#idleMessage());
    this.#clock.feed(bytes);
    const audioMs = this.#clock.durationMs;
    const directive = this.#directive;
    if (directive && audioMs >= directive.afterAudioMs) {
      if (directive.kind === "drop") {
        this.#log("dropping the connection on purpose");
        this.#end();
        this.options.socket.terminate();
        return;
      }
      this.fail(directive.errorCode ?? 500, `Failing on purpose after ${directive.afterAudioMs} ms of audio.`);
      return;
    }
    const result = this.#transcriber.advance(audioMs);
    if (result) this.#send(result);
  }

  #finalize(): void {
    if (!this.#clock || !this.#transcriber) return;
    this.#send(this.#transcriber.finalize(this.#clock.durationMs));
  }

  #endOfAudio(): void {
    if (!this.#clock || !this.#transcriber) return;
    const audioMs = Math.round(this.#clock.durationMs);
    const rest = this.#transcriber.finish(audioMs);
    if (rest) this.#send(rest);
    this.#send({ tokens: [], final_audio_proc_ms: audioMs, total_audio_proc_ms: audioMs, finished: true });
    this.#log(`finished after ${audioMs} ms of audio`);
    this.#end();
    this.options.socket.close(1000, "finished");
  }
}
