// What a connection that closed before the acknowledgement can say of why: the HTTP answer to a refused
// upgrade, where the WebSocket shows it (`ws` does; a browser's shows only close code 1006), and a stream
// URL without its path, the most common cause of a refused upgrade.
import { errorKindForHttpStatus, ServiceNetworkError } from "../../../../generated/errors.js";
import { defaultStreamUrl } from "../../../../generated/realtime/channel.js";
import { excerpt } from "../core/redaction.js";
import type { ServiceError } from "../core/service-error.js";
import type { WebSocketLike } from "./connection.js";

/** The answer to an upgrade the server refused: its HTTP status, and the first line of its body. */
export interface RefusedUpgrade {
  status: number;
  firstLine: string;
}

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

/** The path the stream is at (the channel's address), taken from the spec's stream URL. */
const channelPath = new URL(defaultStreamUrl).pathname;

/** A hint when the stream URL has no path: `ws://127.0.0.1:4011` for `ws://127.0.0.1:4011/transcribe-websocket`. */
export function missingPathHint(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return "";
  }
  if (path !== "" && path !== "/") return "";
  return ` The stream URL has no path: it probably lacks ${channelPath} (such as ${new URL(url).origin}${channelPath}).`;
}

/**
 * The error of a connection that closed before the acknowledgement without an error frame: the kind of the
 * HTTP status when the upgrade was refused (a 401 is an authentication error, a 503 may be retried), else a
 * network error; either way with the close, and the hint for a URL without its path.
 */
export function closedBeforeAck(
  url: string,
  close: string,
  refused: RefusedUpgrade | undefined,
  secrets: readonly string[],
): ServiceError {
  const hint = missingPathHint(url);
  if (refused === undefined) {
    return new ServiceNetworkError(`The connection to ${url} closed before the acknowledgement (${close}).${hint}`);
  }
  const line = excerpt(refused.firstLine, secrets);
  const Kind = errorKindForHttpStatus(refused.status);
  return new Kind(
    `The stream server at ${url} refused the WebSocket upgrade with HTTP ${refused.status}${line ? `: ${line}` : ""}${line.endsWith(".") ? "" : "."}${hint}`,
    { status: refused.status, body: line || undefined },
  );
}
