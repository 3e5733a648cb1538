// Checks of the contract against the interface document: the operations, fields, examples, stream frames and
// error kinds the product requires (test/support/contract-expectations.ts). Each returns a list of readable problems
// (empty when the specs conform), so the tests can show that a spec with a field or example removed fails.
// The specs' own conventions and consistency are lint rules instead (scripts/gate/lint/, `npm run lint:specs`).

import {
  type ExpectedFieldType,
  expectedErrorKinds,
  expectedHttpStatusKinds,
  expectedOperations,
  expectedResources,
  expectedStreamErrors,
  expectedStreamMessages,
} from "#test-support/contract-expectations.js";
import { transcriptionExamples } from "../../scripts/gate/lint/example-rules.js";
import {
  messageExamples,
  type ObjectShape,
  objectShape,
  operationsOf,
  schemaName,
  streamMessage,
  tokensOf,
} from "../../scripts/gate/lint/spec-shapes.js";
import { methodNameOf } from "../../scripts/generate/targets/typescript/naming.js";
import {
  childOf,
  deref,
  isObject,
  type JsonObject,
  type JsonValue,
  type Located,
  namedSchema,
  nodeAt,
  type SpecDocuments,
  specFiles,
} from "../support/spec-documents.js";

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
        const exactlyOneOf = expected.request.exactlyOneOf ?? [];
        for (const name of [...expected.request.required, ...exactlyOneOf, ...(expected.request.accepted ?? [])]) {
          if (!shape.properties.has(name)) problems.push(`${where}: request does not accept ${name}`);
        }
        if (exactlyOneOf.length > 0) {
          const body = deref(documents, { file: specFiles.openapi, pointer: `${mediaPointer}/schema`, node: schema });
          problems.push(...exactlyOneProblems(body.node, exactlyOneOf, where));
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

/**
 * The examples the document asks for: a create that answers processing, a transcription in every status, one
 * diarized and one translated. (Each example's own consistency is a lint rule: scripts/gate/lint/example-rules.ts.)
 */
export function checkExampleCoverage(documents: SpecDocuments): string[] {
  const problems: string[] = [];
  const seenStatuses = new Set<string>();
  let diarized = false;
  let translated = false;
  for (const { where, value } of transcriptionExamples(documents)) {
    seenStatuses.add(String(value.status));
    const tokens = tokensOf(value.tokens);
    diarized ||= tokens.some((token) => typeof token.speaker === "string");
    translated ||= tokens.some((token) => token.translation_status === "translation");
    if (where.startsWith("POST /transcriptions 201") && value.status !== "processing") {
      problems.push(`${where}: a create answers status processing`);
    }
  }
  for (const status of ["queued", "processing", "completed", "error"]) {
    if (!seenStatuses.has(status)) problems.push(`no Transcription example with status ${status}`);
  }
  if (!diarized) problems.push("no diarized Transcription example (tokens with speaker)");
  if (!translated) problems.push("no translated Transcription example (tokens with translation_status translation)");
  return problems;
}

/**
 * The stream of the document: its session states, every frame it names with the direction and the required
 * fields, and results that show interim tokens, `<fin>` and `<end>`. (That every message is on the channel, in
 * an operation, with valid examples, is a lint rule: scripts/gate/lint/stream-rules.ts.)
 */
export function checkStreamingContract(documents: SpecDocuments): string[] {
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
    const refTarget = `#/channels/transcribe/messages/${name}`;
    const operation = operations.find(
      (op) => Array.isArray(op.messages) && op.messages.some((m) => isObject(m) && m.$ref === refTarget),
    );
    if (!operation) problems.push(`message ${name}: no operation`);
    else if (operation.action !== expected.action)
      problems.push(`message ${name}: the service should ${expected.action} it`);
    const payloadNode = (message.node as JsonObject).payload;
    if (payloadNode === undefined) continue;
    const shape = objectShape(documents, childOf(message, "payload", payloadNode));
    for (const field of expected.required) {
      if (!shape.required.has(field)) problems.push(`message ${name}: payload must require ${field}`);
    }
  }
  const result = streamMessage(documents, "result");
  const specialTokens = new Set<string>();
  let interimOnly = false;
  for (const example of result ? messageExamples(result) : []) {
    const tokens = tokensOf(isObject(example.payload) ? example.payload.tokens : undefined);
    interimOnly ||= tokens.length > 0 && tokens.every((token) => token.is_final === false);
    for (const token of tokens) if (token.text === "<fin>" || token.text === "<end>") specialTokens.add(token.text);
  }
  if (!interimOnly) problems.push("no result example with interim tokens only");
  for (const special of ["<fin>", "<end>"]) {
    if (!specialTokens.has(special)) problems.push(`no result example with the ${special} token`);
  }
  return problems;
}

/**
 * The error kinds of the document, with their hierarchy, the HTTP statuses each raises and the stream's error
 * codes. (That kinds and codes name each other is a lint rule: scripts/gate/lint/stream-rules.ts.)
 */
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
  for (const [code, expected] of Object.entries(expectedStreamErrors)) {
    const entry = codes.find((c) => c["error-code"] === Number(code));
    if (!entry) problems.push(`x-stream-errors: error_code ${code} missing`);
    else {
      if (entry.kind !== expected.kind) problems.push(`x-stream-errors: ${code} should raise ${expected.kind}`);
      if (entry["close-code"] !== expected.closeCode)
        problems.push(`x-stream-errors: ${code} should close with ${expected.closeCode}`);
    }
  }
  return problems;
}

/**
 * Whether a body schema holds exactly one of `names`: a `oneOf` with one branch per name, each requiring that
 * name alone, and none of the names required outside it.
 */
function exactlyOneProblems(schema: JsonValue | undefined, names: string[], where: string): string[] {
  const branches = isObject(schema) && Array.isArray(schema.oneOf) ? schema.oneOf : [];
  const requiredOf = (branch: JsonValue | undefined) =>
    isObject(branch) && Array.isArray(branch.required) ? (branch.required as unknown[]).map(String) : [];
  const requiredByBranches = branches.map((branch) => requiredOf(branch).join(",")).sort();
  const problems: string[] = [];
  if (requiredByBranches.join(" ") !== [...names].sort().join(" ")) {
    problems.push(`${where}: request must hold exactly one of ${names.join(", ")} (a oneOf, a branch requiring each)`);
  }
  const requiredOutside = requiredOf(schema).filter((name) => names.includes(name));
  if (requiredOutside.length > 0) {
    problems.push(
      `${where}: request requires ${requiredOutside.join(", ")} outside its oneOf, so it can never hold only the other`,
    );
  }
  return problems;
}
