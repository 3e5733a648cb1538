// The HTTP mock's front: the wire (CORS, the spec's `/v1` base path, bodies read within bounds, request ids,
// latency and failures on demand) around Prism's pipeline (contract-engine.ts), which checks every exchange
// against specs/openapi.yaml. Stateful by default (the service in service.ts, as Prism's upstream); with
// `stateless`, or a `Prefer: code=` header, Prism answers from the contract's examples. In the stateful mode an
// operation without a handler, and a `Prefer: example=`, are answered from the examples too, but through the
// service's checks (the key, its path ids: kept-resources.ts) and with the ids asked for in place of the example's.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { IHttpRequest, IHttpResponse } from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";
import type { Model } from "../../../../generated/http/types.js";
import type { MockScript } from "../../../../generated/realtime/mock-script.js";
import { type ConnectionTimeouts, defaultConnectionTimeouts, serverTimeoutOptions } from "../timeouts.js";
import { checkKey, type RateLimitState, rateLimit } from "./access.js";
import { type BodyRate, watchBodyRate } from "./body-rate.js";
import type { ContractEngine, EngineMode, Violation } from "./contract-engine.js";
import { deprecationHeaders } from "./deprecation-headers.js";
import { claimIdempotencyKey, type IdempotencyClaim, settleIdempotencyKey } from "./idempotency.js";
import { ownedIds, withKnownIds } from "./kept-resources.js";
import { boundaryOf } from "./multipart.js";
import { errorResponse, invalid, isErrorBody, MockHttpError, type MockResponse } from "./responses.js";
import { MockService } from "./service.js";
import type { MockState, Tenant } from "./state.js";
import { type ReceivedUpload, receiveUpload } from "./upload.js";
import { validationErrorsOf, validationMessageOf, violationsHeaderOf } from "./violations.js";

export interface HttpMockSettings {
  engine: ContractEngine;
  state: MockState;
  script: MockScript;
  models: readonly Model[];
  /** Answer everything from the contract's examples, remembering nothing. */
  stateless: boolean;
  /** With `stateless`: random data valid against the schemas instead of the examples. */
  dynamic: boolean;
  /** The path every operation is under, as the spec's servers have it (`/v1`). */
  basePath: string;
  speed: number;
  minProcessingMs: number;
  /** Added to every answer: a fixed delay, or a random one between the two. */
  latencyMs: readonly [number, number];
  /** The share of calls answered 503 (as the contract's example, with Retry-After), from 0 to 1. */
  failureRate: number;
  /** Requests per minute and key; 0 turns the limit (and its headers) off. */
  rateLimitPerMinute: number;
  /** The slowest a request body may arrive: slower, it is answered 408 and its connection closed. */
  bodyRate: BodyRate;
  now(): number;
  random(): number;
  onLog?: (line: string) => void;
}

/** The largest upload, as the contract says: 1 GiB. */
export const maxUploadBytes = 1024 ** 3;
/** Room for an upload's form around its file: 16 parts' headers (16 KiB) and fields (64 KiB), with room to spare. */
const multipartSlackBytes = 16 * 1024 * 1024;
/** What the mock reads of a body it answers without (a 401 to an upload): beyond it, the connection closes. */
const maxDiscardedBytes = 16 * 1024 * 1024;
/** JSON bodies of this API are small (a context is about 10 000 characters); more is refused unread. */
const maxJsonBytes = 1024 * 1024;
const maxOtherBodyBytes = 64 * 1024;
/**
 * How deep a JSON body may nest. The contract's deepest body is a few levels; a body nested 100 000 deep
 * parses, but then overflows the stack of whatever walks it recursively (Prism's validation, a fingerprint).
 */
export const maxJsonDepth = 64;

/** The depth of the deepest array or object in a JSON text, counted without parsing it (so, without recursion). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return deepest;
}

/** Origins of pages on this machine: the only ones that may reach the mock's own routes (`/__mock/…`). */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  } catch {
    return false;
  }
}

interface Prefer {
  code?: number;
  exampleKey?: string;
  dynamic?: boolean;
}

function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = {};
  for (const part of (header ?? "").split(/[,;]/)) {
    const [name = "", value = ""] = part
      .trim()
      .split("=")
      .map((text) => text.trim());
    if (name === "code" && /^\d{3}$/.test(value)) prefer.code = Number(value);
    else if (name === "example" && value) prefer.exampleKey = value;
    else if (name === "dynamic") prefer.dynamic = value === "true";
  }
  return prefer;
}

function bearerOf(request: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
}

/**
 * Reads and drops a body the answer makes no use of (a 401, a conflicting repeat), up to `limit`, so that
 * the client, still sending, gets the answer rather than a broken pipe. Past the limit it stops reading:
 * the answer goes out and the connection closes.
 */
async function discardBody(request: IncomingMessage, limit: number): Promise<void> {
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return;
  }
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      await discardBody(request, maxDiscardedBytes);
      throw invalid("body", "too_long", `The body is larger than ${limit} bytes; this operation takes far less.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  // An auth scheme is case-insensitive (RFC 9110, 11.1), as bearerOf reads it; Prism compares it as written
  // and would answer `bearer k` 401.
  if (headers.authorization !== undefined)
    headers.authorization = headers.authorization.replace(/^bearer(?=\s)/i, "Bearer");
  return headers;
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

function idempotencyHeaderOf(operation: IHttpOperation | undefined): string | undefined {
  return operation?.request?.headers?.find((header) => header.name.toLowerCase() === "idempotency-key")?.name;
}

function multipartParts(operation: IHttpOperation | undefined): Set<string> {
  const schema = operation?.request?.body?.contents?.find((content) => content.mediaType === "multipart/form-data")
    ?.schema as { properties?: Record<string, unknown> } | undefined;
  return new Set(Object.keys(schema?.properties ?? {}));
}

function exampleNames(operation: IHttpOperation | undefined): string[] {
  return (operation?.responses ?? []).flatMap((response) =>
    (response.contents ?? []).flatMap((content) => (content.examples ?? []).map((example) => example.key)),
  );
}

/** What one request brings beyond what Prism sees. */
interface Exchange {
  requestId: string;
  apiKey: string | undefined;
  /** Why the key is refused (`invalid…`, a temporary key), when it is. */
  keyRefused: MockHttpError | undefined;
  tenant: Tenant | undefined;
  upload: ReceivedUpload | undefined;
  fingerprint: string;
  claim: IdempotencyClaim | undefined;
  rate: RateLimitState | undefined;
  /** In the stateful mode: answer from the examples (no handler, or `Prefer: example=`), after the checks. */
  examples: { exampleKey?: string; dynamic: boolean } | undefined;
}

export class HttpMock {
  readonly #settings: HttpMockSettings;
  readonly #service: MockService;
  /** Responses Prism found at odds with the contract since the start: a healthy mock has none. */
  responseViolations = 0;

  constructor(settings: HttpMockSettings) {
    this.#settings = settings;
    this.#service = new MockService(settings.state, settings);
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
        [],
      );
    });
  };

  async #answer(request: IncomingMessage, response: ServerResponse, requestId: string): Promise<void> {
    watchBodyRate(request, response, this.#settings.bodyRate, () => this.#bodyTooSlow(request, response, requestId));
    // The path as sent: URL parsing would resolve `/files/%2E%2E` to `/`, hiding what the client asked for.
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
      this.#cors(request, response);
      response.writeHead(204, {
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
    const { basePath } = this.#settings;
    if (!(pathname === basePath || pathname.startsWith(`${basePath}/`))) {
      await discardBody(request, maxDiscardedBytes);
      const error = new MockHttpError(
        404,
        "not_found",
        `No operation at ${pathname}: this mock serves the API under ${basePath}, as the service does (base URL http://${request.headers.host ?? "127.0.0.1"}${basePath}).`,
      );
      this.#send(request, response, requestId, errorResponse(error), []);
      return;
    }
    const [minLatency, maxLatency] = this.#settings.latencyMs;
    if (maxLatency > 0) {
      const delay = minLatency + (maxLatency - minLatency) * this.#settings.random();
      await new Promise((resolve) => setTimeout(resolve, delay));
    }

    const path = pathname.slice(basePath.length) || "/";
    const prismRequest: IHttpRequest = {
      method: method as IHttpRequest["method"],
      url: { path, query: queryOf(url) },
      headers: headersOf(request),
    };
    const operation = this.#settings.engine.operationFor(prismRequest);
    const prefer = parsePrefer(prismRequest.headers?.prefer);
    if (this.#settings.failureRate > 0 && this.#settings.random() < this.#settings.failureRate) {
      prefer.code = 503;
      prefer.exampleKey = undefined;
    }
    // Prism's mock alone, remembering nothing: the stateless mode, or a status asked for (`Prefer: code=`).
    const fromExamples = this.#settings.stateless || prefer.code !== undefined;
    // The stateful mode answers from the examples after its checks: an operation nobody wrote a handler
    // for, or an example asked for, still gets a 404 for a path id the key does not own, and its own ids.
    const examples =
      !fromExamples &&
      operation !== undefined &&
      (prefer.exampleKey !== undefined || prefer.dynamic === true || !this.#service.handles(operation.iid ?? ""))
        ? { exampleKey: prefer.exampleKey, dynamic: prefer.dynamic ?? this.#settings.dynamic }
        : undefined;

    const apiKey = bearerOf(request);
    // The key is checked before anything is kept for it, in every mode: a refused key gets no state, and an
    // answer from the examples is no way around the check.
    let keyRefused: MockHttpError | undefined;
    if (apiKey) {
      try {
        checkKey(this.#settings.state, apiKey, this.#settings.now());
      } catch (error) {
        if (!(error instanceof MockHttpError)) throw error;
        keyRefused = error;
      }
    }
    const exchange: Exchange = {
      requestId,
      apiKey,
      keyRefused,
      // No state for a route the contract does not have (a 404 either way), so requests to made-up paths
      // cannot push other keys' states out of the bound.
      tenant:
        operation !== undefined && !fromExamples && apiKey && !keyRefused
          ? this.#settings.state.tenant(apiKey)
          : undefined,
      upload: undefined,
      fingerprint: "",
      claim: undefined,
      rate: undefined,
      examples,
    };
    const idempotencyHeader = idempotencyHeaderOf(operation);
    const idempotencyKey = idempotencyHeader ? request.headers[idempotencyHeader.toLowerCase()] : undefined;
    try {
      if (exchange.tenant && typeof idempotencyKey === "string" && idempotencyKey !== "") {
        // Claimed before the body is read: a repeat that arrives meanwhile is "in use", as the contract says.
        exchange.claim = claimIdempotencyKey(
          this.#settings.state,
          exchange.tenant,
          idempotencyKey,
          this.#settings.now(),
        );
      }
      let refused: MockHttpError | undefined = keyRefused;
      try {
        await this.#readBody(request, prismRequest, exchange, operation);
      } catch (error) {
        if (!(error instanceof MockHttpError)) throw error;
        refused = keyRefused ?? error;
        // A body the mock could not read (not JSON, too large, a broken multipart) is answered through Prism
        // all the same, so that this answer is checked against the contract like any other.
      }
      const mode: EngineMode = refused
        ? {
            kind: "forward",
            upstream: async (_resource, _input, violations) =>
              toPrismResponse(
                errorResponse(
                  violations.some((v) => v.code === 401) ? this.#requestError(violations) : (refused as MockHttpError),
                ),
                requestId,
              ),
          }
        : fromExamples
          ? {
              kind: "examples",
              code: prefer.code,
              exampleKey: prefer.exampleKey,
              dynamic: prefer.dynamic ?? this.#settings.dynamic,
            }
          : {
              kind: "forward",
              upstream: (resource, input, violations) => this.#upstream(resource, input, violations, exchange),
            };
      const result = await this.#settings.engine.run(prismRequest, mode);
      if (!result.ok) {
        this.#send(
          request,
          response,
          requestId,
          errorResponse(this.#engineError(result, prismRequest, operation, prefer)),
          [],
        );
        return;
      }
      let answer: MockResponse = {
        status: result.response.statusCode,
        headers: result.response.headers,
        body: result.response.body,
      };
      const requestErrors = result.requestViolations.filter((violation) => violation.severity === "error");
      if (
        fromExamples &&
        !refused &&
        requestErrors.length > 0 &&
        prefer.code === undefined &&
        prefer.exampleKey === undefined
      ) {
        // Prism's mock answers an invalid request with an example of the first 4xx it finds; the truth is in
        // the violations, so they are the answer.
        answer = errorResponse(this.#requestError(requestErrors));
      }
      const sentBody = exchange.upload
        ? Object.fromEntries(exchange.upload.partNames.map((name) => [name, true]))
        : prismRequest.body;
      answer = {
        ...answer,
        headers: { ...answer.headers, ...deprecationHeaders(operation, prismRequest.url.query, sentBody) },
      };
      this.#reportViolations(prismRequest, result.responseViolations);
      this.#send(
        request,
        response,
        requestId,
        answer,
        [...result.requestViolations, ...result.responseViolations],
        exchange.rate,
      );
    } finally {
      // A claim the service did not settle (the request failed before or in it) frees its key for a retry.
      if (exchange.claim?.kind === "claimed" && exchange.tenant) {
        settleIdempotencyKey(exchange.tenant, exchange.claim, undefined, "");
      }
    }
  }

  async #readBody(
    request: IncomingMessage,
    prismRequest: IHttpRequest,
    exchange: Exchange,
    operation: IHttpOperation | undefined,
  ): Promise<void> {
    const contentType = request.headers["content-type"] ?? "";
    const hasBody =
      request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
    const headers = prismRequest.headers as Record<string, string>;
    if (!hasBody) {
      exchange.fingerprint = `${prismRequest.method} ${prismRequest.url.path}`;
      return;
    }
    // An unauthenticated upload or a conflicting repeat gets no use of its body: it is not read (so a
    // gigabyte is not received for a 401), and the connection closes after the answer.
    const unread = !exchange.apiKey || exchange.keyRefused !== undefined || exchange.claim?.kind === "in-use";
    if (/^multipart\/form-data/i.test(contentType)) {
      const boundary = boundaryOf(contentType);
      if (unread || !boundary) {
        await discardBody(request, maxDiscardedBytes);
        if (!boundary)
          throw invalid(
            "header.content-type",
            "invalid_format",
            "A multipart body needs a boundary in its Content-Type.",
          );
        // Prism still sees that a body came, to check it is allowed here.
        prismRequest.body = `--${boundary}--\r\n`;
        headers["content-length"] = String(Buffer.byteLength(prismRequest.body as string));
        delete headers["transfer-encoding"];
        return;
      }
      // A Content-Length no upload within the bounds can have is refused before a byte is read.
      const maxBody = Math.min(maxUploadBytes, this.#settings.state.limits.maxStoredBytes) + multipartSlackBytes;
      const declared = Number(request.headers["content-length"] ?? 0);
      if (declared > maxBody) {
        throw new MockHttpError(
          413,
          "file_too_large",
          `The body's Content-Length (${declared} bytes) is more than an upload this mock takes can be (${maxBody} bytes: a file up to ${maxBody - multipartSlackBytes} bytes, with its form).`,
        );
      }
      if (exchange.tenant) exchange.tenant.uploadsArriving += 1;
      const upload = await receiveUpload(
        request,
        boundary,
        this.#settings.state,
        exchange.tenant,
        maxUploadBytes,
        multipartParts(operation),
      ).finally(() => {
        if (exchange.tenant) exchange.tenant.uploadsArriving -= 1;
      });
      exchange.upload = upload;
      exchange.fingerprint = `${prismRequest.method} ${prismRequest.url.path} ${upload.fingerprint}`;
      prismRequest.body = upload.standIn.body;
      headers["content-type"] = upload.standIn.contentType;
      headers["content-length"] = String(Buffer.byteLength(upload.standIn.body));
      delete headers["transfer-encoding"];
      return;
    }
    if (exchange.keyRefused) {
      await discardBody(request, maxDiscardedBytes);
      delete headers["content-length"];
      delete headers["transfer-encoding"];
      return;
    }
    const json = /^application\/([\w.+-]*\+)?json\b/i.test(contentType);
    const raw = await readBody(request, json ? maxJsonBytes : maxOtherBodyBytes);
    headers["content-length"] = String(raw.length);
    delete headers["transfer-encoding"];
    if (!json) {
      prismRequest.body = raw.toString("utf8");
      exchange.fingerprint = `${prismRequest.method} ${prismRequest.url.path} ${prismRequest.body}`;
      return;
    }
    const text = raw.toString("utf8");
    if (jsonDepth(text) > maxJsonDepth) {
      throw invalid("body", "too_deep", `The body nests arrays or objects deeper than ${maxJsonDepth} levels.`);
    }
    try {
      prismRequest.body = JSON.parse(text);
    } catch (error) {
      throw invalid("body", "json_invalid", `The body is not valid JSON: ${(error as Error).message}`);
    }
    exchange.fingerprint = `${prismRequest.method} ${prismRequest.url.path} ${stableJson(prismRequest.body)}`;
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
    this.#send(request, response, requestId, errorResponse(error), []);
  }

  /** The stateful service, as Prism's proxy mode calls its upstream. */
  async #upstream(
    operation: IHttpOperation,
    request: IHttpRequest,
    violations: Violation[],
    exchange: Exchange,
  ): Promise<IHttpResponse> {
    return toPrismResponse(await this.#serve(operation, request, violations, exchange), exchange.requestId);
  }

  async #serve(
    operation: IHttpOperation,
    request: IHttpRequest,
    violations: Violation[],
    exchange: Exchange,
  ): Promise<MockResponse> {
    try {
      if (violations.some((violation) => violation.code === 401) || !exchange.apiKey || !exchange.tenant) {
        throw new MockHttpError(
          401,
          "unauthenticated",
          "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
          undefined,
          {
            "www-authenticate": "Bearer",
          },
        );
      }
      exchange.rate = rateLimit(exchange.tenant, this.#settings.rateLimitPerMinute, this.#settings.now());
      const claim = exchange.claim;
      if (claim?.kind === "in-use") {
        throw new MockHttpError(
          409,
          "idempotency_key_in_use",
          "A request with this Idempotency-Key is still being handled. Retry once it has answered.",
        );
      }
      const errors = violations.filter((violation) => violation.severity === "error");
      if (errors.length > 0) throw this.#requestError(errors);
      if (claim?.kind === "done") {
        if (claim.entry.fingerprint !== exchange.fingerprint) {
          throw new MockHttpError(
            422,
            "idempotency_key_reused",
            "This Idempotency-Key was used with a different request. Use a new key for a new request.",
          );
        }
        return claim.entry.response as MockResponse;
      }
      const exampleKey = exchange.examples?.exampleKey;
      if (exampleKey !== undefined && !exampleNames(operation).includes(exampleKey)) {
        // A request's own mistake, so before its ids are looked up, as a violation is.
        throw this.#engineError({ status: 404, kind: "NOT_FOUND", detail: "" }, request, operation, { exampleKey });
      }
      const path = pathParameters(operation.path, request.url.path);
      const tenant = exchange.tenant;
      // Every operation, with a handler or not: a path id the key does not own is the contract's 404.
      const known = ownedIds(this.#settings.engine.keptResources, operation, path, (schema, id) =>
        this.#service.owned(schema, tenant, id),
      );
      const answer = exchange.examples
        ? await this.#fromExamples(operation, request, exchange.examples, known)
        : this.#service.handle({
            operationId: operation.iid ?? "",
            tenant,
            path,
            query: (request.url.query ?? {}) as Record<string, string | string[]>,
            body: request.body,
            upload: exchange.upload,
          });
      if (claim?.kind === "claimed" && answer.status < 300) {
        settleIdempotencyKey(exchange.tenant, claim, answer, exchange.fingerprint);
      }
      return answer;
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error);
      throw error;
    }
  }

  /**
   * The operation's example (the one asked for, or its first), from Prism's mock, with the ids asked for in
   * place of the example's: a client is never handed another resource's id.
   */
  async #fromExamples(
    operation: IHttpOperation,
    request: IHttpRequest,
    examples: NonNullable<Exchange["examples"]>,
    known: ReadonlyMap<string, string>,
  ): Promise<MockResponse> {
    const prefer: Prefer = { exampleKey: examples.exampleKey, dynamic: examples.dynamic };
    // A copy: the outer (proxy) run keys its upstream by the request object.
    const result = await this.#settings.engine.run(
      { ...request },
      { kind: "examples", exampleKey: examples.exampleKey, dynamic: examples.dynamic },
    );
    if (!result.ok) throw this.#engineError(result, request, operation, prefer);
    const { statusCode, headers = {}, body } = result.response;
    const contentType = Object.entries(headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
    const schema = operation.responses
      ?.find((response) => response.code === String(statusCode))
      ?.contents?.find(
        (content) => contentType === undefined || String(contentType).startsWith(content.mediaType),
      )?.schema;
    const kept = Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => name.toLowerCase() !== "x-request-id")
        .map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    return {
      status: statusCode,
      headers: kept,
      body: withKnownIds(body, schema, this.#settings.engine.keptResources, known),
    };
  }

  #requestError(violations: Violation[]): MockHttpError {
    if (violations.some((violation) => violation.code === 401)) {
      return new MockHttpError(
        401,
        "unauthenticated",
        "Missing or invalid API key. Send it as 'Authorization: Bearer <API_KEY>'.",
        undefined,
        {
          "www-authenticate": "Bearer",
        },
      );
    }
    return new MockHttpError(400, "invalid_request", validationMessageOf(violations), validationErrorsOf(violations));
  }

  #engineError(
    result: { status: number; kind: string; detail: string },
    request: IHttpRequest,
    operation: IHttpOperation | undefined,
    prefer: Prefer,
  ): MockHttpError {
    const where = `${request.method.toUpperCase()} ${this.#settings.basePath}${request.url.path}`;
    if (result.kind === "NO_PATH_MATCHED_ERROR" || result.kind === "NO_RESOURCE_PROVIDED_ERROR") {
      return new MockHttpError(404, "not_found", `No operation at ${where}; the operations are in the API reference.`);
    }
    if (result.kind === "NO_METHOD_MATCHED_ERROR") {
      const allowed = this.#settings.engine.methodsAt(request.url.path).join(", ");
      return new MockHttpError(
        405,
        "method_not_allowed",
        `${where} is not an operation; ${request.url.path} takes ${allowed}.`,
        undefined,
        {
          allow: allowed,
        },
      );
    }
    if (operation && (prefer.exampleKey !== undefined || prefer.code !== undefined)) {
      const statuses = (operation.responses ?? []).map((response) => response.code).join(", ");
      const asked = prefer.exampleKey !== undefined ? `example "${prefer.exampleKey}"` : `status ${prefer.code}`;
      return invalid(
        "header.prefer",
        "invalid_value",
        `${where} has no ${asked}: its statuses are ${statuses}; its examples are ${exampleNames(operation).join(", ")}.`,
      );
    }
    return new MockHttpError(500, "internal_error", `The mock could not answer ${where}: ${result.detail}`);
  }

  #reportViolations(request: IHttpRequest, violations: Violation[]): void {
    const errors = violations.filter((violation) => violation.severity === "error");
    if (errors.length === 0) return;
    this.responseViolations += errors.length;
    for (const violation of errors) {
      this.#log(
        `contract violation in the answer to ${request.method.toUpperCase()} ${request.url.path}: ${violation.location.join(".")} ${violation.message}`,
      );
    }
  }

  #cors(request: IncomingMessage, response: ServerResponse): void {
    response.setHeader("access-control-allow-origin", request.headers.origin ?? "*");
    response.setHeader("access-control-allow-headers", request.headers["access-control-request-headers"] ?? "*");
    response.setHeader(
      "access-control-expose-headers",
      "x-request-id, retry-after, ratelimit-limit, ratelimit-remaining, ratelimit-reset, sl-violations, deprecation, sunset",
    );
  }

  #send(
    request: IncomingMessage,
    response: ServerResponse,
    requestId: string,
    answer: MockResponse,
    violations: Violation[],
    rate?: RateLimitState,
  ): void {
    // Already answered (a body cut off for its rate): the connection is closing, there is no one to tell.
    if (response.headersSent) return;
    this.#cors(request, response);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers ?? {})) {
      const lower = name.toLowerCase();
      if (lower === "content-length" || lower === "transfer-encoding" || lower === "connection") continue;
      headers[lower] = String(value);
    }
    headers["x-request-id"] = requestId;
    let body = answer.body;
    if (isErrorBody(body)) body = { ...body, request_id: requestId };
    if (rate && answer.status < 500) {
      headers["ratelimit-limit"] = String(rate.limit);
      headers["ratelimit-remaining"] = String(rate.remaining);
      headers["ratelimit-reset"] = String(rate.resetSeconds);
    }
    if (violations.length > 0) headers["sl-violations"] = violationsHeaderOf(violations);
    if (!request.complete) headers.connection = "close";
    const text =
      body === undefined || answer.status === 204 ? "" : typeof body === "string" ? body : JSON.stringify(body);
    if (text !== "" && !headers["content-type"]) headers["content-type"] = "application/json";
    response.writeHead(answer.status, headers);
    response.end(text);
  }

  /**
   * The mock's own routes. Only pages on this machine may reach them (a page elsewhere could otherwise wipe
   * every key's state with a simple cross-origin POST), and a reset of everything must say so in a header of
   * its own, which a browser cannot send without a preflight, refused above for other origins.
   */
  #admin(request: IncomingMessage, response: ServerResponse, requestId: string, url: URL): void {
    request.resume();
    const refuse = (status: number, errorType: string, message: string) =>
      this.#send(request, response, requestId, errorResponse(new MockHttpError(status, errorType, message)), []);
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
    const apiKey = bearerOf(request);
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
      this.#log(apiKey ? "reset the state of one key" : "reset all state");
      this.#send(request, response, requestId, { status: 204 }, []);
      return;
    }
    if (url.pathname === "/__mock/status" && request.method === "GET") {
      const { state } = this.#settings;
      const tenant = apiKey === undefined ? undefined : state.peekTenant(apiKey);
      this.#send(
        request,
        response,
        requestId,
        {
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
            response_violations: this.responseViolations,
            memory: { rss_bytes: process.memoryUsage().rss, heap_used_bytes: process.memoryUsage().heapUsed },
          },
        },
        [],
      );
      return;
    }
    refuse(404, "not_found", "The mock's own routes are POST /__mock/reset and GET /__mock/status.");
  }
}

/** An answer as Prism checks it: with the headers and request id it goes out with. */
function toPrismResponse(answer: MockResponse, requestId: string): IHttpResponse {
  const headers: Record<string, string> = { ...answer.headers, "x-request-id": requestId };
  // An answer from the examples keeps the content type of its example (JSON or not).
  if (answer.body !== undefined && headers["content-type"] === undefined) headers["content-type"] = "application/json";
  const body = isErrorBody(answer.body) ? { ...answer.body, request_id: requestId } : answer.body;
  return { statusCode: answer.status, headers, body };
}

function pathParameters(template: string, path: string): Record<string, string> {
  const parameters: Record<string, string> = {};
  const templateParts = template.split("/");
  const parts = path.split("/");
  templateParts.forEach((part, index) => {
    const name = /^\{([^}]+)\}$/.exec(part)?.[1];
    if (name !== undefined) {
      try {
        parameters[name] = decodeURIComponent(parts[index] ?? "");
      } catch {
        parameters[name] = parts[index] ?? "";
      }
    }
  });
  return parameters;
}

/** JSON with sorted keys: two bodies that differ only in key order are the same request. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
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
  // Keep-alive sockets would hold close() open; tests and Ctrl-C want it prompt.
  server.keepAliveTimeout = Math.min(5_000, timeouts.idleTimeoutMs);
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
