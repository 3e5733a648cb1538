// Prism's findings about a request, as the contract's `validation_errors`: where (`body.model`,
// `query.limit`, `header.idempotency-key`) and what, named after the real violation rather than after the
// first example of an error status.
import type { IHttpOperation } from "@stoplight/types";
import type { ValidationErrorDetail } from "stt-service";
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
  one_of: "one_of",
};

/**
 * The properties a request body takes exactly one of: a `oneOf` whose members each only require one property
 * (CreateTranscriptionRequest's `file_id` or `audio_url`); undefined for a body without such a rule.
 */
function exactlyOneOfNames(operation: IHttpOperation | undefined): string[] | undefined {
  for (const content of operation?.request?.body?.contents ?? []) {
    const members = (content.schema as { oneOf?: { required?: unknown }[] } | undefined)?.oneOf;
    const names = members?.map((member) =>
      Array.isArray(member.required) && member.required.length === 1 ? member.required[0] : undefined,
    );
    if (names && names.length > 1 && names.every((name): name is string => typeof name === "string")) return names;
  }
  return undefined;
}

/**
 * A request's findings with its body's exactly-one-of rule said as one finding. ajv reports both given as a
 * failed `oneOf`, and neither as the `oneOf` and each member's missing property ("must have required property
 * 'file_id'" of a body that means to give `audio_url`); the rule is "give exactly one of them", at the last
 * of them, as the contract's example has it. With exactly one given, a failed `oneOf` is the given one's fault,
 * which its own findings name.
 */
export function withExactlyOneOf(
  operation: IHttpOperation | undefined,
  body: unknown,
  violations: readonly Violation[],
): Violation[] {
  const names = exactlyOneOfNames(operation);
  if (!names || typeof body !== "object" || body === null || Array.isArray(body)) return [...violations];
  const atBody = (violation: Violation) =>
    violation.location.length === 2 && violation.location[0] === "request" && violation.location[1] === "body";
  const ruleFinding = (violation: Violation) =>
    atBody(violation) &&
    (violation.code === "oneOf" ||
      (violation.code === "required" &&
        names.some((name) => violation.message.endsWith(`required property '${name}'`))));
  if (!violations.some(ruleFinding)) return [...violations];
  const others = violations.filter((violation) => !ruleFinding(violation));
  const given = names.filter((name) => Object.hasOwn(body, name)).length;
  if (given === 1) return others.some((violation) => violation.severity === "error") ? others : [...violations];
  const rule: Violation = {
    location: ["request", "body", names[names.length - 1] ?? ""],
    code: "one_of",
    message: `Give exactly one of ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`,
    severity: "error",
  };
  return [rule, ...others];
}

/** The contract's `ErrorBody` lists at most this many `validation_errors`; the message says how many more. */
export const maxListedValidationErrors = 100;

export function validationErrorsOf(violations: readonly Violation[]): ValidationErrorDetail[] {
  return violations.slice(0, maxListedValidationErrors).map((violation) => {
    const location = violation.location.slice(1); // without Prism's "request" prefix
    // ajv reports a missing or an unexpected property at its parent: the field itself is in the message.
    const named = /required property '([^']+)'|found '([^']+)'/.exec(violation.message);
    const field = named?.[1] ?? named?.[2];
    if (field !== undefined) location.push(field);
    const code = String(violation.code ?? "");
    // A property name is the client's to choose, of any length; the contract's fields are bounded.
    return {
      error_type: errorTypes[code] ?? "invalid",
      location: shortened(code === "415" ? "header.content-type" : location.join(".") || "request", 256),
      message: shortened(violation.message, 2000),
    };
  });
}

function shortened(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The message of an invalid request's answer: how many problems there were when not all are listed. */
export function validationMessageOf(violations: readonly Violation[]): string {
  if (violations.length <= maxListedValidationErrors) return "Invalid request.";
  return `Invalid request: ${violations.length} problems; the first ${maxListedValidationErrors} are listed in validation_errors, ${violations.length - maxListedValidationErrors} more are not.`;
}

/** The most of Prism's findings the `sl-violations` header carries, in characters. */
export const maxViolationsHeaderChars = 8000;

/**
 * Prism's findings as the `sl-violations` header: a JSON array of whole findings that fits the bound (so it
 * always parses; those that do not fit are left out), with characters past Latin-1 escaped, since a header
 * cannot carry them and a finding may quote a property name the client sent.
 */
export function violationsHeaderOf(violations: readonly Violation[]): string {
  const items: string[] = [];
  let length = 2;
  for (const violation of violations) {
    let item = asciiJson(violation);
    if (items.length === 0 && item.length + 2 > maxViolationsHeaderChars) {
      item = asciiJson({
        ...violation,
        location: violation.location.map((part) => part.slice(0, 200)),
        message: violation.message.slice(0, 1000),
      });
    }
    if (length + item.length + (items.length > 0 ? 1 : 0) > maxViolationsHeaderChars) break;
    length += item.length + (items.length > 0 ? 1 : 0);
    items.push(item);
  }
  return `[${items.join(",")}]`;
}

function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
