// Compares a schema of the base with the head's, in the direction its data travels. What the client sends
// (a request, a client frame) may only widen: a value that was valid must stay valid. What the client
// receives (a response, a server frame) may only narrow or gain optional fields: a client must never get a
// value it was not promised. Descriptions, examples, titles below the top and the order of properties are
// no change; `$ref`s are followed, so inlining or extracting a schema with the same shape is none either.
import { escapePointerToken, record } from "@stt-service/spec-documents";
import { judgeRemoval } from "./sunset.js";
import type { DocumentSet, Json, Located, SpecFile, Touches } from "./types.js";

export type Direction = "send" | "receive";

export interface Finding {
  file: SpecFile;
  pointer: string;
  touches: Touches;
  breaking: boolean;
  reason: string;
}

export interface SchemaContext {
  base: DocumentSet;
  head: DocumentSet;
  direction: Direction;
  touches: Touches;
  today: string;
  emit: (finding: Finding) => void;
}

/** How a change of the accepted values is judged in each direction. */
function judgeWidth(ctx: SchemaContext, at: Located, widens: boolean, what: string): void {
  const sends = ctx.direction === "send";
  if (widens) {
    ctx.emit({
      file: at.file,
      pointer: at.pointer,
      touches: ctx.touches,
      breaking: !sends,
      reason: sends
        ? `${what}: it accepts more than before, which clients may send or not.`
        : `${what}: clients may now receive values they were never promised, and code that handles every known case breaks.`,
    });
  } else {
    ctx.emit({
      file: at.file,
      pointer: at.pointer,
      touches: ctx.touches,
      breaking: sends,
      reason: sends
        ? `${what}: values clients could send before are now rejected.`
        : `${what}: clients receive a subset of what they handle already.`,
    });
  }
}

const upperBounds = ["maxLength", "maxItems", "maximum", "exclusiveMaximum", "maxProperties"];
const lowerBounds = ["minLength", "minItems", "minimum", "exclusiveMinimum", "minProperties"];
const exactKeywords = [
  "format",
  "pattern",
  "const",
  "multipleOf",
  "uniqueItems",
  "contentMediaType",
  "contentEncoding",
];

function types(schema: Json): Set<string> | undefined {
  if (typeof schema.type === "string") return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type.map(String));
  return undefined;
}

/** Whether a set of JSON Schema types holds `type`'s values: every integer is a number too. */
function covers(types: Set<string>, type: string): boolean {
  return types.has(type) || (type === "integer" && types.has("number"));
}

/**
 * A schema as its data sees it: the keywords of its `allOf` members merged into it (a property moved into an
 * `allOf`, or a `$ref` wrapped in one to add a description, is the same shape), its properties with where each
 * is declared, and `const` read as the one-value enum it is.
 */
interface Effective {
  schema: Json;
  properties: Map<string, Located>;
  required: Set<string>;
}

/** allOf nests rarely more than twice; the bound keeps a schema that includes itself from looping. */
const maxAllOfDepth = 8;

function effective(documents: DocumentSet, node: Located, depth = 0): Effective {
  const at = documents.resolve(node);
  const own = record(at.value);
  const schema: Json = {};
  for (const [keyword, value] of Object.entries(own)) {
    if (keyword !== "allOf" && keyword !== "properties" && keyword !== "required") schema[keyword] = value;
  }
  const properties = new Map<string, Located>();
  for (const [name, value] of Object.entries(record(own.properties))) {
    // Unresolved: `deprecated` and `x-sunset` may stand beside the property's `$ref`.
    properties.set(name, { value, file: at.file, pointer: `${at.pointer}/properties/${escapePointerToken(name)}` });
  }
  const required = new Set(Array.isArray(own.required) ? own.required.map(String) : []);
  if (Array.isArray(own.allOf) && depth < maxAllOfDepth) {
    own.allOf.forEach((value, index) => {
      const member = effective(documents, { value, file: at.file, pointer: `${at.pointer}/allOf/${index}` }, depth + 1);
      for (const [keyword, memberValue] of Object.entries(member.schema)) {
        if (!(keyword in schema)) schema[keyword] = memberValue;
      }
      for (const [name, declared] of member.properties) if (!properties.has(name)) properties.set(name, declared);
      for (const name of member.required) required.add(name);
    });
  }
  if (schema.const !== undefined && !Array.isArray(schema.enum)) {
    schema.enum = [schema.const];
    delete schema.const;
  }
  return { schema, properties, required };
}

/**
 * The members of two `anyOf` / `oneOf` lists paired: the same `$ref`, else the same title, else the same
 * text, else in their order. The order of alternatives means nothing.
 */
function pairMembers(before: unknown[], after: unknown[]): [number, number][] {
  const identity = (member: unknown) => {
    const schema = record(member);
    if (typeof schema.$ref === "string") return `$ref ${schema.$ref}`;
    if (typeof schema.title === "string") return `title ${schema.title}`;
    return `text ${JSON.stringify(member)}`;
  };
  const pairs: [number, number][] = [];
  const free = new Set(after.keys());
  const unpaired: number[] = [];
  before.forEach((member, index) => {
    const match = [...free].find((candidate) => identity(after[candidate]) === identity(member));
    if (match === undefined) unpaired.push(index);
    else {
      pairs.push([index, match]);
      free.delete(match);
    }
  });
  const rest = [...free];
  unpaired.forEach((index, position) => {
    const match = rest[position];
    if (match !== undefined) pairs.push([index, match]);
  });
  return pairs;
}

/** An open enum as the contract writes it: an `anyOf` of an `enum` and a bounded string with no enum. */
function openEnumValues(ctx: DocumentSet, node: Located): unknown[] | undefined {
  const schema = record(node.value);
  if (!Array.isArray(schema.anyOf) || schema.anyOf.length !== 2) return undefined;
  const members = schema.anyOf.map((_, index) => record(ctx.child(node, "anyOf", index).value));
  const known = members.find((member) => Array.isArray(member.enum));
  const other = members.find((member) => !Array.isArray(member.enum));
  if (!known || !other || other.type !== "string" || other.const !== undefined) return undefined;
  return known.enum as unknown[];
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The pairs of schemas compared in one context (one subject, one direction): each is compared once. */
const comparedPairs = new WeakMap<SchemaContext, Set<string>>();

/** One schema before and after, as each comparison below reads it. */
interface SchemaPair {
  ctx: SchemaContext;
  /** Where the schema stands, before and after, with its `$ref` followed. */
  b: Located;
  h: Located;
  /** Its keywords, allOf members merged in. */
  bs: Json;
  hs: Json;
  baseView: Effective;
  headView: Effective;
  /** The schemas compared along the path that reached this one (a recursive schema is compared once). */
  path: Set<string>;
  /** The schema is a property its object requires, before and after: every request sends it. */
  requiredBoth: boolean;
  emit: (breaking: boolean, reason: string, touches?: Touches) => void;
}

/** The enum each side declares, open (anyOf an enum and a free string) or closed. */
interface Enums {
  baseOpen: unknown[] | undefined;
  headOpen: unknown[] | undefined;
  baseEnum: unknown[] | undefined;
  headEnum: unknown[] | undefined;
}

export function compareSchema(
  ctx: SchemaContext,
  baseNode: Located,
  headNode: Located,
  seen = new Set<string>(),
  /** The schema is a property its object requires, before and after: every request sends it. */
  requiredBoth = false,
): void {
  const b = ctx.base.resolve(baseNode);
  const h = ctx.head.resolve(headNode);
  // A schema reached twice along one path (a recursive schema) is compared once; so is a pair reached along
  // many paths (a `$ref` fan-out of 10 schemas x 10 levels is 10^10 paths): its findings are the same each time.
  // A required and an optional use of one schema are judged apart (a default means something only to the latter).
  const key = `${b.file}#${b.pointer}|${h.file}#${h.pointer}${requiredBoth ? "|required" : ""}`;
  if (seen.has(key)) return;
  const compared = comparedPairs.get(ctx) ?? new Set<string>();
  comparedPairs.set(ctx, compared);
  if (compared.has(key)) return;
  compared.add(key);
  const baseView = effective(ctx.base, b);
  const headView = effective(ctx.head, h);
  const pair: SchemaPair = {
    ctx,
    b,
    h,
    bs: baseView.schema,
    hs: headView.schema,
    baseView,
    headView,
    path: new Set(seen).add(key),
    requiredBoth,
    emit: (breaking, reason, touches = ctx.touches) =>
      ctx.emit({ file: h.file, pointer: h.pointer, touches, breaking, reason }),
  };
  const enums = compareEnums(pair);
  compareTypes(pair);
  compareExactKeywords(pair, enums);
  compareBounds(pair);
  compareDefault(pair);
  compareDeprecation(pair);
  compareProperties(pair);
  compareAdditionalProperties(pair);
  if (pair.bs.items !== undefined && pair.hs.items !== undefined) {
    compareSchema(ctx, ctx.base.child(b, "items"), ctx.head.child(h, "items"), pair.path);
  }
  compareAlternatives(pair, enums);
}

function compareEnums({ ctx, b, h, bs, hs, emit }: SchemaPair): Enums {
  const baseOpen = openEnumValues(ctx.base, b);
  const headOpen = openEnumValues(ctx.head, h);
  const baseEnum = baseOpen ?? (Array.isArray(bs.enum) ? bs.enum : undefined);
  const headEnum = headOpen ?? (Array.isArray(hs.enum) ? hs.enum : undefined);
  if (baseOpen && headOpen) {
    const added = headOpen.filter((value) => !baseOpen.some((known) => equal(known, value)));
    const removed = baseOpen.filter((value) => !headOpen.some((known) => equal(known, value)));
    if (added.length > 0) {
      emit(
        false,
        `The open enum gains ${added.map(show).join(", ")}: the contract declares it open (anyOf of an enum and a string), so clients already accept values they do not know.`,
      );
    }
    if (removed.length > 0) {
      const sends = ctx.direction === "send";
      emit(
        sends,
        sends
          ? `The open enum loses ${removed.map(show).join(", ")}: clients that send it were told it is a known value.`
          : `The open enum loses ${removed.map(show).join(", ")}: clients receive fewer known values.`,
      );
    }
  } else if (baseOpen && !headOpen) {
    judgeWidth(ctx, h, false, "The open enum is closed (no longer an anyOf with a free string)");
  } else if (!baseOpen && headOpen) {
    judgeWidth(ctx, h, true, "The closed enum is made open");
  } else if (baseEnum && headEnum) {
    const added = headEnum.filter((value) => !baseEnum.some((known) => equal(known, value)));
    const removed = baseEnum.filter((value) => !headEnum.some((known) => equal(known, value)));
    if (added.length > 0) judgeWidth(ctx, h, true, `The closed enum gains ${added.map(show).join(", ")}`);
    if (removed.length > 0) judgeWidth(ctx, h, false, `The closed enum loses ${removed.map(show).join(", ")}`);
  } else if (baseEnum && !headEnum) {
    judgeWidth(ctx, h, true, "The enum is removed (any value of the type is allowed)");
  } else if (!baseEnum && headEnum) {
    judgeWidth(ctx, h, false, `An enum is added (${headEnum.map(show).join(", ")})`);
  }
  return { baseOpen, headOpen, baseEnum, headEnum };
}

function compareTypes({ ctx, h, bs, hs }: SchemaPair): void {
  const baseTypes = types(bs);
  const headTypes = types(hs);
  if (baseTypes && headTypes) {
    const added = [...headTypes].filter((type) => !covers(baseTypes, type));
    const removed = [...baseTypes].filter((type) => !covers(headTypes, type));
    if (added.length > 0) judgeWidth(ctx, h, true, `The type gains ${added.join(", ")}`);
    if (removed.length > 0) judgeWidth(ctx, h, false, `The type loses ${removed.join(", ")}`);
  } else if (baseTypes && !headTypes && !Array.isArray(hs.anyOf)) {
    judgeWidth(ctx, h, true, `The type (${[...baseTypes].join(", ")}) is no longer given`);
  } else if (!baseTypes && headTypes && !Array.isArray(bs.anyOf)) {
    judgeWidth(ctx, h, false, `A type (${[...headTypes].join(", ")}) is added`);
  }
}

/** Exact constraints (format, pattern, const): added narrows, removed widens, changed breaks both ways. */
function compareExactKeywords({ ctx, h, bs, hs, emit }: SchemaPair, { baseEnum, headEnum }: Enums): void {
  for (const keyword of exactKeywords) {
    if (keyword === "const" && (baseEnum || headEnum)) continue;
    const before = bs[keyword];
    const after = hs[keyword];
    if (equal(before, after)) continue;
    if (before === undefined) judgeWidth(ctx, h, false, `\`${keyword}: ${show(after)}\` is added`);
    else if (after === undefined) judgeWidth(ctx, h, true, `\`${keyword}: ${show(before)}\` is removed`);
    else {
      emit(
        true,
        `\`${keyword}\` changes from ${show(before)} to ${show(after)}: values valid before may be invalid now, and the other way round.`,
      );
    }
  }
}

function compareBounds({ ctx, h, bs, hs }: SchemaPair): void {
  for (const [keywords, upper] of [
    [upperBounds, true],
    [lowerBounds, false],
  ] as const) {
    for (const keyword of keywords) {
      const before = bs[keyword];
      const after = hs[keyword];
      if (equal(before, after)) continue;
      const what =
        before === undefined
          ? `\`${keyword}: ${show(after)}\` is added`
          : after === undefined
            ? `\`${keyword}: ${show(before)}\` is removed`
            : `\`${keyword}\` changes from ${show(before)} to ${show(after)}`;
      const widens =
        before === undefined
          ? false
          : after === undefined
            ? true
            : upper
              ? Number(after) > Number(before)
              : Number(after) < Number(before);
      judgeWidth(ctx, h, widens, what);
    }
  }
}

/**
 * A default is what the service does when the client says nothing: a new one changes behaviour. In what
 * clients receive it only documents the service (nothing is left out for it to fill in).
 */
function compareDefault({ ctx, bs, hs, requiredBoth, emit }: SchemaPair): void {
  if (equal(bs.default, hs.default) || (bs.default === undefined && hs.default === undefined)) return;
  const change =
    bs.default === undefined
      ? `${show(hs.default)} is added`
      : hs.default === undefined
        ? `${show(bs.default)} is removed`
        : `changes from ${show(bs.default)} to ${show(hs.default)}`;
  if (ctx.direction === "send" && requiredBoth) {
    emit(
      false,
      `The default ${change} on a field every request must send: it is never left out, so no default is ever used.`,
    );
  } else if (ctx.direction === "receive") {
    emit(
      false,
      `The default ${change} in what clients receive: it documents the service, and no request is handled differently.`,
    );
  } else {
    emit(
      true,
      bs.default === undefined
        ? `A default ${show(hs.default)} is added: requests that leave it out may now be handled differently.`
        : hs.default === undefined
          ? `The default ${show(bs.default)} is removed: what the service does when it is left out is no longer promised.`
          : `The default changes from ${show(bs.default)} to ${show(hs.default)}: code that leaves it out now gets a different behaviour.`,
      "sdk-behaviour",
    );
  }
}

function compareDeprecation({ bs, hs, emit }: SchemaPair): void {
  if (bs.deprecated === true || hs.deprecated !== true) return;
  const sunset = typeof hs["x-sunset"] === "string" ? ` with sunset ${hs["x-sunset"]}` : " without an x-sunset date";
  emit(false, `Deprecated${sunset}: it still works; clients are told to move off it.`);
}

/** Properties, wherever each is declared (the schema itself or an allOf member). */
function compareProperties({ ctx, h, baseView, headView, path }: SchemaPair): void {
  const { properties: baseProperties, required: baseRequired } = baseView;
  const { properties: headProperties, required: headRequired } = headView;
  const sends = ctx.direction === "send";
  for (const [name, declared] of baseProperties) {
    const headDeclared = headProperties.get(name);
    const pointer = headDeclared?.pointer ?? `${h.pointer}/properties/${escapePointerToken(name)}`;
    if (!headDeclared) {
      // `deprecated` and `x-sunset` may stand beside a `$ref` (OpenAPI 3.1) or in the schema it names.
      const marked = record(declared.value).deprecated === true ? declared.value : ctx.base.resolve(declared).value;
      const removal = judgeRemoval(
        `The field \`${name}\``,
        marked,
        ctx.today,
        sends ? "clients that send it are rejected or ignored" : "clients that read it get nothing",
      );
      ctx.emit({ file: h.file, pointer, touches: ctx.touches, ...removal });
      continue;
    }
    compareSchema(ctx, declared, headDeclared, path, baseRequired.has(name) && headRequired.has(name));
    if (baseRequired.has(name) && !headRequired.has(name)) {
      ctx.emit({
        file: h.file,
        pointer,
        touches: ctx.touches,
        breaking: !sends,
        reason: sends
          ? `The field \`${name}\` is no longer required: clients may leave it out.`
          : `The field \`${name}\` is no longer required: clients that read it may find it missing.`,
      });
    } else if (!baseRequired.has(name) && headRequired.has(name)) {
      ctx.emit({
        file: h.file,
        pointer,
        touches: ctx.touches,
        breaking: sends,
        reason: sends
          ? `The field \`${name}\` becomes required: requests that leave it out are rejected.`
          : `The field \`${name}\` is now always present.`,
      });
    }
  }
  for (const [name, declared] of headProperties) {
    if (baseProperties.has(name)) continue;
    const required = headRequired.has(name);
    ctx.emit({
      file: declared.file,
      pointer: declared.pointer,
      touches: ctx.touches,
      breaking: sends && required,
      reason: sends
        ? required
          ? `A required field \`${name}\` is added: every request without it is rejected.`
          : `An optional field \`${name}\` is added: clients may send it.`
        : `A field \`${name}\` is added${required ? "" : " (optional)"}: clients ignore fields they do not know.`,
    });
  }
}

/** Closing a request is a break; opening a response is what the contract promises. */
function compareAdditionalProperties({ ctx, b, h, bs, hs, path, emit }: SchemaPair): void {
  const sends = ctx.direction === "send";
  const baseClosed = bs.additionalProperties === false;
  const headClosed = hs.additionalProperties === false;
  if (baseClosed && !headClosed) {
    emit(
      false,
      sends
        ? "Other fields are now allowed in what clients send."
        : "The object may gain fields the spec does not list yet: clients ignore fields they do not know.",
    );
  } else if (!baseClosed && headClosed && (bs.type === "object" || hs.type === "object")) {
    judgeWidth(ctx, h, false, "Fields the spec does not list are no longer allowed (`additionalProperties: false`)");
  }
  if (typeof bs.additionalProperties === "object" && typeof hs.additionalProperties === "object") {
    compareSchema(ctx, ctx.base.child(b, "additionalProperties"), ctx.head.child(h, "additionalProperties"), path);
  }
}

/**
 * Alternatives, paired member by member whatever their order; one more widens. (allOf members are merged into
 * the schema above: what they add is compared keyword by keyword.)
 */
function compareAlternatives({ ctx, b, h, bs, hs, path }: SchemaPair, { baseOpen, headOpen }: Enums): void {
  for (const keyword of ["anyOf", "oneOf"] as const) {
    if (keyword === "anyOf" && (baseOpen || headOpen)) continue;
    const before = Array.isArray(bs[keyword]) ? (bs[keyword] as unknown[]) : [];
    const after = Array.isArray(hs[keyword]) ? (hs[keyword] as unknown[]) : [];
    for (const [baseIndex, headIndex] of pairMembers(before, after)) {
      compareSchema(ctx, ctx.base.child(b, keyword, baseIndex), ctx.head.child(h, keyword, headIndex), path);
    }
    if (before.length !== after.length) {
      const widens = after.length > before.length;
      judgeWidth(ctx, h, widens, `\`${keyword}\` goes from ${before.length} to ${after.length} members`);
    }
  }
}
