// Turns a non-2xx answer into the ServiceError kind the spec's table names, with every field the answer
// carries. A body that is not the service's JSON (an HTML page from a proxy) still maps by status.

import { excerpt, redactText, redactValue } from "../core/redaction.js";
import type { ServiceError } from "../core/service-error.js";
import { errorKindForHttpStatus } from "../generated/errors.js";
import type { ValidationErrorDetail } from "../generated/http/types.js";
import type { OperationRoute } from "./operation-context.js";
import { parseRetryAfter } from "./retry.js";

/** The contract's longest message: what a server's own texts are cut to in an error's message. */
const serverTextLength = 2000;

/** An error body: the service's JSON, or the text of whatever answered instead (a proxy's HTML page). */
function parseErrorBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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

/** The error kind of a non-2xx answer, from its status and its body's text. */
export function errorFromResponse(
  operation: OperationRoute,
  response: Response,
  text: string,
  secrets: readonly string[],
): ServiceError {
  const body = parseErrorBody(text);
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
    message = `${where} answered ${response.status} ${excerpt(errorType, secrets)}: ${excerpt(serverMessage, secrets, serverTextLength)}${details ? ` (${excerpt(details, secrets, serverTextLength)})` : ""}`;
  } else {
    // The text as it came, not the parsed body written out again: that would recurse through whatever
    // nesting a hostile body holds.
    message =
      text === ""
        ? `${where} answered ${response.status} ${response.statusText || ""} with no body`.trimEnd()
        : `${where} answered ${response.status} with a body that is not the service's error JSON: ${excerpt(text, secrets)}`;
  }
  if (requestId !== undefined) message += ` [request ${excerpt(requestId, secrets)}]`;
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
