// What the HTTP mock answers: a status, headers and a body, and the contract's `ErrorBody` for every
// non-2xx status (the body's `request_id` is filled in where the answer is sent, with the response's own).
import type { ValidationErrorDetail } from "stt-service";
import { oneLine, withoutControlCharacters } from "../text.js";

export interface MockResponse {
  status: number;
  headers?: Record<string, string>;
  /** JSON data or text; undefined for an empty body (204). */
  body?: unknown;
  /**
   * A binary body (a file's content), sent as it is in place of `body`, which then is what the contract
   * engines check instead: a short text standing in for the bytes.
   */
  bytes?: readonly Uint8Array[];
}

/** A failure a handler answers with: the contract's Error body for `status`. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
    readonly validationErrors?: ValidationErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A failed check of one field: `location` is a dotted path such as `body.model` or `query.limit`. */
export function invalid(location: string, errorType: string, message: string): MockHttpError {
  return new MockHttpError(400, "invalid_request", "Invalid request.", [{ error_type: errorType, location, message }]);
}

export function errorResponse(error: MockHttpError): MockResponse {
  return {
    status: error.status,
    headers: error.headers,
    body: {
      status_code: error.status,
      error_type: error.errorType,
      // Messages may quote what the client sent; the contract allows no control characters in them.
      message: withoutControlCharacters(error.message),
      ...(error.validationErrors
        ? {
            validation_errors: error.validationErrors.map((detail) => ({
              ...detail,
              location: oneLine(detail.location),
              message: withoutControlCharacters(detail.message),
            })),
          }
        : {}),
      request_id: "",
    },
  };
}

export function isErrorBody(body: unknown): body is { request_id: string } {
  return typeof body === "object" && body !== null && "status_code" in body && "error_type" in body;
}
