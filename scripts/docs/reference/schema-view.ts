// A schema as a reader reads it, rendered at build time: each property with its type and constraints in words,
// its description, its required mark; nested objects and arrays of objects in native <details> (a keyboard
// opens them, with or without the page's script). A schema that contains itself is shown once, then named with a
// link back to where it is shown; depth and the number of properties shown are bounded, so no spec, however
// deep, makes the page grow without end.
import { forHtml, isObject, type Json } from "@stt-service/spec-documents";
import type { ReferenceContext } from "./context.js";
import { constraintWords, typeWords } from "./schema-words.js";

/** Past this depth a nested schema is named, not opened: the contract's deepest is 5. */
const maxDepth = 8;
/** Properties shown in one schema view, all levels together: the contract's largest has about 60. */
const maxProperties = 400;

interface Walk {
  context: ReferenceContext;
  /** The `$ref`s being shown around this point, to the id of the element showing each. */
  shownAbove: Map<string, string>;
  shown: number;
}

function refName(ref: string): string {
  return ref.split("/").at(-1) ?? ref;
}

function members(schema: Json, key: "oneOf" | "anyOf" | "allOf"): Json[] {
  const list = schema[key];
  return Array.isArray(list) ? list.filter(isObject) : [];
}

/**
 * `allOf`, merged as a reader reads it: one schema with every member's properties (members' own `allOf`s too),
 * and the alternatives a member brings (`anyOf: [ContainerAudio, RawAudio]` beside the config's fields) kept as
 * the merged schema's own, so neither the fields nor the rule between them is lost.
 */
function merged(schema: Json, walk: Walk, depth = 0): Json {
  const parts = members(schema, "allOf");
  if (parts.length === 0 || depth > maxDepth) return schema;
  const resolved = parts.map((part) => merged(walk.context.resolve(part), walk, depth + 1));
  const properties: Json = {};
  const required: string[] = [];
  const alternativesOf = { oneOf: [...members(schema, "oneOf")], anyOf: [...members(schema, "anyOf")] };
  for (const part of [...resolved, schema]) {
    Object.assign(properties, isObject(part.properties) ? part.properties : {});
    if (Array.isArray(part.required)) required.push(...part.required.filter((name) => typeof name === "string"));
    if (part === schema) continue;
    alternativesOf.oneOf.push(...members(part, "oneOf"));
    alternativesOf.anyOf.push(...members(part, "anyOf"));
  }
  const { allOf: _, oneOf: __, anyOf: ___, ...rest } = schema;
  const descriptions = [schema, ...resolved].map((part) => part.description).filter((text) => typeof text === "string");
  const type = rest.type ?? resolved.find((part) => part.type !== undefined)?.type;
  return {
    ...rest,
    ...(type === undefined ? {} : { type }),
    properties,
    required: [...new Set(required)],
    description: descriptions[0],
    ...(alternativesOf.oneOf.length > 0 ? { oneOf: alternativesOf.oneOf } : {}),
    ...(alternativesOf.anyOf.length > 0 ? { anyOf: alternativesOf.anyOf } : {}),
  };
}

/** Whether the schema has parts a reader opens: properties, or items that have them, or alternatives. */
function hasParts(schema: Json, walk: Walk, depth = 0): boolean {
  if (depth > maxDepth) return false;
  const resolved = merged(walk.context.resolve(schema), walk);
  if (isObject(resolved.properties) && Object.keys(resolved.properties).length > 0) return true;
  if (members(resolved, "oneOf").length > 0 || members(resolved, "anyOf").length > 0) return true;
  if (isObject(resolved.additionalProperties)) return hasParts(resolved.additionalProperties, walk, depth + 1);
  return isObject(resolved.items) && hasParts(resolved.items, walk, depth + 1);
}

function enumWords(schema: Json): string {
  // A `const` is an enum of one: the value that tells two shapes apart, or the one a client must send.
  const values = Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : undefined;
  if (!values) return "";
  const shown = values.map((value) => `<code>${forHtml(JSON.stringify(value))}</code>`).join(", ");
  return `<p class="schema-enum">${values.length === 1 ? "Always" : "One of"}: ${shown}</p>`;
}

function valueLine(label: string, value: unknown): string {
  return value === undefined
    ? ""
    : `<p class="schema-value">${label}: <code>${forHtml(JSON.stringify(value))}</code></p>`;
}

/** The description, constraints, enum and example of a schema: what is said of it, without its parts. */
function about(schema: Json, walk: Walk): string {
  const description =
    typeof schema.description === "string" ? walk.context.markdown(schema.description, { topHeading: 6 }) : "";
  const constraints = constraintWords(schema);
  return [
    schema.deprecated === true ? '<p class="deprecated-mark">Deprecated.</p>' : "",
    description,
    constraints.length > 0 ? `<p class="schema-constraints">${forHtml(constraints.join("; "))}.</p>` : "",
    enumWords(schema),
    valueLine("Default", schema.default),
    // OpenAPI 3.1's `examples` is a list (JSON Schema's); `example` the older single value.
    valueLine("Example", schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined)),
    simpleItems(schema, walk),
  ].join("");
}

/**
 * What is said of the items of an array of plain values (`terms`: each 1 to 256 characters), which have no
 * parts to open and would otherwise go unsaid.
 */
function simpleItems(schema: Json, walk: Walk): string {
  if (!isObject(schema.items) || hasParts(schema.items, walk)) return "";
  const items = walk.context.resolve(schema.items);
  const said = about(items, walk);
  return said === "" ? "" : `<div class="schema-items"><p>Each item:</p>${said}</div>`;
}

function alternatives(schema: Json, walk: Walk, depth: number): string {
  for (const key of ["oneOf", "anyOf"] as const) {
    const list = members(schema, key);
    if (list.length === 0) continue;
    const intro = key === "oneOf" ? "Exactly one of these shapes:" : "Any of these shapes:";
    const items = list.map((member, index) => {
      const resolved = walk.context.resolve(member);
      const name =
        typeof resolved.title === "string"
          ? resolved.title
          : typeof member.$ref === "string"
            ? refName(member.$ref)
            : `Shape ${index + 1}`;
      const label = `${forHtml(name)} <span class="schema-type">${forHtml(typeWords(resolved, walk.context))}</span>`;
      return hasParts(member, walk)
        ? `<li><details><summary>${label}</summary>${view(member, walk, depth + 1)}</details></li>`
        : `<li>${label}${about(resolved, walk)}</li>`;
    });
    return `<p>${intro}</p><ul class="schema-alternatives">${items.join("")}</ul>`;
  }
  return "";
}

function property(name: string, schema: Json, required: boolean, walk: Walk, depth: number): string {
  walk.shown += 1;
  const resolved = walk.context.resolve(schema);
  const head = `<code class="schema-name">${forHtml(name)}</code> <span class="schema-type">${forHtml(
    typeWords(resolved, walk.context),
  )}</span>${required ? ' <span class="required-mark">required</span>' : ""}`;
  const described = about(resolved, walk);
  if (!hasParts(schema, walk)) return `<li>${head}${described}</li>`;
  return `<li>${head}${described}<details><summary>Fields of <code>${forHtml(name)}</code></summary>${view(
    schema,
    walk,
    depth + 1,
    false,
  )}</details></li>`;
}

/** The parts of one schema: its properties, its items' or values' parts, its alternatives. */
function view(schema: Json, walk: Walk, depth: number, describe = true): string {
  const ref = typeof schema.$ref === "string" ? schema.$ref : undefined;
  if (ref !== undefined) {
    const above = walk.shownAbove.get(ref);
    if (above !== undefined) {
      return `<p class="schema-cycle">The same <a href="#${forHtml(above)}">${forHtml(refName(ref))}</a> as above, inside itself.</p>`;
    }
  }
  if (depth > maxDepth || walk.shown >= maxProperties) {
    return `<p class="schema-cut">Nested deeper than this page shows${ref ? `: ${forHtml(refName(ref))}` : ""}; see the spec.</p>`;
  }
  const id = walk.context.nextId("schema");
  if (ref !== undefined) walk.shownAbove.set(ref, id);
  const resolved = merged(walk.context.resolve(schema), walk);
  const parts: string[] = [describe ? about(resolved, walk) : ""];
  const properties = isObject(resolved.properties) ? Object.entries(resolved.properties) : [];
  const required = Array.isArray(resolved.required) ? resolved.required : [];
  if (properties.length > 0) {
    const items = properties
      .filter(([, value]) => isObject(value))
      .map(([name, value]) => property(name, value as Json, required.includes(name), walk, depth));
    parts.push(`<ul class="schema-properties">${items.join("")}</ul>`);
  }
  if (isObject(resolved.additionalProperties) && hasParts(resolved.additionalProperties, walk)) {
    parts.push(`<p>Each value:</p>${view(resolved.additionalProperties, walk, depth + 1)}`);
  }
  if (isObject(resolved.items) && hasParts(resolved.items, walk)) {
    parts.push(`<p>Each item:</p>${view(resolved.items, walk, depth + 1)}`);
  }
  parts.push(alternatives(resolved, walk, depth));
  if (ref !== undefined) walk.shownAbove.delete(ref);
  return `<div class="schema" id="${forHtml(id)}">${parts.join("")}</div>`;
}

/** A schema's view, from its type in words down to its deepest shown property. */
export function schemaView(schema: Json, context: ReferenceContext): string {
  const resolved = context.resolve(schema);
  const type = `<p class="schema-type-line">Type: <span class="schema-type">${forHtml(typeWords(resolved, context))}</span></p>`;
  return `${type}${view(schema, { context, shownAbove: new Map(), shown: 0 }, 0)}`;
}
