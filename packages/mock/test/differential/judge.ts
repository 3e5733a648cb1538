// Judges one answer against the HTTP contract (status declared, body valid for that status and media type, JSON
// or text, error type one the spec names for it, required headers there and valid), and two answers against each
// other (status, error type, body shape, with ids and timestamps put aside).
import { createSchemaValidator } from "#test-support/schema-validator.js";
import { isObject, type JsonValue } from "#test-support/spec-documents.js";
import { type ContractModel, operationFor } from "./spec-model.js";

/** An answer as read: bounded, its body parsed when it is JSON. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body's text (empty when there is none). */
  text: string;
  json?: JsonValue;
}

const maxBodyBytes = 4 * 1024 * 1024;

/** Reads a response's body up to a bound: a mock that answered more than that is a finding, not a hang. */
export async function readAnswer(response: Response): Promise<Answer> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBodyBytes) {
        await reader.cancel();
        throw new Error(`an answer of more than ${maxBodyBytes} bytes`);
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  let json: JsonValue | undefined;
  try {
    json = text === "" ? undefined : (JSON.parse(text) as JsonValue);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers, text, json };
}

export interface Judge {
  /** What the contract does not back in this answer to this request; empty when it backs all of it. */
  problems(method: string, target: string, answer: Answer): string[];
}

export function createJudge(model: ContractModel): Judge {
  const validator = createSchemaValidator(model.documents);
  return {
    problems(method, target, answer) {
      const path = target.split("?")[0] as string;
      const found = operationFor(model, method, path);
      if (!found) return [`no operation of the spec at ${method} ${path}`];
      const response = found.operation.responses.get(String(answer.status));
      if (!response) return [`status ${answer.status} is not declared for ${found.operation.operationId}`];
      const out: string[] = [];
      if (method === "HEAD") {
        if (answer.text !== "") out.push(`HEAD answered a body of ${answer.text.length} characters`);
      } else if (response.contents.size > 0) {
        const type = answer.headers["content-type"] ?? "";
        const mediaType = type.split(";")[0]?.trim().toLowerCase() ?? "";
        const schema = response.contents.get(mediaType);
        if (!schema) {
          out.push(
            `Content-Type ${JSON.stringify(type)}, not one of ${[...response.contents.keys()].join(", ")} (the spec's for ${answer.status})`,
          );
        } else if (!isJsonMediaType(mediaType)) {
          // Text or bytes: the schema is a string's (its length and pattern), held against the text as read.
          for (const problem of validator.problems(schema, answer.text).slice(0, 3)) out.push(`body ${problem}`);
        } else if (answer.json === undefined) out.push(`body is not JSON: ${JSON.stringify(answer.text.slice(0, 60))}`);
        else {
          for (const problem of validator.problems(schema, answer.json).slice(0, 3)) out.push(`body ${problem}`);
          const errorType = isObject(answer.json) ? answer.json.error_type : undefined;
          // An error body's error_type is a word the spec names for that status; a 2xx body's (a transcription
          // that ended in error) is data, held to its schema alone.
          if (
            answer.status >= 400 &&
            response.errorTypes.size > 0 &&
            typeof errorType === "string" &&
            !response.errorTypes.has(errorType)
          )
            out.push(
              `error_type ${errorType}, not one the spec names for ${answer.status} (${[...response.errorTypes].join(", ")})`,
            );
          if (
            isObject(answer.json) &&
            "request_id" in answer.json &&
            answer.json.request_id !== answer.headers["x-request-id"]
          )
            out.push("request_id differs from X-Request-Id");
        }
      } else if (answer.text !== "")
        out.push(`status ${answer.status} has no body in the spec, got ${answer.text.length} characters`);
      for (const [name, header] of response.headers) {
        const value = answer.headers[name];
        if (value === undefined) {
          if (header.required) out.push(`required header ${name} missing`);
          continue;
        }
        const node = header.schema.node;
        const typed = isObject(node) && node.type === "integer" && /^-?\d+$/.test(value) ? Number(value) : value;
        for (const problem of validator.problems(header.schema, typed)) out.push(`header ${name}: ${problem}`);
      }
      return out;
    },
  };
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

const variable = new Set([
  "id",
  "file_id",
  "request_id",
  "created_at",
  "expires_at",
  "api_key",
  "next_page_cursor",
  "secret",
  "previous_secret_expires_at",
]);

/** The JSON with what differs by run put aside: ids, timestamps, keys, secrets, cursors (their presence stays). */
export function normalize(value: JsonValue | undefined): JsonValue | undefined {
  if (Array.isArray(value)) return value.map((item) => normalize(item) as JsonValue);
  if (!isObject(value)) return value;
  const out: Record<string, JsonValue> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = variable.has(key) && typeof item === "string" ? `<${key}>` : (normalize(item) as JsonValue);
  }
  return out;
}

/** A JSON value's shape: the keys of its objects and the types of its leaves, arrays as their items' shapes. */
export function shapeOf(value: JsonValue | undefined): string {
  if (value === undefined) return "none";
  if (value === null) return "null";
  if (Array.isArray(value)) return `[${[...new Set(value.map(shapeOf))].sort().join("|")}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${key}:${shapeOf(value[key])}`)
      .join(",")}}`;
  }
  return typeof value;
}

/**
 * Where two answers to one request disagree: status, error type, then body (2xx: values; errors: shape). An
 * answer made up from the schema (`Prefer: dynamic=true`) has random values and array lengths: its body is
 * held to the schema alone, by the judge.
 */
export function disagreement(server: Answer, handlers: Answer, generated = false): string | undefined {
  if (server.status !== handlers.status) return "status";
  // A generated success body's error_type (a transcription that ended in error) is random data like the rest.
  if (generated && server.status < 300) return undefined;
  const errorType = (answer: Answer) => (isObject(answer.json) ? answer.json.error_type : undefined);
  if (errorType(server) !== errorType(handlers)) return "error_type";
  if (generated) return undefined;
  if (server.status < 300) {
    // A body that is not JSON (captions, bytes) is compared as the text it is.
    const same =
      server.json === undefined && handlers.json === undefined
        ? server.text === handlers.text
        : JSON.stringify(normalize(server.json)) === JSON.stringify(normalize(handlers.json));
    if (!same) return "body";
  } else if (shapeOf(server.json) !== shapeOf(handlers.json)) return "body shape";
  if ((server.text === "") !== (handlers.text === "")) return "body presence";
  return undefined;
}
