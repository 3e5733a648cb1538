// The HTTP mock's request pipeline, free of any transport: a web Request in, a web Response out. The Node
// server (server.ts) and the MSW handlers (../msw.ts) are adapters around it, so both run the same service:
// the key check, the stateful service or the contract's examples (`Prefer:`, failures on demand), idempotency,
// rate limits, uploads read within bounds, and every exchange checked by a contract engine (engine.ts): Prism
// in the Node server, the generated validators in MSW. With `stateless`, or a `Prefer: code=` header, the
// engine answers from the contract's examples alone. In the stateful mode an operation without a handler, and
// a `Prefer: example=`, are answered from the examples too, but through the service's checks (the key, its
// path ids: kept-resources.ts, with the engine's `keptResources`) and with the ids asked for in place of the
// example's.
import type { IHttpRequest, IHttpResponse } from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";
import type { Model } from "../../../../../generated/http/types.js";
import type { MockScript } from "../../../../../generated/realtime/mock-script.js";
import { ownedIds, withKnownIds } from "../../http/kept-resources.js";
import { type Hasher, randomId, utf8Bytes, utf8Text } from "../portable.js";
import { checkKey, type RateLimitState, rateLimit } from "./access.js";
import { deprecationHeaders } from "./deprecation-headers.js";
import type { ContractChecker, EngineMode, Violation } from "./engine.js";
import { claimIdempotencyKey, type IdempotencyClaim, settleIdempotencyKey } from "./idempotency.js";
import { boundaryOf } from "./multipart.js";
import { errorResponse, invalid, isErrorBody, MockHttpError, type MockResponse } from "./responses.js";
import { MockService } from "./service.js";
import type { MockState, Tenant } from "./state.js";
import { type ReceivedUpload, receiveUpload } from "./upload.js";
import { validationErrorsOf, validationMessageOf, violationsHeaderOf } from "./violations.js";

export interface HttpCoreSettings {
  engine: ContractChecker;
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
  /**
   * What an answer at odds with the contract becomes: `report` sends it as it is, with the findings in
   * `sl-violations` and a log line (the Node server, as Prism does); `fail` answers the contract's 500 naming
   * the violation, and logs it (the MSW handlers, where there is no server log to read).
   */
  onResponseViolation?: "report" | "fail";
  /** SHA-256 as the platform has it fastest (node:crypto's in the Node server). */
  sha256?: () => Hasher;
  now(): number;
  random(): number;
  onLog?: (line: string) => void;
}

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

/** The largest upload, as the contract says: 1 GiB. */
export const maxUploadBytes = 1024 ** 3;
/** Room for an upload's form around its file: 16 parts' headers (16 KiB) and fields (64 KiB), with room to spare. */
const multipartSlackBytes = 16 * 1024 * 1024;
/** What the mock reads of a body it answers without (a 401 to an upload): beyond it, the connection closes. */
export const maxDiscardedBytes = 16 * 1024 * 1024;
/** JSON bodies of this API are small (a context is about 10 000 characters); more is refused unread. */
const maxJsonBytes = 1024 * 1024;
const maxOtherBodyBytes = 64 * 1024;
/**
 * How deep a JSON body may nest. The contract's deepest body is a few levels; a body nested 100 000 deep
 * parses, but then overflows the stack of whatever walks it recursively (the validation, a fingerprint).
 */
export const maxJsonDepth = 64;

/** The headers a browser may read from a cross-origin answer. */
const exposedHeaders =
  "x-request-id, retry-after, ratelimit-limit, ratelimit-remaining, ratelimit-reset, sl-violations, deprecation, sunset";

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

export function bearerOf(authorization: string | null | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
}

/** The chunks of a web stream (a browser's ReadableStream is not async-iterable everywhere). */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Reads and drops a body the answer makes no use of (a 401, a conflicting repeat), up to `limit`, so that
 * the client, still sending, gets the answer rather than a broken pipe. Past the limit it stops reading:
 * the answer goes out and the connection closes.
 */
export async function discardBody(body: AsyncIterable<Uint8Array>, limit: number): Promise<void> {
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) return;
  }
}

async function readBody(body: AsyncIterable<Uint8Array>, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) {
      await discardBody(body, maxDiscardedBytes);
      throw invalid("body", "too_long", `The body is larger than ${limit} bytes; this operation takes far less.`);
    }
    chunks.push(chunk);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  // An auth scheme is case-insensitive (RFC 9110, 11.1), as bearerOf reads it; Prism compares it as written
  // and would answer `bearer k` 401.
  if (out.authorization !== undefined) out.authorization = out.authorization.replace(/^bearer(?=\s)/i, "Bearer");
  return out;
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

/** What one request brings beyond what the engine sees. */
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

export class HttpCore {
  readonly #settings: HttpCoreSettings;
  readonly #service: MockService;
  /** Answers found at odds with the contract since the start: a healthy mock has none. */
  responseViolations = 0;

  constructor(settings: HttpCoreSettings) {
    this.#settings = settings;
    this.#service = new MockService(settings.state, settings);
  }

  get settings(): Readonly<HttpCoreSettings> {
    return this.#settings;
  }

  #log(line: string): void {
    this.#settings.onLog?.(line);
  }

  /**
   * Answers one request of the API (the paths under the base path): never throws for what a client sends,
   * answering it in the contract's shapes; a failure of the mock itself, or a body that stopped arriving,
   * rejects, for the transport to answer or drop.
   */
  async handle(request: Request, context: RequestContext = {}): Promise<Response> {
    const requestId = context.requestId ?? randomId();
    const url = new URL(request.url);
    // The path as sent, when the transport has it: URL parsing would resolve `/files/%2E%2E` to `/`.
    const target = context.target ?? `${url.pathname}${url.search}`;
    const queryAt = target.indexOf("?");
    const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
    const query = new URL(target, "http://mock.invalid");
    const method = request.method.toLowerCase();
    const origin = request.headers.get("origin");
    const body: AsyncIterable<Uint8Array> | undefined =
      context.body ?? (request.body ? chunksOf(request.body) : undefined);
    const hasBody = context.body
      ? request.headers.has("transfer-encoding") || Number(request.headers.get("content-length") ?? 0) > 0
      : request.body !== null;
    const send = (answer: MockResponse, violations: Violation[] = [], rate?: RateLimitState) =>
      this.respond(answer, { requestId, origin, violations, rate });

    const { basePath } = this.#settings;
    if (!(pathname === basePath || pathname.startsWith(`${basePath}/`))) {
      if (body) await discardBody(body, maxDiscardedBytes);
      const error = new MockHttpError(
        404,
        "not_found",
        `No operation at ${pathname}: this mock serves the API under ${basePath}, as the service does (base URL ${url.origin}${basePath}).`,
      );
      return send(errorResponse(error));
    }
    const [minLatency, maxLatency] = this.#settings.latencyMs;
    if (maxLatency > 0) {
      const delay = minLatency + (maxLatency - minLatency) * this.#settings.random();
      await new Promise((resolve) => setTimeout(resolve, delay));
    }

    const path = pathname.slice(basePath.length) || "/";
    const engineRequest: IHttpRequest = {
      method: method as IHttpRequest["method"],
      url: { path, query: queryOf(query) },
      headers: headersOf(request.headers),
    };
    const operation = this.#settings.engine.operationFor(engineRequest);
    const prefer = parsePrefer(engineRequest.headers?.prefer);
    if (this.#settings.failureRate > 0 && this.#settings.random() < this.#settings.failureRate) {
      prefer.code = 503;
      prefer.exampleKey = undefined;
    }
    // The engine's examples alone, remembering nothing: the stateless mode, or a status asked for (`Prefer: code=`).
    const fromExamples = this.#settings.stateless || prefer.code !== undefined;
    // The stateful mode answers from the examples after its checks: an operation nobody wrote a handler
    // for, or an example asked for, still gets a 404 for a path id the key does not own, and its own ids.
    const examples =
      !fromExamples &&
      operation !== undefined &&
      (prefer.exampleKey !== undefined || prefer.dynamic === true || !this.#service.handles(operation.iid ?? ""))
        ? { exampleKey: prefer.exampleKey, dynamic: prefer.dynamic ?? this.#settings.dynamic }
        : undefined;

    const apiKey = bearerOf(request.headers.get("authorization"));
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
    const idempotencyKey = idempotencyHeader ? request.headers.get(idempotencyHeader) : null;
    try {
      if (exchange.tenant && idempotencyKey) {
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
        await this.#readBody(request.headers, hasBody ? body : undefined, engineRequest, exchange, operation);
      } catch (error) {
        if (!(error instanceof MockHttpError)) throw error;
        refused = keyRefused ?? error;
        // A body the mock could not read (not JSON, too large, a broken multipart) is answered through the
        // engine all the same, so that this answer is checked against the contract like any other.
      }
      const mode: EngineMode = refused
        ? {
            kind: "forward",
            upstream: async (_resource, _input, violations) =>
              toEngineResponse(
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
              upstream: async (resource, input, violations) =>
                toEngineResponse(await this.#serve(resource, input, violations, exchange), exchange.requestId),
            };
      const result = await this.#settings.engine.run(engineRequest, mode);
      if (!result.ok) return send(errorResponse(this.#engineError(result, engineRequest, operation, prefer)));
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
        : engineRequest.body;
      answer = {
        ...answer,
        headers: { ...answer.headers, ...deprecationHeaders(operation, engineRequest.url.query, sentBody) },
      };
      const responseErrors = this.#reportViolations(engineRequest, result.responseViolations);
      if (responseErrors.length > 0 && this.#settings.onResponseViolation === "fail") {
        const where = `${engineRequest.method.toUpperCase()} ${basePath}${engineRequest.url.path}`;
        const findings = responseErrors.map((violation) => `${violation.location.join(".")} ${violation.message}`);
        return send(
          errorResponse(
            new MockHttpError(
              500,
              "internal_error",
              `The mock's answer to ${where} (${answer.status}) breaks the contract: ${findings.join("; ")}.`,
            ),
          ),
          result.responseViolations,
        );
      }
      return send(answer, [...result.requestViolations, ...result.responseViolations], exchange.rate);
    } finally {
      // A claim the service did not settle (the request failed before or in it) frees its key for a retry.
      if (exchange.claim?.kind === "claimed" && exchange.tenant) {
        settleIdempotencyKey(exchange.tenant, exchange.claim, undefined, "");
      }
    }
  }

  async #readBody(
    requestHeaders: Headers,
    body: AsyncIterable<Uint8Array> | undefined,
    engineRequest: IHttpRequest,
    exchange: Exchange,
    operation: IHttpOperation | undefined,
  ): Promise<void> {
    const contentType = requestHeaders.get("content-type") ?? "";
    const headers = engineRequest.headers as Record<string, string>;
    if (!body) {
      exchange.fingerprint = `${engineRequest.method} ${engineRequest.url.path}`;
      return;
    }
    // An unauthenticated upload or a conflicting repeat gets no use of its body: it is not read (so a
    // gigabyte is not received for a 401), and the connection closes after the answer.
    const unread = !exchange.apiKey || exchange.keyRefused !== undefined || exchange.claim?.kind === "in-use";
    if (/^multipart\/form-data/i.test(contentType)) {
      const boundary = boundaryOf(contentType);
      if (unread || !boundary) {
        await discardBody(body, maxDiscardedBytes);
        if (!boundary)
          throw invalid(
            "header.content-type",
            "invalid_format",
            "A multipart body needs a boundary in its Content-Type.",
          );
        // The engine still sees that a body came, to check it is allowed here.
        engineRequest.body = `--${boundary}--\r\n`;
        headers["content-length"] = String(utf8Bytes(engineRequest.body as string).length);
        delete headers["transfer-encoding"];
        return;
      }
      // A Content-Length no upload within the bounds can have is refused before a byte is read.
      const maxBody = Math.min(maxUploadBytes, this.#settings.state.limits.maxStoredBytes) + multipartSlackBytes;
      const declared = Number(requestHeaders.get("content-length") ?? 0);
      if (declared > maxBody) {
        throw new MockHttpError(
          413,
          "file_too_large",
          `The body's Content-Length (${declared} bytes) is more than an upload this mock takes can be (${maxBody} bytes: a file up to ${maxBody - multipartSlackBytes} bytes, with its form).`,
        );
      }
      if (exchange.tenant) exchange.tenant.uploadsArriving += 1;
      const upload = await receiveUpload(
        body,
        boundary,
        this.#settings.state,
        exchange.tenant,
        maxUploadBytes,
        multipartParts(operation),
        this.#settings.sha256,
      ).finally(() => {
        if (exchange.tenant) exchange.tenant.uploadsArriving -= 1;
      });
      exchange.upload = upload;
      exchange.fingerprint = `${engineRequest.method} ${engineRequest.url.path} ${upload.fingerprint}`;
      engineRequest.body = upload.standIn.body;
      headers["content-type"] = upload.standIn.contentType;
      headers["content-length"] = String(utf8Bytes(upload.standIn.body).length);
      delete headers["transfer-encoding"];
      return;
    }
    if (exchange.keyRefused) {
      await discardBody(body, maxDiscardedBytes);
      delete headers["content-length"];
      delete headers["transfer-encoding"];
      return;
    }
    const json = /^application\/([\w.+-]*\+)?json\b/i.test(contentType);
    const raw = await readBody(body, json ? maxJsonBytes : maxOtherBodyBytes);
    delete headers["transfer-encoding"];
    if (raw.length === 0 && !json) {
      // An empty stream is no body: a service worker hands a DELETE one, where Node's parser has none.
      delete headers["content-length"];
      exchange.fingerprint = `${engineRequest.method} ${engineRequest.url.path}`;
      return;
    }
    headers["content-length"] = String(raw.length);
    if (!json) {
      engineRequest.body = utf8Text(raw);
      exchange.fingerprint = `${engineRequest.method} ${engineRequest.url.path} ${engineRequest.body}`;
      return;
    }
    const text = utf8Text(raw);
    if (jsonDepth(text) > maxJsonDepth) {
      throw invalid("body", "too_deep", `The body nests arrays or objects deeper than ${maxJsonDepth} levels.`);
    }
    try {
      engineRequest.body = JSON.parse(text);
    } catch (error) {
      throw invalid("body", "json_invalid", `The body is not valid JSON: ${(error as Error).message}`);
    }
    exchange.fingerprint = `${engineRequest.method} ${engineRequest.url.path} ${stableJson(engineRequest.body)}`;
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
   * The operation's example (the one asked for, or its first), from the engine, with the ids asked for in
   * place of the example's: a client is never handed another resource's id.
   */
  async #fromExamples(
    operation: IHttpOperation,
    request: IHttpRequest,
    examples: NonNullable<Exchange["examples"]>,
    known: ReadonlyMap<string, string>,
  ): Promise<MockResponse> {
    const prefer: Prefer = { exampleKey: examples.exampleKey, dynamic: examples.dynamic };
    // A copy: the outer (forward) run keys its upstream by the request object.
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

  #reportViolations(request: IHttpRequest, violations: Violation[]): Violation[] {
    const errors = violations.filter((violation) => violation.severity === "error");
    this.responseViolations += errors.length;
    for (const violation of errors) {
      this.#log(
        `contract violation in the answer to ${request.method.toUpperCase()} ${request.url.path}: ${violation.location.join(".")} ${violation.message}`,
      );
    }
    return errors;
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
    options: { requestId: string; origin?: string | null; violations?: readonly Violation[]; rate?: RateLimitState },
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
    const text =
      body === undefined || answer.status === 204 ? "" : typeof body === "string" ? body : JSON.stringify(body);
    if (text !== "" && !headers["content-type"]) headers["content-type"] = "application/json";
    return new Response(text === "" ? null : text, { status: answer.status, headers });
  }
}

/** An answer as an engine checks it: with the headers and request id it goes out with. */
function toEngineResponse(answer: MockResponse, requestId: string): IHttpResponse {
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
