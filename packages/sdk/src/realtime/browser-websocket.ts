// The stand-in for node-websocket.ts outside Node (`#node-websocket`'s default condition). A page reaches it
// only with a WebSocket class passed in (connection.ts uses the page's own directly): that class is used as a
// browser's, the key in the subprotocols (or the config, when asked), and shows nothing of a refused upgrade;
// a page cannot open a TCP connection of its own to probe. A runtime with no WebSocket at all has no `ws`.
import { type AuthMethod, type Opener, openerWithProtocols } from "./connection.js";
import type { WebSocketConstructor } from "./websocket-like.js";

export async function runtimeOpener(
  WebSocketClass: WebSocketConstructor | undefined,
  requested: AuthMethod | undefined,
  global: WebSocketConstructor | undefined,
): Promise<Opener> {
  const Class = WebSocketClass ?? global;
  if (!Class) throw new Error("no WebSocket in this runtime: pass { WebSocket }");
  return openerWithProtocols(Class, requested === "config" ? "config" : "subprotocol");
}
