// What a connection that closed before the acknowledgement can say of why: the HTTP answer to a refused
// upgrade, where the WebSocket shows it (`ws` does, read by ws-upgrade.ts; a browser's shows only close code
// 1006), and a stream URL without its path, the most common cause of a refused upgrade.

import { noUrlSetHint } from "../core/hints.js";
import { excerpt, redactText } from "../core/redaction.js";
import type { ServiceError } from "../core/service-error.js";
import { errorKindForHttpStatus, ServiceNetworkError } from "../generated/errors.js";
import { defaultStreamUrl, streamServerUrls } from "../generated/realtime/channel.js";
import type { WebSocketLike } from "./websocket-like.js";

/** The answer to an upgrade the server refused: its HTTP status, the first line of its body, its Retry-After. */
export interface RefusedUpgrade {
  status: number;
  firstLine: string;
  /** Seconds the server asked to wait (`Retry-After` of a 429 or 503), where the answer could be read. */
  retryAfter?: number;
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
 * What Node learned of a socket that never opened (connect-probe.ts): the system error (the cause) and, where
 * its message says it badly, what failed in words; the refused upgrade's answer, asked of the server again
 * where the WebSocket did not show it; and what to do, sentences that start with a space. Undefined where
 * nothing was asked (a browser) or nothing was learned. Its words live with the probe, in Node's module only:
 * browser bundles carry none of them.
 */
export type ProbeResult = Pick<EarlyClose, "cause" | "reason" | "refused" | "hint"> | undefined;

/** What the probe is given: the socket's URL and key, what its error event carried, where the URL came from. */
export interface FailedOpen {
  url: string;
  key: string;
  error: unknown;
  urlSource: UrlSource;
}

/** Where the stream URL came from: the `streamUrl` option, `STT_STREAM_URL`, or the spec's default. */
export type UrlSource = "streamUrl" | "STT_STREAM_URL" | "default";

/** The local streaming mock's URL: the spec's stream server after production. */
const mockStreamUrl = (streamServerUrls as readonly string[])[1] ?? "the streaming mock's URL";

/** A connection that closed before the acknowledgement, and what is known of why. */
export interface EarlyClose {
  url: string;
  /** The close, described (code and reason). */
  close: string;
  refused?: RefusedUpgrade | undefined;
  /** What the socket's error event carried, or what the network said when asked (ECONNREFUSED, ENOTFOUND). */
  cause?: unknown;
  /** What failed, in words, where the cause's message says it badly (a TLS failure's OpenSSL line). */
  reason?: string;
  /** What to do, from the probe (Node): start the mock, use ws://, check the port and path. */
  hint?: string;
  secrets: readonly string[];
  urlSource: UrlSource;
}

/**
 * An error as a cause, without a key: the error itself when neither its message nor its stack holds one,
 * else a plain Error with the message redacted.
 */
function causeWithoutKeys(cause: unknown, secrets: readonly string[]): Error | undefined {
  if (!(cause instanceof Error)) return undefined;
  const text = `${cause.message}\n${cause.stack ?? ""}`;
  return redactText(text, secrets) === text ? cause : new Error(redactText(cause.message, secrets));
}

/**
 * The error of a connection that closed before the acknowledgement without an error frame: the kind of the
 * HTTP status when the upgrade was refused (a 401 is an authentication error, a 503 may be retried), else a
 * network error with its cause (the socket's error, or the network's); either way with the close, what to do
 * (the probe's advice in Node, or the hint for a URL without its path), and, as the HTTP client says, that no
 * URL was set when it went to production.
 */
export function closedBeforeAck({
  url,
  close,
  refused,
  cause,
  reason: described,
  hint: probeHint,
  secrets,
  urlSource,
}: EarlyClose): ServiceError {
  if (refused === undefined) {
    const error = causeWithoutKeys(cause, secrets);
    // A system error (ECONNREFUSED, ENOTFOUND: `ws`'s, or the network's when asked) names what failed; Node
    // 22's WebSocket's own says only "Received network error or non-101 status code": it stays the cause.
    const named = described ?? (error && typeof (error as { code?: unknown }).code === "string" ? error.message : "");
    const reason = named ? `: ${redactText(named, secrets).replace(/\.$/, "")}` : "";
    // The probe's advice for a named failure (nothing listens there, no TLS there) is about the host and port,
    // which a path would not change; without one, a URL lacking its path is the likelier cause.
    const hint = (named && probeHint) || missingPathHint(url) || (probeHint ?? "");
    const said = `The connection to ${url} closed before the acknowledgement (${close})${reason}.${hint}`;
    const production = noUrlSetHint(said, url, urlSource, {
      option: "streamUrl",
      variable: "STT_STREAM_URL",
      mockUrl: mockStreamUrl,
    });
    return new ServiceNetworkError(`${said}${production}`, error ? { cause: error } : {});
  }
  const hint = missingPathHint(url) || (probeHint ?? "");
  const line = excerpt(refused.firstLine, secrets);
  const Kind = errorKindForHttpStatus(refused.status);
  return new Kind(
    `The stream server at ${url} refused the WebSocket upgrade with HTTP ${refused.status}${line ? `: ${line}` : ""}${line.endsWith(".") ? "" : "."}${hint}`,
    { status: refused.status, body: line || undefined, retryAfter: refused.retryAfter },
  );
}
