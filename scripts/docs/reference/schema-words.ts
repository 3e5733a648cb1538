// A schema's type and constraints said in words ("array of string", "1 to 200 characters"), as the reference
// shows them beside each name. Patterns arrive in words already (scripts/lib/reader-schemas.ts); one that did
// not is shown as written, as code.
import { isObject, type Json } from "@stt-service/spec-documents";
import type { ReferenceContext } from "./context.js";

/** Past this depth of arrays of arrays, the words stop: "array of array of …". */
const maxTypeDepth = 6;

/** "string (date-time)", "array of object", "integer or null", "one of 3 shapes". */
export function typeWords(schema: Json, context: ReferenceContext, depth = 0): string {
  if (depth > maxTypeDepth) return "…";
  const types = Array.isArray(schema.type) ? schema.type.map(String) : schema.type ? [String(schema.type)] : [];
  const nullable = types.includes("null") || schema.nullable === true;
  const main = types.filter((type) => type !== "null");
  let words: string;
  if (main.length > 1) words = main.join(" or ");
  else if (main[0] === "array" || (main.length === 0 && isObject(schema.items))) {
    const items = isObject(schema.items) ? context.resolve(schema.items) : {};
    words = `array of ${typeWords(items, context, depth + 1) || "any value"}`;
  } else if (main[0] === "string" && schema.format === "binary") words = "file (binary)";
  else if (main[0] !== undefined) words = typeof schema.format === "string" ? `${main[0]} (${schema.format})` : main[0];
  else if (Array.isArray(schema.oneOf)) words = `one of ${schema.oneOf.length} shapes`;
  else if (Array.isArray(schema.anyOf)) words = `any of ${schema.anyOf.length} shapes`;
  else if (Array.isArray(schema.allOf)) {
    words = schema.allOf.length === 1 ? typeWords(context.resolve(schema.allOf[0]), context, depth + 1) : "object";
  } else if (isObject(schema.properties)) words = "object";
  else if (schema.const !== undefined) words = typeof schema.const;
  else if (Array.isArray(schema.enum)) words = typeof schema.enum[0];
  else words = "any value";
  return nullable ? `${words} or null` : words;
}

function count(value: unknown, one: string, many: string): string {
  return `${String(value)} ${value === 1 ? one : many}`;
}

/** A range of a counted thing: "1 to 200 characters", "at least 1 item", "at most 50 characters". */
function range(min: unknown, max: unknown, one: string, many: string): string | undefined {
  if (typeof min === "number" && typeof max === "number") {
    return min === max ? `exactly ${count(min, one, many)}` : `${min} to ${count(max, one, many)}`;
  }
  if (typeof min === "number" && min > 0) return `at least ${count(min, one, many)}`;
  if (typeof max === "number") return `at most ${count(max, one, many)}`;
  return undefined;
}

/** The schema's constraints as phrases, in a fixed order. */
export function constraintWords(schema: Json): string[] {
  // A binary string's length is its size: a file of at most 1073741824 bytes, not characters.
  const binary = schema.format === "binary";
  const words: (string | undefined)[] = [
    binary
      ? range(schema.minLength, schema.maxLength, "byte", "bytes")
      : range(schema.minLength, schema.maxLength, "character", "characters"),
    // An array that may hold nothing is one the service always sends empty (a finished frame's tokens).
    schema.maxItems === 0 ? "always empty" : range(schema.minItems, schema.maxItems, "item", "items"),
    range(schema.minProperties, schema.maxProperties, "property", "properties"),
    typeof schema.minimum === "number" ? `at least ${schema.minimum}` : undefined,
    typeof schema.exclusiveMinimum === "number" ? `more than ${schema.exclusiveMinimum}` : undefined,
    typeof schema.maximum === "number" ? `at most ${schema.maximum}` : undefined,
    typeof schema.exclusiveMaximum === "number" ? `less than ${schema.exclusiveMaximum}` : undefined,
    typeof schema.multipleOf === "number" ? `a multiple of ${schema.multipleOf}` : undefined,
    schema.uniqueItems === true ? "no item twice" : undefined,
    typeof schema.pattern === "string" ? `matches the pattern ${schema.pattern}` : undefined,
    schema.additionalProperties === false ? "no fields but these" : undefined,
    schema.readOnly === true ? "sent by the service only" : undefined,
    schema.writeOnly === true ? "sent by the client only" : undefined,
  ];
  return words.filter((word) => word !== undefined);
}
