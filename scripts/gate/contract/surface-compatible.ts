// Changes of a declaration in the SDK surface report that code written against the base still compiles with,
// though the text differs: each rule names why. The surface diff (surface-diff.ts) asks these before it calls a
// changed declaration a break.
import type { ContractSide, Json } from "./types.js";

/** What the rules read besides the two declarations: the path, both sides' exports, the base's spec. */
export interface DeclarationChange {
  path: string;
  before: string;
  now: string;
  headExports: Record<string, string>;
  base: ContractSide;
}

type Rule = (change: DeclarationChange) => string | undefined;

/**
 * A promise type that became one of the head's interfaces extending `Promise` (`CallPromise<T> extends
 * Promise<T>`): a method's result, or a type built on it, that code awaited as a `Promise` it still awaits.
 */
const promiseSubtype: Rule = ({ before, now, headExports }) => {
  for (const [name, declaration] of Object.entries(headExports)) {
    if (name.includes(".") || name.includes("#")) continue;
    if (!/^interface(<[^>]*>)? extends Promise</.test(declaration)) continue;
    if (now.replaceAll(`${name}<`, "Promise<") === before) {
      return `\`${name}\` extends \`Promise\`: code that used the result as a promise still compiles.`;
    }
  }
  return undefined;
};

/** `'a' | 'b'` → the string literals of a union type alias, or undefined for any other declaration. */
function literalUnion(declaration: string): Set<string> | undefined {
  const match = /^type = ('[^']*'(?: \| '[^']*')*)$/.exec(declaration);
  return match ? new Set((match[1] as string).split(" | ")) : undefined;
}

/** A union of string literals that only gains values (an error kind, say): the old values are all there. */
const unionGainsValues: Rule = ({ before, now }) => {
  const [old, current] = [literalUnion(before), literalUnion(now)];
  if (!old || !current || ![...old].every((value) => current.has(value))) return undefined;
  const added = [...current].filter((value) => !old.has(value));
  return `it gains ${added.join(", ")}: code using the old values still compiles (only a switch that must cover every value, with no default, asks for the new one).`;
};

/** A constant object's type that only gains properties at its end: reading the old ones still compiles. */
const constGainsProperties: Rule = ({ before, now }) => {
  if (!/^const: \{ .*; \}$/.test(before) || !before.endsWith(" }")) return undefined;
  const kept = before.slice(0, -1);
  return now.startsWith(kept) && now.endsWith("; }") && now.length > before.length
    ? "it gains properties: code reading the old ones still compiles."
    : undefined;
};

/** A string constant whose text changed (a usage text): code reading it still compiles. */
const constantText: Rule = ({ before, now }) =>
  /^const: '[\s\S]*'$/.test(before) && /^const: '[\s\S]*'$/.test(now)
    ? "a string constant's text: code reading it still compiles."
    : undefined;

/**
 * The contract's own type (the base printed it by its name, `type = CreateTranscriptionRequest`: the generated
 * type of the spec's schema), now printed by its shape: its change is the schema's, which the specs' comparison
 * judges by the way it travels.
 */
const contractTypeByShape: Rule = ({ path, before }) =>
  !/[.#]/.test(path) && before === `type = ${path}`
    ? "the type the spec's schema of that name generates: the specs' comparison judges its change by the way it travels."
    : undefined;

function schemaProperties(side: ContractSide, schema: string): Set<string> | undefined {
  const schemas = (side.openapi as { components?: { schemas?: Record<string, Json> } }).components?.schemas;
  const properties = (schemas?.[schema] as { properties?: Record<string, Json> } | undefined)?.properties;
  return properties ? new Set(Object.keys(properties)) : undefined;
}

/**
 * An `Omit<Schema, …>` that now leaves out keys as well that the base's schema did not have: no value written
 * against the base could hold them, so none stops compiling.
 */
const omitsNewKeys: Rule = ({ before, now, base }) => {
  const omits = /Omit<([A-Z]\w*), ('[^']*'(?: \| '[^']*')*)>/g;
  const beforeOmits = [...before.matchAll(omits)];
  const nowOmits = [...now.matchAll(omits)];
  if (beforeOmits.length === 0 || beforeOmits.length !== nowOmits.length) return undefined;
  const added: string[] = [];
  for (const [index, old] of beforeOmits.entries()) {
    const current = nowOmits[index] as RegExpMatchArray;
    if (old[1] !== current[1]) return undefined;
    const [oldKeys, newKeys] = [(old[2] as string).split(" | "), (current[2] as string).split(" | ")];
    if (!oldKeys.every((key) => newKeys.includes(key))) return undefined;
    const properties = schemaProperties(base, old[1] as string);
    for (const key of newKeys.filter((each) => !oldKeys.includes(each))) {
      if (!properties || properties.has(key.slice(1, -1))) return undefined;
      added.push(`${old[1]}'s ${key}`);
    }
  }
  if (added.length === 0) return undefined;
  let rewritten = now;
  for (const [index, old] of beforeOmits.entries()) rewritten = rewritten.replace(nowOmits[index]?.[0] ?? "", old[0]);
  return rewritten === before
    ? `it leaves out ${added.join(", ")} as well, which the base's schema did not have: no value written against the base holds it.`
    : undefined;
};

/** Splits a parameter list at its top-level commas (those inside a type's brackets are not between parameters). */
function topLevelParameters(list: string): string[] {
  const parameters: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const character = list[index];
    if (character === "(" || character === "{" || character === "[" || character === "<") depth++;
    else if (character === ")" || character === "}" || character === "]" || character === ">") depth--;
    else if (character === "," && depth === 0) {
      parameters.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  if (list.trim() !== "") parameters.push(list.slice(start).trim());
  return parameters;
}

/**
 * A method or function that gains optional parameters after its last one (`connect(config)` →
 * `connect(config, options?)`): every call written against the base still compiles, and so does a subclass's
 * override with fewer parameters.
 */
const gainsOptionalParameters: Rule = ({ before, now }) => {
  const signature = /^(method|function) \((.*)\): (.*)$/s;
  const [old, current] = [signature.exec(before), signature.exec(now)];
  if (!old || !current || old[1] !== current[1] || old[3] !== current[3]) return undefined;
  const [oldParameters, newParameters] = [
    topLevelParameters(old[2] as string),
    topLevelParameters(current[2] as string),
  ];
  if (newParameters.length <= oldParameters.length) return undefined;
  if (!oldParameters.every((parameter, index) => newParameters[index] === parameter)) return undefined;
  const added = newParameters.slice(oldParameters.length);
  return added.every((parameter) => /^\w+\?: /.test(parameter))
    ? `it gains the optional parameter${added.length > 1 ? "s" : ""} ${added.map((parameter) => parameter.split("?")[0]).join(", ")}: every call written against the base still compiles.`
    : undefined;
};

const rules: Rule[] = [
  gainsOptionalParameters,
  promiseSubtype,
  unionGainsValues,
  constGainsProperties,
  constantText,
  contractTypeByShape,
  omitsNewKeys,
];

/** Why code written against `before` still compiles against `now`, or undefined when it may not. */
export function compatibleChange(change: DeclarationChange): string | undefined {
  for (const rule of rules) {
    const reason = rule(change);
    if (reason !== undefined) return reason;
  }
  return undefined;
}
