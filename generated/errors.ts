// Generated from specs/ by scripts/generate.ts. Do not edit: change specs/ or templates/, then run npm run generate.
import type { ValidationErrorDetail } from "./http/types.js";

/** What an error carries besides its message. */
export interface ServiceErrorDetails {
  status?: number;
  errorType?: string;
  requestId?: string;
  body?: unknown;
  retryAfter?: number;
  validationErrors?: readonly ValidationErrorDetail[];
  cause?: unknown;
}

/** An error as plain data (`error.toJSON()`). */
export interface SerializedServiceError {
  name: string;
  message: string;
  status: number | undefined;
  errorType: string | undefined;
  requestId: string | undefined;
  body: unknown;
  retryAfter: number | undefined;
  validationErrors: readonly ValidationErrorDetail[] | undefined;
}

/**
 * Base of all kinds.
 *
 * A call cancelled by the caller's AbortSignal rejects with the signal's reason, as fetch, streams and timers do
 * (an AbortError unless abort(reason) gave one), not with a ServiceError: the caller ended it, the service did
 * not fail, so it has no kind. This holds for a request, the waits between retries,
 * transcriptions.waitUntilDone, transcribe and uploads.
 */
export class ServiceError extends Error {
  override name = "ServiceError";
  /** The HTTP status, or the streaming `error_code`, when the service answered. */
  readonly status: number | undefined;
  /** The service's machine-readable reason, such as `file_not_found`. */
  readonly errorType: string | undefined;
  /** The `X-Request-Id` of the response: quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** The error body as the service sent it, or a short excerpt of a body that is not JSON. */
  readonly body: unknown;
  /** Seconds the service asked to wait before retrying (`Retry-After`). */
  readonly retryAfter: number | undefined;
  /** What was wrong with which field, for invalid requests. */
  readonly validationErrors: readonly ValidationErrorDetail[] | undefined;

  constructor(message: string, details: ServiceErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.errorType = details.errorType;
    this.requestId = details.requestId;
    this.body = details.body;
    this.retryAfter = details.retryAfter;
    this.validationErrors = details.validationErrors;
  }

  /** The fields of the error as plain data, for logs and for re-creating it elsewhere. */
  toJSON(): SerializedServiceError {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      errorType: this.errorType,
      requestId: this.requestId,
      body: this.body,
      retryAfter: this.retryAfter,
      validationErrors: this.validationErrors,
    };
  }
}

/**
 * An error returned by the HTTP interface.
 *
 * HTTP statuses: 409, 500, 502, 503, 504.
 */
export class ServiceAPIError extends ServiceError {
  override name = "ServiceAPIError";
}

/**
 * Authentication failed.
 *
 * HTTP statuses: 401, 403.
 */
export class ServiceAuthenticationError extends ServiceAPIError {
  override name = "ServiceAuthenticationError";
}

/**
 * A resource was not found.
 *
 * HTTP statuses: 404.
 */
export class ServiceNotFoundError extends ServiceAPIError {
  override name = "ServiceNotFoundError";
}

/**
 * A rate limit was hit.
 *
 * HTTP statuses: 429.
 */
export class ServiceRateLimitError extends ServiceAPIError {
  override name = "ServiceRateLimitError";
}

/**
 * A request was invalid.
 *
 * HTTP statuses: 400, 413, 422.
 */
export class ServiceValidationError extends ServiceAPIError {
  override name = "ServiceValidationError";
}

/**
 * A timeout.
 *
 * Raised when: The client's deadline for a request passed before a response arrived.
 */
export class ServiceTimeoutError extends ServiceError {
  override name = "ServiceTimeoutError";
}

/**
 * A network failure.
 *
 * Raised when: No response arrived (connection refused or reset, DNS failure, TLS failure).
 */
export class ServiceNetworkError extends ServiceError {
  override name = "ServiceNetworkError";
}

/**
 * The client configuration is invalid.
 *
 * Raised when: The client's options are invalid (no API key, a malformed URL), before any I/O.
 */
export class ServiceConfigError extends ServiceError {
  override name = "ServiceConfigError";
}

export type ServiceErrorClass = new (message: string, details?: ServiceErrorDetails) => ServiceError;

/**
 * A table without a prototype: looked up by a key from outside (an error's name, a code a server sent),
 * `constructor` or `__proto__` find nothing rather than what every object inherits. Each call is marked pure,
 * so that a bundle leaves out a table nothing uses (the stream codes' texts), as it would an object literal.
 */
function lookupTable<Table extends object>(rows: Table): Table {
  return Object.setPrototypeOf(rows, null) as Table;
}

/** Every kind by name, to re-create an error from its `toJSON()` (such as across a worker thread). */
export const serviceErrorKinds = /* @__PURE__ */ lookupTable({
  ServiceError,
  ServiceAPIError,
  ServiceAuthenticationError,
  ServiceNotFoundError,
  ServiceRateLimitError,
  ServiceValidationError,
  ServiceTimeoutError,
  ServiceNetworkError,
  ServiceConfigError,
} as const satisfies Record<string, ServiceErrorClass>);

export type ServiceErrorKindName = keyof typeof serviceErrorKinds;

/** HTTP status → kind; a status not listed raises `ServiceAPIError`. */
export const errorKindByHttpStatus: Readonly<Record<number, ServiceErrorClass>> = /* @__PURE__ */ lookupTable({
  400: ServiceValidationError,
  401: ServiceAuthenticationError,
  403: ServiceAuthenticationError,
  404: ServiceNotFoundError,
  409: ServiceAPIError,
  413: ServiceValidationError,
  422: ServiceValidationError,
  429: ServiceRateLimitError,
  500: ServiceAPIError,
  502: ServiceAPIError,
  503: ServiceAPIError,
  504: ServiceAPIError,
});

export function errorKindForHttpStatus(status: number): ServiceErrorClass {
  return errorKindByHttpStatus[status] ?? ServiceAPIError;
}

/** Error types the client retries whatever their status (`x-sdk-retry-error-types` in the spec). */
export const retryableErrorTypes: ReadonlySet<string> = new Set(["idempotency_key_in_use"]);

/** A streaming `error_code`: the close code that follows the error frame, and what it means. */
export interface StreamErrorCode {
  closeCode: number;
  errorType: string;
  description: string;
}

/** Streaming `error_code` → close code, error type and meaning (the mock and the docs use them). */
export const streamErrorCodes: Readonly<Record<number, StreamErrorCode>> = /* @__PURE__ */ lookupTable({
  400: {
    closeCode: 1008,
    errorType: "invalid_request",
    description: "A malformed or invalid client frame, such as a config message without `model`.",
  },
  401: {
    closeCode: 1008,
    errorType: "unauthenticated",
    description: "No key, or an invalid, expired or already used temporary key.",
  },
  402: { closeCode: 1008, errorType: "quota_exceeded", description: "The account has no transcription balance left." },
  403: { closeCode: 1008, errorType: "permission_denied", description: "The key may not open streams." },
  408: {
    closeCode: 1008,
    errorType: "request_timeout",
    description: "No config within 10 s of connecting, or no audio or keepalive for 20 s.",
  },
  429: { closeCode: 1008, errorType: "rate_limited", description: "Too many concurrent sessions or requests." },
  500: { closeCode: 1011, errorType: "internal_error", description: "The service failed." },
  503: {
    closeCode: 1013,
    errorType: "service_unavailable",
    description: "The service is overloaded or restarting; reconnect with a new session.",
  },
});

/**
 * Streaming `error_code` → kind; a code not listed raises `ServiceAPIError`. Apart from the table above, so
 * that the client's bundle carries no texts.
 */
export const errorKindByStreamCode: Readonly<Record<number, ServiceErrorClass>> = /* @__PURE__ */ lookupTable({
  400: ServiceValidationError,
  401: ServiceAuthenticationError,
  402: ServiceRateLimitError,
  403: ServiceAuthenticationError,
  408: ServiceTimeoutError,
  429: ServiceRateLimitError,
  500: ServiceAPIError,
  503: ServiceAPIError,
});

export function errorKindForStreamCode(errorCode: number): ServiceErrorClass {
  return errorKindByStreamCode[errorCode] ?? ServiceAPIError;
}
