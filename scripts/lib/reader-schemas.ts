// The schemas of a reference, as a person reads them: `npm run docs` builds the references with it, and
// `npm run lint:specs` runs it to refuse a pattern without words before the docs would. The contract says
// things for validators that a reader should get in words, so the copy the references are drawn from (never specs/) is
// changed:
// - a `pattern` becomes a sentence: the words the spec gives it in its root `x-pattern-descriptions`
//   (regex → words), appended to the schema's description; the regex itself leaves the page. A pattern with
//   no words stops the build, naming it, so a new one cannot reach readers as a raw regex.
// - an open enum (an `anyOf` of a string `enum` and a bounded free string, the form generators turn into an
//   open type) becomes a string whose description lists the values "or a value added later", instead of
//   "Any of: string | string".
// - a required property loses its `default` (its own, or one it gets through `$ref` or `allOf`): the caller
//   always sends it, so a default would only mislead.

import { escapePointerToken, isObject, type Json, valueAt } from "@stt-service/spec-documents";
import { DocsSourceError } from "./source-error.js";

/** Subtrees that hold values (examples, samples), not schemas: left as they are. */
const valueKeys = new Set([
  "example",
  "examples",
  "x-codeSamples",
  "default",
  "const",
  "enum",
  "x-pattern-descriptions",
]);

export const patternWordsKey = "x-pattern-descriptions";

/** The words of every pattern, from the documents' root `x-pattern-descriptions`. */
export function patternWordsOf(...documents: Json[]): Map<string, string> {
  const words = new Map<string, string>();
  for (const document of documents) {
    const table = document[patternWordsKey];
    if (table === undefined) continue;
    if (!isObject(table))
      throw new DocsSourceError(`${patternWordsKey} must map each pattern to the words that say it`);
    for (const [pattern, text] of Object.entries(table)) {
      if (typeof text !== "string" || text.trim() === "") {
        throw new DocsSourceError(
          `${patternWordsKey}: the pattern ${pattern} needs words (a sentence), not ${String(text)}`,
        );
      }
      const earlier = words.get(pattern);
      if (earlier !== undefined && earlier !== text.trim()) {
        throw new DocsSourceError(
          `${patternWordsKey}: the specs give the pattern ${pattern} two wordings ("${earlier}" and "${text.trim()}"); make them the same.`,
        );
      }
      words.set(pattern, text.trim());
    }
  }
  return words;
}

function withSentence(schema: Json, sentence: string): void {
  const description = typeof schema.description === "string" ? schema.description.trimEnd() : "";
  schema.description = description ? `${description}\n\n${sentence}` : sentence;
}

/** `anyOf: [{ type: string, enum: [...] }, { type: string, ...bounds }]` → its values, or undefined. */
function openEnumOf(schema: Json): { values: string[]; free: Json } | undefined {
  const members = schema.anyOf;
  if (!Array.isArray(members) || members.length !== 2) return undefined;
  const closed = members.find((member) => isObject(member) && Array.isArray(member.enum));
  const free = members.find((member) => isObject(member) && member !== closed && member.type === "string");
  if (!isObject(closed) || !isObject(free) || free.enum !== undefined) return undefined;
  const values = closed.enum as unknown[];
  if (!values.every((value) => typeof value === "string")) return undefined;
  return { values: values as string[], free };
}

function resolve(document: Json, schema: Json): Json | undefined {
  const ref = schema.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return undefined;
  const node = valueAt(document, ref.slice(1));
  return isObject(node) ? node : undefined;
}

/**
 * Takes the default off the property `name` of an object schema, where the property is its own, a `$ref`,
 * or comes from an `allOf` member (as CreateTranscriptionRequest gets TranscriptionConfig's options). What
 * is shared (a component that may be optional elsewhere) is copied for this schema, not changed.
 * Returns whether it took one off.
 */
function withoutDefault(document: Json, schema: Json, name: string): boolean {
  let changed = false;
  const properties = schema.properties;
  const property = isObject(properties) ? properties[name] : undefined;
  if (isObject(properties) && isObject(property)) {
    if ("default" in property) {
      // A copy: the object may be shared with the schema it came from (an allOf member copied below).
      const { default: _default, ...copy } = property;
      properties[name] = copy;
      changed = true;
    }
    const target = resolve(document, property);
    if (target && "default" in target) {
      const { default: _default, ...copy } = target;
      properties[name] = copy;
      changed = true;
    }
  }
  if (Array.isArray(schema.allOf)) {
    schema.allOf = schema.allOf.map((member: unknown) => {
      if (!isObject(member)) return member;
      const target = resolve(document, member) ?? member;
      const copy = { ...target, properties: isObject(target.properties) ? { ...target.properties } : undefined };
      if (copy.properties === undefined) delete copy.properties;
      if (!withoutDefault(document, copy, name)) return member;
      changed = true;
      return copy;
    });
  }
  return changed;
}

/** The pattern problems found while rewriting: where, and which regex lacks words. */
function rewrite(document: Json, node: Json, words: Map<string, string>, at: string, missing: string[]): void {
  const open = openEnumOf(node);
  if (open) {
    delete node.anyOf;
    const { pattern: _pattern, type: _type, ...bounds } = open.free;
    Object.assign(node, { type: "string", ...bounds });
    const listed = open.values.map((value) => `\`${value}\``).join(", ");
    withSentence(node, `One of ${listed}, or a value added later.`);
  }
  if (typeof node.pattern === "string") {
    const sentence = words.get(node.pattern);
    if (sentence === undefined) missing.push(`${node.pattern} (at ${at})`);
    else withSentence(node, sentence);
    delete node.pattern;
  }
  if (Array.isArray(node.required)) {
    for (const name of node.required) if (typeof name === "string") withoutDefault(document, node, name);
  }
  for (const [key, value] of Object.entries(node)) {
    if (valueKeys.has(key)) continue;
    // A JSON pointer: `/usage` as a key is `~1usage`.
    const token = escapePointerToken(key);
    if (isObject(value)) rewrite(document, value, words, `${at}/${token}`, missing);
    else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (isObject(item)) rewrite(document, item, words, `${at}/${token}/${index}`, missing);
      });
    }
  }
}

/**
 * The reader's copy of a bundled document (changed in place, and returned); `words` from `patternWordsOf`.
 * Throws when a pattern has no words, naming each one and where to add them.
 */
/**
 * The reference shows a parameter's own description, not its schema's: a parameter whose schema (or what its `$ref`
 * names) has a pattern gets the pattern's words there too. Before the rewrite, which takes the patterns away.
 */
function describeParameters(document: Json, node: Json, words: Map<string, string>): void {
  if (typeof node.in === "string" && typeof node.name === "string" && isObject(node.schema)) {
    const schema = resolve(document, node.schema) ?? node.schema;
    const sentence = typeof schema.pattern === "string" ? words.get(schema.pattern) : undefined;
    if (sentence !== undefined) withSentence(node, sentence);
  }
  for (const [key, value] of Object.entries(node)) {
    if (valueKeys.has(key)) continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) if (isObject(child)) describeParameters(document, child, words);
  }
}

export function readerSchemas(document: Json, words: Map<string, string>): Json {
  const missing: string[] = [];
  describeParameters(document, document, words);
  rewrite(document, document, words, "#", missing);
  delete document[patternWordsKey];
  if (missing.length > 0) {
    throw new DocsSourceError(
      `These patterns have no words for the reference: ${[...new Set(missing)].join("; ")}. Add each to ` +
        `${patternWordsKey} at the root of its spec ('<regex>': '<the sentence a reader gets instead>'; ` +
        `specs/README.md), then run npm run docs again.`,
    );
  }
  return document;
}
