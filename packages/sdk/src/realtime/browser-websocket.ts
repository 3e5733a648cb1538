// The stand-in for node-websocket.ts outside Node: a runtime without a global WebSocket there has no `ws`.
import type { NodeWebSocketClass, WebSocketLike } from "./connection.js";
import type { ProbeResult, RefusedUpgrade } from "./upgrade.js";

/** A browser's WebSocket shows nothing of a refused upgrade. */
export function watchUpgrade(_socket: WebSocketLike): () => RefusedUpgrade | undefined {
  return () => undefined;
}

/** A page cannot open a TCP connection of its own: what the browser's WebSocket said is all there is. */
export async function probeConnection(_url: string): Promise<ProbeResult> {
  return undefined;
}

export async function importNodeWebSocket(): Promise<NodeWebSocketClass> {
  throw new Error("no WebSocket in this runtime: pass { WebSocket }");
}
