// The streaming spec's internal consistency: every message is on a channel and in an operation, with examples
// valid against its payload; the stream reuses the HTTP spec's Token and TranscriptionConfig; result examples
// order their tokens as the channel says; error kinds and stream error codes name each other.
import { type Finding, findingAt } from "./findings.js";
import type { SchemaValidator } from "./schema-validator.js";
import {
  childOf,
  deref,
  entriesOf,
  isObject,
  type JsonObject,
  type JsonValue,
  type Located,
  locate,
  type SpecDocuments,
  specFiles,
} from "./spec-located.js";
import { messageExamples, objectShape, schemaName, streamMessage, tokensOf } from "./spec-shapes.js";

/** The places a list of `$ref`s (a channel's messages, an operation's) leads to. */
function targetsOf(documents: SpecDocuments, list: Located): Set<string> {
  const items = Array.isArray(list.node)
    ? list.node.map((item, index) => childOf(list, String(index), item))
    : entriesOf(list);
  return new Set(items.map((item) => deref(documents, item).pointer));
}

export function checkStreamMessages(documents: SpecDocuments, validator: SchemaValidator): Finding[] {
  const findings: Finding[] = [];
  const onChannels = new Set<string>();
  for (const channel of entriesOf(locate(documents, specFiles.asyncapi, "/channels"))) {
    for (const target of targetsOf(
      documents,
      childOf(channel, "messages", (channel.node as JsonObject).messages ?? {}),
    ))
      onChannels.add(target);
  }
  const inOperations = new Set<string>();
  for (const operation of entriesOf(locate(documents, specFiles.asyncapi, "/operations"))) {
    for (const target of targetsOf(
      documents,
      childOf(operation, "messages", (operation.node as JsonObject).messages ?? []),
    ))
      inOperations.add(target);
  }
  for (const message of entriesOf(locate(documents, specFiles.asyncapi, "/components/messages"))) {
    const node = message.node as JsonObject;
    if (!onChannels.has(message.pointer))
      findings.push(findingAt(message, "on no channel; list it in the channel's messages"));
    if (!inOperations.has(message.pointer)) {
      findings.push(findingAt(message, "in no operation; add a send or receive operation that lists it"));
    }
    const examples = messageExamples(message);
    if (examples.length === 0)
      findings.push(findingAt(message, "no examples; add one (the mock and the docs show it)"));
    if (node.contentType === "application/octet-stream") {
      // Raw bytes have no JSON schema, and a primitive payload is a model modelina cannot name in most
      // languages: a binary frame has no payload and names its SDK type with x-sdk-type-name instead.
      if (node.payload !== undefined) {
        findings.push(
          findingAt(message, "a binary frame has no payload schema; drop it and name the type with x-sdk-type-name"),
        );
      }
      if (typeof node["x-sdk-type-name"] !== "string") {
        findings.push(findingAt(message, "a binary frame names its SDK type with x-sdk-type-name; add it"));
      }
      continue;
    }
    if (node.payload === undefined) {
      findings.push(findingAt(message, "no payload; $ref its schema under payload:"));
      continue;
    }
    const payload = childOf(message, "payload", node.payload);
    const resolved = deref(documents, payload);
    if (typeof (resolved.node as JsonObject).title !== "string") {
      findings.push(findingAt(resolved, "the payload schema has no title; modelina names the type after it"));
    }
    const type = objectShape(documents, payload).properties.get("type");
    if (type && typeof (deref(documents, type).node as JsonObject).const !== "string") {
      findings.push(findingAt(type, "the type field of a frame must be a const; clients tell frames apart by it"));
    }
    for (const example of examples) {
      for (const problem of validator.problems(payload, example.payload)) {
        findings.push(
          findingAt(childOf(example.at, "payload", example.payload ?? null), `${problem}; fix the example`),
        );
      }
    }
  }
  return findings;
}

/** The stream says a token and a transcription's options once, by `$ref` into the HTTP spec. */
export function checkStreamReuse(documents: SpecDocuments): Finding[] {
  const findings: Finding[] = [];
  const tokenAt = locate(documents, specFiles.asyncapi, "/components/schemas/RealtimeToken");
  const token = deref(documents, tokenAt);
  if (token.file !== specFiles.openapi || schemaName(token) !== "Token") {
    findings.push(
      findingAt(tokenAt, "must be the OpenAPI Token schema; $ref './openapi.yaml#/components/schemas/Token'"),
    );
  }
  const config = streamMessage(documents, "config");
  if (!config) return findings;
  const payload = deref(documents, childOf(config, "payload", (config.node as JsonObject).payload ?? {}));
  const parts = isObject(payload.node) ? payload.node.allOf : undefined;
  const reuses =
    Array.isArray(parts) &&
    parts.some((part) => isObject(part) && part.$ref === "./openapi.yaml#/components/schemas/TranscriptionConfig");
  if (!reuses) {
    findings.push(
      findingAt(payload, "the config message must reuse the OpenAPI TranscriptionConfig; add it to allOf by $ref"),
    );
  }
  return findings;
}

/** A result's tokens: final ones first, then interim ones; `<fin>` and `<end>` are final. */
export function checkResultTokenOrder(documents: SpecDocuments): Finding[] {
  const findings: Finding[] = [];
  const result = streamMessage(documents, "result");
  for (const example of result ? messageExamples(result) : []) {
    const tokens = tokensOf(isObject(example.payload) ? example.payload.tokens : undefined);
    const firstInterim = tokens.findIndex((token) => token.is_final === false);
    if (firstInterim >= 0 && tokens.slice(firstInterim).some((token) => token.is_final === true)) {
      findings.push(findingAt(example.at, "final tokens must come before interim ones; reorder the tokens"));
    }
    for (const token of tokens) {
      if ((token.text === "<fin>" || token.text === "<end>") && token.is_final !== true) {
        findings.push(findingAt(example.at, `${token.text} is a final token; set is_final: true`));
      }
    }
  }
  return findings;
}

/** The error kinds and the stream's error codes name each other, and every kind says what it is. */
export function checkErrorKindsConsistent(documents: SpecDocuments): Finding[] {
  const findings: Finding[] = [];
  const kindsAt = locate(documents, specFiles.openapi, "/x-error-kinds");
  const kinds = Array.isArray(kindsAt.node)
    ? kindsAt.node.map((kind, index) => childOf(kindsAt, String(index), kind))
    : [];
  const names = new Set(kinds.map((kind) => (isObject(kind.node) ? kind.node.name : undefined)));
  const unknown = (name: JsonValue | undefined) => `names ${String(name)}, which is not a kind of x-error-kinds`;
  for (const kind of kinds) {
    const node = isObject(kind.node) ? kind.node : {};
    if (typeof node.description !== "string") findings.push(findingAt(kind, "a kind without a description; add one"));
    if (node.parent !== null && !names.has(node.parent)) {
      findings.push(
        findingAt(childOf(kind, "parent", node.parent ?? null), `${unknown(node.parent)}; use a declared kind or null`),
      );
    }
  }
  const streamErrors = locate(documents, specFiles.asyncapi, "/x-stream-errors");
  const errors = isObject(streamErrors.node) ? streamErrors.node : {};
  if (!names.has(errors["fallback-kind"])) {
    findings.push(
      findingAt(
        childOf(streamErrors, "fallback-kind", errors["fallback-kind"] ?? null),
        unknown(errors["fallback-kind"]),
      ),
    );
  }
  const codesAt = childOf(streamErrors, "codes", errors.codes ?? []);
  const codes = Array.isArray(codesAt.node)
    ? codesAt.node.map((code, index) => childOf(codesAt, String(index), code))
    : [];
  for (const code of codes) {
    const kind = isObject(code.node) ? code.node.kind : undefined;
    if (!names.has(kind)) findings.push(findingAt(childOf(code, "kind", kind ?? null), unknown(kind)));
  }
  const known = new Set(codes.map((code) => (isObject(code.node) ? code.node["error-code"] : undefined)));
  const errorMessage = streamMessage(documents, "error");
  for (const example of errorMessage ? messageExamples(errorMessage) : []) {
    const code = isObject(example.payload) ? example.payload.error_code : undefined;
    if (!known.has(code)) {
      findings.push(
        findingAt(
          example.at,
          `error_code ${String(code)} is not in x-stream-errors; add it there or use a listed code`,
        ),
      );
    }
  }
  return findings;
}
