// One WebSocket session of the kit: it keeps a bounded transcript of the frames both ways (the evidence of
// a violation), bounds what it reads (frame size, frame count, time, the run's deadline), and lets a check
// wait for a frame or the close.
//
// A frame is read once, when it arrives: its JSON is handed to the session's observer (the result checks)
// and judged (is it an ack, a result, finished, an error frame, and valid as one?), and only those facts are
// kept, with the JSON itself only for small frames within a total per session. So a server that sends
// 10 000 frames of 1 MiB costs the kit one frame at a time, not 10 000.

import { validateAckMessage, validateErrorMessage, validateFinishedMessage } from "stt-service/shared-runtime";
import type WebSocket from "ws";
import type { Deadline } from "./deadline.js";
import { cut, detached, list, record, show } from "./json.js";

/** What the checks need of a frame, taken when it arrived, whatever its size. */
export interface Frame {
  /** Characters of a text frame; bytes of a binary one. */
  size: number;
  /** The frame's JSON, kept only for a small frame (an ack, finished or error frame is) within the session's total. */
  json: Record<string, unknown> | undefined;
  /** A JSON object with a `tokens` array, not finished: a result. */
  isResult: boolean;
  finished: boolean;
  /** Valid as the contract's AckMessage, FinishedMessage or ErrorMessage; otherwise the first problem. */
  ack: true | string;
  finishedValid: boolean;
  /** The frame's error_code, when it has one (as short text when it is not a number). */
  errorCode: number | string | undefined;
  errorType: string | undefined;
  errorValid: boolean;
  /** A `<fin>` token is among its tokens; and it is the last final token. */
  hasFin: boolean;
  finLast: boolean;
  /** It has a token that is not a control token (`<fin>`, `<end>`). */
  spoken: boolean;
}

export interface Closed {
  code: number;
  reason: string;
}

/** The largest frame the kit reads; a larger one is a `stream.frame-size` violation and closes the socket. */
export const maxFrameBytes = 1024 * 1024;
const maxFrames = 10_000;
const maxTranscriptLines = 40;
/** A frame's JSON is kept when it is at most this long, while the session has kept less than the total. */
export const maxKeptFrameChars = 16 * 1024;
export const maxKeptCharsPerSession = 256 * 1024;

export const controlTokens = new Set(["<fin>", "<end>"]);

type WebSocketClass = typeof WebSocket;

/** Reads what the checks need of a frame's JSON; never throws, whatever the JSON. */
export function frameFacts(json: unknown, size: number): Frame {
  const message = record(json);
  const isObject = message === json;
  const tokens = Array.isArray(message.tokens) ? message.tokens : undefined;
  const finished = message.finished === true;
  let hasFin = false;
  let lastFinal: unknown;
  let spoken = false;
  for (const token of list(tokens)) {
    const text = record(token).text;
    if (text === "<fin>") hasFin = true;
    if (record(token).is_final === true) lastFinal = text;
    if (typeof text === "string" && !controlTokens.has(text)) spoken = true;
  }
  const code = message.error_code;
  const ack = validateAckMessage(json) ? true : show(validateAckMessage.errors?.[0]?.message ?? "not an ack");
  return {
    size,
    json: undefined,
    isResult: isObject && tokens !== undefined && !finished,
    finished,
    ack,
    finishedValid: finished && validateFinishedMessage(json),
    errorCode: code === undefined ? undefined : typeof code === "number" ? code : show(code, 40),
    errorType: message.error_type === undefined ? undefined : show(message.error_type, 80),
    errorValid: code !== undefined && validateErrorMessage(json),
    hasFin,
    finLast: hasFin && lastFinal === "<fin>",
    spoken,
  };
}

export class StreamSession {
  readonly frames: Frame[] = [];
  readonly transcript: string[] = [];
  closed: Closed | undefined;
  /** Why the upgrade or the socket failed, if it did. */
  failure: string | undefined;
  /** A frame passed maxFrameBytes: the socket was closed on it. */
  oversized = false;
  private keptChars = 0;
  private listeners: (() => void)[] = [];

  private constructor(
    private readonly socket: WebSocket,
    private readonly deadline: Deadline,
    private readonly observe?: (json: unknown) => void,
  ) {
    socket.on("open", () => this.wake());
    socket.on("message", (data, isBinary) => {
      if (this.frames.length >= maxFrames) {
        this.failure = `more than ${maxFrames} frames in one session`;
        socket.terminate();
        return;
      }
      this.read(data as Buffer, isBinary);
      this.wake();
    });
    socket.on("close", (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.note(`← close ${code} ${shorten(reason.toString())}`);
      this.wake();
    });
    socket.on("error", (error) => {
      if ((error as { code?: string }).code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH") {
        this.oversized = true;
        this.note(`← a frame over ${maxFrameBytes} bytes (not read; the kit closed the socket)`);
      }
      this.failure = error.message;
      this.wake();
    });
    socket.on("unexpected-response", (_request, response) => {
      this.failure = `the upgrade answered HTTP ${response.statusCode}`;
      this.closed = { code: response.statusCode ?? 0, reason: "upgrade refused" };
      this.note(`← HTTP ${response.statusCode} on the upgrade`);
      response.resume();
      socket.terminate();
      this.wake();
    });
  }

  private read(data: Buffer, isBinary: boolean): void {
    if (isBinary) {
      this.frames.push(frameFacts(undefined, data.length));
      this.note(`← (binary, ${data.length} bytes)`);
      return;
    }
    const text = data.toString();
    this.note(`← ${shorten(text)}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the frame checks report it
    }
    const frame = frameFacts(parsed, text.length);
    if (text.length <= maxKeptFrameChars && this.keptChars + text.length <= maxKeptCharsPerSession) {
      frame.json = parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : undefined;
      this.keptChars += text.length;
    }
    this.frames.push(frame);
    try {
      this.observe?.(parsed);
    } catch (error) {
      this.failure = `the kit could not check a frame: ${(error as Error).message}`;
    }
  }

  static async open(
    WebSocketImpl: WebSocketClass,
    url: string,
    auth: { apiKey?: string; protocols?: string[] },
    timeoutMs: number,
    deadline: Deadline,
    opened: StreamSession[],
    observe?: (json: unknown) => void,
  ): Promise<StreamSession> {
    const headers: Record<string, string> = auth.apiKey ? { authorization: `Bearer ${auth.apiKey}` } : {};
    deadline.begin(`the stream to open at ${url}`);
    const socket = new WebSocketImpl(url, auth.protocols ?? [], {
      headers,
      maxPayload: maxFrameBytes,
      handshakeTimeout: Math.max(1, Math.min(timeoutMs, deadline.remainingMs())),
    });
    const session = new StreamSession(socket, deadline, observe);
    opened.push(session);
    session.note(
      `→ open ${url} ${auth.apiKey ? "(Authorization: Bearer $STT_API_KEY)" : auth.protocols ? '(subprotocols ["stt-api-key", $TEMPORARY_KEY])' : "(no key)"}`,
    );
    await session.until(
      () => session.open || session.closed !== undefined || session.failure !== undefined,
      timeoutMs,
      `the stream to open at ${url}`,
    );
    return session;
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  get protocol(): string {
    return this.socket.protocol;
  }

  sendJson(message: Record<string, unknown>): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(text: string): void {
    this.note(`→ ${text === "" ? '"" (end of audio)' : shorten(text)}`);
    if (this.open) this.socket.send(text);
  }

  sendAudio(bytes: Uint8Array, chunkBytes = 3200): void {
    for (let at = 0; at < bytes.length && this.open; at += chunkBytes)
      this.socket.send(bytes.subarray(at, at + chunkBytes));
    this.note(`→ audio, ${bytes.length} bytes in ${Math.ceil(bytes.length / chunkBytes)} frames`);
  }

  /** Waits until a frame after `from` matches, the socket closes, or the time-out passes. */
  async nextFrame(
    from: number,
    match: (frame: Frame) => boolean,
    timeoutMs: number,
    what = "a frame of the stream",
  ): Promise<number | undefined> {
    let scanned = from;
    let found: number | undefined;
    // Each frame is matched once, however many times the session wakes.
    const scan = () => {
      for (; found === undefined && scanned < this.frames.length; scanned++) {
        if (match(this.frames[scanned] as Frame)) found = scanned;
      }
      return found;
    };
    await this.until(() => scan() !== undefined || this.closed !== undefined, timeoutMs, what);
    return scan();
  }

  async waitClosed(timeoutMs: number): Promise<Closed | undefined> {
    await this.until(() => this.closed !== undefined, timeoutMs, "the stream to close");
    return this.closed;
  }

  /**
   * Resolves when the condition holds or the time-out passes: never sooner than the signal it waits for.
   * Throws DeadlineReached when the run's deadline comes first.
   */
  until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    this.deadline.begin(what);
    if (condition()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.deadline.signal.removeEventListener("abort", onDeadline);
        this.listeners = this.listeners.filter((entry) => entry !== listener);
        if (error) reject(error);
        else resolve();
      };
      const onDeadline = () => done(this.deadline.reached());
      const timer = setTimeout(() => done(), timeoutMs);
      const listener = () => {
        if (condition()) done();
      };
      this.deadline.signal.addEventListener("abort", onDeadline);
      this.listeners.push(listener);
    });
  }

  close(): void {
    if (this.open) this.socket.close(1000);
    else this.socket.terminate();
  }

  /** Ends the socket at once, whatever its state: the run's last word on every session it opened. */
  terminate(): void {
    this.socket.terminate();
  }

  evidence(): string {
    return this.transcript.join("\n");
  }

  note(line: string): void {
    this.transcript.push(detached(line));
    if (this.transcript.length > maxTranscriptLines)
      this.transcript.splice(1, this.transcript.length - maxTranscriptLines + 1, "…");
  }

  private wake(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

function shorten(text: string): string {
  return cut(text, 300, `(${text.length} characters)`);
}
