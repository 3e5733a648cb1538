// Opening the WebSocket: which implementation (the browser's, Node 22+'s global one, or `ws` on Node 20),
// and how the key travels, in the contract's order of preference: the Authorization header where the
// runtime can set one, else the `stt-api-key` subprotocol, else (deprecated) the config message.
import { isBrowser } from "../core/environment.js";
import { ServiceConfigError } from "../generated/errors.js";
import type { FailedOpen, ProbeResult, UpgradeWatcher } from "./upgrade.js";
import type { WebSocketConstructor, WebSocketLike } from "./websocket-like.js";

/**
 * How the API key travels when a session connects: the `Authorization` header (Node), the WebSocket
 * subprotocols (browsers), or the deprecated `api_key` of the config message.
 */
export type AuthMethod = "header" | "subprotocol" | "config";

export const apiKeySubprotocol = "stt-api-key";

/** What a subprotocol may hold (an HTTP token): a key with other characters cannot travel as one. */
const subprotocolToken = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function subprotocolsFor(key: string): string[] {
  if (!subprotocolToken.test(key)) {
    throw new ServiceConfigError(
      "The key cannot travel as a WebSocket subprotocol: it holds characters a subprotocol cannot (such as / = , or quotes). " +
        'Pass the temporary key exactly as POST /auth/temporary-api-key returned it, or in Node use authMethod "header".',
    );
  }
  return [apiKeySubprotocol, key];
}

export interface Opener {
  authMethod: AuthMethod;
  open(url: string, key: string): WebSocketLike;
  /** Hands the data of each frame the socket receives to `handler` (replacing any handler set before). */
  listen: FrameListener;
  /** What a refused upgrade answered, where the WebSocket shows it (`ws`). */
  watchUpgrade: UpgradeWatcher;
  /**
   * Why a socket that never opened failed, and what to do (Node: the system error it named, else the same
   * upgrade request made again); nothing in a browser, whose page cannot ask the network itself.
   */
  probe: (failed: FailedOpen) => Promise<ProbeResult>;
}

/** Calls `handler` with each frame's data: a string for a text frame, else the binary data. */
export type FrameListener = (socket: WebSocketLike, handler: (data: unknown) => void) => void;

/** The standard way: `onmessage`, whose event holds the data. */
export const viaMessageEvents: FrameListener = (socket, handler) => {
  socket.onmessage = (event) => handler(event.data);
};

/** A WebSocket that shows nothing of a refused upgrade: a browser's, or Node 22's. */
export const showsNothing: UpgradeWatcher = () => () => undefined;

/** A page opens no connection of its own: the browser's WebSocket says all there is. */
const noProbe = async () => undefined;

/**
 * The global WebSocket is a browser's, which takes no headers: in a browser (a page or any worker), and under
 * jsdom or happy-dom in Node, whose `window` brings their own.
 */
export function hasBrowserWebSocket(): boolean {
  return isBrowser() || (typeof window !== "undefined" && typeof document !== "undefined");
}

/** An opener for a WebSocket class with the browser's constructor: the key in the subprotocols, or the config. */
export function openerWithProtocols(
  Class: WebSocketConstructor,
  authMethod: AuthMethod,
  watchUpgrade: UpgradeWatcher = showsNothing,
  probe: Opener["probe"] = noProbe,
): Opener {
  return {
    authMethod,
    open: (url, key) => (authMethod === "subprotocol" ? new Class(url, subprotocolsFor(key)) : new Class(url)),
    listen: viaMessageEvents,
    watchUpgrade,
    probe,
  };
}

/** The runtime's global WebSocket, as it is now: MSW and test set-ups replace it after modules load. */
export function globalWebSocket(): WebSocketConstructor | undefined {
  return (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
}

/**
 * Chooses the WebSocket and the way the key travels. An explicit class is used as the browser's is:
 * with the subprotocol (or the config message, when asked).
 */
export async function createOpener(
  WebSocketClass: WebSocketConstructor | undefined,
  requested: AuthMethod | undefined,
  keyIsLongLived = false,
): Promise<Opener> {
  const global = globalWebSocket();
  // Node under jsdom or happy-dom has the DOM's globals, but it is a server's process: a long-lived key travels
  // in the Authorization header there, the one way the stream takes it (MSW's WebSocket, which replaces the
  // global in tests, hands the header to its handlers); the subprotocol takes temporary keys only.
  const headerInNode =
    !isBrowser() && (requested === "header" || (requested === undefined && keyIsLongLived && !WebSocketClass));
  if (hasBrowserWebSocket() && global && !WebSocketClass && !headerInNode) {
    return openerWithProtocols(global, requested === "config" ? "config" : "subprotocol");
  }
  // Anywhere else the runtime's own module chooses (node-opener.ts in Node: the header, `ws`, what a refused
  // upgrade answered, the probe), so that a browser's bundle carries none of Node's ways.
  const { runtimeOpener } = await import("#node-websocket");
  return runtimeOpener(WebSocketClass, requested, global);
}

/** `ws`'s class, which also takes headers (Node 20). */
export type NodeWebSocketClass = WebSocketConstructor &
  (new (
    url: string,
    protocols: string[],
    options: { headers: Record<string, string> },
  ) => WebSocketLike);
