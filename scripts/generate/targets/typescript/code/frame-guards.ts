// Compiles the payload schemas of the frames the server sends into plain TypeScript type guards: a few
// `typeof` checks per field instead of ajv's standalone code, so the browser bundle of the real-time
// client stays small. They read frames tolerantly, as the ajv validators of server frames do (same
// keywords, checked by a differential test): types, required fields, the consts that tell messages apart
// and array bounds are held; unknown fields and value constraints (enum, pattern, ranges) are not.

import { annotationKeywords, valueConstraints } from "../../../model/schema-keywords.js";
import type { StreamMessage } from "../../../model/types.js";
import { guardName } from "../naming.js";
import type { StreamCode } from "./compiled.js";

type Schema = Record<string, unknown>;

/** Property names a parsed frame inherits from `Object.prototype` when it lacks them. */
const inherited: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Keywords a tolerant reader does not hold the server to: the same the tolerant ajv validators leave out. */
const ignoredKeywords = new Set([...annotationKeywords, ...valueConstraints, "additionalProperties"]);
const understoodKeywords = new Set(["type", "const", "required", "properties", "items", "maxItems"]);

const typeChecks: Record<string, (expression: string) => string> = {
  string: (e) => `typeof ${e} === "string"`,
  number: (e) => `typeof ${e} === "number"`,
  integer: (e) => `Number.isInteger(${e})`,
  boolean: (e) => `typeof ${e} === "boolean"`,
  null: (e) => `${e} === null`,
  array: (e) => `Array.isArray(${e})`,
  object: (e) => `isRecord(${e})`,
};

/**
 * An optional field of a primitive type, checked by one small function rather than `(x === undefined || ...)`
 * written out for each field: the same check, once in the bundle. Not named is…: no guard of a message or a
 * schema (is<Type>, is<Type>Shape) can take these names.
 */
const optionalChecks: Record<string, string> = {
  string: "absentOrString",
  number: "absentOrNumber",
  integer: "absentOrInteger",
  boolean: "absentOrBoolean",
};

function pascal(name: string): string {
  return name.replace(/(^|_)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

/** A named guard function per object schema; titled ones (such as `Token`) are shared by every message. */
interface GuardFunction {
  name: string;
  /** The type it narrows to, when the messages module declares one. */
  narrowsTo: string | undefined;
  body: string;
}

export class FrameGuardCompiler {
  readonly #functions = new Map<string, GuardFunction>();
  /** The optional-field checks the guards call, by type: rendered before them, in the order first needed. */
  readonly #optionalTypes = new Set<string>();

  constructor(private readonly declaredTypes: ReadonlySet<string>) {}

  /** Compiles a message's payload; returns the name of its guard function. */
  compileMessage(message: StreamMessage): string {
    return this.#objectGuard(message.schema, message.typeName, message.name);
  }

  /** Every guard function compiled so far, in the order they were first needed. */
  render(): string {
    const optional = [...this.#optionalTypes].map(
      (type) =>
        `function ${optionalChecks[type]}(value: unknown): boolean {\n  return value === undefined || ${typeChecks[type]?.("value")};\n}`,
    );
    const guards = [...this.#functions.values()].map(
      ({ name, narrowsTo, body }) =>
        `function ${name}(value: unknown): ${narrowsTo ? `value is ${narrowsTo}` : "boolean"} {\n  return ${body};\n}`,
    );
    return [...optional, ...guards].join("\n\n");
  }

  #objectGuard(schema: Schema, name: string, where: string): string {
    const functionName = guardName(name);
    if (this.#functions.has(functionName)) return functionName;
    // Registered before its body is compiled, so that a schema reaching itself again ends at its name.
    const guard: GuardFunction = {
      name: functionName,
      narrowsTo: this.declaredTypes.has(name) ? name : undefined,
      body: "",
    };
    this.#functions.set(functionName, guard);
    const checks = [typeChecks.object?.("value") as string];
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required ?? []) as string[]);
    for (const property of required) {
      if (!(property in properties)) checks.push(`Object.hasOwn(value, ${JSON.stringify(property)})`);
    }
    for (const [property, child] of Object.entries(properties)) {
      const access = /^[A-Za-z_$][\w$]*$/.test(property) ? `value.${property}` : `value[${JSON.stringify(property)}]`;
      const check = this.#check(child, access, `${where}.${property}`, `${name}${pascal(property)}`);
      if (inherited.has(property)) {
        // A name every object inherits (`constructor`, `toString`) reads the prototype's value when the
        // frame lacks it: the frame's own property is what counts.
        const own = `Object.hasOwn(value, ${JSON.stringify(property)})`;
        checks.push(required.has(property) ? `${own} && ${check}` : `(!${own} || ${check})`);
      } else if (required.has(property)) checks.push(check);
      else checks.push(this.#optional(child, access, check));
    }
    guard.body = checks.join(" &&\n    ");
    return functionName;
  }

  /** An optional field's check: a shared function's call when it is a bare primitive type, else written out. */
  #optional(schema: Schema, access: string, check: string): string {
    const type = schema.type;
    if (typeof type === "string" && optionalChecks[type] && check === typeChecks[type]?.(access)) {
      this.#optionalTypes.add(type);
      return `${optionalChecks[type]}(${access})`;
    }
    return `(${access} === undefined || ${check})`;
  }

  #check(schema: Schema, expression: string, where: string, nameIfObject: string): string {
    for (const keyword of Object.keys(schema)) {
      if (!understoodKeywords.has(keyword) && !ignoredKeywords.has(keyword) && !keyword.startsWith("x-")) {
        throw new Error(
          `specs/asyncapi.yaml: ${where} uses "${keyword}", which the server-frame guards do not compile; ` +
            "extend scripts/generate/frame-guards.ts",
        );
      }
    }
    // A const says the type as well.
    if ("const" in schema) return `${expression} === ${JSON.stringify(schema.const)}`;
    const checks: string[] = [];
    const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
    const alternatives = (types as string[]).map((type) => {
      if (type === "object") {
        return `${this.#objectGuard(schema, typeof schema.title === "string" ? schema.title : nameIfObject, where)}(${expression})`;
      }
      const typeCheck = typeChecks[type];
      if (!typeCheck) throw new Error(`specs/asyncapi.yaml: ${where} has the unknown type "${type}"`);
      if (type !== "array") return typeCheck(expression);
      const parts = [typeCheck(expression)];
      if (typeof schema.maxItems === "number") parts.push(`${expression}.length <= ${schema.maxItems}`);
      const items = schema.items as Schema | undefined;
      if (items) {
        const itemName = typeof items.title === "string" ? items.title : `${nameIfObject}Item`;
        const itemCheck = this.#check(items, "item", `${where}[]`, itemName);
        const direct = /^(\w+)\(item\)$/.exec(itemCheck)?.[1];
        parts.push(`${expression}.every(${direct ?? `(item) => ${itemCheck}`})`);
      }
      return parts.join(" && ");
    });
    if (alternatives.length === 1) checks.push(alternatives[0] as string);
    else if (alternatives.length > 1) checks.push(`(${alternatives.join(" || ")})`);
    return checks.length === 0 ? "true" : checks.join(" && ");
  }
}

/** The guards of every frame the server sends: their functions, and which one checks which message. */
export function compileFrameGuards(
  messages: StreamMessage[],
  declaredTypes: ReadonlySet<string>,
): StreamCode["guards"] {
  const compiler = new FrameGuardCompiler(declaredTypes);
  const byMessage: Record<string, string> = {};
  for (const message of messages) {
    if (message.sender !== "server") continue;
    if (message.format !== "json")
      throw new Error(
        `specs/asyncapi.yaml: server message ${message.name} is not JSON; the classifier reads JSON only`,
      );
    byMessage[message.name] = compiler.compileMessage(message);
  }
  return { functions: compiler.render(), byMessage };
}
