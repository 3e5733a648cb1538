// What every part of a reference page reads from: the prepared document (its local `$ref`s followed here),
// the site's Markdown renderer and highlighter, and the page's ids for elements that need one.
import { isObject, type Json, valueAt } from "@stt-service/spec-documents";
import type { Highlight } from "../highlight.js";
import type { MarkdownFragment } from "../markdown.js";

export interface ReferenceContext {
  document: Json;
  /** The node a value stands for: a `$ref` to a place in the document followed (a chain too), else the value. */
  resolve(value: unknown): Json;
  markdown: MarkdownFragment;
  highlight: Highlight;
  /** An id no other element of the page has, such as `schema-12`. */
  nextId(prefix: string): string;
}

/** A chain of `$ref`s longer than this is a loop of references, not a schema: the build stops on it. */
const maxHops = 32;

export function referenceContext(document: Json, markdown: MarkdownFragment, highlight: Highlight): ReferenceContext {
  let ids = 0;
  return {
    document,
    markdown,
    highlight,
    nextId: (prefix) => `${prefix}-${++ids}`,
    resolve(value) {
      let node = value;
      for (let hop = 0; isObject(node) && typeof node.$ref === "string"; hop += 1) {
        const ref = node.$ref;
        // The bundled document's references are local; anything else was refused before it was bundled.
        if (!ref.startsWith("#/") || hop === maxHops) throw new Error(`the reference cannot follow $ref ${ref}`);
        node = valueAt(document, ref.slice(1));
      }
      return isObject(node) ? node : {};
    },
  };
}
