// The HTTP mock's request pipeline, free of any transport: a web Request in, a web Response out. The Node
// server (../../node/http-server.ts) and the MSW handlers (../../msw/handlers.ts) are adapters around it, so
// both run the same service. One request goes through its head (request-head.ts, then the core's own checks of it,
// request-checks.ts, so that the two contract engines cannot read it differently), its route (dispatch.ts), its
// body read within bounds (request-body.ts), the contract engine with the stateful service behind it
// (dispatch.ts, contract-engine.ts) and back out as a web Response with the request id, rate-limit fields and findings.
import { randomId } from "../platform-shims.js";
import type { RateLimitState } from "../service/access.js";
import { errorResponse, isErrorBody, MockHttpError, type MockResponse } from "../service/responses.js";
import type { Violation } from "./contract-engine.js";
import { Dispatcher, type Outcome } from "./dispatch.js";
import { negotiateMediaType } from "./negotiation.js";
import { discardBody, incomingBody, maxDiscardedBytes, readRequestBody } from "./request-body.js";
import { checkRequestHead } from "./request-checks.js";
import { idempotencyKeyOf, readRequestHead } from "./request-head.js";
import type { HttpCoreSettings } from "./settings.js";
import { violationsHeaderOf } from "./violations.js";

/** What the transport knows of a request beyond the web Request. */
export interface RequestContext {
  /** The path and query as sent: a URL parser resolves `/files/%2E%2E` to `/`, hiding what the client asked. */
  target?: string;
  /**
   * The body as it arrives, when the transport has it in another form than `request.body` (Node's request
   * stream): with it, whether a body came is read from Content-Length and Transfer-Encoding.
   */
  body?: AsyncIterable<Uint8Array>;
  requestId?: string;
}

/** The headers a browser may read from a cross-origin answer. */
const exposedHeaders =
  "x-request-id, retry-after, ratelimit-limit, ratelimit-remaining, ratelimit-reset, sl-violations, deprecation, sunset";

export class HttpCore {
  readonly #settings: HttpCoreSettings;
  readonly #dispatcher: Dispatcher;

  constructor(settings: HttpCoreSettings) {
    this.#settings = settings;
    this.#dispatcher = new Dispatcher(settings);
  }

  get settings(): Readonly<HttpCoreSettings> {
    return this.#settings;
  }

  /** Answers found at odds with the contract since the start: a healthy mock has none. */
  get responseViolations(): number {
    return this.#dispatcher.responseViolations;
  }

  /**
   * Answers one request of the API (the paths under the base path): never throws for what a client sends,
   * answering it in the contract's shapes; a failure of the mock itself, or a body that stopped arriving,
   * rejects, for the transport to answer or drop.
   */
  async handle(request: Request, context: RequestContext = {}): Promise<Response> {
    const requestId = context.requestId ?? randomId();
    const head = readRequestHead(request, context.target);
    const body = incomingBody(request, context.body);
    const send = ({ answer, violations, rate }: Outcome) =>
      this.respond(answer, { requestId, origin: head.origin, violations, rate, head: head.method === "head" });
    const { basePath } = this.#settings;
    if (!(head.pathname === basePath || head.pathname.startsWith(`${basePath}/`))) {
      if (body.stream) await discardBody(body.stream, maxDiscardedBytes);
      const error = new MockHttpError(
        404,
        "not_found",
        `No operation at ${head.pathname}: this mock serves the API under ${basePath}, as the service does (base URL ${head.serverOrigin}${basePath}).`,
      );
      return send({ answer: errorResponse(error), violations: [] });
    }
    await this.#latency();
    // The core's own reading of the head comes first (request-checks.ts): the engines see the request as it
    // decided, so that Prism and the generated validators cannot answer it differently.
    const checked = checkRequestHead(
      this.#settings.engine,
      {
        // A HEAD is answered as the GET of the same URL would be, without its body (RFC 9110, 9.3.2): the
        // contract declares GETs, and a HEAD of one is the same operation.
        method: head.method === "head" ? "get" : head.method,
        url: { path: head.pathname.slice(basePath.length) || "/", query: head.query },
        headers: head.headers,
      },
      { present: body.present, contentType: head.contentType },
    );
    const route = this.#dispatcher.route(checked.request, head.prefer);
    const exchange = this.#dispatcher.open(requestId, head.apiKey, route, checked.violations);
    // A request the key lets through is answered in a media type its Accept takes, or refused with a 406, and
    // an error status it asks for in the error's own (negotiation.ts); the engines then see the one media type
    // chosen, so that both answer in it.
    let engineRequest = checked.request;
    if (exchange.apiKey && !exchange.keyRefused) {
      const negotiated = negotiateMediaType(route.operation, head.headers.accept, {
        code: route.prefer.code ?? route.exampleCode,
        exampleKey: route.prefer.exampleKey,
        format: head.query.format,
      });
      if ("refused" in negotiated) {
        if (body.stream) await discardBody(body.stream, maxDiscardedBytes);
        return send({ answer: errorResponse(negotiated.refused), violations: [] });
      }
      if (negotiated.mediaType !== undefined) {
        engineRequest = { ...engineRequest, headers: { ...engineRequest.headers, accept: negotiated.mediaType } };
      }
    }
    try {
      this.#dispatcher.claim(exchange, idempotencyKeyOf(route.operation, request.headers));
      let refused = exchange.keyRefused ?? exchange.headRefused;
      try {
        const read = await readRequestBody(body.present ? body.stream : undefined, engineRequest, {
          contentType: head.contentType,
          contentLength: head.contentLength,
          operation: route.operation,
          uploadUnwanted: !exchange.apiKey || refused !== undefined || exchange.claim?.kind === "in-use",
          refused: refused !== undefined,
          state: this.#settings.state,
          tenant: exchange.tenant,
          sha256: this.#settings.sha256,
        });
        exchange.fingerprint = read.fingerprint;
        exchange.upload = read.upload;
      } catch (error) {
        if (!(error instanceof MockHttpError)) throw error;
        refused = exchange.keyRefused ?? exchange.headRefused ?? error;
      }
      return send(await this.#dispatcher.dispatch(engineRequest, route, exchange, refused));
    } finally {
      this.#dispatcher.release(exchange);
    }
  }

  /** The latency asked for (`latencyMs`): a fixed delay, or a random one in the range. */
  async #latency(): Promise<void> {
    const [minLatency, maxLatency] = this.#settings.latencyMs;
    if (maxLatency > 0) {
      const delay = minLatency + (maxLatency - minLatency) * this.#settings.random();
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  /** The headers that let a page of another origin read an answer (the mock answers any origin). */
  static corsHeaders(origin: string | null, requestedHeaders?: string | null): Record<string, string> {
    return {
      "access-control-allow-origin": origin ?? "*",
      "access-control-allow-headers": requestedHeaders ?? "*",
      "access-control-expose-headers": exposedHeaders,
    };
  }

  /** An answer as it goes out: the request id in its header and error body, rate-limit fields, findings. */
  respond(
    answer: MockResponse,
    options: {
      requestId: string;
      origin?: string | null;
      violations?: readonly Violation[];
      rate?: RateLimitState;
      /** The answer to a HEAD, which has the headers of its answer and never a body (RFC 9110, 9.3.2). */
      head?: boolean;
    },
  ): Response {
    const headers: Record<string, string> = HttpCore.corsHeaders(options.origin ?? null);
    for (const [name, value] of Object.entries(answer.headers ?? {})) {
      const lower = name.toLowerCase();
      if (lower === "content-length" || lower === "transfer-encoding" || lower === "connection") continue;
      headers[lower] = String(value);
    }
    headers["x-request-id"] = options.requestId;
    let body = answer.body;
    if (isErrorBody(body)) body = { ...body, request_id: options.requestId };
    const { rate } = options;
    if (rate && answer.status < 500) {
      headers["ratelimit-limit"] = String(rate.limit);
      headers["ratelimit-remaining"] = String(rate.remaining);
      headers["ratelimit-reset"] = String(rate.resetSeconds);
    }
    if (options.violations && options.violations.length > 0)
      headers["sl-violations"] = violationsHeaderOf(options.violations);
    if (answer.bytes) {
      return new Response(options.head ? null : streamOf(answer.bytes), { status: answer.status, headers });
    }
    const text =
      body === undefined || answer.status === 204 ? "" : typeof body === "string" ? body : JSON.stringify(body);
    if (text !== "" && !headers["content-type"]) headers["content-type"] = "application/json";
    return new Response(text === "" || options.head ? null : text, { status: answer.status, headers });
  }
}

/**
 * Stored bytes as a body, chunk by chunk as it is read (a file of a gigabyte is never copied whole), each a
 * copy: whoever reads the answer in process (MSW) cannot change what the store holds.
 */
function streamOf(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next];
      next += 1;
      if (chunk) controller.enqueue(chunk.slice());
      else controller.close();
    },
  });
}
