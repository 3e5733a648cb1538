// Why a stream URL could not be reached, asked of the network itself: Node 22+'s WebSocket (undici) reports
// a refused connection or an unknown host as a bare error with no detail, while fetch and `ws` say
// "connect ECONNREFUSED" or "getaddrinfo ENOTFOUND". After a socket closed before it ever opened, one TCP
// connection to its host and port (no TLS, nothing sent) gets that error back. Node only: loaded through
// `#node-websocket`, so browser bundles never carry `node:net`.
import { connect } from "node:net";
import type { ProbeResult } from "./upgrade.js";

/** The most the probe waits: it only runs after a failure, and must not hold the error back for long. */
const maxProbeMs = 3000;

/**
 * Connects to the URL's host and port, then closes at once: resolves with the error the connection met
 * (ECONNREFUSED, ENOTFOUND, ...), a hint if something listens there (so the socket failed at the upgrade,
 * whose answer Node 22+'s WebSocket does not show), or undefined if it did not finish within `timeoutMs`.
 */
export function probeConnection(url: string, timeoutMs = maxProbeMs): Promise<ProbeResult> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return Promise.resolve(undefined);
  }
  const port = Number(address.port) || (address.protocol === "wss:" ? 443 : 80);
  const host = address.hostname.replace(/^\[(.*)\]$/, "$1");
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result: ProbeResult) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done(undefined), Math.min(timeoutMs, maxProbeMs));
    socket.once("connect", () =>
      done({
        hint: ` Something at ${address.host} accepted the connection but did not upgrade it to a WebSocket: is that the stream's port and path?`,
      }),
    );
    socket.once("error", (error) => done({ error }));
  });
}
