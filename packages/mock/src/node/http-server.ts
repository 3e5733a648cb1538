// The HTTP mock's Node server: the wire around the transport-free pipeline (../core/http/http-core.ts), which
// checks every exchange against specs/openapi.yaml through Prism (prism-contract-engine.ts). What is Node's alone stays
// here: CORS preflights, the mock's own routes (`/__mock/…`), the slowest a body may arrive, and closing a
// connection whose body was not read. Stateful by default; with `stateless`, or a `Prefer: code=` header, Prism
// answers from the contract's examples (an operation without a handler, and a `Prefer: example=`: see
// ../core/http/dispatch.ts).
import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { HttpCore } from "../core/http/http-core.js";
import { bearerOf } from "../core/http/request-head.js";
import type { HttpCoreSettings } from "../core/http/settings.js";
import { errorResponse, MockHttpError, type MockResponse } from "../core/service/responses.js";
import type { WebhookDeliveries } from "../core/service/webhooks/deliveries.js";
import { type BodyRate, watchBodyRate } from "./body-rate.js";
import { type ConnectionTimeouts, defaultConnectionTimeouts, serverTimeoutOptions } from "./timeouts.js";

export { maxJsonDepth, maxUploadBytes } from "../core/http/request-body.js";

export interface HttpMockSettings extends HttpCoreSettings {
  /** The slowest a request body may arrive: slower, it is answered 408 and its connection closed. */
  bodyRate: BodyRate;
  /** The webhook deliveries (GET /__mock/webhooks reads them, a reset forgets them). */
  webhooks?: WebhookDeliveries;
}

/** node:crypto's SHA-256, some 30 times faster than the portable one for a large upload's fingerprint. */
const nodeSha256 = () => {
  const hash = createHash("sha256");
  return {
    update: (bytes: Uint8Array | string) => {
      hash.update(bytes);
    },
    hex: () => hash.digest("hex"),
  };
};

/** Origins of pages on this machine: the only ones that may reach the mock's own routes (`/__mock/…`). */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  } catch {
    return false;
  }
}

/** The request's head as a web Request (its body is handed to the core as Node's stream, see RequestContext). */
function webRequestOf(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const host = /^[\w.:[\]-]+$/.test(request.headers.host ?? "") ? request.headers.host : "127.0.0.1";
  return new Request(`http://${host}${(request.url ?? "/").startsWith("/") ? request.url : "/"}`, {
    method: request.method,
    headers,
  });
}

export class HttpMock {
  readonly #settings: HttpMockSettings;
  readonly #core: HttpCore;

  constructor(settings: HttpMockSettings) {
    this.#settings = settings;
    this.#core = new HttpCore({ sha256: nodeSha256, onResponseViolation: "report", ...settings });
  }

  /** Responses Prism found at odds with the contract since the start: a healthy mock has none. */
  get responseViolations(): number {
    return this.#core.responseViolations;
  }

  #log(line: string): void {
    this.#settings.onLog?.(line);
  }

  /** Node's request listener. Never throws: a failure of the mock itself answers the contract's 500. */
  readonly listener = (request: IncomingMessage, response: ServerResponse): void => {
    const requestId = randomUUID();
    this.#answer(request, response, requestId).catch((error: unknown) => {
      if (request.destroyed && !request.complete) {
        // The client went away, or its request timed out, before its body had arrived: nothing to answer.
        this.#log(`${request.method} ${request.url}: the connection closed before the request had arrived`);
        return;
      }
      this.#log(`${request.method} ${request.url} failed in the mock: ${(error as Error)?.stack ?? error}`);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      this.#send(
        request,
        response,
        requestId,
        errorResponse(new MockHttpError(500, "internal_error", "The mock failed; see its log.")),
      );
    });
  };

  async #answer(request: IncomingMessage, response: ServerResponse, requestId: string): Promise<void> {
    watchBodyRate(request, response, this.#settings.bodyRate, () => this.#bodyTooSlow(request, response, requestId));
    const target = request.url ?? "/";
    const query = target.indexOf("?");
    const url = new URL(target, "http://mock.invalid");
    const pathname = query < 0 ? target : target.slice(0, query);
    const method = (request.method ?? "GET").toLowerCase();
    if (method === "options" && request.headers.origin && request.headers["access-control-request-method"]) {
      if (pathname.startsWith("/__mock/") && !isLoopbackOrigin(request.headers.origin)) {
        // No CORS headers: the browser refuses the page's request to reset or read the mock.
        response.writeHead(403, { vary: "origin" });
        response.end();
        return;
      }
      response.writeHead(204, {
        ...HttpCore.corsHeaders(request.headers.origin, request.headers["access-control-request-headers"]),
        "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
        "access-control-max-age": "600",
        vary: "origin",
      });
      response.end();
      return;
    }
    if (pathname.startsWith("/__mock/")) {
      this.#admin(request, response, requestId, url);
      return;
    }
    // A transcription that ended by a clock the test moves by hand starts its delivery before a client can
    // see it ended.
    this.#settings.webhooks?.startDue();
    const answer = await this.#core.handle(webRequestOf(request), {
      target,
      body: request as AsyncIterable<Uint8Array>,
      requestId,
    });
    await this.#write(request, response, answer);
  }

  async #write(request: IncomingMessage, response: ServerResponse, answer: Response): Promise<void> {
    // Already answered (a body cut off for its rate): the connection is closing, there is no one to tell.
    if (response.headersSent) return;
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // Bytes as they are (a file's content is not text), a chunk at a time as the client takes them.
    if (!request.complete) headers.connection = "close";
    response.writeHead(answer.status, headers);
    const reader = answer.body?.getReader();
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      if (response.destroyed) {
        await reader?.cancel();
        break;
      }
      // A full buffer waits for the client to take it, or for the connection to close (then the loop ends).
      if (!response.write(next.value) && !response.destroyed) {
        await new Promise<void>((resolve) => {
          const done = () => {
            response.off("drain", done);
            response.off("close", done);
            resolve();
          };
          response.on("drain", done);
          response.on("close", done);
        });
      }
    }
    response.end();
  }

  /**
   * Cuts off a request whose body arrives under the minimum rate, as Node does past the request timeout: 408
   * and the connection closed. The close fails the body's reading, which frees what the request held (its
   * Idempotency-Key, an upload's bytes) as for a client that went away.
   */
  #bodyTooSlow(request: IncomingMessage, response: ServerResponse, requestId: string): void {
    const { minBytesPerSecond, graceMs } = this.#settings.bodyRate;
    this.#log(`${request.method} ${request.url}: the body arrived slower than ${minBytesPerSecond} bytes a second`);
    // Node leaves a request whose answer has finished as it is when the socket closes: its body's reading
    // would wait for ever, holding the Idempotency-Key and an upload's bytes. Ended here, it fails at once.
    request.socket.once("close", () => request.destroy());
    if (response.headersSent) {
      request.socket.destroy();
      return;
    }
    const error = new MockHttpError(
      408,
      "request_timeout",
      `The request's body arrived slower than ${minBytesPerSecond} bytes a second on average after its first ${graceMs} ms; the connection is closed.`,
    );
    // Not complete, so the answer says `Connection: close` and Node closes the socket once it is sent.
    this.#send(request, response, requestId, errorResponse(error));
  }

  #send(request: IncomingMessage, response: ServerResponse, requestId: string, answer: MockResponse): void {
    if (response.headersSent) return;
    const web = this.#core.respond(answer, { requestId, origin: request.headers.origin });
    this.#write(request, response, web).catch((error: unknown) => this.#log(`could not answer: ${error}`));
  }

  /**
   * The mock's own routes. Only pages on this machine may reach them (a page elsewhere could otherwise wipe
   * every key's state with a simple cross-origin POST), and a reset of everything must say so in a header of
   * its own, which a browser cannot send without a preflight, refused above for other origins.
   */
  #admin(request: IncomingMessage, response: ServerResponse, requestId: string, url: URL): void {
    request.resume();
    const refuse = (status: number, errorType: string, message: string) =>
      this.#send(request, response, requestId, errorResponse(new MockHttpError(status, errorType, message)));
    const origin = request.headers.origin;
    if (origin !== undefined && !isLoopbackOrigin(origin)) {
      refuse(
        403,
        "permission_denied",
        "The mock's own routes answer pages on this machine only (localhost, 127.0.0.1, [::1]).",
      );
      return;
    }
    const authorization = request.headers.authorization;
    const apiKey = bearerOf(authorization);
    if (authorization !== undefined && apiKey === undefined) {
      refuse(
        400,
        "invalid_request",
        "The Authorization header is not 'Bearer <API_KEY>'. Send the key whose state you mean, or no Authorization and 'X-Mock-Reset: all' to reset everything.",
      );
      return;
    }
    if (url.pathname === "/__mock/reset" && request.method === "POST") {
      if (apiKey === undefined && request.headers["x-mock-reset"] !== "all") {
        refuse(
          400,
          "invalid_request",
          "A reset without a key forgets every key's state: send 'X-Mock-Reset: all' to mean it, or 'Authorization: Bearer <API_KEY>' to reset one key.",
        );
        return;
      }
      this.#settings.state.reset(apiKey);
      this.#settings.webhooks?.reset(apiKey);
      this.#log(apiKey ? "reset the state of one key" : "reset all state");
      this.#send(request, response, requestId, { status: 204 });
      return;
    }
    if (url.pathname === "/__mock/status" && request.method === "GET") {
      const { state } = this.#settings;
      const tenant = apiKey === undefined ? undefined : state.peekTenant(apiKey);
      this.#send(request, response, requestId, {
        status: 200,
        body: {
          mode: this.#settings.stateless ? "stateless" : "stateful",
          files: state.fileCount,
          stored_bytes: state.storedBytes,
          arriving_bytes: state.arrivingBytes,
          key_states: state.keyStateCount,
          max_key_states: state.limits.maxKeyStates,
          temporary_keys: state.temporaryKeyCount,
          ...(apiKey ? { key_uploads_arriving: tenant?.uploadsArriving ?? 0 } : {}),
          response_violations: this.#core.responseViolations,
          memory: { rss_bytes: process.memoryUsage().rss, heap_used_bytes: process.memoryUsage().heapUsed },
        },
      });
      return;
    }
    if (url.pathname === "/__mock/webhooks" && request.method === "GET") {
      if (apiKey === undefined) {
        refuse(
          400,
          "invalid_request",
          "Send 'Authorization: Bearer <API_KEY>': the webhook deliveries listed are those of transcriptions that key made.",
        );
        return;
      }
      const { state, webhooks } = this.#settings;
      this.#send(request, response, requestId, {
        status: 200,
        body: { deliveries: webhooks?.list(state.peekTenant(apiKey)) ?? [] },
      });
      return;
    }
    refuse(
      404,
      "not_found",
      "The mock's own routes are POST /__mock/reset, GET /__mock/status and GET /__mock/webhooks.",
    );
  }
}

export interface RunningHttpMock {
  /** The base URL, base path included: `http://127.0.0.1:4010/v1`. */
  url: string;
  port: number;
  mock: HttpMock;
  close(): Promise<void>;
}

export async function listen(
  mock: HttpMock,
  host: string,
  port: number,
  basePath: string,
  timeouts: ConnectionTimeouts = defaultConnectionTimeouts,
): Promise<RunningHttpMock> {
  const server = createServer(serverTimeoutOptions(timeouts), mock.listener);
  // With no 'timeout' listener, Node destroys a socket idle this long.
  server.timeout = timeouts.idleTimeoutMs;
  // A pooled connection stays open as long as any idle one: with Node's 5 s, a client whose own keep-alive timer
  // ran late (undici's expires 2 s before the server's, and a loaded machine delays timers more than that) sent
  // its next request on a socket the mock was closing, and saw "fetch failed". stop() closes every connection,
  // so a long keep-alive never holds it open.
  server.keepAliveTimeout = timeouts.idleTimeoutMs;
  server.listen(port, host);
  await Promise.race([
    once(server, "listening"),
    once(server, "error").then(([error]) => {
      throw error;
    }),
  ]);
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}${basePath}`,
    port: actualPort,
    mock,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
