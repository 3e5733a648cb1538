// The stand-in for node-websocket.ts outside Node: a runtime without a global WebSocket there has no `ws`.
import type { NodeWebSocketClass } from "./connection.js";

export async function importNodeWebSocket(): Promise<NodeWebSocketClass> {
  throw new Error("no WebSocket in this runtime: pass { WebSocket }");
}
