// Why a stream URL could not be reached, asked of the network itself. Node 22+'s WebSocket (undici) reports a
// refused connection, an unknown host, a TLS failure and a refused upgrade alike, as a bare error with no
// detail and a close 1006, where `ws` (Node 20) names the system error or hands over the HTTP answer. So that
// an app's `instanceof` branches do not change with the runtime, after a socket closed before it ever opened
// the client makes the same upgrade request once more over node:http(s) (the same URL, the same key, sent the
// same way, to the same host) and reads what `ws` would have shown: the system error, or the status and first
// line of the refusal. Node only: loaded through `#node-websocket`, so browser bundles never carry it.
import { randomBytes } from "node:crypto";
import type { FailedOpen, ProbeResult } from "./upgrade.js";
import { readRefusal } from "./ws-upgrade.js";

/** The most the probe waits: it only runs after a failure, and must not hold the error back for long. */
const maxProbeMs = 3000;

/** A fresh `Sec-WebSocket-Key`: 16 random bytes, base64 (RFC 6455 4.1). */
function webSocketKey(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Sends the WebSocket upgrade request for `url` with `headers` (how the key travels, as the socket sent it),
 * then ends the connection: resolves with the system error the request met (ECONNREFUSED, ENOTFOUND, a TLS
 * failure), the refusal (an HTTP status other than 101, and its body's first line), a hint when something
 * accepted the connection yet answered nothing within `timeoutMs` (or upgraded this time), or undefined when
 * nothing was learned in time.
 */
export async function probeConnection(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = maxProbeMs,
): Promise<ProbeResult> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return undefined;
  }
  const secure = address.protocol === "wss:";
  // Loaded on the first failure only: every connect() loads this module, and node:https (TLS with it) would
  // lengthen the first one for nothing.
  // The module's default export, read at the call: a test's HTTP interceptor (MSW's in Node) patches that object,
  // which the named exports of a built-in module do not follow.
  const { request: send } = (secure ? await import("node:https") : await import("node:http")).default;
  return new Promise((resolve) => {
    let connected = false;
    let settled = false;
    const request = send({
      host: address.hostname.replace(/^\[(.*)\]$/, "$1"),
      port: Number(address.port) || (secure ? 443 : 80),
      path: `${address.pathname}${address.search}`,
      method: "GET",
      // No pooled connection: the probe's socket is its own, ended with it.
      agent: false,
      headers: {
        ...headers,
        // Says this is a diagnosis, not one more connection: the mock's "refuse the first n upgrades"
        // (/__mock/refuse:…:times:<n>) answers it as the latest upgrade was answered, and does not count it.
        "x-stt-connect-probe": "1",
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": webSocketKey(),
      },
    });
    const done = (result: ProbeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const listening = {
      hint: ` Something at ${address.host} accepted the connection but did not upgrade it to a WebSocket: is that the stream's port and path?`,
    };
    const timer = setTimeout(() => done(connected ? listening : undefined), Math.min(timeoutMs, maxProbeMs));
    request.on("socket", (socket) => socket.once(secure ? "secureConnect" : "connect", () => (connected = true)));
    request.on("response", (response) => readRefusal(response, (refused) => done({ refused })));
    request.on("upgrade", (_response, socket) => {
      socket.destroy();
      done({
        hint: ` Asked again, the server at ${address.host} upgraded the connection: the failure may have passed; try again.`,
      });
    });
    request.on("error", (error) => done({ cause: error }));
    request.end();
  });
}

/**
 * What to do about a system error, where the error alone does not say: nothing listens at the stream's host
 * and port (start the mock there, or point the option the URL came from elsewhere), or a `wss://` URL at a
 * server without TLS (its OpenSSL line, which differs between Node's versions, said in words).
 */
function advice(error: Error, url: string, urlSource: FailedOpen["urlSource"]): ProbeResult {
  const address = new URL(url);
  const code = (error as { code?: unknown }).code;
  // Node's connect to a name with several addresses fails with an AggregateError, whose own message is empty.
  const reason = error.message ? undefined : ((error as { errors?: Error[] }).errors?.[0]?.message ?? String(code));
  if (code === "ECONNREFUSED") {
    // With no URL set the client went to production, and closedBeforeAck says how to reach the mock instead.
    if (urlSource === "default") return { cause: error, reason };
    return {
      cause: error,
      reason,
      hint: ` Nothing accepts connections at ${address.host}: start the stream's server there (the mock: npx stt-mock), or set ${urlSource} to where it listens.`,
    };
  }
  if (address.protocol === "wss:" && /wrong version number/i.test(error.message)) {
    return {
      cause: error,
      reason: "the TLS handshake failed: the server answered without TLS",
      hint: ` A server without TLS, such as the mock, is reached with ws://: ${url.replace(/^wss:/, "ws:")}.`,
    };
  }
  return { cause: error, reason };
}

/**
 * Why a socket that never opened failed, in Node: the system error its error event named (`ws`), else what
 * the same upgrade request, made again with `headers`, meets (see probeConnection); with what to do about it.
 * Never rejects: a probe that fails says nothing more, and the error is then what the socket showed.
 */
export async function probeFailure(failed: FailedOpen, headers: Record<string, string>): Promise<ProbeResult> {
  try {
    const { error } = failed;
    const named = error instanceof Error && typeof (error as { code?: unknown }).code === "string";
    const asked = named ? { cause: error } : await probeConnection(failed.url, headers);
    return asked?.cause instanceof Error ? { ...asked, ...advice(asked.cause, failed.url, failed.urlSource) } : asked;
  } catch {
    return undefined;
  }
}
