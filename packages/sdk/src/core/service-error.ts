// ServiceError, the base of every error kind the SDK raises, and the shapes around it. Hand-written: the
// fields of an error are the runtime's, not the spec's. The kinds that extend it, and the tables that map an
// HTTP status or a stream's error_code to a kind, come of x-error-kinds (generated/errors.ts).
import type { ValidationErrorDetail } from "../generated/http/types.js";

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

/** The details an error keeps as its own fields, in the order they are declared and serialized. */
const detailFields = ["status", "errorType", "requestId", "body", "retryAfter", "validationErrors"] as const;
type DetailField = (typeof detailFields)[number];

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
    // Readonly to users; set once, here, from the one list of the fields that toJSON() also walks.
    const fields = this as Record<DetailField, unknown>;
    for (const field of detailFields) fields[field] = details[field];
  }

  /** The fields of the error as plain data, for logs and for re-creating it elsewhere. */
  toJSON(): SerializedServiceError {
    const serialized: Record<string, unknown> = { name: this.name, message: this.message };
    for (const field of detailFields) serialized[field] = this[field];
    return serialized as unknown as SerializedServiceError;
  }
}

/** A kind's class: what the status and error_code tables map to, and what re-creates an error from its name. */
export type ServiceErrorClass = new (message: string, details?: ServiceErrorDetails) => ServiceError;

/** A streaming `error_code`: the close code that follows the error frame, and what it means. */
export interface StreamErrorCode {
  closeCode: number;
  errorType: string;
  description: string;
}

/**
 * A table without a prototype: looked up by a key from outside (an error's name, a code a server sent),
 * `constructor` or `__proto__` find nothing rather than what every object inherits. Each call in
 * generated/errors.ts is marked pure, so that a bundle leaves out a table nothing uses (the stream codes'
 * texts), as it would an object literal.
 */
export function lookupTable<Table extends object>(rows: Table): Table {
  return Object.setPrototypeOf(rows, null) as Table;
}
