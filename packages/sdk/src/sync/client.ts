// SyncServiceClient (Node only): the groups and helpers of AsyncServiceClient as genuinely blocking calls,
// for scripts and CLIs that cannot await. A worker thread runs the async client; the calling thread waits
// on Atomics.wait and, while it waits, still runs progress callbacks and writes log lines.
import { receiveMessageOnPort } from "node:worker_threads";
import type { AsyncServiceClient } from "../client.js";
import { consoleLogger, type Logger } from "../core/logger.js";
import { redactText } from "../core/redaction.js";
import { ServiceError } from "../core/service-error.js";
import {
  ServiceAPIError,
  ServiceConfigError,
  type ServiceErrorKindName,
  serviceErrorKinds,
} from "../generated/errors.js";
import { operationSpecs } from "../generated/http/operations.js";
import type { CallPromise, OperationSpec, PaginationRoute, WithResponse } from "../http/operation-context.js";
import { type ClientOptions, clientOptionNames, resolveClientOptions } from "../http/options.js";
import { nextCursor } from "../http/pagination.js";
import type { CallbackMarker, CallRequest, WithResponseMessage, WorkerMessage, WorkerOptions } from "./protocol.js";
import { type SyncThreads, startThreads, type WorkerExit } from "./threads.js";

type Unpromised<T> = T extends PromiseLike<infer Value> ? Value : T;

/** The first page of a list, which also iterates every item of every page (fetching pages as it goes). */
export type SyncPage<Page, Item> = Page & Iterable<Item>;

/** What a call returns on the sync client: its data, or a page that iterates every item. */
type SyncData<Returned> =
  Returned extends AsyncIterable<infer Item> ? SyncPage<Unpromised<Returned>, Item> : Unpromised<Returned>;

/**
 * A method of the sync client. One call of the service also has `withResponse(...args)`: the same call, giving
 * its data with its request id and answer (`response`: its status and headers; the body is in `data`).
 */
type SyncMethod<Method> = Method extends (...args: infer Args) => infer Returned
  ? ((...args: Args) => SyncData<Returned>) &
      (Returned extends CallPromise<unknown>
        ? { withResponse(...args: Args): WithResponse<SyncData<Returned>> }
        : unknown)
  : never;

type SyncResource<Resource> = {
  [Name in keyof Resource as Resource[Name] extends (...args: never[]) => unknown ? Name : never]: SyncMethod<
    Resource[Name]
  >;
};

type ResourceNames = {
  [Name in keyof AsyncServiceClient]: AsyncServiceClient[Name] extends (...args: never[]) => unknown ? never : Name;
}[keyof AsyncServiceClient];

export type SyncResources = { readonly [Name in ResourceNames]: SyncResource<AsyncServiceClient[Name]> };

/**
 * Options of `SyncServiceClient`: those of the asynchronous client, but `fetch` (the calls run in a worker
 * thread) and `dangerouslyAllowBrowser` (worker threads are Node's).
 */
export type SyncClientOptions = Omit<ClientOptions, "fetch" | "dangerouslyAllowBrowser">;

/** The client's resources, one per tag of the spec. */
const resourceNames = [...new Set(Object.values(operationSpecs).map((operation) => operation.resource))];

/** How each list that pages itself pages, by its method's name (`files.list`). */
const paginationByMethod = new Map<string, PaginationRoute>(
  Object.values(operationSpecs).flatMap((operation: OperationSpec) =>
    operation.pagination ? [[operation.name, operation.pagination] as const] : [],
  ),
);

function refuseUncloneable(value: unknown, where: string): void {
  if (typeof AbortSignal !== "undefined" && value instanceof AbortSignal) {
    throw new ServiceConfigError(`${where}: the sync client cannot be cancelled with a signal; use timeoutMs.`);
  }
  if (typeof ReadableStream !== "undefined" && value instanceof ReadableStream) {
    throw new ServiceConfigError(
      `${where}: the sync client cannot upload a stream (the calling thread is blocked while it uploads); pass a path, bytes or a Blob.`,
    );
  }
  if (typeof value === "object" && value !== null && Symbol.asyncIterator in value) {
    throw new ServiceConfigError(
      `${where}: the sync client cannot read an async iterable; pass a path, bytes or a Blob.`,
    );
  }
}

/**
 * The synchronous client of the speech-to-text service (Node only). Every call blocks until it is done,
 * returning its value or throwing the same ServiceError kinds as the asynchronous client.
 *
 * ```ts
 * const client = new SyncServiceClient({ apiKey: process.env.STT_API_KEY });
 * const file = client.files.upload("call.wav");
 * ```
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface adds the resources' types
export class SyncServiceClient {
  readonly #options: WorkerOptions;
  readonly #logger: Logger;
  #threads: SyncThreads | undefined;
  readonly #signal = new Int32Array(new SharedArrayBuffer(4));
  #nextId = 0;

  /** @throws ServiceConfigError when an option is invalid (before any I/O). */
  constructor(options: SyncClientOptions = {}) {
    if ((options as ClientOptions).fetch !== undefined) {
      throw new ServiceConfigError(
        "The sync client makes its requests in a worker thread, with its global fetch; do not pass fetch.",
      );
    }
    const resolved = resolveClientOptions(
      options,
      // The sync client runs in Node's worker threads only: no browser to opt into.
      clientOptionNames.filter((name) => name !== "fetch" && name !== "dangerouslyAllowBrowser"),
    );
    this.#logger = options.logger ?? consoleLogger;
    this.#options = {
      apiKey: resolved.apiKey,
      baseUrl: resolved.baseUrl,
      timeoutMs: resolved.timeoutMs,
      maxRetries: resolved.maxRetries,
      logLevel: resolved.logger.level,
      defaultHeaders: resolved.defaultHeaders,
      maxResponseBytes: resolved.maxResponseBytes,
    };
    for (const name of resourceNames) {
      Object.defineProperty(this, name, {
        value: new Proxy(
          {},
          {
            get: (_, method) =>
              typeof method === "string"
                ? Object.assign((...args: unknown[]) => this.#callMethod([name, method], args), {
                    withResponse: (...args: unknown[]) => this.#callWithResponse([name, method], args),
                  })
                : undefined,
          },
        ),
        enumerable: true,
      });
    }
  }

  /** Uploads audio, creates its transcription and waits until it is done, blocking throughout. */
  transcribe(
    ...args: Parameters<AsyncServiceClient["transcribe"]>
  ): Unpromised<ReturnType<AsyncServiceClient["transcribe"]>> {
    return this.#call(["transcribe"], args) as Unpromised<ReturnType<AsyncServiceClient["transcribe"]>>;
  }

  /**
   * Stops the worker thread. A call still running (close() called from one of its callbacks) throws a
   * ServiceError; a later call starts a new worker.
   */
  close(): void {
    void this.#threads?.supervisor.terminate();
    this.#threads?.port.close();
    this.#threads?.exits.close();
    this.#threads = undefined;
  }

  [Symbol.dispose](): void {
    this.close();
  }

  #callMethod(path: [string, string], args: unknown[]): unknown {
    return this.#pagedIfList(path, args, this.#call(path, args));
  }

  /** The call's withResponse(), rebuilt on this thread: a Response with the answer's status and headers. */
  #callWithResponse(path: [string, string], args: unknown[]): WithResponse<unknown> {
    const answer = this.#call(path, args, true) as WithResponseMessage;
    return {
      data: this.#pagedIfList(path, args, answer.data),
      requestId: answer.requestId,
      response: new Response(null, { status: answer.status, headers: answer.headers }),
    };
  }

  #pagedIfList(path: [string, string], args: unknown[], value: unknown): unknown {
    const pagination = paginationByMethod.get(path.join("."));
    if (pagination === undefined || typeof value !== "object" || value === null) return value;
    return this.#pageOf(path, args, value as Record<string, unknown>, pagination);
  }

  /** Gives a first page the iterator that walks every item of every page. */
  #pageOf(
    path: [string, string],
    args: unknown[],
    page: Record<string, unknown>,
    pagination: PaginationRoute,
  ): unknown {
    const { items, nextCursor: cursorField, cursorParameter, queryArgument } = pagination;
    const fetchNext = (cursor: string) => {
      const next = [...args];
      next[queryArgument] = { ...(args[queryArgument] as object | undefined), [cursorParameter]: cursor };
      return this.#call(path, next) as Record<string, unknown>;
    };
    const where = path.join(".");
    Object.defineProperty(page, Symbol.iterator, {
      enumerable: false,
      *value() {
        const seen = new Set<string>();
        let current: Record<string, unknown> = page;
        for (;;) {
          const pageItems = current[items];
          if (!Array.isArray(pageItems)) {
            throw new ServiceAPIError(
              `${where} answered a page without its "${items}" list, which the spec promises.`,
              { body: current },
            );
          }
          yield* pageItems as unknown[];
          const cursor = nextCursor(current[cursorField], seen, where, cursorField);
          if (cursor === undefined) return;
          current = fetchNext(cursor);
        }
      },
    });
    return page;
  }

  #start(): SyncThreads {
    this.#threads ??= startThreads(this.#options, this.#signal);
    return this.#threads;
  }

  #call(path: string[], args: unknown[], withResponse = false): unknown {
    const where = path.join(".");
    const callbacks: ((...callbackArgs: unknown[]) => unknown)[] = [];
    const marked = args.map((arg) => {
      refuseUncloneable(arg, where);
      // A Headers (webhooks.unwrap's) would arrive empty: its entries are not own properties.
      if (typeof Headers !== "undefined" && arg instanceof Headers) return Object.fromEntries(arg);
      if (typeof arg !== "object" || arg === null || Object.getPrototypeOf(arg) !== Object.prototype) return arg;
      return Object.fromEntries(
        Object.entries(arg).map(([key, value]) => {
          refuseUncloneable(value, `${where} option ${key}`);
          if (typeof value !== "function") return [key, value];
          callbacks.push(value as (...callbackArgs: unknown[]) => unknown);
          return [key, { callback: callbacks.length - 1 } satisfies CallbackMarker];
        }),
      );
    });
    const threads = this.#start();
    const id = ++this.#nextId;
    Atomics.store(this.#signal, 0, 0);
    threads.port.postMessage({ id, path, args: marked, withResponse } satisfies CallRequest);
    for (;;) {
      Atomics.wait(this.#signal, 0, 0);
      Atomics.store(this.#signal, 0, 0);
      for (let received = receiveMessageOnPort(threads.port); received; received = receiveMessageOnPort(threads.port)) {
        const message = received.message as WorkerMessage;
        if (message.type === "log") {
          this.#logger[message.level](message.message, ...(message.fields ? [message.fields] : []));
        } else if (message.type === "fatal") {
          this.close();
          throw new ServiceError(
            `The sync client's worker thread failed during ${where}: ${this.#redact(message.message)}`,
          );
        } else if (message.id !== id) {
          // Left over from an earlier call that threw in a callback.
        } else if (message.type === "callback") {
          callbacks[message.callback]?.(...message.args);
        } else if (message.type === "result") {
          return message.value;
        } else {
          throw this.#errorOf(message.error, message.isServiceError);
        }
        // A log line or a callback ran the caller's code, which may have closed the client.
        if (this.#threads !== threads) {
          throw new ServiceError(
            `The client was closed during ${where}, from one of its callbacks; the call was abandoned.`,
          );
        }
      }
      const exit = receiveMessageOnPort(threads.exits)?.message as WorkerExit | undefined;
      if (exit) {
        this.close();
        throw new ServiceError(
          `The sync client's worker thread ended during ${where} (exit code ${exit.code}${exit.failure ? `: ${this.#redact(exit.failure)}` : ""}); whether the call took effect is unknown. The next call starts a new worker.`,
        );
      }
    }
  }

  #redact(text: string): string {
    return redactText(text, [this.#options.apiKey]);
  }

  #errorOf(serialized: ReturnType<ServiceError["toJSON"]>, isServiceError: boolean): Error {
    const Kind = isServiceError
      ? (serviceErrorKinds[serialized.name as ServiceErrorKindName] ?? ServiceError)
      : undefined;
    if (!Kind) {
      const error = new Error(serialized.message);
      error.name = serialized.name;
      return error;
    }
    return new Kind(serialized.message, {
      status: serialized.status,
      errorType: serialized.errorType,
      requestId: serialized.requestId,
      body: serialized.body,
      retryAfter: serialized.retryAfter,
      validationErrors: serialized.validationErrors,
    });
  }
}

export interface SyncServiceClient extends SyncResources {}
