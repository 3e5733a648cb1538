// Opening the WebSocket: which implementation (the browser's, Node 22+'s global one, or `ws` on Node 20),
// and how the key travels, in the contract's order of preference: the Authorization header where the
// runtime can set one, else the `stt-api-key` subprotocol, else (deprecated) the config message.
import { isBrowser } from "../core/environment.js";
import { ServiceConfigError } from "../generated/errors.js";
import type { ProbeResult, UpgradeWatcher } from "./upgrade.js";

/**
 * An `on…` handler that takes events of at least the shape `Event`. Written as a method, whose parameter
 * TypeScript compares both ways even under `strict`: the real classes declare their handlers with their own
 * event classes (the DOM's `(this: WebSocket, ev: Event) => any`, `ws`'s `(event: WebSocket.Event) => void`),
 * which a plain function type with a wider parameter would refuse.
 */
type EventHandler<Event> = { handle(event: Event): void }["handle"];

/**
 * What the session needs of a WebSocket: the standard browser interface, with `on…` handlers. The DOM's
 * `WebSocket`, Node 22+'s global one and the `ws` package's class all fit it as they are, under `strict`.
 */
export interface WebSocketLike {
  readonly readyState: number;
  readonly bufferedAmount: number;
  readonly protocol: string;
  binaryType: string;
  send(data: string | ArrayBufferLike | ArrayBufferView | Blob): void;
  close(code?: number, reason?: string): void;
  onopen: EventHandler<unknown> | null;
  onmessage: EventHandler<{ data: unknown }> | null;
  onclose: EventHandler<{ code: number; reason: string }> | null;
  onerror: EventHandler<unknown> | null;
}

/** A WebSocket class with the browser's constructor: `new WebSocket(url, protocols)`. */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocketLike;

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
  /** Why the URL's host and port cannot be reached, asked of the network (Node), for a socket that never opened. */
  probe: (url: string) => Promise<ProbeResult>;
}

/** Calls `handler` with each frame's data: a string for a text frame, else the binary data. */
export type FrameListener = (socket: WebSocketLike, handler: (data: unknown) => void) => void;

/** The standard way: `onmessage`, whose event holds the data. */
const viaMessageEvents: FrameListener = (socket, handler) => {
  socket.onmessage = (event) => handler(event.data);
};

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

/** A WebSocket that shows nothing of a refused upgrade: a browser's, or Node 22's. */
const showsNothing: UpgradeWatcher = () => () => undefined;

/** A page opens no connection of its own: the browser's WebSocket says all there is. */
const noProbe = async () => undefined;

/**
 * The global WebSocket is a browser's, which takes no headers: in a browser (a page or any worker), and under
 * jsdom or happy-dom in Node, whose `window` brings their own.
 */
export function hasBrowserWebSocket(): boolean {
  return isBrowser() || (typeof window !== "undefined" && typeof document !== "undefined");
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
  const withProtocols = (
    Class: WebSocketConstructor,
    authMethod: AuthMethod,
    watchUpgrade: UpgradeWatcher = showsNothing,
    probe: Opener["probe"] = noProbe,
  ): Opener => ({
    authMethod,
    open: (url, key) => (authMethod === "subprotocol" ? new Class(url, subprotocolsFor(key)) : new Class(url)),
    listen: viaMessageEvents,
    watchUpgrade,
    probe,
  });
  const global = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  // Node under jsdom or happy-dom has the DOM's globals, but it is a server's process: a long-lived key travels
  // in the Authorization header there, the one way the stream takes it (MSW's WebSocket, which replaces the
  // global in tests, hands the header to its handlers); the subprotocol takes temporary keys only.
  const headerInNode =
    !isBrowser() && (requested === "header" || (requested === undefined && keyIsLongLived && !WebSocketClass));
  if (hasBrowserWebSocket() && global && !WebSocketClass && !headerInNode) {
    return withProtocols(global, requested === "config" ? "config" : "subprotocol");
  }
  // Outside a browser, a class passed in may be `ws`, whose refused upgrades can be read.
  const { watchUpgrade, probeConnection: probe } = await import("#node-websocket");
  if (WebSocketClass) {
    return withProtocols(WebSocketClass, requested === "config" ? "config" : "subprotocol", watchUpgrade, probe);
  }
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
    const NodeWebSocket = await importWs();
    return {
      authMethod: "header",
      open: (url, key) => new NodeWebSocket(url, [], { headers: { authorization: `Bearer ${key}` } }),
      // The SDK chose `ws` itself here, so its own events can be relied on.
      listen: viaWsEvents,
      watchUpgrade,
      probe,
    };
  }
  return withProtocols(global ?? (await importWs()), requested, watchUpgrade, probe);
}

/** `ws`'s class, which also takes headers (Node 20). */
export type NodeWebSocketClass = WebSocketConstructor &
  (new (
    url: string,
    protocols: string[],
    options: { headers: Record<string, string> },
  ) => WebSocketLike);

/** Node 20 has no global WebSocket: `ws` stands in, loaded only there (see node-websocket.ts). */
async function importWs(): Promise<NodeWebSocketClass> {
  const { importNodeWebSocket } = await import("#node-websocket");
  return importNodeWebSocket();
}
