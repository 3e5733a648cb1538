// Rules that keep the contract evolvable: what clients receive stays open to new fields, and every
// deprecation says when the element goes.
import { type Finding, findingAt } from "./findings.js";
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
  walkNodes,
} from "./spec-located.js";
import { mediaTypesOf } from "./spec-shapes.js";

const schemaMaps = ["properties", "patternProperties", "$defs", "definitions"];
const schemaLists = ["allOf", "anyOf", "oneOf", "prefixItems"];
const schemaValues = ["items", "not", "if", "then", "else", "additionalProperties", "contains", "propertyNames"];

/** Every schema reachable from `start`, `$ref`s followed (within and across the two specs), each once. */
export function reachableSchemas(documents: SpecDocuments, start: Located): Located[] {
  const found: Located[] = [];
  const seen = new Set<string>();
  const visit = (located: Located) => {
    const schema = deref(documents, located);
    const id = `${schema.file}#${schema.pointer}`;
    if (seen.has(id) || !isObject(schema.node)) return;
    seen.add(id);
    found.push(schema);
    const node = schema.node;
    for (const key of schemaMaps) {
      if (isObject(node[key])) for (const child of entriesOf(childOf(schema, key, node[key]))) visit(child);
    }
    for (const key of schemaLists) {
      const list = node[key];
      if (!Array.isArray(list)) continue;
      const at = childOf(schema, key, list);
      for (const [index, child] of list.entries()) visit(childOf(at, String(index), child));
    }
    for (const key of schemaValues) {
      if (isObject(node[key])) visit(childOf(schema, key, node[key]));
    }
  };
  visit(start);
  return found;
}

/** Response bodies of the HTTP spec and payloads of the frames the server sends, each named for a reader. */
function receivedSchemas(documents: SpecDocuments): { where: string; schema: Located }[] {
  const received: { where: string; schema: Located }[] = [];
  for (const { where, status, mediaType } of mediaTypesOf(documents)) {
    const schema = (mediaType.node as JsonObject).schema;
    if (status !== undefined && isObject(schema))
      received.push({ where, schema: childOf(mediaType, "schema", schema) });
  }
  // AsyncAPI 3 speaks for the server: its `send` operations are the frames clients receive.
  for (const operation of entriesOf(locate(documents, specFiles.asyncapi, "/operations"))) {
    const node = operation.node as JsonObject;
    if (node.action !== "send" || !Array.isArray(node.messages)) continue;
    const list = childOf(operation, "messages", node.messages);
    node.messages.forEach((reference, index) => {
      const message = deref(documents, childOf(list, String(index), reference));
      const payload = (message.node as JsonObject).payload;
      if (isObject(payload)) {
        received.push({ where: `server frame ${keyOf(message)}`, schema: childOf(message, "payload", payload) });
      }
    });
  }
  return received;
}

/**
 * Responses may gain fields: no schema a client receives may say `additionalProperties: false`, which every
 * validator generated from the spec (orval's zod, hey-api's) would turn into a refusal of the next field the
 * service adds. The mocks hold themselves to the strict reading (packages/spec-documents/src/strict-schemas.ts).
 */
export function checkEvolvableResponses(documents: SpecDocuments): Finding[] {
  const findings = new Map<string, Finding>();
  for (const { where, schema } of receivedSchemas(documents)) {
    for (const reached of reachableSchemas(documents, schema)) {
      const id = `${reached.file}#${reached.pointer}`;
      if ((reached.node as JsonObject).additionalProperties === false && !findings.has(id)) {
        findings.set(
          id,
          findingAt(
            reached,
            `additionalProperties: false in what clients receive (${where}); responses may gain fields, ` +
              "so leave it unset (the mocks check their answers strictly on their own)",
          ),
        );
      }
    }
  }
  return [...findings.values()];
}

/** An `x-sunset` date: a calendar day, as RFC 3339's full-date. */
const sunsetDate = /^\d{4}-\d{2}-\d{2}$/;

/** Examples are data: a field named `deprecated` in one says nothing of the contract. */
const examples = new Set(["examples", "example"]);

/**
 * `deprecated: true` and `x-sunset` go together, wherever they stand (an operation, a parameter, a schema or
 * property, a message): a deprecation says when the element goes, and a sunset is only for what is deprecated.
 */
export function checkDeprecations(documents: SpecDocuments): Finding[] {
  const findings: Finding[] = [];
  const visit = (located: Located) => {
    const value = located.node;
    if (!isObject(value)) return;
    const deprecated = value.deprecated === true;
    const sunset = value["x-sunset"];
    if (deprecated && sunset === undefined) {
      findings.push(findingAt(located, "deprecated without x-sunset; add `x-sunset: YYYY-MM-DD`, the day it goes"));
    }
    if (!deprecated && sunset !== undefined) {
      findings.push(findingAt(located, "x-sunset without deprecated: true; deprecate it, or drop the sunset"));
    }
    if (sunset !== undefined && !(typeof sunset === "string" && validDay(sunset))) {
      findings.push(findingAt(located, `x-sunset ${JSON.stringify(sunset)} is not a date; write YYYY-MM-DD`));
    }
  };
  for (const file of Object.values(specFiles)) walkNodes(locate(documents, file, ""), visit, examples);
  return findings;
}

function validDay(text: string): boolean {
  if (!sunsetDate.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
