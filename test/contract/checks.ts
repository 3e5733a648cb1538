// Checks of the contract against the interface document. Each returns a list of readable problems (empty
// when the specs conform), so the tests can show that a spec with a field or example removed fails.

import { methodNameOf } from "../../scripts/generate/naming.js";
import type { SchemaValidator } from "../support/schema-validator.js";
import {
  childOf,
  deref,
  entriesOf,
  isObject,
  type JsonObject,
  type JsonValue,
  keyOf,
  type Located,
  namedSchema,
  nodeAt,
  type SpecDocuments,
  specFiles,
} from "../support/spec-documents.js";
import {
  type ExpectedFieldType,
  expectedErrorKinds,
  expectedHttpStatusKinds,
  expectedOperations,
  expectedResources,
  expectedStreamErrors,
  expectedStreamMessages,
} from "./expectations.js";

const httpMethods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

interface ObjectShape {
  properties: Map<string, Located>;
  required: Set<string>;
}

/** The properties and required names of an object schema, merged over `allOf`. */
export function objectShape(documents: SpecDocuments, schema: Located): ObjectShape {
  const shape: ObjectShape = { properties: new Map(), required: new Set() };
  const visit = (located: Located) => {
    const resolved = deref(documents, located);
    const node = resolved.node;
    if (!isObject(node)) return;
    const properties = node.properties;
    if (isObject(properties)) {
      for (const property of entriesOf(childOf(resolved, "properties", properties))) {
        shape.properties.set(keyOf(property), property);
      }
    }
    if (Array.isArray(node.required)) {
      for (const name of node.required) if (typeof name === "string") shape.required.add(name);
    }
    if (Array.isArray(node.allOf)) {
      node.allOf.forEach((part, index) => {
        visit(childOf(childOf(resolved, "allOf", node.allOf as JsonValue[]), String(index), part));
      });
    }
  };
  visit(schema);
  return shape;
}

/** Every operation of the OpenAPI document, located, with its path-level parameters. */
export function operationsOf(documents: SpecDocuments): { method: string; path: string; operation: Located }[] {
  const paths: Located = { file: specFiles.openapi, pointer: "/paths", node: documents["openapi.yaml"].paths ?? {} };
  const operations: { method: string; path: string; operation: Located }[] = [];
  for (const pathItem of entriesOf(paths)) {
    for (const entry of entriesOf(pathItem)) {
      if (httpMethods.includes(keyOf(entry))) {
        operations.push({ method: keyOf(entry), path: keyOf(pathItem), operation: entry });
      }
    }
  }
  return operations;
}

function schemaName(located: Located): string | undefined {
  const match = /^\/components\/schemas\/([^/]+)$/.exec(located.pointer);
  return match?.[1];
}

function parameterNames(documents: SpecDocuments, operation: Located): string[] {
  const pathItemPointer = operation.pointer.replace(/\/[^/]+$/, "");
  const lists = [`${pathItemPointer}/parameters`, `${operation.pointer}/parameters`];
  const names: string[] = [];
  for (const pointer of lists) {
    const list = nodeAt(documents, specFiles.openapi, pointer);
    if (!Array.isArray(list)) continue;
    list.forEach((parameter, index) => {
      const resolved = deref(documents, { file: specFiles.openapi, pointer: `${pointer}/${index}`, node: parameter });
      if (isObject(resolved.node) && typeof resolved.node.name === "string") names.push(resolved.node.name);
    });
  }
  return names;
}

export function checkOperations(documents: SpecDocuments): string[] {
  const problems: string[] = [];
  const operations = operationsOf(documents);
  for (const expected of expectedOperations) {
    const where = `${expected.method.toUpperCase()} ${expected.path}`;
    const found = operations.find((o) => o.method === expected.method && o.path === expected.path);
    if (!found) {
      problems.push(`${where}: missing`);
      continue;
    }
    const operation = found.operation.node as JsonObject;
    if (operation.operationId !== expected.operationId) {
      problems.push(`${where}: operationId should be ${expected.operationId}`);
    }
    const method = operation["x-sdk-method"] ?? methodNameOf(String(operation.operationId), expected.tag);
    if (method !== expected.sdkMethod) {
      problems.push(
        `${where}: the SDK method (x-sdk-method, or derived from the operationId) should be ${expected.sdkMethod}`,
      );
    }
    if (!Array.isArray(operation.tags) || !operation.tags.includes(expected.tag)) {
      problems.push(`${where}: should be tagged ${expected.tag}`);
    }
    for (const field of ["summary", "description"]) {
      if (typeof operation[field] !== "string" || (operation[field] as string).trim() === "") {
        problems.push(`${where}: no ${field}`);
      }
    }
    const responses = isObject(operation.responses) ? operation.responses : {};
    if (!(expected.successStatus in responses)) problems.push(`${where}: no ${expected.successStatus} response`);
    if (!("401" in responses)) problems.push(`${where}: no 401 response`);
    if (Array.isArray(operation.security) && operation.security.length === 0) {
      problems.push(`${where}: must not opt out of bearer security`);
    }
    const parameters = parameterNames(documents, found.operation);
    for (const name of expected.parameters ?? []) {
      if (!parameters.includes(name)) problems.push(`${where}: no ${name} parameter`);
    }
    if (expected.request) {
      const mediaPointer = `${found.operation.pointer}/requestBody/content/${expected.request.mediaType.replace("/", "~1")}`;
      const schema = nodeAt(documents, specFiles.openapi, `${mediaPointer}/schema`);
      if (schema === undefined) {
        problems.push(`${where}: no ${expected.request.mediaType} request body schema`);
      } else {
        const shape = objectShape(documents, {
          file: specFiles.openapi,
          pointer: `${mediaPointer}/schema`,
          node: schema,
        });
        for (const name of expected.request.required) {
          if (!shape.required.has(name)) problems.push(`${where}: request must require ${name}`);
        }
        for (const name of [...expected.request.required, ...(expected.request.accepted ?? [])]) {
          if (!shape.properties.has(name)) problems.push(`${where}: request does not accept ${name}`);
        }
      }
    }
    if (expected.response) {
      const pointer = `${found.operation.pointer}/responses/${expected.successStatus}`;
      const response = deref(documents, {
        file: specFiles.openapi,
        pointer,
        node: responses[expected.successStatus] ?? {},
      });
      const schema = isObject(response.node)
        ? nodeAt(documents, specFiles.openapi, `${response.pointer}/content/application~1json/schema`)
        : undefined;
      if (schema === undefined) {
        problems.push(`${where}: ${expected.successStatus} has no JSON schema`);
      } else {
        const located = {
          file: specFiles.openapi,
          pointer: `${response.pointer}/content/application~1json/schema`,
          node: schema,
        };
        const resolved = deref(documents, located);
        if (schemaName(resolved) !== expected.response.schema) {
          problems.push(`${where}: ${expected.successStatus} should return ${expected.response.schema}`);
        }
        const shape = objectShape(documents, resolved);
        for (const name of expected.response.required) {
          if (!shape.required.has(name)) problems.push(`${where}: ${expected.response.schema} must require ${name}`);
        }
      }
    }
  }
  return problems;
}

/**
 * The JSON types a schema allows: its `type`, or, for an open enum (an `anyOf` of an enum and a bounded
 * string, with no `type` of its own), the types its members share.
 */
function typesOf(documents: SpecDocuments, schema: Located): JsonValue[] {
  const resolved = deref(documents, schema);
  const node = resolved.node as JsonObject;
  if (node.type === undefined && Array.isArray(node.anyOf)) {
    const members = node.anyOf.map((member, index) =>
      typesOf(documents, childOf(childOf(resolved, "anyOf", node.anyOf as JsonValue[]), String(index), member)),
    );
    return (members[0] ?? []).filter((type) => members.every((types) => types.includes(type)));
  }
  return Array.isArray(node.type) ? node.type : [node.type ?? null];
}

/** The values a schema lists: its `enum`, or the `enum` of a member of its `anyOf` (an open enum's known values). */
function listedValues(node: JsonObject): JsonValue[] {
  if (Array.isArray(node.enum)) return node.enum;
  const members = Array.isArray(node.anyOf) ? node.anyOf.filter(isObject) : [];
  return members.flatMap((member) => (Array.isArray(member.enum) ? member.enum : []));
}

function typeProblem(documents: SpecDocuments, property: Located, expected: ExpectedFieldType): string | undefined {
  const resolved = deref(documents, property);
  const node = resolved.node as JsonObject;
  const types = typesOf(documents, resolved);
  if (expected.startsWith("ref:")) {
    const name = expected.slice(4);
    return schemaName(resolved) === name ? undefined : `should be the ${name} schema`;
  }
  if (expected === "date-time") {
    return types.includes("string") && node.format === "date-time" ? undefined : "should be a date-time string";
  }
  if (expected.startsWith("array")) {
    if (!types.includes("array")) return "should be an array";
    const itemName = /^array<(.+)>$/.exec(expected)?.[1];
    if (itemName && isObject(node.items)) {
      const items = deref(documents, childOf(resolved, "items", node.items));
      if (schemaName(items) !== itemName) return `should be an array of ${itemName}`;
    }
    return undefined;
  }
  return types.includes(expected) ? undefined : `should be of type ${expected}`;
}

export function checkResourceFields(documents: SpecDocuments): string[] {
  const problems: string[] = [];
  for (const [resource, fields] of Object.entries(expectedResources)) {
    let shape: ObjectShape;
    try {
      shape = objectShape(documents, namedSchema(documents, resource));
    } catch (error) {
      problems.push(`${resource}: ${(error as Error).message}`);
      continue;
    }
    for (const [field, type] of Object.entries(fields)) {
      const property = shape.properties.get(field);
      if (!property) {
        problems.push(`${resource}.${field}: missing`);
        continue;
      }
      const problem = typeProblem(documents, property, type);
      if (problem) problems.push(`${resource}.${field}: ${problem}`);
    }
  }
  const status = namedSchema(documents, "TranscriptionStatus").node as JsonObject;
  for (const value of ["processing", "completed"]) {
    if (!listedValues(status).includes(value)) {
      problems.push(`TranscriptionStatus: must include ${value}`);
    }
  }
  const translation = namedSchema(documents, "TranslationConfig");
  const variants = Array.isArray((translation.node as JsonObject).oneOf)
    ? ((translation.node as JsonObject).oneOf as JsonValue[])
    : [];
  const variantNames = variants.map((variant, index) =>
    schemaName(deref(documents, childOf(childOf(translation, "oneOf", variants), String(index), variant))),
  );
  for (const name of ["OneWayTranslation", "TwoWayTranslation"]) {
    if (!variantNames.includes(name)) problems.push(`TranslationConfig: must offer the ${name} variant`);
  }
  return problems;
}

interface MediaTypeUse {
  where: string;
  status?: number;
  mediaType: Located;
}

function mediaTypesOf(documents: SpecDocuments): MediaTypeUse[] {
  const uses: MediaTypeUse[] = [];
  for (const { method, path, operation } of operationsOf(documents)) {
    const where = `${method.toUpperCase()} ${path}`;
    const node = operation.node as JsonObject;
    if (isObject(node.requestBody)) {
      const body = deref(documents, childOf(operation, "requestBody", node.requestBody));
      for (const mediaType of entriesOf(childOf(body, "content", (body.node as JsonObject).content ?? {}))) {
        uses.push({ where: `${where} request ${keyOf(mediaType)}`, mediaType });
      }
    }
    for (const response of entriesOf(childOf(operation, "responses", node.responses ?? {}))) {
      const resolved = deref(documents, response);
      const content = (resolved.node as JsonObject).content;
      for (const mediaType of entriesOf(childOf(resolved, "content", content ?? {}))) {
        uses.push({
          where: `${where} ${keyOf(response)} ${keyOf(mediaType)}`,
          status: Number(keyOf(response)),
          mediaType,
        });
      }
    }
  }
  return uses;
}

/** Named examples of a media type, each with its name and its `$ref` followed. */
function namedExamples(documents: SpecDocuments, mediaType: Located): { name: string; example: Located }[] {
  const examples = (mediaType.node as JsonObject).examples;
  if (!isObject(examples)) return [];
  return entriesOf(childOf(mediaType, "examples", examples)).map((example) => ({
    name: keyOf(example),
    example: deref(documents, example),
  }));
}

export function checkHttpExamples(documents: SpecDocuments, validator: SchemaValidator): string[] {
  const problems: string[] = [];
  for (const use of mediaTypesOf(documents)) {
    const schema = (use.mediaType.node as JsonObject).schema;
    const examples = namedExamples(documents, use.mediaType);
    if (examples.length === 0) problems.push(`${use.where}: no named examples`);
    if (schema === undefined) {
      problems.push(`${use.where}: no schema`);
      continue;
    }
    const schemaAt = childOf(use.mediaType, "schema", schema);
    for (const { name, example } of examples) {
      const value = (example.node as JsonObject).value;
      const label = `${use.where} example ${name}`;
      if (value === undefined) {
        problems.push(`${label}: no value`);
        continue;
      }
      for (const problem of validator.problems(schemaAt, value)) problems.push(`${label}: ${problem}`);
      if (use.status !== undefined && use.status >= 400 && isObject(value)) {
        if (value.status_code !== use.status) problems.push(`${label}: status_code should be ${use.status}`);
        if (typeof value.request_id !== "string") problems.push(`${label}: no request_id`);
      }
    }
    if (use.status !== undefined && use.status >= 400 && schemaName(deref(documents, schemaAt)) !== "ErrorBody") {
      problems.push(`${use.where}: error responses must use the ErrorBody schema`);
    }
  }
  for (const { method, path, operation } of operationsOf(documents)) {
    for (const response of entriesOf(childOf(operation, "responses", (operation.node as JsonObject).responses ?? {}))) {
      const resolved = deref(documents, response);
      const headers = (resolved.node as JsonObject).headers;
      const where = `${method.toUpperCase()} ${path} ${keyOf(response)}`;
      if (!isObject(headers) || !("X-Request-Id" in headers)) problems.push(`${where}: no X-Request-Id header`);
      if (["429", "503"].includes(keyOf(response)) && !(isObject(headers) && "Retry-After" in headers)) {
        problems.push(`${where}: no Retry-After header`);
      }
    }
  }
  for (const kind of ["parameters", "headers"] as const) {
    const components: Located = {
      file: specFiles.openapi,
      pointer: `/components/${kind}`,
      node: (documents["openapi.yaml"].components as JsonObject)[kind] ?? {},
    };
    for (const component of entriesOf(components)) {
      const node = component.node as JsonObject;
      if (node.example === undefined) {
        problems.push(`components/${kind}/${keyOf(component)}: no example`);
        continue;
      }
      for (const problem of validator.problems(childOf(component, "schema", node.schema ?? {}), node.example)) {
        problems.push(`components/${kind}/${keyOf(component)} example: ${problem}`);
      }
    }
  }
  return problems;
}

function tokensOf(value: JsonValue | undefined): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** What the examples must show beyond schema validity: the document's rules about text, tokens and states. */
export function checkExampleMeaning(documents: SpecDocuments): string[] {
  const problems: string[] = [];
  const transcriptionExamples: { label: string; value: JsonObject }[] = [];
  for (const use of mediaTypesOf(documents)) {
    if (use.status === undefined || use.status >= 300) continue;
    for (const { name, example } of namedExamples(documents, use.mediaType)) {
      const value = (example.node as JsonObject).value;
      const label = `${use.where} example ${name}`;
      if (!isObject(value)) continue;
      const items = Array.isArray(value.transcriptions) ? value.transcriptions.filter(isObject) : [];
      for (const item of "status" in value && "file_id" in value && "id" in value ? [value] : items) {
        transcriptionExamples.push({ label, value: item });
      }
      if (use.where.startsWith("POST /transcriptions 201") && value.status !== "processing") {
        problems.push(`${label}: a create answers status processing`);
      }
    }
  }
  const seenStatuses = new Set<string>();
  let diarized = false;
  let translated = false;
  for (const { label, value } of transcriptionExamples) {
    seenStatuses.add(String(value.status));
    const tokens = tokensOf(value.tokens);
    diarized ||= tokens.some((token) => typeof token.speaker === "string");
    translated ||= tokens.some((token) => token.translation_status === "translation");
    if (value.status === "completed" && "tokens" in value) {
      if (typeof value.text !== "string") problems.push(`${label}: a completed transcription carries text`);
      const original = tokens.filter((token) => token.translation_status !== "translation");
      const joined = original.map((token) => token.text).join("");
      if (joined !== value.text) problems.push(`${label}: text is not the concatenation of its tokens ("${joined}")`);
    }
    if (value.status === "error" && (typeof value.error_type !== "string" || typeof value.error_message !== "string")) {
      problems.push(`${label}: an error transcription carries error_type and error_message`);
    }
    for (const token of tokens) {
      if (token.is_final !== true) problems.push(`${label}: batch tokens are final`);
      if (typeof token.start_ms === "number" && typeof token.end_ms === "number" && token.end_ms < token.start_ms) {
        problems.push(`${label}: token "${token.text}" ends before it starts`);
      }
    }
  }
  for (const status of ["queued", "processing", "completed", "error"]) {
    if (!seenStatuses.has(status)) problems.push(`no Transcription example with status ${status}`);
  }
  if (!diarized) problems.push("no diarized Transcription example (tokens with speaker)");
  if (!translated) problems.push("no translated Transcription example (tokens with translation_status translation)");
  return problems;
}

function streamMessage(documents: SpecDocuments, name: string): Located | undefined {
  const pointer = `/components/messages/${name}`;
  const node = nodeAt(documents, specFiles.asyncapi, pointer);
  return node === undefined ? undefined : { file: specFiles.asyncapi, pointer, node };
}

function messageExamples(message: Located): { name: string; payload: JsonValue | undefined }[] {
  const examples = (message.node as JsonObject).examples;
  if (!Array.isArray(examples)) return [];
  return examples.filter(isObject).map((example, index) => ({
    name: typeof example.name === "string" ? example.name : `#${index}`,
    payload: example.payload,
  }));
}

export function checkStreamingContract(documents: SpecDocuments, validator: SchemaValidator): string[] {
  const problems: string[] = [];
  const asyncapi = documents["asyncapi.yaml"];
  const channel = (isObject(asyncapi.channels) && asyncapi.channels.transcribe) as JsonObject | false;
  if (!isObject(channel)) return ["asyncapi: no transcribe channel"];
  const description = String(channel.description ?? "");
  for (const state of ["closed", "connected", "configured", "streaming", "finalizing"]) {
    if (!description.includes(`| ${state}`))
      problems.push(`channel description: state ${state} missing from the table`);
  }
  const operations = isObject(asyncapi.operations) ? Object.values(asyncapi.operations).filter(isObject) : [];
  for (const [name, expected] of Object.entries(expectedStreamMessages)) {
    const message = streamMessage(documents, name);
    if (!message) {
      problems.push(`message ${name}: missing`);
      continue;
    }
    if (!(isObject(channel.messages) && name in channel.messages)) problems.push(`message ${name}: not on the channel`);
    const refTarget = `#/channels/transcribe/messages/${name}`;
    const operation = operations.find(
      (op) => Array.isArray(op.messages) && op.messages.some((m) => isObject(m) && m.$ref === refTarget),
    );
    if (!operation) problems.push(`message ${name}: no operation`);
    else if (operation.action !== expected.action)
      problems.push(`message ${name}: the service should ${expected.action} it`);
    const payloadNode = (message.node as JsonObject).payload;
    const examples = messageExamples(message);
    if (examples.length === 0) problems.push(`message ${name}: no examples`);
    if ((message.node as JsonObject).contentType === "application/octet-stream") {
      // Raw bytes have no JSON schema, and a primitive payload is a model modelina cannot name in most
      // languages: a binary frame has no payload and names its SDK type with x-sdk-type-name instead.
      if (payloadNode !== undefined) problems.push(`message ${name}: a binary frame has no payload schema`);
      if (typeof (message.node as JsonObject)["x-sdk-type-name"] !== "string")
        problems.push(`message ${name}: a binary frame names its type with x-sdk-type-name`);
      continue;
    }
    if (payloadNode === undefined) {
      problems.push(`message ${name}: no payload`);
      continue;
    }
    const payload = childOf(message, "payload", payloadNode);
    const resolved = deref(documents, payload);
    if (typeof (resolved.node as JsonObject).title !== "string")
      problems.push(`message ${name}: payload schema has no title`);
    const shape = objectShape(documents, payload);
    for (const field of expected.required) {
      if (!shape.required.has(field)) problems.push(`message ${name}: payload must require ${field}`);
    }
    const type = shape.properties.get("type");
    if (type && typeof (deref(documents, type).node as JsonObject).const !== "string") {
      problems.push(`message ${name}: its type field must be a const`);
    }
    for (const example of examples) {
      for (const problem of validator.problems(payload, example.payload)) {
        problems.push(`message ${name} example ${example.name}: ${problem}`);
      }
    }
  }
  const realtimeToken = deref(documents, {
    file: specFiles.asyncapi,
    pointer: "/components/schemas/RealtimeToken",
    node: nodeAt(documents, specFiles.asyncapi, "/components/schemas/RealtimeToken") ?? {},
  });
  if (realtimeToken.file !== specFiles.openapi || schemaName(realtimeToken) !== "Token") {
    problems.push("RealtimeToken must be the OpenAPI Token schema, by $ref");
  }
  const config = streamMessage(documents, "config");
  const configPayload =
    config && deref(documents, childOf(config, "payload", (config.node as JsonObject).payload ?? {}));
  const configParts = isObject(configPayload?.node) ? configPayload.node.allOf : undefined;
  const reusesConfig =
    Array.isArray(configParts) &&
    configParts.some(
      (part) => isObject(part) && part.$ref === "./openapi.yaml#/components/schemas/TranscriptionConfig",
    );
  if (!reusesConfig) problems.push("the config message must reuse the OpenAPI TranscriptionConfig by $ref");
  if (JSON.stringify(asyncapi).includes('"discriminator"'))
    problems.push("asyncapi: no discriminator (modelina ignores it)");

  const result = streamMessage(documents, "result");
  const resultExamples = result ? messageExamples(result) : [];
  const specialTokens = new Set<string>();
  let interimOnly = false;
  for (const example of resultExamples) {
    const tokens = tokensOf(isObject(example.payload) ? example.payload.tokens : undefined);
    interimOnly ||= tokens.length > 0 && tokens.every((token) => token.is_final === false);
    const firstInterim = tokens.findIndex((token) => token.is_final === false);
    if (firstInterim >= 0 && tokens.slice(firstInterim).some((token) => token.is_final === true)) {
      problems.push(`result example ${example.name}: final tokens must come before interim ones`);
    }
    for (const token of tokens) {
      if (token.text === "<fin>" || token.text === "<end>") {
        specialTokens.add(token.text);
        if (token.is_final !== true) problems.push(`result example ${example.name}: ${token.text} is a final token`);
      }
    }
  }
  if (!interimOnly) problems.push("no result example with interim tokens only");
  for (const special of ["<fin>", "<end>"]) {
    if (!specialTokens.has(special)) problems.push(`no result example with the ${special} token`);
  }
  return problems;
}

export function checkErrorKinds(documents: SpecDocuments): string[] {
  const problems: string[] = [];
  const declared = documents["openapi.yaml"]["x-error-kinds"];
  const kinds = Array.isArray(declared) ? declared.filter(isObject) : [];
  const names = kinds.map((kind) => String(kind.name));
  for (const [name, parent] of Object.entries(expectedErrorKinds)) {
    const kind = kinds.find((k) => k.name === name);
    if (!kind) problems.push(`x-error-kinds: ${name} missing`);
    else if ((kind.parent ?? null) !== parent)
      problems.push(`x-error-kinds: ${name} should extend ${parent ?? "nothing"}`);
    if (kind && typeof kind.description !== "string") problems.push(`x-error-kinds: ${name} has no description`);
  }
  for (const name of names) {
    if (!(name in expectedErrorKinds)) problems.push(`x-error-kinds: ${name} is not a kind of the interface document`);
  }
  const depth = (name: string): number => {
    const parent = kinds.find((k) => k.name === name)?.parent;
    return typeof parent === "string" ? 1 + depth(parent) : 0;
  };
  const kindForStatus = (status: number): string | undefined => {
    const listing = kinds.filter((k) => Array.isArray(k["http-statuses"]) && k["http-statuses"].includes(status));
    const chosen = listing.sort((a, b) => depth(String(b.name)) - depth(String(a.name)))[0];
    return chosen ? String(chosen.name) : kinds.find((k) => k["http-fallback"] === true)?.name?.toString();
  };
  for (const [status, kind] of Object.entries(expectedHttpStatusKinds)) {
    const actual = kindForStatus(Number(status));
    if (actual !== kind) problems.push(`HTTP ${status} should raise ${kind}, the spec says ${actual ?? "nothing"}`);
  }
  const streamErrors = documents["asyncapi.yaml"]["x-stream-errors"];
  const codes = isObject(streamErrors) && Array.isArray(streamErrors.codes) ? streamErrors.codes.filter(isObject) : [];
  if (!isObject(streamErrors) || !names.includes(String(streamErrors["fallback-kind"]))) {
    problems.push("x-stream-errors: fallback-kind must name a kind of x-error-kinds");
  }
  for (const [code, expected] of Object.entries(expectedStreamErrors)) {
    const entry = codes.find((c) => c["error-code"] === Number(code));
    if (!entry) problems.push(`x-stream-errors: error_code ${code} missing`);
    else {
      if (entry.kind !== expected.kind) problems.push(`x-stream-errors: ${code} should raise ${expected.kind}`);
      if (entry["close-code"] !== expected.closeCode)
        problems.push(`x-stream-errors: ${code} should close with ${expected.closeCode}`);
    }
  }
  for (const entry of codes) {
    if (!names.includes(String(entry.kind)))
      problems.push(`x-stream-errors: ${entry["error-code"]} names unknown kind ${entry.kind}`);
  }
  const errorMessage = streamMessage(documents, "error");
  for (const example of errorMessage ? messageExamples(errorMessage) : []) {
    const code = isObject(example.payload) ? example.payload.error_code : undefined;
    if (!codes.some((c) => c["error-code"] === code))
      problems.push(`error example ${example.name}: error_code ${code} is not in x-stream-errors`);
  }
  return problems;
}

/** Keywords Prism (draft-07 validation) or modelina would silently mishandle. */
const forbiddenKeywords = ["discriminator", "prefixItems", "unevaluatedProperties", "unevaluatedItems"];

/**
 * Generators name types after schemas: a schema named after one of these shadows the platform's type in their
 * output (with a schema named File, hey-api's and swagger-typescript-api's `file: Blob | File` accepts the
 * file's metadata object instead of a platform File).
 */
const platformGlobals = new Set([
  "Array",
  "Blob",
  "Date",
  "Error",
  "Event",
  "File",
  "FormData",
  "Headers",
  "Map",
  "Object",
  "Promise",
  "ReadableStream",
  "Request",
  "Response",
  "Set",
  "URL",
  "WebSocket",
]);

export function checkSchemaConventions(documents: SpecDocuments): string[] {
  const problems: string[] = [];
  for (const file of Object.values(specFiles)) {
    const schemas: Located = {
      file,
      pointer: "/components/schemas",
      node: nodeAt(documents, file, "/components/schemas") ?? {},
    };
    for (const schema of entriesOf(schemas)) {
      const node = schema.node as JsonObject;
      if (typeof node.$ref === "string") continue; // an alias takes the title of its target
      if (node.title !== keyOf(schema))
        problems.push(`${file} schema ${keyOf(schema)}: title must be "${keyOf(schema)}"`);
      if (platformGlobals.has(keyOf(schema)))
        problems.push(
          `${file} schema ${keyOf(schema)}: named after a platform global, which generated code would shadow`,
        );
    }
    const visit = (value: JsonValue, pointer: string) => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          visit(item, `${pointer}/${index}`);
        });
      } else if (isObject(value)) {
        for (const [key, child] of Object.entries(value)) {
          if (forbiddenKeywords.includes(key))
            problems.push(`${file}#${pointer}: no ${key} (Prism or modelina mishandle it)`);
          visit(child, `${pointer}/${key}`);
        }
      }
    };
    visit(documents[file], "");
  }
  return problems;
}

/** What a description says of a value set that may grow (an open enum). */
const saysOpen = /new values may be added/i;

/**
 * A schema whose description says new values may be added accepts one: a closed `enum` there makes every
 * validator generated from the spec (and Prism) refuse the value the service adds next. The open form is an
 * `anyOf` of the known values' `enum` and a bounded string.
 */
export function checkOpenEnums(documents: SpecDocuments, validator: SchemaValidator): string[] {
  const problems: string[] = [];
  const added = "a_value_added_later";
  for (const file of Object.values(specFiles)) {
    const visit = (located: Located) => {
      const node = located.node;
      if (Array.isArray(node)) {
        node.forEach((item, index) => {
          visit(childOf(located, String(index), item));
        });
        return;
      }
      if (!isObject(node)) return;
      if (typeof node.description === "string" && saysOpen.test(node.description)) {
        for (const problem of validator.problems(located, added)) {
          problems.push(`${file}#${located.pointer}: says new values may be added, but refuses "${added}": ${problem}`);
        }
      }
      for (const [key, child] of Object.entries(node)) if (!notSchemas.has(key)) visit(childOf(located, key, child));
    };
    visit({ file, pointer: "/components/schemas", node: nodeAt(documents, file, "/components/schemas") ?? {} });
  }
  return problems;
}

/** Where a value is an example or a description rather than a schema: not walked for bounds. */
const notSchemas = new Set(["examples", "example", "x-error-kinds", "x-stream-errors", "x-limits", "securitySchemes"]);

/**
 * OWASP API4 (unrestricted resource consumption), in both specs: every string has a maxLength (or is an
 * enum or const), every array a maxItems, every integer a format, a minimum and a maximum.
 */
export function checkBounds(documents: SpecDocuments): string[] {
  const problems: string[] = [];
  for (const file of Object.values(specFiles)) {
    const visit = (value: JsonValue, pointer: string) => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          visit(item, `${pointer}/${index}`);
        });
        return;
      }
      if (!isObject(value)) return;
      const types = Array.isArray(value.type) ? value.type : [value.type];
      const fixed = value.enum !== undefined || value.const !== undefined;
      if (types.includes("string") && !fixed && value.maxLength === undefined) {
        problems.push(`${file}#${pointer}: a string without maxLength`);
      }
      if (types.includes("array") && value.maxItems === undefined)
        problems.push(`${file}#${pointer}: an array without maxItems`);
      if (types.includes("integer") && !fixed) {
        for (const keyword of ["format", "minimum", "maximum"]) {
          if (value[keyword] === undefined) problems.push(`${file}#${pointer}: an integer without ${keyword}`);
        }
      }
      for (const [key, child] of Object.entries(value)) {
        if (!notSchemas.has(key)) visit(child, `${pointer}/${key}`);
      }
    };
    visit(documents[file], "");
  }
  return problems;
}

/**
 * The batch request and the stream's config list the options of TranscriptionConfig one by one (so that they
 * can refuse any other property): a new option must reach both.
 */
export function checkTranscriptionOptionsListed(documents: SpecDocuments): string[] {
  const options = objectShape(documents, namedSchema(documents, "TranscriptionConfig")).properties;
  const listers = [
    namedSchema(documents, "CreateTranscriptionRequest"),
    namedSchema(documents, "ConfigMessage", specFiles.asyncapi),
  ];
  const problems: string[] = [];
  for (const lister of listers) {
    const listed = new Set<string>();
    // The options a schema names itself (not those it would inherit through allOf with TranscriptionConfig).
    const collect = (located: Located) => {
      const node = deref(documents, located).node;
      if (!isObject(node)) return;
      if (isObject(node.properties)) for (const name of Object.keys(node.properties)) listed.add(name);
      if (Array.isArray(node.allOf)) {
        node.allOf.forEach((part, index) => {
          if (isObject(part) && typeof part.$ref === "string" && part.$ref.endsWith("/TranscriptionConfig")) return;
          collect(childOf(childOf(deref(documents, located), "allOf", node.allOf as JsonValue[]), String(index), part));
        });
      }
    };
    collect(lister);
    for (const option of options.keys()) {
      if (!listed.has(option))
        problems.push(`${keyOf(lister)}: does not list the option ${option} of TranscriptionConfig`);
    }
  }
  return problems;
}
