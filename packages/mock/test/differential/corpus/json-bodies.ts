// Cases of JSON bodies: each property broken one way at a time against its schema, each required one missing,
// extra properties, bodies that are not an object, and Content-Types around JSON.
import type { JsonObject, JsonValue } from "#test-support/spec-documents.js";
import type { ContractModel, OperationModel } from "../spec-model.js";
import { type AddCase, encoder, json, type Requests, setHeader, validJsonBody, withProbe } from "./cases.js";

/** A value of another JSON type than the schema asks for. */
function wrongType(schema: JsonObject): JsonValue {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "string") return 12345;
  if (type === "integer" || type === "number") return "5";
  if (type === "boolean") return "true";
  if (type === "array") return "not-an-array";
  return "not-an-object";
}

/** Strings that break a pattern, tried in turn: the first the pattern refuses. */
const patternBreakers = ["has space!", "line\nbreak", "ctrl\u0001char", "UPPER", "-lead", "x".repeat(3), ""];

interface Mutation {
  category: string;
  description: string;
  value: JsonValue | undefined;
}

/** Each way one property of a JSON body can break its schema. */
function mutationsOf(name: string, schema: JsonObject): Mutation[] {
  const out: Mutation[] = [];
  const push = (category: string, description: string, value: JsonValue | undefined) =>
    out.push({ category, description: `${name}: ${description}`, value });
  push("body: wrong type", `a ${typeof wrongType(schema)} instead`, wrongType(schema));
  if (!(Array.isArray(schema.type) && schema.type.includes("null"))) push("body: wrong type", "null", null);
  if (Array.isArray(schema.enum)) push("body: enum", "a value not in the enum", "not_in_enum");
  if (typeof schema.const === "string") push("body: enum", "another value than its const", `${schema.const}_other`);
  if (typeof schema.maxLength === "number" && schema.maxLength <= 20_000)
    push("body: length", `${schema.maxLength + 1} characters`, "a".repeat(schema.maxLength + 1));
  if (typeof schema.minLength === "number" && schema.minLength > 0) push("body: length", "empty", "");
  if (typeof schema.pattern === "string") {
    const pattern = new RegExp(schema.pattern, "u");
    const breaker = patternBreakers.find((candidate) => !pattern.test(candidate));
    if (breaker !== undefined) push("body: pattern", `${JSON.stringify(breaker)} against ${schema.pattern}`, breaker);
  }
  if (typeof schema.minimum === "number") push("body: range", `${schema.minimum - 1}`, schema.minimum - 1);
  if (typeof schema.maximum === "number") push("body: range", `${schema.maximum + 1}`, schema.maximum + 1);
  if (schema.type === "integer") push("body: range", "1.5, not an integer", 1.5);
  if (typeof schema.maxItems === "number" && schema.maxItems <= 1000)
    push(
      "body: length",
      `${schema.maxItems + 1} items`,
      Array.from({ length: schema.maxItems + 1 }, () => "en"),
    );
  if (schema.type === "object" || Array.isArray(schema.oneOf)) push("body: wrong type", "an empty object", {});
  return out;
}

/** JSON bodies: each property broken one way at a time, each required one missing, extra properties. */
export function jsonBodyCases(model: ContractModel, op: OperationModel, requests: Requests, add: AddCase): void {
  const name = `${op.method} ${op.path}`;
  const valid = requests.valid(op);
  if (op.body?.mediaType === "application/json") {
    const schema = op.body.schema;
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const jsonProbe = (body: Uint8Array, headers?: [string, string][]) =>
      withProbe(valid, (probe) => ({ ...probe, body, headers: headers ?? probe.headers }));
    for (const field of required) {
      const value = validJsonBody(op);
      delete value[field];
      add("body: missing required", `${name} without ${field}`, jsonProbe(json(value)));
    }
    for (const [field, propertySchema] of Object.entries((schema.properties as JsonObject) ?? {})) {
      for (const mutation of mutationsOf(field, model.resolveSchema(propertySchema))) {
        const value = validJsonBody(op);
        value[field] = mutation.value as JsonValue;
        add(mutation.category, `${name} ${mutation.description}`, jsonProbe(json(value)));
      }
    }
    add(
      "body: extra property",
      `${name} with an unknown property`,
      jsonProbe(json({ ...validJsonBody(op), unknown_option: true })),
    );
    for (const [category, text] of [
      ["body: empty", ""],
      ["body: malformed JSON", '{"model": '],
      ["body: not an object", "[]"],
      ["body: not an object", "null"],
      ["body: not an object", '"text"'],
      ["body: empty object", "{}"],
    ] as const) {
      add(category, `${name} with body ${JSON.stringify(text)}`, jsonProbe(encoder.encode(text)));
    }
    const body = json(validJsonBody(op));
    for (const [category, type] of [
      ["content-type: other JSON type", "application/vnd.api+json"],
      ["content-type: other JSON type", "application/merge-patch+json"],
      ["content-type: text", "text/plain"],
      ["content-type: form", "application/x-www-form-urlencoded"],
      ["content-type: charset", "application/json; charset=utf-8"],
      ["content-type: case", "Application/JSON"],
      ["content-type: none", undefined],
    ] as const) {
      add(
        category,
        `${name} with Content-Type ${type ?? "(none)"}`,
        withProbe(valid, (probe) => ({ ...probe, body, headers: setHeader(probe.headers, "content-type", type) })),
      );
    }
    add(
      "prefer: code=<2xx> on an invalid request",
      `${name} with {} and Prefer: code=201`,
      withProbe(valid, (probe) => ({
        ...probe,
        body: json({}),
        headers: [...probe.headers, ["prefer", "code=201"]],
      })),
    );
  }
}
