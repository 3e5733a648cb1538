// A refused upgrade as `ws` shows it (its `unexpected-response` event): Node only, loaded through
// `#node-websocket`, so browser bundles, whose WebSocket shows nothing of it, never carry this.
import type { WebSocketLike } from "./connection.js";
import type { RefusedUpgrade } from "./upgrade.js";

/** The most of a refused upgrade's body read: its first line is all that is quoted. */
const maxBodyBytes = 1024;

/** What `ws` adds for a refused upgrade: the request and its response, before it gives up. */
interface WsUpgradeEvents {
  on(type: "unexpected-response", listener: (request: unknown, response: UpgradeResponse) => void): void;
  terminate(): void;
}

interface UpgradeResponse {
  statusCode?: number;
  on(type: "data", listener: (chunk: Uint8Array) => void): void;
  on(type: "end" | "error" | "close", listener: () => void): void;
  destroy(): void;
}

/**
 * Watches a socket's upgrade: returns what the server answered if it refused it. Only `ws` tells (its
 * `unexpected-response` event); for another WebSocket it stays undefined. The body is read up to its first
 * line (1 KiB at most), then the socket is ended: its close rejects the handshake, which asks here why.
 */
export function watchUpgrade(socket: WebSocketLike): () => RefusedUpgrade | undefined {
  let refused: RefusedUpgrade | undefined;
  const ws = socket as unknown as Partial<WsUpgradeEvents>;
  if (typeof ws.on !== "function" || typeof ws.terminate !== "function") return () => undefined;
  ws.on("unexpected-response", (_request, response) => {
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const body = new TextDecoder().decode(concat(chunks, bytes)).slice(0, maxBodyBytes);
      refused = { status: response.statusCode ?? 0, firstLine: body.split(/\r?\n/, 1)[0] ?? "" };
      response.destroy();
      (ws as WsUpgradeEvents).terminate();
    };
    response.on("data", (chunk) => {
      chunks.push(chunk);
      bytes += chunk.byteLength;
      if (bytes >= maxBodyBytes || chunk.includes(10)) finish();
    });
    response.on("end", finish);
    response.on("close", finish);
    response.on("error", finish);
  });
  return () => refused;
}

function concat(chunks: readonly Uint8Array[], bytes: number): Uint8Array {
  const all = new Uint8Array(bytes);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}
