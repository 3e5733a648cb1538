// Loads the two contracts as plain JSON values and follows $refs within and across them, so that the
// contract tests read the specs exactly as written (no tool's normalisation in between).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

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
  const read = (file: SpecFile) => parse(readFileSync(join(specsDir, file), "utf8")) as JsonObject;
  return { "openapi.yaml": read(specFiles.openapi), "asyncapi.yaml": read(specFiles.asyncapi) };
}

export function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function escapePointerToken(token: string): string {
  return token.replaceAll("~", "~0").replaceAll("/", "~1");
}

function unescapePointerToken(token: string): string {
  return token.replaceAll("~1", "/").replaceAll("~0", "~");
}

export function childOf<T extends JsonValue>(parent: Located, key: string, node: T): Located<T> {
  return { file: parent.file, pointer: `${parent.pointer}/${escapePointerToken(key)}`, node };
}

export function nodeAt(documents: SpecDocuments, file: SpecFile, pointer: string): JsonValue | undefined {
  let node: JsonValue | undefined = documents[file];
  for (const token of pointer.split("/").slice(1).map(unescapePointerToken)) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** Follows `$ref`s (local, or into the other spec file) until a node without one. */
export function deref(documents: SpecDocuments, located: Located): Located {
  let current = located;
  for (let hops = 0; hops < 20; hops++) {
    const ref = isObject(current.node) ? current.node.$ref : undefined;
    if (typeof ref !== "string") return current;
    const [target = "", pointer = ""] = ref.split("#");
    const file = target === "" ? current.file : (target.replace(/^\.\//, "") as SpecFile);
    if (!(file in documents)) throw new Error(`${current.file}#${current.pointer}: $ref to unknown file ${target}`);
    const node = nodeAt(documents, file, pointer);
    if (node === undefined) throw new Error(`${current.file}#${current.pointer}: $ref ${ref} points at nothing`);
    current = { file, pointer, node };
  }
  throw new Error(`${located.file}#${located.pointer}: $ref chain too long`);
}

/** The entries of an object node, each located; empty for anything that is not an object. */
export function entriesOf(located: Located): Located[] {
  if (!isObject(located.node)) return [];
  return Object.entries(located.node).map(([key, node]) => childOf(located, key, node));
}

export function keyOf(located: Located): string {
  const last = located.pointer.split("/").pop() ?? "";
  return unescapePointerToken(last);
}

/** A schema of `components/schemas`, with its own `$ref` (if it is an alias) followed. */
export function namedSchema(documents: SpecDocuments, name: string, file: SpecFile = specFiles.openapi): Located {
  const pointer = `/components/schemas/${escapePointerToken(name)}`;
  const node = nodeAt(documents, file, pointer);
  if (node === undefined) throw new Error(`${file} has no schema ${name}`);
  return deref(documents, { file, pointer, node });
}
