// What Prism's dynamic mode (`Prefer: dynamic=true`, `--stateless --dynamic`) generates from. Prism fills an
// answer's schema with json-schema-faker, synchronously, on the mock's one event loop, up to the schema's own
// bounds: `Transcription.tokens` may hold 1 000 000 items, so one `GET /transcriptions` took minutes and
// gigabytes, and meanwhile no other client of a shared mock, and no stream session of the same process, got
// an answer. The contract's bounds say what the service may send; a mock only has to show the shape. So the
// generator reads a copy of each answer's schemas with arrays, strings and open objects cut to a few items
// (never below their minimums, so answers stay valid against the contract), and an operation whose answer
// could still be large (a minimum in the thousands, a schema that refers to itself) is not generated at all:
// the mock answers it as if dynamic=true were not asked, and says why.
import type { IHttpOperation } from "@stoplight/types";

/** The most a generated answer may hold: small enough to build in milliseconds, big enough to show lists. */
export const dynamicAnswerBounds = {
  /** Items of an array (the examples show one to three). */
  items: 5,
  /** Characters of a string that allows more. */
  stringLength: 200,
  /** Properties an open object (`additionalProperties` not false) may gain beyond those it lists. */
  extraProperties: 3,
  /** The largest answer, in JSON bytes, a schema may lead to once cut; past it the operation is refused. */
  answerBytes: 256 * 1024,
} as const;

type Schema = Record<string, unknown>;

// Values of these keys are data, not schemas: kept as they are.
const dataKeys = new Set(["example", "examples", "default", "const", "enum", "required", "type"]);
// Maps of names to schemas.
const schemaMaps = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function typesOf(schema: Schema): Set<string> {
  const declared = Array.isArray(schema.type) ? schema.type.map(String) : [String(schema.type ?? "")];
  const types = new Set(declared.filter((type) => type !== ""));
  if (types.size > 0) return types;
  // No type: what its keywords imply.
  if ("items" in schema || "maxItems" in schema || "minItems" in schema) types.add("array");
  if ("properties" in schema || "additionalProperties" in schema) types.add("object");
  if ("maxLength" in schema || "minLength" in schema || "pattern" in schema || "format" in schema) types.add("string");
  return types;
}

const numberOr = (value: unknown, otherwise: number): number =>
  typeof value === "number" && Number.isFinite(value) ? value : otherwise;

/** `schema`'s copy with its own bounds cut (its children are cut by the caller). */
function cutBounds(schema: Schema): Schema {
  const types = typesOf(schema);
  const cut = { ...schema };
  if (types.has("array")) {
    const least = numberOr(schema.minItems, 0);
    cut.maxItems = Math.max(
      least,
      Math.min(numberOr(schema.maxItems, Number.POSITIVE_INFINITY), dynamicAnswerBounds.items),
    );
  }
  // json-schema-faker makes a string with a pattern from the pattern alone, ignoring its format: a URL made
  // from `^https?://[^\x00-\x20\x7F]+$` is rarely a URI. Made to its format, it fits the pattern as well.
  if (types.has("string") && schema.format !== undefined) delete cut.pattern;
  if (types.has("string") && schema.format === undefined) {
    const least = numberOr(schema.minLength, 0);
    cut.maxLength = Math.max(
      least,
      Math.min(numberOr(schema.maxLength, Number.POSITIVE_INFINITY), dynamicAnswerBounds.stringLength),
    );
  }
  if (types.has("object") && schema.additionalProperties !== false) {
    const listed = isSchema(schema.properties) ? Object.keys(schema.properties).length : 0;
    const least = Math.max(
      numberOr(schema.minProperties, 0),
      Array.isArray(schema.required) ? schema.required.length : 0,
    );
    cut.maxProperties = Math.max(
      least,
      Math.min(numberOr(schema.maxProperties, Number.POSITIVE_INFINITY), listed + dynamicAnswerBounds.extraProperties),
    );
  }
  return cut;
}

/** Copies schemas with their bounds cut, once per schema object: shared schemas stay shared, cycles stay cycles. */
class SchemaCutter {
  readonly #copies = new Map<object, unknown>();

  cut(node: unknown): unknown {
    if (typeof node !== "object" || node === null) return node;
    const done = this.#copies.get(node);
    if (done !== undefined) return done;
    if (Array.isArray(node)) {
      const copy: unknown[] = [];
      this.#copies.set(node, copy);
      for (const item of node) copy.push(this.cut(item));
      return copy;
    }
    const copy = cutBounds(node as Schema);
    this.#copies.set(node, copy);
    for (const [key, value] of Object.entries(copy)) {
      if (dataKeys.has(key) || typeof value !== "object" || value === null) continue;
      if (schemaMaps.has(key) && isSchema(value)) {
        const map: Schema = {};
        for (const [name, child] of Object.entries(value)) map[name] = this.cut(child);
        copy[key] = map;
      } else copy[key] = this.cut(value);
    }
    return copy;
  }
}

/**
 * The most JSON bytes json-schema-faker can make from `schema` (cut), or why it cannot be bounded: a minimum
 * past the budget, or a schema that contains itself (json-schema-faker would follow it to its depth limit).
 */
function largestAnswer(schema: unknown, where: string, onPath: Set<object>): number | string {
  if (!isSchema(schema)) return 16;
  if (onPath.has(schema)) return `${where} refers to itself`;
  onPath.add(schema);
  try {
    const sizes: number[] = [];
    const add = (result: number | string): string | undefined => {
      if (typeof result === "string") return result;
      sizes.push(result);
      return undefined;
    };
    const types = typesOf(schema);
    if (types.has("array")) {
      const items = largestAnswer(schema.items, `${where}[]`, onPath);
      if (typeof items === "string") return items;
      const count = numberOr(schema.maxItems, dynamicAnswerBounds.items);
      const size = 2 + count * (items + 1);
      if (size > dynamicAnswerBounds.answerBytes)
        return `${where} would hold ${count} items (its minItems is ${numberOr(schema.minItems, 0)}) of up to ${items} bytes each`;
      sizes.push(size);
    }
    if (types.has("object")) {
      let size = 2;
      const properties = isSchema(schema.properties) ? schema.properties : {};
      for (const [name, child] of Object.entries(properties)) {
        const result = largestAnswer(child, `${where}.${name}`, onPath);
        if (typeof result === "string") return result;
        size += name.length + 4 + result;
      }
      if (schema.additionalProperties !== false) {
        const extra = numberOr(schema.maxProperties, 0) - Object.keys(properties).length;
        const result = largestAnswer(schema.additionalProperties, `${where}.*`, onPath);
        if (typeof result === "string") return result;
        size += Math.max(0, extra) * (24 + result);
      }
      sizes.push(size);
    }
    if (types.has("string")) {
      // A formatted string (a date, a URI) is made to its format, short whatever its maxLength.
      const length = schema.format === undefined ? numberOr(schema.maxLength, dynamicAnswerBounds.stringLength) : 256;
      if (length * 2 > dynamicAnswerBounds.answerBytes)
        return `${where} is a string of at least ${numberOr(schema.minLength, 0)} characters (minLength)`;
      sizes.push(length * 2 + 2);
    }
    if (types.size === 0 || types.has("number") || types.has("integer") || types.has("boolean")) sizes.push(32);
    // A composition: every member of allOf describes the same value, one branch of anyOf/oneOf is taken.
    for (const key of ["anyOf", "oneOf", "allOf"] as const) {
      const members = Array.isArray(schema[key]) ? schema[key] : [];
      for (const [index, member] of members.entries()) {
        const refused = add(largestAnswer(member, `${where}(${key}[${index}])`, onPath));
        if (refused) return refused;
      }
    }
    return sizes.length === 0 ? 16 : Math.max(...sizes);
  } finally {
    onPath.delete(schema);
  }
}

export interface DynamicAnswers {
  /** The operations with their answers' schemas cut, for Prism to generate from (routes unchanged). */
  operations: IHttpOperation[];
  /** Why an operation's answer is not generated, by the operation's `iid`. */
  refusals: ReadonlyMap<string, string>;
}

/** What Prism's dynamic mode reads: `operations` with bounded answers, and the operations it must not generate. */
export function dynamicAnswers(operations: readonly IHttpOperation[]): DynamicAnswers {
  const cutter = new SchemaCutter();
  const refusals = new Map<string, string>();
  const bounded = operations.map((operation) => {
    const responses = (operation.responses ?? []).map((response) => ({
      ...response,
      headers: response.headers?.map((header) => ({ ...header, schema: cutter.cut(header.schema) as never })),
      contents: response.contents?.map((content) => ({ ...content, schema: cutter.cut(content.schema) as never })),
    }));
    const label = `${operation.method.toUpperCase()} ${operation.path}`;
    for (const response of responses) {
      for (const content of response.contents ?? []) {
        const largest = largestAnswer(content.schema, `its ${response.code} answer`, new Set());
        const refusal =
          typeof largest === "string"
            ? largest
            : largest > dynamicAnswerBounds.answerBytes
              ? `its ${response.code} answer could reach ${largest} bytes`
              : undefined;
        if (refusal && !refusals.has(operation.iid ?? label)) {
          refusals.set(
            operation.iid ?? label,
            `${label} is not generated (Prefer: dynamic=true is ignored): ${refusal}, past the ${dynamicAnswerBounds.answerBytes / 1024} KiB the mock generates on its shared event loop.`,
          );
        }
      }
    }
    return { ...operation, responses } as IHttpOperation;
  });
  return { operations: bounded, refusals };
}
