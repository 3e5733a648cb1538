// Prism's findings about a request, as the contract's `validation_errors`: where (`body.model`,
// `query.limit`, `header.idempotency-key`) and what, named after the real violation rather than after the
// first example of an error status.
import type { ValidationErrorDetail } from "../../../generated/http/types.js";
import type { Violation } from "./contract-engine.js";

const errorTypes: Record<string, string> = {
  required: "missing",
  additionalProperties: "extra_forbidden",
  type: "invalid_type",
  enum: "invalid_value",
  const: "invalid_value",
  oneOf: "invalid_value",
  anyOf: "invalid_value",
  maxLength: "too_long",
  maxItems: "too_long",
  minLength: "too_short",
  minItems: "too_short",
  maximum: "less_than_equal",
  exclusiveMaximum: "less_than",
  minimum: "greater_than_equal",
  exclusiveMinimum: "greater_than",
  pattern: "invalid_format",
  format: "invalid_format",
  "415": "unsupported_media_type",
};

export function validationErrorsOf(violations: readonly Violation[]): ValidationErrorDetail[] {
  return violations.map((violation) => {
    const location = violation.location.slice(1); // without Prism's "request" prefix
    // ajv reports a missing or an unexpected property at its parent: the field itself is in the message.
    const named = /required property '([^']+)'|found '([^']+)'/.exec(violation.message);
    const field = named?.[1] ?? named?.[2];
    if (field !== undefined) location.push(field);
    const code = String(violation.code ?? "");
    return {
      error_type: errorTypes[code] ?? "invalid",
      location: code === "415" ? "header.content-type" : location.join(".") || "request",
      message: violation.message,
    };
  });
}
