// Opening the socket outside a browser (Node, and Node under jsdom or happy-dom): the Authorization header,
// through Node 22+'s WebSocket or `ws` on Node 20, with what a refused upgrade answered (`ws`) and the probe
// (the same upgrade request made again, for a WebSocket that shows nothing of why it failed).
// Reached through `#node-websocket`'s `node` condition only, so a browser's bundle carries none of it.
import { ServiceConfigError } from "../generated/errors.js";
import { probeFailure } from "./connect-probe.js";
import {
  type AuthMethod,
  apiKeySubprotocol,
  type FrameListener,
  hasBrowserWebSocket,
  type NodeWebSocketClass,
  type Opener,
  openerWithProtocols,
  showsNothing,
  viaMessageEvents,
} from "./connection.js";
import type { WebSocketConstructor, WebSocketLike } from "./websocket-like.js";
import { watchUpgrade } from "./ws-upgrade.js";

/** What `ws` adds to the standard interface: its own events. */
interface WsEvents {
  on(type: "message", listener: (data: { toString(): string }, isBinary: boolean) => void): void;
}

/**
 * `ws`'s own `message` event: the same data as `onmessage` gives (text as a string, binary as `binaryType`
 * says), without the MessageEvent that `onmessage` builds for each frame, a measurable share of the
 * real-time hot path (bench/realtime.ts).
 */
const viaWsEvents: FrameListener = (socket, handler) => {
  socket.onmessage = null;
  (socket as unknown as WsEvents).on("message", (data, isBinary) => handler(isBinary ? data : data.toString()));
};

/**
 * The probe for a socket whose key travels by `authMethod`: it sends the key as the socket did (the header, or
 * the subprotocol), to the same URL, so that the server answers it as it answered the socket.
 */
function probeSending(authMethod: AuthMethod): Opener["probe"] {
  return (failed) =>
    probeFailure(
      failed,
      authMethod === "header"
        ? { authorization: `Bearer ${failed.key}` }
        : authMethod === "subprotocol"
          ? { "sec-websocket-protocol": `${apiKeySubprotocol}, ${failed.key}` }
          : {},
    );
}

/** Node 20 has no global WebSocket: `ws`, an optional peer dependency, stands in. */
export async function importNodeWebSocket(): Promise<NodeWebSocketClass> {
  try {
    return ((await import("ws")) as unknown as { default: NodeWebSocketClass }).default;
  } catch {
    throw new Error("no WebSocket: on Node before 22, install the `ws` package; or pass { WebSocket }");
  }
}

/**
 * The opener where the browser's way does not apply (connection.ts's createOpener decided that): a class
 * passed in may be `ws`, whose refused upgrades can be read; else the header, by default and when asked.
 */
export async function runtimeOpener(
  WebSocketClass: WebSocketConstructor | undefined,
  requested: AuthMethod | undefined,
  global: WebSocketConstructor | undefined,
): Promise<Opener> {
  if (WebSocketClass) {
    const authMethod = requested === "config" ? "config" : "subprotocol";
    return openerWithProtocols(WebSocketClass, authMethod, watchUpgrade, probeSending(authMethod));
  }
  const probe = probeSending("header");
  if (requested === undefined || requested === "header") {
    if (global) {
      // Node 22+'s WebSocket (undici) takes headers in its init object: no dependency needed.
      const Undici = global as unknown as new (url: string, init: { headers: Record<string, string> }) => WebSocketLike;
      return {
        authMethod: "header",
        open: (url, key) => {
          try {
            return new Undici(url, { headers: { authorization: `Bearer ${key}` } });
          } catch (error) {
            if (!hasBrowserWebSocket()) throw error;
            // jsdom's and happy-dom's own WebSocket read the init object as subprotocols and refuse it.
            throw new ServiceConfigError(
              "jsdom's or happy-dom's WebSocket takes no headers, so the API key cannot travel: use a temporaryKey, or pass { WebSocket } from ws.",
              { cause: error },
            );
          }
        },
        listen: viaMessageEvents,
        watchUpgrade: showsNothing,
        probe,
      };
    }
    const NodeWebSocket = await importNodeWebSocket();
    return {
      authMethod: "header",
      open: (url, key) => new NodeWebSocket(url, [], { headers: { authorization: `Bearer ${key}` } }),
      // The SDK chose `ws` itself here, so its own events can be relied on.
      listen: viaWsEvents,
      watchUpgrade,
      probe,
    };
  }
  return openerWithProtocols(global ?? (await importNodeWebSocket()), requested, watchUpgrade, probeSending(requested));
}
