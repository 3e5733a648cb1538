// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import { lookupTable, ServiceError, type ServiceErrorClass, type StreamErrorCode } from "../core/service-error.js";

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

/**
 * A webhook delivery was refused.
 *
 * Raised when: webhooks.unwrap or webhooks.verify refused a delivery: a webhook-* header is missing or
 * malformed, no signature matches any of the secrets given, the timestamp is outside the tolerance (a replay),
 * or the body is not a webhook event. Answer the delivery 400 and do not act on it.
 */
export class ServiceWebhookVerificationError extends ServiceError {
  override name = "ServiceWebhookVerificationError";
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
  ServiceWebhookVerificationError,
} as const satisfies Record<string, ServiceErrorClass>);

/** The name of an error kind, such as `ServiceNotFoundError`: an error's `name`. */
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

/** The kind an HTTP error status raises: the most specific kind that lists it, else `ServiceAPIError`. */
export function errorKindForHttpStatus(status: number): ServiceErrorClass {
  return errorKindByHttpStatus[status] ?? ServiceAPIError;
}

/** Error types the client retries whatever their status (`x-sdk-retry-error-types` in the spec). */
export const retryableErrorTypes: ReadonlySet<string> = new Set(["idempotency_key_in_use"]);

/** Streaming `error_code` → close code, error type and meaning (the mock and the docs use them). */
export const streamErrorCodes: Readonly<Record<number, StreamErrorCode>> = /* @__PURE__ */ lookupTable({
  400: {
    closeCode: 1008,
    errorType: "invalid_request",
    description:
      "A malformed or invalid client frame, such as a config message without `model`, or audio in a container format (`auto`, `wav`, `mp3`, ...) whose first bytes open no audio file.",
  },
  401: {
    closeCode: 1008,
    errorType: "unauthenticated",
    description: "No key, an invalid, expired or already used temporary key, or a long-lived key in the subprotocol.",
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

/** The kind a stream's `error_code` raises, else `ServiceAPIError`. */
export function errorKindForStreamCode(errorCode: number): ServiceErrorClass {
  return errorKindByStreamCode[errorCode] ?? ServiceAPIError;
}
