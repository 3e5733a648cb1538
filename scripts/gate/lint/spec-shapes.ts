// The shapes the spec rules and the contract tests read out of the specs: operations, object schemas merged over
// allOf, media types with their named examples, stream messages with theirs. Places come from the located
// nodes, `$ref`s are followed by @stt-service/spec-documents (through spec-located.ts).
import {
  childOf,
  deref,
  entriesOf,
  escapePointerToken,
  isObject,
  type JsonObject,
  type JsonValue,
  keyOf,
  type Located,
  locate,
  nodeAt,
  type SpecDocuments,
  specFiles,
} from "./spec-located.js";

const httpMethods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

export interface ObjectShape {
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
      // A property the schema lists itself stands over the one an allOf part lists (visited after it).
      for (const property of entriesOf(childOf(resolved, "properties", properties))) {
        if (!shape.properties.has(keyOf(property))) shape.properties.set(keyOf(property), property);
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

/** Every operation of the OpenAPI document, located. */
export function operationsOf(documents: SpecDocuments): { method: string; path: string; operation: Located }[] {
  const operations: { method: string; path: string; operation: Located }[] = [];
  for (const pathItem of entriesOf(locate(documents, specFiles.openapi, "/paths"))) {
    for (const entry of entriesOf(pathItem)) {
      if (httpMethods.includes(keyOf(entry))) {
        operations.push({ method: keyOf(entry), path: keyOf(pathItem), operation: entry });
      }
    }
  }
  return operations;
}

/** The name of a schema of `components/schemas`, or undefined for any other node. */
export function schemaName(located: Located): string | undefined {
  const match = /^\/components\/schemas\/([^/]+)$/.exec(located.pointer);
  return match?.[1];
}

export interface MediaTypeUse {
  /** The operation and answer, for a reader: `GET /models 200 application/json`. */
  where: string;
  status?: number;
  mediaType: Located;
}

/** Every media type of every request body and answer, `$ref`s of bodies and answers followed. */
export function mediaTypesOf(documents: SpecDocuments): MediaTypeUse[] {
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
export function namedExamples(documents: SpecDocuments, mediaType: Located): { name: string; example: Located }[] {
  const examples = (mediaType.node as JsonObject).examples;
  if (!isObject(examples)) return [];
  return entriesOf(childOf(mediaType, "examples", examples)).map((example) => ({
    name: keyOf(example),
    example: deref(documents, example),
  }));
}

/** A message of `components/messages` in the AsyncAPI document, located. */
export function streamMessage(documents: SpecDocuments, name: string): Located | undefined {
  const pointer = `/components/messages/${escapePointerToken(name)}`;
  const node = nodeAt(documents, specFiles.asyncapi, pointer);
  return node === undefined ? undefined : { file: specFiles.asyncapi, pointer, node };
}

/** The examples of a stream message, each named (or numbered) and located. */
export function messageExamples(message: Located): { name: string; at: Located; payload: JsonValue | undefined }[] {
  const examples = (message.node as JsonObject).examples;
  if (!Array.isArray(examples)) return [];
  const list = childOf(message, "examples", examples);
  return examples.flatMap((example, index) =>
    isObject(example)
      ? [
          {
            name: typeof example.name === "string" ? example.name : `#${index}`,
            at: childOf(list, String(index), example),
            payload: example.payload,
          },
        ]
      : [],
  );
}

export function tokensOf(value: JsonValue | undefined): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}
