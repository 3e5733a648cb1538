// Refused upgrades (`/__mock/refuse:…/transcribe-websocket`, ../core/stream/upgrade-directives.ts) in the MSW
// handlers. MSW has no HTTP upgrade to refuse: the WebSocket handler does what a browser shows of a refused
// upgrade, an `error` event then close 1006 before `open` (a page never sees the status), and an HTTP handler at
// the same URL answers the upgrade request the SDK makes again over node:http in Node (its connect probe, after a
// socket that closed before opening) with the status and Retry-After the stream server sends, so the SDK under
// MSW in Node surfaces the same error as against `stt-mock`.
import { http, type RequestHandler, type WebSocketHandler, ws } from "msw";
import type { DirectiveUses } from "../core/stream/directive-uses.js";
import { type ParsedUpgradePath, parseUpgradePath, refusalBody } from "../core/stream/upgrade-directives.js";
import { escapeRegExp } from "../core/text.js";
import { keyOfConnection } from "./connection-key.js";

/** What the handlers need of an intercepted connection to refuse it. */
export interface RefusableClient {
  readonly url: URL;
  close(code?: number, reason?: string): void;
  readonly socket: { dispatchEvent(event: Event): boolean };
}

export interface UpgradeFaultOptions {
  /** The stream's URL: faults are asked at its origin, `/__mock/<directive>` before its path. */
  streamUrl: string;
  directiveUses: DirectiveUses;
  /** A connection the directive lets through (past its first n) becomes a normal session. */
  startSession(connection: { client: unknown; info: { protocols?: unknown } }): void;
  onLog?: (line: string) => void;
}

/**
 * An HTTP answer to the probe: the one-line body ends with a line break and has its length, because MSW's
 * stand-in socket is not closed after an answer to an upgrade request, and a reader waits for either.
 */
function answer(status: number, body: string, retryAfterSeconds?: number): Response {
  const line = `${body}\n`;
  const headers: Record<string, string> = {
    "content-type": "text/plain; charset=utf-8",
    "content-length": `${new TextEncoder().encode(line).byteLength}`,
  };
  if (retryAfterSeconds !== undefined) headers["retry-after"] = `${retryAfterSeconds}`;
  return new Response(line, { status, headers });
}

/** The directive in a URL, or its problem: both answered alike, as a refusal. */
function askedOf(url: URL, streamPath: string): ParsedUpgradePath {
  return parseUpgradePath(url.pathname, streamPath);
}

/** What a browser sees of an upgrade the server refused: `error`, then close 1006, and never `open`. */
function refuseLikeABrowser(client: RefusableClient): void {
  // Closed first, so that the socket is no longer connecting when `error` fires (as in a browser, where it is
  // closed by then), and MSW never dispatches its `open`.
  client.close(1006, "");
  client.socket.dispatchEvent(new Event("error"));
}

/** The WebSocket handler and the HTTP handler (the Node probe's) of the stream URL's `/__mock/` paths. */
export function upgradeFaultHandlers(options: UpgradeFaultOptions): (RequestHandler | WebSocketHandler)[] {
  const stream = new URL(options.streamUrl);
  // Every `/__mock/` path, not only those that end well: one that does not parse is refused with the grammar
  // (400 to the probe), as stt-mock refuses it, rather than passing to the network.
  const faultPaths = "/__mock/[^?#]*(?:[?#].*)?$";
  const webSocketUrl = new RegExp(`^${escapeRegExp(`${stream.protocol}//${stream.host}`)}${faultPaths}`);
  const httpOrigin = `${stream.protocol === "wss:" ? "https:" : "http:"}//${stream.host}`;
  const httpUrl = new RegExp(`^${escapeRegExp(httpOrigin)}${faultPaths}`);

  const webSocketHandler = ws.link(webSocketUrl).addEventListener("connection", (connection) => {
    const client = connection.client as unknown as RefusableClient;
    const asked = askedOf(client.url, stream.pathname);
    if (asked === undefined) return;
    if ("problem" in asked) {
      options.onLog?.(`upgrade refused with 400: ${asked.problem}`);
      refuseLikeABrowser(client);
      return;
    }
    const { directive } = asked;
    const { key } = keyOfConnection(connection.info.protocols);
    if (!options.directiveUses.take("upgrade", key, directive.text, directive.times, directive.after)) {
      options.startSession(connection);
      return;
    }
    options.onLog?.(`upgrade refused with ${directive.status} on purpose`);
    refuseLikeABrowser(client);
  });

  // Answers as the latest upgrade with this key and directive was answered, and counts nothing: in Node the SDK
  // makes this request right after the socket it refused, to learn why, and it is not one more connection.
  const probeHandler = http.get(httpUrl, ({ request }) => {
    const asked = askedOf(new URL(request.url), stream.pathname);
    if (asked === undefined) return undefined;
    if ("problem" in asked) return answer(400, asked.problem);
    const { directive } = asked;
    const { key } = keyOfConnection({
      headers: request.headers,
      protocols: (request.headers.get("sec-websocket-protocol") ?? "").split(",").map((part) => part.trim()),
    });
    if (!options.directiveUses.lastApplied("upgrade", key, directive.text, directive.times, directive.after)) {
      // Past its first n an upgrade is accepted: the probe learns nothing to refuse.
      return answer(426, "Upgrade Required: this is the streaming mock; open a WebSocket.");
    }
    return answer(directive.status, refusalBody(directive), directive.retryAfterSeconds);
  });

  // The probe's handler first: each ws.link brings an HTTP handler of its own that answers any upgrade request
  // to its URLs with 101 (msw 2.15 and 3), which would open a socket without the key, and count it.
  return [probeHandler, webSocketHandler];
}
