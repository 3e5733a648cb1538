// The lists the tests go over ("every operation", "every server frame", "the kept resources"), read from the
// specs rather than written out: a contributor who adds an operation or a message to a spec changes no list in
// test/, and every test that goes over all of them takes the new one in (test/support/spec-lists.unit.test.ts
// shows it on a copy of the specs).
import { operationsOf } from "../../scripts/gate/lint/spec-shapes.js";
import { isObject, type JsonObject, type SpecDocuments } from "./spec-documents.js";

/** Every operation of openapi.yaml as `GET /files`, in the spec's order. */
export function operationLabels(documents: SpecDocuments): string[] {
  return operationsOf(documents).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
}

export interface KeptResourceMark {
  schema: string;
  idField: string;
  pathParameter: string;
  notFound: string;
}

/** The `x-resource` marks of openapi.yaml's schemas, in the spec's order. */
export function keptResourceMarks(documents: SpecDocuments): KeptResourceMark[] {
  const components = documents["openapi.yaml"].components;
  const schemas = isObject(components) && isObject(components.schemas) ? components.schemas : {};
  return Object.entries(schemas).flatMap(([schema, node]) => {
    const mark = isObject(node) ? node["x-resource"] : undefined;
    if (!isObject(mark)) return [];
    return [
      {
        schema,
        idField: String(mark["id-field"]),
        pathParameter: String(mark["path-parameter"]),
        notFound: String(mark["not-found"]),
      },
    ];
  });
}

/** The operationIds whose path holds a kept resource's path parameter (`/files/{file_id}/…`), sorted. */
export function keptResourceOperations(documents: SpecDocuments): string[] {
  const parameters = keptResourceMarks(documents).map((mark) => `{${mark.pathParameter}}`);
  return operationsOf(documents)
    .filter(({ path }) => parameters.some((parameter) => path.includes(parameter)))
    .map(({ operation }) => String((operation.node as JsonObject).operationId))
    .sort();
}

/** Which way a frame goes, as asyncapi.yaml's operations say: the service receives it, or sends it. */
export type StreamAction = "receive" | "send";

function messageNameOf(reference: unknown): string | undefined {
  const ref = isObject(reference as JsonObject) ? (reference as JsonObject).$ref : undefined;
  return typeof ref === "string" ? ref.split("/").pop() : undefined;
}

/** The messages of asyncapi.yaml's operations with that action, in the spec's order: `send` is the server's frames. */
export function streamMessageNames(documents: SpecDocuments, action: StreamAction): string[] {
  const operations = documents["asyncapi.yaml"].operations;
  const names = Object.values(isObject(operations) ? operations : {}).flatMap((operation) =>
    isObject(operation) && operation.action === action && Array.isArray(operation.messages)
      ? operation.messages.map(messageNameOf).filter((name): name is string => name !== undefined)
      : [],
  );
  return [...new Set(names)];
}

function streamMessages(documents: SpecDocuments): Record<string, JsonObject> {
  const components = documents["asyncapi.yaml"].components;
  const messages = isObject(components) && isObject(components.messages) ? components.messages : {};
  return Object.fromEntries(
    Object.entries(messages).filter((entry): entry is [string, JsonObject] => isObject(entry[1])),
  );
}

/** The messages of asyncapi.yaml whose frames are JSON (`contentType`, JSON when unsaid), sorted. */
export function jsonStreamMessageNames(documents: SpecDocuments): string[] {
  return Object.entries(streamMessages(documents))
    .filter(([, message]) => (message.contentType ?? "application/json") === "application/json")
    .map(([name]) => name)
    .sort();
}

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * A message name the stream spec does not use, from `base` (`base`, `base2`, …): free as a message, as a
 * channel message, as the `send<Name>` operation and as the `<Name>Message` payload, so that a test which
 * invents a frame never collides with one a contributor adds.
 */
export function absentStreamMessageName(documents: SpecDocuments, base: string): string {
  const asyncapi = documents["asyncapi.yaml"];
  const components = isObject(asyncapi.components) ? asyncapi.components : {};
  const channels = isObject(asyncapi.channels) ? Object.values(asyncapi.channels).filter(isObject) : [];
  const taken = new Set([
    ...Object.keys(isObject(components.messages) ? components.messages : {}),
    ...Object.keys(isObject(components.schemas) ? components.schemas : {}),
    ...Object.keys(isObject(asyncapi.operations) ? asyncapi.operations : {}),
    ...channels.flatMap((channel) => Object.keys(isObject(channel.messages) ? channel.messages : {})),
  ]);
  const isFree = (name: string) =>
    ![name, `send${capitalized(name)}`, `receive${capitalized(name)}`, `${capitalized(name)}Message`].some((used) =>
      taken.has(used),
    );
  for (let suffix = 1; ; suffix++) {
    const name = suffix === 1 ? base : `${base}${suffix}`;
    if (isFree(name)) return name;
  }
}
