// What a connection that closed before the acknowledgement can say of why: the HTTP answer to a refused
// upgrade, where the WebSocket shows it (`ws` does, read by ws-upgrade.ts; a browser's shows only close code
// 1006), and a stream URL without its path, the most common cause of a refused upgrade.

import { excerpt } from "../core/redaction.js";
import type { ServiceError } from "../core/service-error.js";
import { errorKindForHttpStatus, ServiceNetworkError } from "../generated/errors.js";
import { defaultStreamUrl } from "../generated/realtime/channel.js";
import type { WebSocketLike } from "./connection.js";

/** The answer to an upgrade the server refused: its HTTP status, and the first line of its body. */
export interface RefusedUpgrade {
  status: number;
  firstLine: string;
}

/** Watches a socket's upgrade: what the server answered, if it refused it and the WebSocket shows it. */
export type UpgradeWatcher = (socket: WebSocketLike) => () => RefusedUpgrade | undefined;

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
