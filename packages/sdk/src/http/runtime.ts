// The runtime behind every HTTP call: it implements the generated OperationContext, running an operation's
// attempts with a deadline each, retrying what may succeed when repeated, and turning the answer into data
// or the ServiceError kind of the spec's table. It calls fetch(url, init) itself: building a Request first
// (as openapi-fetch does) costs a tenth of a loopback call's time in Node, and the operations' specs
// already say all a request needs.

import { warnDeprecatedOnce } from "../core/deprecation.js";
import { noUrlSetHint } from "../core/hints.js";
import { excerpt, redactText } from "../core/redaction.js";
import { ServiceError } from "../core/service-error.js";
import { randomKey, type Sleep, sleep } from "../core/timing.js";
import {
  errorKindForHttpStatus,
  retryableErrorTypes,
  ServiceAPIError,
  ServiceNetworkError,
  ServiceTimeoutError,
} from "../generated/errors.js";
import { httpServers } from "../generated/http/operations.js";
import { readBytes } from "./body.js";
import { checkCallOptions } from "./call-options.js";
import type {
  AcceptOptions,
  CallPromise,
  DeprecationRoute,
  DownloadPromise,
  OperationContext,
  OperationInput,
  OperationRoute,
  PagePromise,
  RequestOptions,
  UploadOptions,
} from "./operation-context.js";
import type { ResolvedClientOptions } from "./options.js";
import { pagePromise } from "./pagination.js";
import { urlOf } from "./request-url.js";
import { errorFromResponse } from "./response-errors.js";
import { backoffDelayMs, maxRetryAfterMs, retryableStatuses } from "./retry.js";
import { type UploadBody, uploadBodyOf } from "./upload.js";

/**
 * The data of a 2xx answer, as the spec promises it: JSON, text, bytes, or nothing where it promises no body.
 */
function parseSuccess(
  operation: OperationRoute,
  bytes: Uint8Array,
  where: string,
  status: number,
  requestId: string | undefined,
  secrets: readonly string[],
): unknown {
  if (status === 204 || operation.responseMediaType === null) return undefined;
  if (operation.responseBody === "binary") return bytes;
  const text = new TextDecoder().decode(bytes);
  // An empty caption file is still one.
  if (operation.responseBody === "text") return text;
  if (text === "") {
    throw new ServiceAPIError(`${where} answered ${status} with an empty body, where the spec promises JSON.`, {
      status,
      requestId,
    });
  }
  try {
    return JSON.parse(text);
  } catch {
    // Such as an HTML page from a proxy with a 200: not the JSON the spec promises. No cause: JSON.parse's
    // message quotes the body's start, cut where a key might straddle it.
    throw new ServiceAPIError(
      `${where} answered ${status} with a body that is not valid JSON: ${excerpt(text, secrets)}`,
      {
        status,
        requestId,
      },
    );
  }
}

/** Where a call leaves the answer its data came in, for `withResponse()`. */
interface Answered {
  response?: Response;
  requestId?: string;
}

/**
 * The call's promise of its data, with `withResponse()`. It stays a native promise (see pagePromise): plain
 * calls, which are most, pay nothing for it.
 */
function callPromise<Data>(data: Promise<Data>, answered: Answered): CallPromise<Data> {
  return Object.assign(data, {
    withResponse: () =>
      data.then((value) => ({ data: value, requestId: answered.requestId, response: answered.response as Response })),
  });
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === "function") return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** The local mock's base URL: the spec's server after production. */
const mockBaseUrl = (httpServers as readonly { url: string }[])[1]?.url ?? "the mock's base URL";

function isRetryable(error: ServiceError): boolean {
  if (error instanceof ServiceNetworkError || error instanceof ServiceTimeoutError) return true;
  if (!(error instanceof ServiceAPIError)) return false;
  // Such as a 409 idempotency_key_in_use: the first request with this key is still being handled, and the
  // repeat, with the same key, gets its answer.
  if (error.errorType !== undefined && retryableErrorTypes.has(error.errorType)) return true;
  return error.status !== undefined && retryableStatuses.has(error.status);
}

function describe(error: ServiceError): string {
  if (error.status !== undefined) return `${error.status}${error.errorType ? ` ${error.errorType}` : ""}`;
  return error.name;
}

export class HttpRuntime implements OperationContext {
  private readonly secrets: readonly string[];
  /** What the SDK sets on every request, over the caller's headers; built once. */
  private readonly sdkHeaders: Record<string, string>;

  constructor(
    private readonly options: ResolvedClientOptions,
    private readonly wait: Sleep = sleep,
  ) {
    this.secrets = [options.apiKey];
    this.sdkHeaders = { authorization: `Bearer ${options.apiKey}` };
  }

  list<Page, Item>(
    operation: OperationRoute,
    options: RequestOptions | undefined,
    input: OperationInput,
  ): PagePromise<Page, Item> {
    const pagination = operation.pagination;
    if (pagination === undefined) throw new TypeError(`${operation.name} is not a list that pages.`);
    return pagePromise<Page, Item>(
      operation.name,
      pagination.nextCursor,
      this.run<Page>(operation, options, input),
      (cursor) =>
        this.run<Page>(operation, options, {
          ...input,
          query: { ...input.query, [pagination.cursorParameter]: cursor },
        }),
      (page) => {
        const items = (page as Record<string, unknown> | null)?.[pagination.items];
        if (!Array.isArray(items)) {
          throw new ServiceAPIError(
            `${operation.name} answered a page without its "${pagination.items}" list, which the spec promises.`,
            { body: page },
          );
        }
        return items as Item[];
      },
      (page) => (page as Record<string, unknown>)[pagination.nextCursor],
    );
  }

  /** What the contract deprecates, said once per process on first use (a page of a list is the same use). */
  private warnDeprecated(operation: OperationRoute, input: OperationInput): void {
    if (operation.deprecation) warnDeprecatedOnce(this.options.logger, operation.name, operation.deprecation);
    this.warnDeprecatedFields(operation, operation.deprecatedQuery, input.query);
    this.warnDeprecatedFields(operation, operation.deprecatedBody, input.upload?.fields ?? input.body);
  }

  /** A warning for each deprecated field the request sends (a query parameter, a body or form field). */
  private warnDeprecatedFields(
    operation: OperationRoute,
    deprecated: Readonly<Record<string, DeprecationRoute>> | undefined,
    sent: unknown,
  ): void {
    if (!deprecated || typeof sent !== "object" || sent === null) return;
    for (const [name, notice] of Object.entries(deprecated)) {
      // Own properties only: a field named like an inherited member (constructor) is not sent by inheritance.
      if (Object.hasOwn(sent, name) && (sent as Record<string, unknown>)[name] !== undefined) {
        warnDeprecatedOnce(this.options.logger, `${operation.name}({ ${name} })`, notice);
      }
    }
  }

  run<Data>(
    operation: OperationRoute,
    requestOptions: RequestOptions | undefined,
    input: OperationInput,
  ): CallPromise<Data> {
    const answered: Answered = {};
    return callPromise(this.call(operation, requestOptions, input, false, answered) as Promise<Data>, answered);
  }

  download(operation: OperationRoute, options: RequestOptions | undefined, input: OperationInput): DownloadPromise {
    // The call starts once the caller's expression is done: by then it has said, with asResponse(), whether it
    // streams the body. One request either way.
    let streamed = false;
    const answered: Answered = {};
    const answer = Promise.resolve().then(() => this.call(operation, options, input, streamed, answered));
    const bytes = answer.then((value) => {
      if (streamed) throw new TypeError(`${operation.name}: read the body from asResponse()`);
      return value as Uint8Array;
    });
    // Whichever of the two the caller holds is the one it awaits: the other must not warn as unhandled.
    bytes.catch(() => undefined);
    let response: Promise<Response> | undefined;
    const asResponse = (): Promise<Response> => {
      streamed = true;
      response ??= answer.then((value) => {
        if (!(value instanceof Response)) {
          throw new TypeError(
            `${operation.name}: asResponse() came after the call read its body; call it on the call itself.`,
          );
        }
        return value;
      });
      return response;
    };
    return Object.assign(callPromise(bytes, answered), { asResponse });
  }

  /**
   * Runs the call's attempts; `streamed` hands back a success's Response with its body unread. A success's
   * answer and request id are left in `answered`.
   */
  private async call(
    operation: OperationRoute,
    requestOptions: RequestOptions | undefined,
    input: OperationInput,
    streamed: boolean,
    answered: Answered,
  ): Promise<unknown> {
    const options = requestOptions ?? {};
    if (requestOptions !== undefined) checkCallOptions(operation, options, input.upload !== undefined, this.options);
    this.warnDeprecated(operation, input);
    const maxRetries = options.maxRetries ?? this.options.maxRetries;
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs;
    const callerSignal = options.signal;
    let upload: UploadBody | undefined;
    if (input.upload !== undefined) {
      callerSignal?.throwIfAborted();
      upload = await uploadBodyOf(
        operation.name,
        input.upload,
        options as UploadOptions,
        this.options.maxResponseBytes,
      );
    }
    const idempotencyKey =
      operation.idempotencyHeader !== null
        ? (options.idempotencyKey ?? (maxRetries > 0 ? randomKey() : undefined))
        : undefined;
    // A POST is repeated only when the service can tell the repeat apart (idempotency key), and a body is
    // repeated only when it can be made again.
    const canRetry = (operation.idempotent || idempotencyKey !== undefined) && (upload?.replayable ?? true);
    const attempts = canRetry ? maxRetries + 1 : 1;
    // A call's own headers come between the defaults and what the SDK must set itself.
    const headers: Record<string, string> = {
      ...this.options.defaultHeaders,
      ...options.headers,
      ...this.sdkHeaders,
      accept: (options as AcceptOptions<string>).accept ?? operation.accept?.join(", ") ?? "application/json",
    };
    if (operation.idempotencyHeader !== null && idempotencyKey !== undefined) {
      headers[operation.idempotencyHeader] = idempotencyKey;
    }
    const where = `${operation.method} ${operation.path}`;
    const url = urlOf(this.options.baseUrl, operation, input);
    const json = operation.requestMediaType === "application/json" && input.body !== undefined;
    const jsonBody = json ? JSON.stringify(input.body) : undefined;
    if (json) headers["content-type"] = "application/json";

    for (let number = 1; ; number++) {
      if (callerSignal?.aborted) throw callerSignal.reason;
      const deadline = new AbortController();
      const timer = setTimeout(
        () => deadline.abort(new ServiceTimeoutError(`${where}: no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      let response: Response | undefined;
      const init: RequestInit & { duplex?: "half" } = {
        method: operation.method,
        headers,
        signal: callerSignal ? anySignal([callerSignal, deadline.signal]) : deadline.signal,
        body: jsonBody,
      };
      if (upload !== undefined) {
        // fetch writes the content type of FormData itself, with its boundary.
        if (upload.contentType !== undefined) init.headers = { ...headers, "content-type": upload.contentType };
        init.body = upload.create();
        if (upload.streamed) init.duplex = "half";
      }
      const started = performance.now();
      let failure: ServiceError;
      // Set when repeating the request cannot help: its answer is over maxResponseBytes.
      let final = false;
      try {
        response = await (upload?.transport ?? this.options.fetch)(url, init);
        const status = response.status;
        if (streamed && status >= 200 && status < 300) {
          // The deadline was for the answer's head: the caller reads the body at its own pace.
          this.options.logger.debug(`${where} ${status}: its body streams to the caller (attempt ${number})`);
          return response;
        }
        const bytes = status === 204 ? new Uint8Array(0) : await readBytes(response, this.options.maxResponseBytes);
        // A server may echo anything in its request id, the key too.
        const requestHeader = response.headers.get("x-request-id");
        const requestId = requestHeader === null ? undefined : redactText(requestHeader, this.secrets);
        if (this.options.logger.enabled("debug")) {
          const milliseconds = Math.round(performance.now() - started);
          this.options.logger.debug(`${where} ${status} in ${milliseconds} ms (attempt ${number} of ${attempts})`, {
            method: operation.method,
            path: operation.path,
            status,
            ms: milliseconds,
            attempt: number,
            requestId,
          });
        }
        // The answer arrived whole: whatever goes wrong reading it is the answer's fault, never the network's.
        try {
          if (bytes === null) {
            final = true;
            throw new (errorKindForHttpStatus(status))(
              `${where} answered ${status} with a body over maxResponseBytes (${this.options.maxResponseBytes} bytes), not downloaded past it. Raise maxResponseBytes if such an answer is expected.`,
              { status, requestId },
            );
          }
          if (status >= 200 && status < 300) {
            const data = parseSuccess(operation, bytes, where, status, requestId, this.secrets);
            answered.response = response;
            answered.requestId = requestId;
            return data;
          }
          failure = errorFromResponse(operation, response, new TextDecoder().decode(bytes), this.secrets);
        } catch (error) {
          failure =
            error instanceof ServiceError
              ? error
              : new (errorKindForHttpStatus(status))(
                  `${where} answered ${status} with a body the client could not read: ${redactText(String((error as Error)?.message ?? error), this.secrets)}`,
                  { status, requestId },
                );
        }
      } catch (error) {
        if (callerSignal?.aborted) {
          this.options.logger.debug(`${where} cancelled by the caller (attempt ${number} of ${attempts})`);
          throw callerSignal.reason;
        }
        failure = this.failureOf(error, where, deadline.signal, response);
        this.options.logger.debug(`${where} failed: ${failure.message} (attempt ${number} of ${attempts})`, {
          method: operation.method,
          path: operation.path,
          attempt: number,
          error: failure.name,
        });
      } finally {
        clearTimeout(timer);
      }

      const retryAfterMs = failure.retryAfter === undefined ? undefined : failure.retryAfter * 1000;
      const waitable = retryAfterMs === undefined || retryAfterMs <= maxRetryAfterMs;
      if (final || number >= attempts || !isRetryable(failure) || !waitable) {
        if (number > 1) {
          // At debug, not warn: the error is the caller's now (rejected or thrown to it), and an app that
          // catches and handles it must not find a warning with its fields on stderr (the default level is warn).
          this.options.logger.debug(`${where} failed after ${number} attempts: ${failure.message}`, {
            method: operation.method,
            path: operation.path,
            attempts: number,
            status: failure.status,
            requestId: failure.requestId,
          });
        }
        throw failure;
      }
      const delayMs = retryAfterMs ?? backoffDelayMs(number - 1);
      this.options.logger.info(
        `${where} answered ${describe(failure)}; retrying in ${delayMs} ms (attempt ${number + 1} of ${attempts})`,
        { method: operation.method, path: operation.path, delayMs, attempt: number + 1, requestId: failure.requestId },
      );
      await this.wait(delayMs, callerSignal);
    }
  }

  private failureOf(
    error: unknown,
    where: string,
    deadline: AbortSignal,
    response: Response | undefined,
  ): ServiceError {
    if (deadline.aborted) return deadline.reason as ServiceTimeoutError;
    if (error instanceof ServiceError) return error;
    const reason = redactText(error instanceof Error ? error.message : String(error), this.secrets);
    const cause =
      error instanceof Error && error.cause instanceof Error
        ? `: ${redactText(error.cause.message, this.secrets)}`
        : "";
    if (response) {
      return new ServiceNetworkError(
        `${where} answered ${response.status}, but its body broke off: ${reason}${cause}`,
        {
          cause: error,
        },
      );
    }
    // A browser's fetch says only "Failed to fetch": the host is named here, and, when no base URL was set,
    // that the call went to production, which a page meant for the mock did not intend.
    const { baseUrl, baseUrlSource } = this.options;
    const said = `${where} got no answer from ${new URL(baseUrl).host}: ${reason}${cause}`;
    const hint = noUrlSetHint(said, baseUrl, baseUrlSource, {
      option: "baseUrl",
      variable: "STT_BASE_URL",
      mockUrl: mockBaseUrl,
    });
    return new ServiceNetworkError(`${said}${hint}`, { cause: error });
  }
}
