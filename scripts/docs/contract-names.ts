// The names a reference entry documents, for the site's search: an operation's parameters and the fields of
// what it sends and answers, a stream message's fields, with what the contract says of each field. The search
// ranks a word found among these names above the same word in a guide's text (docs/site/search-ranking.ts).
import { type Json, record } from "@stt-service/spec-documents";

/** Fields inside fields: a transcription's tokens' `speaker` is three levels down. Deeper is noise. */
const maxDepth = 4;

export interface DocumentedNames {
  names: string[];
  /** The fields' descriptions, for the entry's text. */
  descriptions: string[];
}

/** Follows a local `$ref` (`#/components/…`) of the bundled document, or gives the value as it is. */
export type Resolve = (value: unknown) => Json;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The property names of a schema, with those of its `allOf`/`oneOf`/`anyOf` parts and its items, nested. */
export function schemaNames(resolve: Resolve, schema: unknown, into: DocumentedNames, depth = 0, seen = new Set()) {
  const resolved = resolve(schema);
  if (depth > maxDepth || seen.has(resolved)) return;
  seen.add(resolved);
  for (const key of ["allOf", "oneOf", "anyOf"]) {
    const parts = resolved[key];
    if (Array.isArray(parts)) for (const part of parts) schemaNames(resolve, part, into, depth, seen);
  }
  if (resolved.items) schemaNames(resolve, resolved.items, into, depth + 1, seen);
  for (const [name, property] of Object.entries(record(resolved.properties))) {
    const field = resolve(property);
    into.names.push(name);
    const description = text(field.description);
    if (description) into.descriptions.push(`${name}: ${description}`);
    schemaNames(resolve, field, into, depth + 1, seen);
  }
}

/** An HTTP operation's parameters, request body fields and the fields of its 2xx answers. */
export function operationNames(resolve: Resolve, operation: Json, pathItem: Json): DocumentedNames {
  const found: DocumentedNames = { names: [], descriptions: [] };
  const parameters = [pathItem.parameters, operation.parameters].flatMap((list) => (Array.isArray(list) ? list : []));
  for (const parameter of parameters.map(resolve)) {
    found.names.push(text(parameter.name));
    if (parameter.description) found.descriptions.push(`${text(parameter.name)}: ${text(parameter.description)}`);
  }
  const bodies = [
    resolve(operation.requestBody),
    ...Object.entries(record(operation.responses))
      .filter(([status]) => status.startsWith("2"))
      .map(([, response]) => resolve(response)),
  ];
  for (const body of bodies) {
    for (const media of Object.values(record(body.content))) schemaNames(resolve, record(media).schema, found);
  }
  // A schema used twice (a language code in four fields) is said once.
  return { names: [...new Set(found.names.filter(Boolean))], descriptions: [...new Set(found.descriptions)] };
}

/** A stream message's name and the fields of its payload. */
export function messageNames(resolve: Resolve, message: Json): DocumentedNames {
  const found: DocumentedNames = { names: [text(message.name)].filter(Boolean), descriptions: [] };
  schemaNames(resolve, message.payload, found);
  return { names: [...new Set(found.names)], descriptions: [...new Set(found.descriptions)] };
}
