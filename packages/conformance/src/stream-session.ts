// One WebSocket session of the kit: it keeps a transcript of every frame both ways (the evidence of a
// violation), bounds what it reads (frame size, frame count, time), and lets a check wait for a frame or
// the close, each with a deadline taken from the contract's limits.
import type WebSocket from "ws";

export interface Frame {
  text: string;
  json: Record<string, unknown> | undefined;
}

export interface Closed {
  code: number;
  reason: string;
}

const maxFrameBytes = 1024 * 1024;
const maxFrames = 10_000;
const maxTranscriptLines = 40;

type WebSocketClass = typeof WebSocket;

export class StreamSession {
  readonly frames: Frame[] = [];
  readonly transcript: string[] = [];
  closed: Closed | undefined;
  /** Why the upgrade or the socket failed, if it did. */
  failure: string | undefined;
  private listeners: (() => void)[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data, isBinary) => {
      if (this.frames.length >= maxFrames) {
        this.failure = `more than ${maxFrames} frames in one session`;
        socket.terminate();
        return;
      }
      const text = isBinary ? "" : data.toString();
      let json: Record<string, unknown> | undefined;
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === "object") json = parsed as Record<string, unknown>;
      } catch {
        // not JSON: the frame checks report it
      }
      this.frames.push({ text, json });
      this.note(`← ${isBinary ? `(binary, ${(data as Buffer).length} bytes)` : shorten(text)}`);
      this.wake();
    });
    socket.on("close", (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.note(`← close ${code} ${reason.toString()}`);
      this.wake();
    });
    socket.on("error", (error) => {
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

  static async open(
    WebSocketImpl: WebSocketClass,
    url: string,
    auth: { apiKey?: string; protocols?: string[] },
    timeoutMs: number,
  ): Promise<StreamSession> {
    const headers: Record<string, string> = auth.apiKey ? { authorization: `Bearer ${auth.apiKey}` } : {};
    const socket = new WebSocketImpl(url, auth.protocols ?? [], {
      headers,
      maxPayload: maxFrameBytes,
      handshakeTimeout: timeoutMs,
    });
    const session = new StreamSession(socket);
    session.note(
      `→ open ${url} ${auth.apiKey ? "(Authorization: Bearer $STT_API_KEY)" : auth.protocols ? '(subprotocols ["stt-api-key", $TEMPORARY_KEY])' : "(no key)"}`,
    );
    await new Promise<void>((resolve) => {
      socket.once("open", () => resolve());
      session.listeners.push(() => {
        if (session.closed || session.failure) resolve();
      });
    });
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

  /** Waits until a frame after `from` matches, the socket closes, or the deadline passes. */
  async nextFrame(from: number, match: (frame: Frame) => boolean, timeoutMs: number): Promise<number | undefined> {
    const found = () => {
      for (let index = from; index < this.frames.length; index++) {
        if (match(this.frames[index] as Frame)) return index;
      }
      return undefined;
    };
    return this.until(() => found() !== undefined || this.closed !== undefined, timeoutMs).then(found);
  }

  async waitClosed(timeoutMs: number): Promise<Closed | undefined> {
    await this.until(() => this.closed !== undefined, timeoutMs);
    return this.closed;
  }

  /** Resolves when the condition holds or the deadline passes: never sooner than the signal it waits for. */
  until(condition: () => boolean, timeoutMs: number): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners = this.listeners.filter((entry) => entry !== listener);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      const listener = () => {
        if (condition()) done();
      };
      this.listeners.push(listener);
    });
  }

  close(): void {
    if (this.open) this.socket.close(1000);
    else this.socket.terminate();
  }

  evidence(): string {
    return this.transcript.join("\n");
  }

  note(line: string): void {
    this.transcript.push(line);
    if (this.transcript.length > maxTranscriptLines)
      this.transcript.splice(1, this.transcript.length - maxTranscriptLines + 1, "…");
  }

  private wake(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

function shorten(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
