// An in-memory WebSocket for the real-time client (passed as its `WebSocket` option): the test plays the
// server, frame by frame, with no network and no timing between frames. Fuzzing runs thousands of
// sessions through it; the real-socket tests cover what a network adds.

import type { RealtimeConfig, RealtimeServiceClient, RealtimeSession, WebSocketLike } from "stt-service/realtime";
import { ackFrame } from "./ws-server.js";

export class FakeSocket implements WebSocketLike {
  /** Every socket made, newest last. */
  static made: FakeSocket[] = [];
  readyState = 0;
  bufferedAmount = 0;
  protocol = "";
  binaryType = "blob";
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** What the client sent. */
  readonly sent: (string | Uint8Array)[] = [];
  /** The client's close, if it closed. */
  closedWith: { code?: number; reason?: string } | undefined;

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeSocket.made.push(this);
    // Opens on the next turn, as a real socket does.
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }

  send(data: string | ArrayBufferLike | ArrayBufferView | Blob): void {
    this.sent.push(typeof data === "string" ? data : new Uint8Array(data as ArrayBuffer));
  }

  close(code?: number, reason?: string): void {
    this.closedWith ??= { code, reason };
  }

  /** The server sends a frame (a string is a text frame, anything else as it is). */
  deliver(data: unknown): void {
    this.onmessage?.({ data });
  }

  /** The connection closes (the server's close, or a drop with 1006). */
  end(code: number, reason = ""): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }

  /**
   * The newest socket made since the call, once the client has sent its config frame on it (call it right
   * after connect(), which makes its socket later). Most sessions send it within a few
   * turns; the first one in a process also loads the WebSocket opener's modules (a dynamic import), which a
   * loaded machine can stretch past any count of turns, so the wait falls back to a generous deadline.
   */
  static async configured(): Promise<FakeSocket> {
    // Only a socket made from now on: the unit files share one module graph per worker, so `made` may still
    // hold an earlier test's socket, which sent its config long ago; taking it left the new one unanswered.
    const first = FakeSocket.made.length;
    const sent = () => {
      const socket = FakeSocket.made.length > first ? FakeSocket.made.at(-1) : undefined;
      return socket && socket.sent.length > 0 ? socket : undefined;
    };
    for (let turn = 0; turn < 1_000; turn++) {
      const socket = sent();
      if (socket) return socket;
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const socket = sent();
      if (socket) return socket;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error("the client sent no config frame within 30 s");
  }
}

/** Connects a client made with `{ WebSocket: FakeSocket }`, answering its config with an acknowledgement. */
export async function connectThroughFake(
  client: RealtimeServiceClient,
  config: RealtimeConfig,
): Promise<{ session: RealtimeSession; socket: FakeSocket }> {
  const connecting = client.connect(config);
  const socket = await FakeSocket.configured();
  socket.deliver(ackFrame);
  return { session: await connecting, socket };
}
