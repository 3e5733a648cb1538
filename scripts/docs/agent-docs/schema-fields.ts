// A schema as the agent docs show it: a compact indented list of its fields (name, type, required, what it is,
// its values and bounds), nested fields indented under their parent. Read from the bundled document the
// reference renders, whose `$ref`s are local (`#/components/schemas/FileObject`).
import { isObject, type Json, markdownCode, SpecDocuments } from "@stt-service/spec-documents";
import { inertLine, literal } from "./inert-markdown.js";

/** How deep nested fields are listed: below it, a field's type names its schema, which the page lists. */
const deepestNesting = 4;

export interface SchemaReader {
  /** The value a `$ref` names, or the value itself. */
  resolve(value: unknown): Json;
  /** The link to a named schema's own section, when the page has one: `[FileObject](#fileobject)`. */
  schemaLink(name: string): string;
}

/** A reader of one bundled document; `schemaAnchor` gives a named schema's anchor, if the page lists it. */
export function schemaReader(document: Json, schemaAnchor: (name: string) => string | undefined): SchemaReader {
  const set = new SpecDocuments({ reference: document });
  return {
    resolve: (value) => {
      const resolved = set.resolve({ file: "reference", pointer: "", value }).value;
      return isObject(resolved) ? resolved : {};
    },
    schemaLink: (name) => {
      const anchor = schemaAnchor(name);
      return anchor === undefined ? markdownCode(name) : `[${literal(name)}](#${anchor})`;
    },
  };
}

/**
 * The component a `$ref` names, such as `FileObject` for `#/components/schemas/FileObject` (or the channel, or
 * the channel's message: `#/channels/transcribe/messages/config`); none for a `$ref`
 * into a component (`#/components/schemas/Options/properties/model`), which has no name of its own.
 */
export function refName(value: unknown): string | undefined {
  if (!isObject(value) || typeof value.$ref !== "string") return undefined;
  const name = /^#\/(?:components\/[^/]+\/|channels\/(?:[^/]+\/messages\/)?)([^/]+)$/.exec(value.$ref)?.[1];
  return name === undefined ? undefined : decodeURIComponent(name).replaceAll("~1", "/").replaceAll("~0", "~");
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `string`, `array of FileObject`, `string or null`, `FileObject`: what a field holds, in words. */
export function typeOf(value: unknown, reader: SchemaReader): string {
  const name = refName(value);
  if (name !== undefined) return reader.schemaLink(name);
  const schema = reader.resolve(value);
  const variants = [...list(schema.oneOf), ...list(schema.anyOf)];
  if (variants.length > 0) return variants.map((variant) => typeOf(variant, reader)).join(" or ");
  if (list(schema.allOf).length === 1) return typeOf(list(schema.allOf)[0], reader);
  const types = Array.isArray(schema.type) ? schema.type.map(String) : [String(schema.type ?? "")];
  const words = types
    .filter((type) => type !== "")
    .map((type) => (type === "array" ? `array of ${typeOf(schema.items ?? {}, reader)}` : literal(type)));
  if (words.length === 0) return schema.properties || schema.allOf ? "object" : "any";
  const format = typeof schema.format === "string" ? ` (${literal(schema.format)})` : "";
  return `${words.join(" or ")}${format}`;
}

function counted(bound: string, noun: string): string {
  return `${bound} ${noun}${bound === "1" ? "" : "s"}`;
}

/** A schema's bounds in words, each with its number: `at most 1024 characters`. */
const bounds: [key: string, words: (bound: string) => string][] = [
  ["minimum", (bound) => `minimum ${bound}`],
  ["exclusiveMinimum", (bound) => `more than ${bound}`],
  ["maximum", (bound) => `maximum ${bound}`],
  ["exclusiveMaximum", (bound) => `less than ${bound}`],
  ["minLength", (bound) => `at least ${counted(bound, "character")}`],
  ["maxLength", (bound) => `at most ${counted(bound, "character")}`],
  ["minItems", (bound) => `at least ${counted(bound, "item")}`],
  ["maxItems", (bound) => `at most ${counted(bound, "item")}`],
  ["multipleOf", (bound) => `a multiple of ${bound}`],
];

/** A value from the spec (an enum member, a default) as code, letter for letter. */
function valueCode(value: unknown): string {
  return markdownCode(typeof value === "string" ? value : JSON.stringify(value));
}

/** What a schema says beside its type: description, values, default, bounds, flags. */
export function factsOf(value: unknown, reader: SchemaReader): string {
  const schema = reader.resolve(value);
  const facts: string[] = [];
  if (typeof schema.description === "string" && schema.description.trim() !== "") {
    facts.push(inertLine(schema.description));
  }
  if (Array.isArray(schema.enum)) facts.push(`One of: ${schema.enum.map(valueCode).join(", ")}.`);
  if ("const" in schema) facts.push(`Always ${valueCode(schema.const)}.`);
  if ("default" in schema) facts.push(`Default: ${valueCode(schema.default)}.`);
  const limits = bounds
    .filter(([key]) => typeof schema[key] === "number")
    .map(([key, words]) => words(String(schema[key])));
  if (limits.length > 0) facts.push(`${limits.join(", ")}.`.replace(/^./, (first) => first.toUpperCase()));
  if (schema.readOnly === true) facts.push("Read-only.");
  if (schema.writeOnly === true) facts.push("Write-only.");
  if (schema.deprecated === true) facts.push("**Deprecated.**");
  return facts.join(" ");
}

/** The properties of an object schema, `allOf` members merged, with the names it requires. */
function propertiesOf(schema: Json, reader: SchemaReader): { properties: [string, unknown][]; required: Set<string> } {
  // By name: an `allOf` member that names a property again (to narrow it) replaces it, in its first place.
  const properties = new Map<string, unknown>();
  const required = new Set<string>();
  const add = (part: Json) => {
    for (const [name, value] of Object.entries(isObject(part.properties) ? part.properties : {})) {
      properties.set(name, value);
    }
    for (const name of list(part.required)) required.add(String(name));
    for (const member of list(part.allOf)) add(reader.resolve(member));
  };
  add(schema);
  return { properties: [...properties], required };
}

/**
 * The field lines of a schema, each `indent` deep: its properties (or, for an array, its items' properties; for
 * a union, each variant's), nested objects below their field. `seen` holds the named schemas being listed
 * above, so a schema that contains itself is named, not listed forever.
 */
export function fieldLines(value: unknown, reader: SchemaReader, indent = "", seen: string[] = []): string[] {
  const name = refName(value);
  if (seen.length >= deepestNesting || (name !== undefined && seen.includes(name))) return [];
  const within = name === undefined ? seen : [...seen, name];
  const schema = reader.resolve(value);
  if (schema.type === "array" || (Array.isArray(schema.type) && schema.type.includes("array"))) {
    return fieldLines(schema.items ?? {}, reader, indent, within);
  }
  const variants = [...list(schema.oneOf), ...list(schema.anyOf)];
  if (variants.length > 1) {
    return variants.flatMap((variant, index) => {
      const facts = factsOf(variant, reader);
      return [
        `${indent}- Variant ${index + 1}: ${typeOf(variant, reader)}${facts ? `. ${facts}` : ""}`,
        ...fieldLines(variant, reader, `${indent}  `, within),
      ];
    });
  }
  const { properties, required } = propertiesOf(schema, reader);
  return properties.flatMap(([field, fieldSchema]) => {
    const facts = factsOf(fieldSchema, reader);
    const requirement = required.has(field) ? "required" : "optional";
    return [
      `${indent}- ${markdownCode(field)} (${typeOf(fieldSchema, reader)}, ${requirement})${facts ? `: ${facts}` : ""}`,
      ...fieldLines(fieldSchema, reader, `${indent}  `, within),
    ];
  });
}
