// The HTTP spec's examples and headers: every body has named examples valid against its schema, error answers
// carry what the error body promises, every answer its request id, and each example means what the spec says
// (a completed transcription's text is its tokens, batch tokens are final).
import { type Finding, findingAt } from "./findings.js";
import type { SchemaValidator } from "./schema-validator.js";
import {
  childOf,
  deref,
  entriesOf,
  isObject,
  type JsonObject,
  keyOf,
  type Located,
  locate,
  type SpecDocuments,
  specFiles,
} from "./spec-located.js";
import { mediaTypesOf, namedExamples, operationsOf, schemaName, tokensOf } from "./spec-shapes.js";

export function checkHttpExamples(documents: SpecDocuments, validator: SchemaValidator): Finding[] {
  const findings: Finding[] = [];
  for (const use of mediaTypesOf(documents)) {
    const schema = (use.mediaType.node as JsonObject).schema;
    const examples = namedExamples(documents, use.mediaType);
    if (examples.length === 0) {
      findings.push(findingAt(use.mediaType, `no named examples (${use.where}); add one under examples:`));
    }
    if (schema === undefined) {
      findings.push(findingAt(use.mediaType, `no schema (${use.where}); add one`));
      continue;
    }
    const schemaAt = childOf(use.mediaType, "schema", schema);
    const isError = use.status !== undefined && use.status >= 400;
    for (const { name, example } of examples) {
      const value = (example.node as JsonObject).value;
      if (value === undefined) {
        findings.push(findingAt(example, `example ${name} has no value (${use.where}); give it one`));
        continue;
      }
      const valueAt = childOf(example, "value", value);
      for (const problem of validator.problems(schemaAt, value)) {
        findings.push(
          findingAt(valueAt, `${problem}, against the schema of ${use.where}; fix the example or the schema`),
        );
      }
      if (isError && isObject(value)) {
        if (value.status_code !== use.status) {
          findings.push(findingAt(valueAt, `status_code should be ${use.status}, the status of ${use.where}`));
        }
        if (typeof value.request_id !== "string") {
          findings.push(findingAt(valueAt, `no request_id in an error body (${use.where}); add one`));
        }
      }
    }
    if (isError && schemaName(deref(documents, schemaAt)) !== "ErrorBody") {
      findings.push(findingAt(schemaAt, `an error answer (${use.where}) must use the ErrorBody schema; $ref it`));
    }
  }
  for (const { method, path, operation } of operationsOf(documents)) {
    for (const response of entriesOf(childOf(operation, "responses", (operation.node as JsonObject).responses ?? {}))) {
      const resolved = deref(documents, response);
      const headers = (resolved.node as JsonObject).headers;
      const where = `${method.toUpperCase()} ${path} ${keyOf(response)}`;
      if (!isObject(headers) || !("X-Request-Id" in headers)) {
        findings.push(findingAt(resolved, `no X-Request-Id header (${where}); $ref #/components/headers/RequestId`));
      }
      if (["429", "503"].includes(keyOf(response)) && !(isObject(headers) && "Retry-After" in headers)) {
        findings.push(findingAt(resolved, `no Retry-After header (${where}); clients wait by it, add it`));
      }
    }
  }
  for (const kind of ["parameters", "headers"] as const) {
    for (const component of entriesOf(locate(documents, specFiles.openapi, `/components/${kind}`))) {
      const node = component.node as JsonObject;
      if (node.example === undefined) {
        findings.push(findingAt(component, "no example; add one (the reference and the mock show it)"));
        continue;
      }
      for (const problem of validator.problems(childOf(component, "schema", node.schema ?? {}), node.example)) {
        findings.push(findingAt(childOf(component, "example", node.example), `${problem}; fix the example`));
      }
    }
  }
  return findings;
}

/** A transcription an HTTP example shows (the example itself, or an item of its list), located. */
export interface TranscriptionExample {
  where: string;
  at: Located;
  value: JsonObject;
}

/** Every transcription the HTTP spec's successful answers show in their examples. */
export function transcriptionExamples(documents: SpecDocuments): TranscriptionExample[] {
  const found: TranscriptionExample[] = [];
  for (const use of mediaTypesOf(documents)) {
    if (use.status === undefined || use.status >= 300) continue;
    for (const { name, example } of namedExamples(documents, use.mediaType)) {
      const value = (example.node as JsonObject).value;
      if (!isObject(value)) continue;
      const where = `${use.where} example ${name}`;
      const at = childOf(example, "value", value);
      if ("status" in value && "file_id" in value && "id" in value) found.push({ where, at, value });
      const list = value.transcriptions;
      if (!Array.isArray(list)) continue;
      list.forEach((item, index) => {
        if (isObject(item)) {
          found.push({ where, at: childOf(childOf(at, "transcriptions", list), String(index), item), value: item });
        }
      });
    }
  }
  return found;
}

/** What each transcription example must show beyond schema validity: the spec's rules about text and tokens. */
export function checkExampleMeaning(documents: SpecDocuments): Finding[] {
  const findings: Finding[] = [];
  for (const { at, value } of transcriptionExamples(documents)) {
    const tokens = tokensOf(value.tokens);
    if (value.status === "completed" && "tokens" in value) {
      if (typeof value.text !== "string") findings.push(findingAt(at, "a completed transcription carries text"));
      const original = tokens.filter((token) => token.translation_status !== "translation");
      const joined = original.map((token) => token.text).join("");
      if (joined !== value.text) {
        findings.push(
          findingAt(at, `text is not the concatenation of its tokens ("${joined}"); make the text and tokens agree`),
        );
      }
    }
    if (value.status === "error" && (typeof value.error_type !== "string" || typeof value.error_message !== "string")) {
      findings.push(findingAt(at, "an error transcription carries error_type and error_message; add them"));
    }
    for (const token of tokens) {
      if (token.is_final !== true) findings.push(findingAt(at, "batch tokens are final; set is_final: true"));
      if (typeof token.start_ms === "number" && typeof token.end_ms === "number" && token.end_ms < token.start_ms) {
        findings.push(findingAt(at, `token "${token.text}" ends before it starts; fix its start_ms or end_ms`));
      }
    }
  }
  return findings;
}
