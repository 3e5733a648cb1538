// Turns a non-2xx answer into the ServiceError kind the spec's table names, with every field the answer
// carries. A body that is not the service's JSON (an HTML page from a proxy) still maps by status.
import { errorKindForHttpStatus, type ServiceError } from "../../generated/errors.js";
import type { OperationRoute } from "../../generated/http/operations.js";
import type { ValidationErrorDetail } from "../../generated/http/types.js";
import { redactText, redactValue } from "./redaction.js";
import { parseRetryAfter } from "./retry.js";

const excerptLength = 200;

/**
 * The start of a text on one line, secrets removed, for messages about bodies that are not what was
 * expected. Redacted before it is cut: a key cut in two would no longer match, and its first half would show.
 */
export function excerpt(text: string, secrets: readonly string[]): string {
  const oneLine = redactText(text, secrets).replace(/\s+/g, " ").trim();
  return oneLine.length > excerptLength ? `${oneLine.slice(0, excerptLength)}…` : oneLine;
}

function field(body: unknown, name: string): unknown {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function validationErrorsOf(body: unknown): ValidationErrorDetail[] | undefined {
  const list = field(body, "validation_errors");
  if (!Array.isArray(list)) return undefined;
  return list.filter(
    (item): item is ValidationErrorDetail =>
      typeof field(item, "location") === "string" && typeof field(item, "message") === "string",
  );
}

export function errorFromResponse(
  operation: OperationRoute,
  response: Response,
  body: unknown,
  secrets: readonly string[],
): ServiceError {
  const Kind = errorKindForHttpStatus(response.status);
  const errorType = typeof field(body, "error_type") === "string" ? (field(body, "error_type") as string) : undefined;
  const requestId =
    response.headers.get("x-request-id") ??
    (typeof field(body, "request_id") === "string" ? (field(body, "request_id") as string) : undefined);
  const validationErrors = validationErrorsOf(body);
  const where = `${operation.method} ${operation.path}`;
  let message: string;
  if (errorType !== undefined) {
    const serverMessage = typeof field(body, "message") === "string" ? (field(body, "message") as string) : "";
    const details = validationErrors?.map((item) => `${item.location}: ${item.message}`).join("; ");
    message = `${where} answered ${response.status} ${errorType}: ${serverMessage}${details ? ` (${details})` : ""}`;
  } else {
    const text = typeof body === "string" ? body : body === undefined ? "" : JSON.stringify(body);
    message =
      text === ""
        ? `${where} answered ${response.status} ${response.statusText || ""} with no body`.trimEnd()
        : `${where} answered ${response.status} with a body that is not the service's error JSON: ${excerpt(text, secrets)}`;
  }
  if (requestId !== undefined) message += ` [request ${requestId}]`;
  // Whatever the answer carries may echo the key (a proxy's page, a header): every text of it is redacted.
  return new Kind(redactText(message, secrets), {
    status: response.status,
    errorType: errorType === undefined ? undefined : redactText(errorType, secrets),
    requestId: requestId === undefined ? undefined : redactText(requestId, secrets),
    body: typeof body === "string" ? excerpt(body, secrets) : redactValue(body, secrets),
    retryAfter: parseRetryAfter(response.headers.get("retry-after")),
    validationErrors: redactValue(validationErrors, secrets) as ValidationErrorDetail[] | undefined,
  });
}
