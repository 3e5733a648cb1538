// A refused upgrade as `ws` shows it (its `unexpected-response` event), and the reading of a refusal's answer
// that the probe shares (connect-probe.ts): Node only, loaded through `#node-websocket`, so browser bundles,
// whose WebSocket shows nothing of it, never carry this.

import { parseRetryAfter } from "../http/retry.js";
import type { RefusedUpgrade } from "./upgrade.js";
import type { WebSocketLike } from "./websocket-like.js";

/** The most of a refused upgrade's body read: its first line is all that is quoted. */
const maxBodyBytes = 1024;

/** What `ws` adds for a refused upgrade: the request and its response, before it gives up. */
interface WsUpgradeEvents {
  on(type: "unexpected-response", listener: (request: unknown, response: UpgradeResponse) => void): void;
  terminate(): void;
}

/** The HTTP answer to an upgrade (Node's IncomingMessage, as `ws` and `node:http` hand it). */
export interface UpgradeResponse {
  statusCode?: number;
  /** Node's headers, names in lower case. */
  headers?: Record<string, string | string[] | undefined>;
  on(type: "data", listener: (chunk: Uint8Array) => void): void;
  on(type: "end" | "error" | "close", listener: () => void): void;
  destroy(): void;
}

/**
 * Reads a refusal's body up to its first line (1 KiB at most), then destroys the response and calls `done`
 * with the status, that line and the Retry-After (a 429's or 503's wait, which a reconnect honours), once.
 */
export function readRefusal(response: UpgradeResponse, done: (refused: RefusedUpgrade) => void): void {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    const body = new TextDecoder().decode(concat(chunks, bytes)).slice(0, maxBodyBytes);
    response.destroy();
    const retryAfter = parseRetryAfter(String(response.headers?.["retry-after"] ?? ""));
    done({
      status: response.statusCode ?? 0,
      firstLine: body.split(/\r?\n/, 1)[0] ?? "",
      ...(retryAfter === undefined ? {} : { retryAfter }),
    });
  };
  response.on("data", (chunk) => {
    chunks.push(chunk);
    bytes += chunk.byteLength;
    if (bytes >= maxBodyBytes || chunk.includes(10)) finish();
  });
  response.on("end", finish);
  response.on("close", finish);
  response.on("error", finish);
}

/**
 * Watches a socket's upgrade: returns what the server answered if it refused it. Only `ws` tells (its
 * `unexpected-response` event); for another WebSocket it stays undefined. Once the body's first line is read
 * the socket is ended: its close rejects the handshake, which asks here why.
 */
export function watchUpgrade(socket: WebSocketLike): () => RefusedUpgrade | undefined {
  let refused: RefusedUpgrade | undefined;
  const ws = socket as unknown as Partial<WsUpgradeEvents>;
  if (typeof ws.on !== "function" || typeof ws.terminate !== "function") return () => undefined;
  ws.on("unexpected-response", (_request, response) =>
    readRefusal(response, (answer) => {
      refused = answer;
      (ws as WsUpgradeEvents).terminate();
    }),
  );
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
