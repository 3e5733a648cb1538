// Dispatch in the HTTP mock: a routed request (route.ts) run through the contract engine (contract-engine.ts),
// with the stateful service behind the engine's checks, the contract's examples alone, or an error already
// decided (a refused key, an unreadable body); the service's checks in their order (the key, the rate limit,
// Idempotency-Key, the ids in the path: ../service/kept-resources.ts, with the engine's `keptResources`); and
// the engine's result made the answer. In the stateful mode an operation without a handler, and a `Prefer:
// example=`, are answered from the examples, but through the service's checks and with the ids asked for in
// place of the example's.
import type { IHttpRequest, IHttpResponse } from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";
import { checkKey, type RateLimitState, rateLimit } from "../service/access.js";
import { defaultAudioUrlLimits } from "../service/audio-url.js";
import { claimIdempotencyKey, type IdempotencyClaim, settleIdempotencyKey } from "../service/idempotency.js";
import { ownedIds, withKnownIds } from "../service/kept-resources.js";
import { errorResponse, invalid, isErrorBody, MockHttpError, type MockResponse } from "../service/responses.js";
import type { Tenant } from "../service/state.js";
import type { EngineMode, EngineResult, Violation } from "./contract-engine.js";
import { deprecationHeaders } from "./deprecation-headers.js";
import { MockService } from "./operations.js";
import type { Prefer } from "./request-head.js";
import { exampleNames, type Route, routeOf } from "./route.js";
import type { HttpCoreSettings } from "./settings.js";
import type { ReceivedUpload } from "./upload.js";
import { validationErrorsOf, validationMessageOf, withExactlyOneOf } from "./violations.js";

/** What one request brings beyond what the engine sees. */
export interface Exchange {
  requestId: string;
  apiKey: string | undefined;
  /** Why the key is refused (`invalid…`, a temporary key), when it is. */
  keyRefused: MockHttpError | undefined;
  /** What the core found wrong with the request's head (request-checks.ts), and its answer. */
  headViolations: Violation[];
  headRefused: MockHttpError | undefined;
  tenant: Tenant | undefined;
  upload: ReceivedUpload | undefined;
  fingerprint: string;
  claim: IdempotencyClaim | undefined;
  rate: RateLimitState | undefined;
  /** The bytes of the service's answer (a file's content), which the engine saw a stand-in of. */
  answerBytes?: readonly Uint8Array[];
}

/** An answer, with what goes out beside it: the engine's findings and the key's rate-limit state. */
export interface Outcome {
  answer: MockResponse;
  violations: readonly Violation[];
  rate?: RateLimitState;
}

export class Dispatcher {
  readonly #settings: HttpCoreSettings;
  readonly #service: MockService;
  /** Answers found at odds with the contract since the start: a healthy mock has none. */
  responseViolations = 0;

  constructor(settings: HttpCoreSettings) {
    this.#settings = settings;
    this.#service = new MockService(settings.state, {
      ...settings,
      webhookHosts: settings.allowWebhookHosts ?? [],
      audioUrlHosts: settings.allowAudioUrlHosts ?? [],
      audioUrlLimits: { ...defaultAudioUrlLimits, ...settings.audioUrlLimits },
      fetchAudioUrl: settings.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    });
  }

  route(request: IHttpRequest, asked: Prefer): Route {
    return routeOf(this.#settings, (operationId) => this.#service.handles(operationId), request, asked);
  }

  /**
   * The exchange of a request with its key checked. The key is checked before anything is kept for it, in
   * every mode: a refused key gets no state, and an answer from the examples is no way around the check.
   */
  open(requestId: string, apiKey: string | undefined, route: Route, headViolations: Violation[] = []): Exchange {
    let keyRefused: MockHttpError | undefined;
    if (apiKey) {
      try {
        checkKey(this.#settings.state, apiKey, this.#settings.now());
      } catch (error) {
        if (!(error instanceof MockHttpError)) throw error;
        keyRefused = error;
      }
    }
    return {
      requestId,
      apiKey,
      keyRefused,
      headViolations,
      headRefused: headViolations.length > 0 ? this.#requestError(headViolations) : undefined,
      // No state for a route the contract does not have (a 404 either way), so requests to made-up paths
      // cannot push other keys' states out of the bound.
      tenant:
        route.operation !== undefined && !route.fromExamples && apiKey && !keyRefused
          ? this.#settings.state.tenant(apiKey)
          : undefined,
      upload: undefined,
      fingerprint: "",
      claim: undefined,
      rate: undefined,
    };
  }

  /** Claims the request's Idempotency-Key, before its body is read: a repeat meanwhile is "in use". */
  claim(exchange: Exchange, idempotencyKey: string | null): void {
    if (exchange.tenant && idempotencyKey) {
      exchange.claim = claimIdempotencyKey(this.#settings.state, exchange.tenant, idempotencyKey, this.#settings.now());
    }
  }

  /** A claim the service did not settle (the request failed before or in it) frees its key for a retry. */
  release(exchange: Exchange): void {
    if (exchange.claim?.kind === "claimed" && exchange.tenant) {
      settleIdempotencyKey(exchange.tenant, exchange.claim, undefined, "");
    }
  }

  /**
   * Runs the request through the engine and makes its result the answer. `refused` is the error already
   * decided (a refused key, a body the mock could not read): it is answered through the engine all the same,
   * so that this answer is checked against the contract like any other.
   */
  async dispatch(
    request: IHttpRequest,
    route: Route,
    exchange: Exchange,
    refused: MockHttpError | undefined,
  ): Promise<Outcome> {
    const { operation, prefer, fromExamples } = route;
    const engineResult = await this.#settings.engine.run(request, this.#modeOf(route, exchange, refused));
    if (!engineResult.ok) {
      return { answer: errorResponse(this.#engineError(engineResult, request, operation, prefer)), violations: [] };
    }
    const result = {
      ...engineResult,
      requestViolations: withExactlyOneOf(operation, request.body, engineResult.requestViolations),
    };
    let answer: MockResponse = {
      status: result.response.statusCode,
      headers: result.response.headers,
      body: result.response.body,
      // The service's bytes go out in place of the stand-in the engine checked (its answer is the service's).
      ...(exchange.answerBytes && result.response.statusCode < 300 ? { bytes: exchange.answerBytes } : {}),
    };
    const requestErrors = result.requestViolations.filter((violation) => violation.severity === "error");
    if (fromExamples && !refused && requestErrors.length > 0) {
      // Prism's mock answers an invalid request with an example of the first 4xx it finds, whatever status
      // Prefer asked for, and a success asked for would hide the mistake: the truth is in the violations, so
      // they are the answer, on both engines. Prefer chooses among the answers to a request the contract takes.
      answer = errorResponse(this.#requestError(requestErrors));
    }
    const sentBody = exchange.upload
      ? Object.fromEntries(exchange.upload.partNames.map((name) => [name, true]))
      : request.body;
    answer = {
      ...answer,
      headers: { ...answer.headers, ...deprecationHeaders(operation, request.url.query, sentBody) },
    };
    const failed = this.#answerBreaksContract(request, answer.status, result);
    if (failed) return failed;
    return {
      answer,
      violations: [
        ...route.notes,
        ...exchange.headViolations,
        ...result.requestViolations,
        ...result.responseViolations,
      ],
      rate: exchange.rate,
    };
  }

  #modeOf(route: Route, exchange: Exchange, refused: MockHttpError | undefined): EngineMode {
    if (refused) {
      return {
        kind: "forward",
        upstream: async (_resource, _input, violations) =>
          toEngineResponse(
            errorResponse(violations.some((v) => v.code === 401) ? this.#requestError(violations) : refused),
            exchange.requestId,
          ),
      };
    }
    if (route.fromExamples) {
      return {
        kind: "examples",
        code: route.prefer.code ?? route.exampleCode,
        exampleKey: route.prefer.exampleKey,
        dynamic: route.prefer.dynamic ?? this.#settings.dynamic,
      };
    }
    return {
      kind: "forward",
      upstream: async (resource, input, violations) => {
        const answer = await this.#serve(
          resource,
          input,
          withExactlyOneOf(resource, input.body, violations),
          exchange,
          route,
        );
        exchange.answerBytes = answer.bytes;
        return toEngineResponse(answer, exchange.requestId);
      },
    };
  }

  /**
   * Counts and logs the findings about an answer; where they fail the exchange (`onResponseViolation:
   * "fail"`), the contract's 500 naming them.
   */
  #answerBreaksContract(
    request: IHttpRequest,
    status: number,
    result: Extract<EngineResult, { ok: true }>,
  ): Outcome | undefined {
    const errors = result.responseViolations.filter((violation) => violation.severity === "error");
    this.responseViolations += errors.length;
    for (const violation of errors) {
      this.#settings.onLog?.(
        `contract violation in the answer to ${request.method.toUpperCase()} ${request.url.path}: ${violation.location.join(".")} ${violation.message}`,
      );
    }
    if (errors.length === 0 || this.#settings.onResponseViolation !== "fail") return undefined;
    const where = `${request.method.toUpperCase()} ${this.#settings.basePath}${request.url.path}`;
    const findings = errors.map((violation) => `${violation.location.join(".")} ${violation.message}`);
    const error = new MockHttpError(
      500,
      "internal_error",
      `The mock's answer to ${where} (${status}) breaks the contract: ${findings.join("; ")}.`,
    );
    return { answer: errorResponse(error), violations: result.responseViolations };
  }

  async #serve(
    operation: IHttpOperation,
    request: IHttpRequest,
    violations: Violation[],
    exchange: Exchange,
    route: Route,
  ): Promise<MockResponse> {
    try {
      if (violations.some((violation) => violation.code === 401) || !exchange.apiKey || !exchange.tenant) {
        throw unauthenticated();
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
      const path = pathParameters(operation.path, request.url.path);
      const tenant = exchange.tenant;
      // Every operation, with a handler or not: a path id the key does not own is the contract's 404.
      const known = ownedIds(this.#settings.engine.keptResources, operation, path, (schema, id) =>
        this.#service.owned(schema, tenant, id),
      );
      const answer = route.examples
        ? await this.#fromExamples(operation, request, { ...route.examples, code: route.exampleCode }, known)
        : this.#service.handle({
            operationId: operation.iid ?? "",
            tenant,
            path,
            query: (request.url.query ?? {}) as Record<string, string | string[]>,
            body: request.body,
            upload: exchange.upload,
            accept: headerOf(request, "accept"),
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
    examples: NonNullable<Route["examples"]> & { code: number | undefined },
    known: ReadonlyMap<string, string>,
  ): Promise<MockResponse> {
    const prefer: Prefer = { exampleKey: examples.exampleKey, dynamic: examples.dynamic };
    // A copy: the outer (forward) run keys its upstream by the request object.
    const result = await this.#settings.engine.run(
      { ...request },
      { kind: "examples", code: examples.code, exampleKey: examples.exampleKey, dynamic: examples.dynamic },
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
    if (violations.some((violation) => violation.code === 401)) return unauthenticated();
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
}

function unauthenticated(): MockHttpError {
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

/** An answer as an engine checks it: with the headers and request id it goes out with. */
function toEngineResponse(answer: MockResponse, requestId: string): IHttpResponse {
  const headers: Record<string, string> = { ...answer.headers, "x-request-id": requestId };
  // An answer from the examples keeps the content type of its example (JSON or not).
  if (answer.body !== undefined && headers["content-type"] === undefined) headers["content-type"] = "application/json";
  const body = isErrorBody(answer.body) ? { ...answer.body, request_id: requestId } : answer.body;
  return { statusCode: answer.status, headers, body };
}

function headerOf(request: IHttpRequest, name: string): string | undefined {
  const value = Object.entries(request.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
  return typeof value === "string" ? value : undefined;
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
