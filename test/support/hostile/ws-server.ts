// A hostile WebSocket server on a free loopback port: each test says what it does once a client has sent
// its config frame (send frames no honest server sends, never answer, close with any reason).
import { once } from "node:events";
import { afterAll, beforeAll } from "vitest";
import type WebSocket from "ws";
import { WebSocketServer } from "ws";

/** What the server does with a connection, once the client's config frame has arrived. */
export type Behaviour = (socket: WebSocket, config: string) => void;

export interface HostileWsServer {
  url: string;
  /** The behaviour of the next connections. */
  behave(behaviour: Behaviour): void;
  /** Connections still open. */
  readonly open: number;
}

export const ackFrame = JSON.stringify({ type: "ack", session_id: "hostile-1", model: "stt-rt-v3" });

export function finalToken(text: string, startMs: number, endMs: number) {
  return { text, start_ms: startMs, end_ms: endMs, confidence: 0.9, is_final: true };
}

export function resultFrame(tokens: object[], finalAudioMs = 0): string {
  return JSON.stringify({ tokens, final_audio_proc_ms: finalAudioMs, total_audio_proc_ms: finalAudioMs });
}

export const finishedFrame = JSON.stringify({
  tokens: [],
  final_audio_proc_ms: 0,
  total_audio_proc_ms: 0,
  finished: true,
});

/** An error frame whose `extra` field nests `depth` arrays deep (about 2 bytes per level). */
export function deepErrorFrame(depth: number, code = 500): string {
  return `{"error_code":${code},"error_type":"deep","error_message":"deep","extra":${"[".repeat(depth)}${"]".repeat(depth)}}`;
}

/** Starts the server before the file's tests and stops it after them. */
export function useHostileWsServer(): () => HostileWsServer {
  let server: WebSocketServer | undefined;
  let behaviour: Behaviour = (socket) => socket.send(ackFrame);
  const sockets = new Set<WebSocket>();
  let url = "";
  beforeAll(async () => {
    server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await once(server, "listening");
    url = `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
    server.on("connection", (socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      const act = behaviour;
      socket.once("message", (data) => act(socket, String(data)));
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await new Promise((resolve) => server?.close(resolve));
  });
  return () => ({
    url,
    behave(next) {
      behaviour = next;
    },
    get open() {
      return sockets.size;
    },
  });
}
