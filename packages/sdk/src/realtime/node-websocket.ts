// The module behind the package import `#node-websocket` in Node (its `node` condition): how a socket opens
// outside a browser, `ws` as Node 20's stand-in (an optional peer dependency), what a refused upgrade answered
// and the probe. Browser bundles get browser-websocket.ts instead and never meet `ws` or `node:http`.

export { probeConnection, probeFailure } from "./connect-probe.js";
export { importNodeWebSocket, runtimeOpener } from "./node-opener.js";
export { watchUpgrade } from "./ws-upgrade.js";
