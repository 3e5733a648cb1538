// Node 20 has no global WebSocket: `ws`, an optional peer dependency, stands in. Behind the package import
// `#node-websocket` (its `node` condition), so browser bundles never meet `ws`.
import type { NodeWebSocketClass } from "./connection.js";

export { probeConnection } from "./connect-probe.js";
export { watchUpgrade } from "./ws-upgrade.js";

export async function importNodeWebSocket(): Promise<NodeWebSocketClass> {
  try {
    return ((await import("ws")) as unknown as { default: NodeWebSocketClass }).default;
  } catch {
    throw new Error("no WebSocket: on Node before 22, install the `ws` package; or pass { WebSocket }");
  }
}
