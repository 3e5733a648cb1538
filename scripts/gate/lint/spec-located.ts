// The two contracts as plain JSON values for the spec rules (scripts/gate/lint/) and the contract tests, read and
// followed by @stt-service/spec-documents, in the shape the rules walk: a node with its file and pointer.
import {
  childPointer,
  SpecDocuments as DocumentSet,
  escapePointerToken,
  type JsonObject,
  type JsonValue,
  lastKey,
  loadSpecDocuments as loadDocuments,
  valueAt,
  walk,
} from "@stt-service/spec-documents";

export { childPointer, escapePointerToken, type JsonObject, type JsonValue };

export const specFiles = { openapi: "openapi.yaml", asyncapi: "asyncapi.yaml" } as const;
export type SpecFile = (typeof specFiles)[keyof typeof specFiles];

export interface SpecDocuments {
  "openapi.yaml": JsonObject;
  "asyncapi.yaml": JsonObject;
}

/** A node of a spec with where it stands, so that problems can name the place and refs can be followed. */
export interface Located<T extends JsonValue = JsonValue> {
  file: SpecFile;
  pointer: string;
  node: T;
}

/** Parses both specs afresh on every call, so a test may mutate its copy freely. */
export function loadSpecDocuments(specsDir = "specs"): SpecDocuments {
  const documents = loadDocuments<SpecFile>(specsDir, [specFiles.openapi, specFiles.asyncapi]);
  return {
    "openapi.yaml": documents.document(specFiles.openapi) as JsonObject,
    "asyncapi.yaml": documents.document(specFiles.asyncapi) as JsonObject,
  };
}

export function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function childOf<T extends JsonValue>(parent: Located, key: string, node: T): Located<T> {
  return { file: parent.file, pointer: `${parent.pointer}/${escapePointerToken(key)}`, node };
}

export function nodeAt(documents: SpecDocuments, file: SpecFile, pointer: string): JsonValue | undefined {
  return valueAt(documents[file], pointer) as JsonValue | undefined;
}

/** Follows `$ref`s (local, or into the other spec file) until a node without one. */
export function deref(documents: SpecDocuments, located: Located): Located {
  // A new set per call: tests mutate their documents between calls, and a set remembers its resolutions.
  const set = new DocumentSet<SpecFile>(documents);
  const found = set.resolve({ file: located.file, pointer: located.pointer, value: located.node });
  return { file: found.file, pointer: found.pointer, node: found.value as JsonValue };
}

/** The entries of an object node, each located; empty for anything that is not an object. */
export function entriesOf(located: Located): Located[] {
  if (!isObject(located.node)) return [];
  return Object.entries(located.node).map(([key, node]) => childOf(located, key, node));
}

export function keyOf(located: Located): string {
  return lastKey(located.pointer);
}

/** A schema of `components/schemas`, with its own `$ref` (if it is an alias) followed. */
export function namedSchema(documents: SpecDocuments, name: string, file: SpecFile = specFiles.openapi): Located {
  const pointer = `/components/schemas/${escapePointerToken(name)}`;
  const node = nodeAt(documents, file, pointer);
  if (node === undefined) throw new Error(`${file} has no schema ${name}`);
  return deref(documents, { file, pointer, node });
}

/** The node at a pointer, located; an empty object where there is none, so a walk of it finds nothing. */
export function locate(documents: SpecDocuments, file: SpecFile, pointer: string): Located {
  return { file, pointer, node: nodeAt(documents, file, pointer) ?? {} };
}

/**
 * Every node under `start`, parents first, `$ref`s not followed (the library's bounded walk). A node whose key
 * is in `skip` (examples, descriptions: not schemas) is not visited, nor anything below it.
 */
export function walkNodes(start: Located, visit: (node: Located) => void, skip: ReadonlySet<string> = new Set()): void {
  walk<SpecFile>({ file: start.file, pointer: start.pointer, value: start.node }, (node) => {
    if (node.pointer !== start.pointer && skip.has(lastKey(node.pointer))) return false;
    visit({ file: node.file, pointer: node.pointer, node: node.value as JsonValue });
  });
}
