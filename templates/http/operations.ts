// generated/http/operations.ts: what the runtime needs to know of each operation, and the interface the
// resources call it through.

import type { HttpModel, Operation } from "../model.js";
import { banner, docComment, literal } from "../partials.js";

function requestMediaType(operation: Operation): string | null {
  if (!operation.body) return null;
  return operation.body.kind === "json" ? "application/json" : "multipart/form-data";
}

function responseMediaType(operation: Operation): string | null {
  return operation.response.kind === "json" ? "application/json" : null;
}

export function renderHttpOperations(model: HttpModel): string {
  const operations = model.resources.flatMap((resource) => resource.operations);
  const specs = operations.map(
    (
      operation,
    ) => `${docComment([`\`${operation.method} ${operation.path}\`: ${operation.summary}.`], "  ")}  ${operation.operationId}: {
    operationId: ${literal(operation.operationId)},
    resource: ${literal(operation.resource)},
    sdkMethod: ${literal(operation.methodName)},
    method: ${literal(operation.method)},
    path: ${literal(operation.path)},
    successStatus: ${operation.response.status},
    requestMediaType: ${literal(requestMediaType(operation))},
    responseMediaType: ${literal(responseMediaType(operation))},
    idempotent: ${operation.idempotent},
    idempotencyHeader: ${literal(operation.idempotencyHeader)},
    errorStatuses: ${literal(operation.errorStatuses)},
  },`,
  );
  const routes = operations.map(
    (operation) =>
      `  ${operation.operationId}: { method: ${literal(operation.method)}, path: ${literal(operation.path)}, requestMediaType: ${literal(requestMediaType(operation))}, responseMediaType: ${literal(responseMediaType(operation))}, idempotent: ${operation.idempotent}, idempotencyHeader: ${literal(operation.idempotencyHeader)} },`,
  );
  return `${banner}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What the runtime needs to know of an operation to call it, as the spec says it. */
export interface OperationRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly requestMediaType: string | null;
  /** The media type of the success body, or null where the success answer has none (\`204\`). */
  readonly responseMediaType: string | null;
  /** Safe to repeat as it is: true for methods HTTP defines as idempotent (GET, PUT, DELETE, ...). */
  readonly idempotent: boolean;
  /** The header that makes a repeated request safe (\`Idempotency-Key\`), or null where there is none. */
  readonly idempotencyHeader: string | null;
}

/** Everything the spec says of an operation: its route, and where it sits in the SDK. */
export interface OperationSpec extends OperationRoute {
  readonly operationId: string;
  /** The client property of the operation's resource, such as \`files\`. */
  readonly resource: string;
  /** The method's name on its resource, such as \`upload\`. */
  readonly sdkMethod: string;
  readonly successStatus: number;
  /** The error statuses the spec declares for the operation. */
  readonly errorStatuses: readonly number[];
}

/**
 * The route of every operation, by operationId: all the resources and the runtime carry (a browser
 * bundle has no use for the rest of \`operationSpecs\`).
 */
export const operationRoutes = {
${routes.join("\n")}
} as const satisfies Record<string, OperationRoute>;

/** Every operation of the spec, by operationId. */
export const operationSpecs = {
${specs.join("\n")}
} as const satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof operationSpecs;

/** ${model.title} ${model.version}: the servers of the spec. The first is the default base URL. */
export const httpServers = ${literal(model.servers)} as const;

export const defaultBaseUrl = ${literal(model.defaultBaseUrl)};

/** Options of one call. */
export interface RequestOptions {
  /**
   * Cancels the call, its retries and the waits between them. As with fetch, the call then rejects with
   * the signal's reason (an \`AbortError\` unless \`abort(reason)\` gave one), not with a ServiceError.
   */
  signal?: AbortSignal;
  /** The deadline of each attempt, in milliseconds. */
  timeoutMs?: number;
  /** How many times to retry a failed attempt that may succeed when repeated. */
  maxRetries?: number;
  /** Headers to add to this call. */
  headers?: Record<string, string>;
  /** The idempotency key of a creating call; by default one is made per call and reused by its retries. */
  idempotencyKey?: string;
}

/** A query parameter's value, as the spec's query parameters allow (primitives, or arrays of them). */
export type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | undefined;

/** What a call sends besides options: its path parameters, query parameters and body, as the spec names them. */
export interface OperationInput {
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: object;
  readonly body?: unknown;
}

/**
 * The runtime behind the resources: it runs an operation's attempts (deadlines, retries, logging), and
 * turns the answer into the data or a ServiceError.
 */
export interface OperationContext {
  run<Data>(
    operation: OperationRoute,
    options: RequestOptions | undefined,
    input: OperationInput,
  ): Promise<Data>;
}
`;
}
