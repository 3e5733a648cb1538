// What the real-time client needs of a WebSocket, whichever implementation opens it (connection.ts picks
// one): the shape the session, the handshake, the sender and the upgrade watchers all hold a socket by.

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
