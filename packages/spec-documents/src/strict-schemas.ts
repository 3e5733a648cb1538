// The contract leaves responses and server frames open (`additionalProperties` unset), so that a field the
// service adds later does not make clients' generated validators reject the answer. The mocks hold what they
// send to more than that: the strict reading of the same schemas, in which an object schema with `properties`
// and no `additionalProperties` of its own admits only the properties it lists. A field the mock invents or
// leaks is then a violation, not an evolution. Schemas that are members of an `allOf` stay as they are:
// closing one would refuse the properties its siblings add. The generator compiles the mock's validators from
// this reading, the mock's Prism engine and the contract gate apply it: one reading, here in the spec library.
import { isObject, type Json } from "./json.js";
import { escapePointerToken } from "./pointer.js";

// Values of these keys are data (examples, defaults), not schemas: a `properties` key inside them means nothing.
const dataKeys = new Set(["example", "examples", "default", "const", "enum"]);
// Maps of names to schemas: their keys are names (a property may be called `default`), their values schemas.
const schemaMaps = new Set(["properties", "patternProperties", "$defs", "definitions", "schemas"]);

/** The children to walk from a node, with their pointer segments: data is skipped, schema maps entered. */
function children(node: Json): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [key, value] of Object.entries(node)) {
    if (dataKeys.has(key)) continue;
    if (schemaMaps.has(key) && isObject(value)) {
      for (const [name, schema] of Object.entries(value))
        out.push([`${pointerSegment(key)}/${pointerSegment(name)}`, schema]);
    } else out.push([pointerSegment(key), value]);
  }
  return out;
}

function pointerSegment(segment: string): string {
  return escapePointerToken(segment);
}

/** The pointers (`#/components/schemas/X`) and the objects that appear as `allOf` members, anywhere in `root`. */
function allOfMembers(root: unknown): { objects: Set<object>; pointers: Set<string> } {
  const objects = new Set<object>();
  const pointers = new Set<string>();
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    const members = (node as Json).allOf;
    if (Array.isArray(members)) {
      for (const member of members) {
        if (!isObject(member)) continue;
        objects.add(member);
        if (typeof member.$ref === "string") pointers.add(member.$ref.slice(member.$ref.indexOf("#")));
      }
    }
    for (const [, value] of children(node as Json)) walk(value);
  };
  walk(root);
  return { objects, pointers };
}

// Keys whose schemas constrain the same object as the schema they sit in: a branch of a condition or a
// member of a composition lists only some of the object's properties, so it must stay open.
const sameObjectKeys = new Set(["allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas"]);

/**
 * Closes, in place, every object schema in `root` that lists `properties` and says nothing of
 * `additionalProperties`, except the parts of a composition: `allOf` members, and the branches of an
 * `anyOf`/`oneOf`/`if` beside properties or inside such a part. `root` is a whole document (refs by JSON
 * pointer) or Prism's dereferenced operations (shared objects); the caller passes a copy it owns.
 */
export function closeObjectSchemas<T>(root: T): T {
  const members = allOfMembers(root);
  const seen = new Set<object>();
  const walk = (node: unknown, pointer: string, partOfComposition: boolean): void => {
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, `${pointer}/${index}`, partOfComposition);
      return;
    }
    const schema = node as Json;
    const partial = partOfComposition || members.objects.has(schema) || members.pointers.has(pointer);
    const hasProperties = isObject(schema.properties);
    if (hasProperties && !("additionalProperties" in schema) && !partial) schema.additionalProperties = false;
    for (const [segment, value] of children(schema)) {
      const key = segment.split("/")[0] ?? "";
      // A branch beside the schema's own properties, or inside a part, is itself a part of the object.
      walk(value, `${pointer}/${segment}`, sameObjectKeys.has(key) && (partial || hasProperties || key === "allOf"));
    }
  };
  walk(root, "#", false);
  return root;
}
