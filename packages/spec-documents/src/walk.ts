// Walks of spec documents, each bounded by specBounds.walkedNodes: every node of a document as written
// (`$ref`s not followed), every `$ref` checked, and a schema with its `$ref`s inlined for a tool that sees it
// alone.
import { specBounds } from "./bounds.js";
import type { SpecDocuments } from "./document-set.js";
import { SpecDocumentError } from "./errors.js";
import { isObject, type Json } from "./json.js";
import { childPointer, type Located } from "./pointer.js";

function tooMany(at: Located, what: string): SpecDocumentError {
  return new SpecDocumentError(
    at.file,
    at.pointer,
    `${what} more than ${specBounds.walkedNodes} nodes (specBounds.walkedNodes): refused, no spec of ours is that large.`,
  );
}

/**
 * Visits every node under `start`, parents first, `$ref`s not followed. A visit that returns false does not go
 * below the node.
 */
export function walk<File extends string>(start: Located<File>, visit: (node: Located<File>) => unknown): void {
  const stack: Located<File>[] = [start];
  let visited = 0;
  while (stack.length > 0) {
    const node = stack.pop() as Located<File>;
    if (++visited > specBounds.walkedNodes) throw tooMany(start, "the document holds");
    if (visit(node) === false) continue;
    const { value } = node;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : isObject(value)
        ? Object.entries(value)
        : [];
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index] as [string | number, unknown];
      stack.push({ file: node.file, pointer: childPointer(node.pointer, key), value: child });
    }
  }
}

/**
 * Checks every `$ref` of every document: it names a node of the set (no URL, no absolute path, no file outside
 * the folder), and its chain ends. Run before any other tool reads the files, so none of them follows a
 * `$ref` out of the folder.
 */
export function checkRefs<File extends string>(documents: SpecDocuments<File>): void {
  for (const file of documents.files) {
    walk<File>(documents.root(file), (node) => {
      if (isObject(node.value) && typeof node.value.$ref === "string") documents.resolve(node);
    });
  }
}

/**
 * A value with every `$ref` replaced by what it names, so a tool that sees it alone (ajv, modelina) sees all
 * of it. A `$ref` that reaches itself again would never end: refused, as is an inlining past the node bound
 * (a fan-out of `$ref`s grows as its breadth to the power of its depth).
 */
export function inlineRefs<File extends string>(documents: SpecDocuments<File>, start: Located<File>): unknown {
  let produced = 0;
  const inline = (node: Located<File>, path: readonly string[]): unknown => {
    if (++produced > specBounds.walkedNodes) throw tooMany(start, "inlining its $refs gives");
    const { value } = node;
    if (Array.isArray(value)) return value.map((_, index) => inline(child(node, index), path));
    if (!isObject(value)) return value;
    if (typeof value.$ref === "string") {
      const target = documents.resolve(node);
      const key = `${target.file}#${target.pointer}`;
      if (path.includes(key)) {
        throw new SpecDocumentError(node.file, node.pointer, `$ref ${value.$ref} reaches itself; it cannot be inlined`);
      }
      return inline(target, [...path, key]);
    }
    const copy: Json = {};
    for (const key of Object.keys(value)) copy[key] = inline(child(node, key), path);
    return copy;
  };
  return inline(start, []);
}

function child<File extends string>(node: Located<File>, key: string | number): Located<File> {
  const value = Array.isArray(node.value) ? node.value[Number(key)] : (node.value as Json)[key];
  return { file: node.file, pointer: childPointer(node.pointer, key), value };
}
