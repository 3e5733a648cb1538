// The spec documents read together (openapi.yaml and asyncapi.yaml name each other's nodes), with `$ref`s
// followed within and across them. Each `$ref` is resolved once and remembered: a spec that names one schema
// from a thousand places costs one resolution, not a thousand chains.
import { specBounds } from "./bounds.js";
import { SpecDocumentError } from "./errors.js";
import { isObject, type Json } from "./json.js";
import { childOf, type Located, valueAt } from "./pointer.js";
import { refTarget } from "./refs.js";

/**
 * The spec documents read together (openapi.yaml and asyncapi.yaml refer to each other), with `$ref`s followed
 * within the set under one bound, each resolved once.
 */
export class SpecDocuments<File extends string = string> {
  private readonly resolved = new Map<string, Located<File>>();
  /** `$ref`s resolved (not remembered ones): the work the set did, which tests bound. */
  resolutions = 0;

  constructor(private readonly documents: Readonly<Record<File, Json>>) {}

  /** The set's file names, such as `specs/openapi.yaml`. */
  get files(): File[] {
    return Object.keys(this.documents) as File[];
  }

  document(file: File): Json {
    const document = this.documents[file];
    if (!document) throw new SpecDocumentError(file, undefined, "is not one of the spec documents read.");
    return document;
  }

  root(file: File): Located<File> {
    return { file, pointer: "", value: this.document(file) };
  }

  /** The value at a pointer, `$ref`s not followed. */
  at(file: File, pointer: string): Located<File> {
    return { file, pointer, value: valueAt(this.document(file), pointer) };
  }

  /** Where one `$ref`, written at `from`, leads, its own `$ref` not followed. */
  follow(from: Pick<Located<File>, "file" | "pointer">, ref: string): Located<File> {
    const target = refTarget(ref, from.file, from.pointer, this.files);
    const found = this.at(target.file as File, target.pointer);
    if (found.value === undefined) throw new SpecDocumentError(from.file, from.pointer, `$ref ${ref} names nothing`);
    return found;
  }

  /** The node, with its `$ref` chain followed to the node it ends at (in this document or another). */
  resolve(node: Located<File>): Located<File> {
    if (!isObject(node.value) || typeof node.value.$ref !== "string") return node;
    const key = `${node.file}\u0000${node.value.$ref}`;
    const known = this.resolved.get(key);
    if (known) return known;
    let current = node;
    for (let hops = 0; hops < specBounds.refHops; hops++) {
      const ref = isObject(current.value) ? current.value.$ref : undefined;
      if (typeof ref !== "string") {
        this.resolved.set(key, current);
        return current;
      }
      this.resolutions++;
      current = this.follow(current, ref);
    }
    throw new SpecDocumentError(
      node.file,
      node.pointer,
      `$ref chain longer than ${specBounds.refHops} (specBounds.refHops): a loop.`,
    );
  }

  /** A child of a node, every step resolved. */
  child(node: Located<File>, ...keys: (string | number)[]): Located<File> {
    let current = this.resolve(node);
    for (const key of keys) current = this.resolve(childOf(current, key));
    return current;
  }
}
