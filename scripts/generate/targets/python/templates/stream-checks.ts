// The stream's frame checks, compiled: straight-line Python per payload schema instead of an interpreter walking
// the schema at run time (what the TypeScript target gets from ajv's standalone code). Client frames get
// validators returning every ValidationProblem (path and message, in the order and wording the interpreter of
// _core/shapes.py had); server frames get guards answering whether a frame has its message's shape, tolerantly:
// types, required fields, consts, additionalProperties false, maxItems and the combinators, never enums, bounds
// or patterns, so that a newer server's values do not make a client drop a frame. A keyword these checks cannot
// compile is refused. Spec values reach the code only as literals (pyString, pyLiteral) and numbers checked to
// be numbers; every node of a schema is its own function, so the code's depth is the schema's, never the data's.
import type { StreamMessage } from "../../../model/types.js";
import { laidOut, pyLiteral, pyString } from "./partials.js";

type Schema = Record<string, unknown>;
type Mode = "validator" | "guard";

/** Keywords that describe without constraining, and the annotations of a payload: nothing to check. */
const annotations = new Set([
  "title",
  "description",
  "examples",
  "example",
  "default",
  "deprecated",
  "$comment",
  "$schema",
  "$id",
  "readOnly",
  "writeOnly",
  "format",
  "contentMediaType",
  "contentEncoding",
]);
const compiled = new Set([
  "type",
  "const",
  "enum",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "maxItems",
  "minItems",
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
]);
const bounds = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] as const;
/** What makes a value fail a bound: the negation of being within it, so that NaN fails as it did. */
const outside: Record<(typeof bounds)[number], string> = {
  minimum: ">=",
  maximum: "<=",
  exclusiveMinimum: ">",
  exclusiveMaximum: "<",
};

/** A test of a value, and its negation as ruff wants it written (`is not None`, no `not (a != b)`). */
interface Check {
  ok: string;
  fail: string;
}

/**
 * A JSON type as a Python test of `name`: no bool for numbers; 3.0 is an integer, an infinity is not. An int is
 * told at once; any other value by is_json_integer, the exact rule.
 */
const typeTests: Record<string, (name: string) => Check> = {
  string: (name) => ({ ok: `isinstance(${name}, str)`, fail: `not isinstance(${name}, str)` }),
  integer: (name) => ({
    ok: `type(${name}) is int or is_json_integer(${name})`,
    fail: `type(${name}) is not int and not is_json_integer(${name})`,
  }),
  number: (name) => ({
    ok: `isinstance(${name}, (int, float)) and not isinstance(${name}, bool)`,
    fail: `not isinstance(${name}, (int, float)) or isinstance(${name}, bool)`,
  }),
  boolean: (name) => ({ ok: `isinstance(${name}, bool)`, fail: `not isinstance(${name}, bool)` }),
  null: (name) => ({ ok: `${name} is None`, fail: `${name} is not None` }),
  array: (name) => ({ ok: `isinstance(${name}, list)`, fail: `not isinstance(${name}, list)` }),
  object: (name) => ({ ok: `isinstance(${name}, dict)`, fail: `not isinstance(${name}, dict)` }),
};

/** The test that a value is of one of the types. */
function typeCheck(types: string[], name: string): Check {
  const checks = types.map((type) => (typeTests[type] as (name: string) => Check)(name));
  if (checks.length === 1) return checks[0] as Check;
  const ok = checks.map((check) => (check.ok.includes(" and ") ? `(${check.ok})` : check.ok)).join(" or ");
  return { ok, fail: `not (${ok})` };
}

/**
 * The test that a value differs from a const, as JSON compares (true is not 1): by type, so that no check a type
 * checker can prove needless is written.
 */
function constantDiffers(constant: unknown, name: string, literal: string): string {
  if (typeof constant === "string") return `${name} != ${literal}`;
  if (typeof constant === "boolean" || constant === null) return `${name} is not ${literal}`;
  return `${name} != ${literal} or isinstance(${name}, bool)`;
}

/**
 * An object or a list under its JSON element types, once narrowed (isinstance leaves them unknown, which pyright's
 * strict mode refuses; an annotation would not do, pyright narrows it to the value's type again).
 */
function typedName(test: string): string[] {
  if (test === "isinstance(value, dict)") return ['data = cast("builtins.dict[str, object]", value)'];
  if (test === "isinstance(value, list)") return ['elements = cast("builtins.list[object]", value)'];
  return [];
}

/** A refusal of a payload keyword the checks cannot compile, where it stands in the message's payload. */
export class StreamCheckError extends Error {
  constructor(message: StreamMessage, where: string, detail: string) {
    super(`specs/asyncapi.yaml, the payload of message ${message.name} at ${where === "" ? "/" : where}: ${detail}`);
    this.name = "StreamCheckError";
  }
}

function indented(lines: string[], depth = 1): string[] {
  return lines.map((line) => (line === "" ? "" : `${"    ".repeat(depth)}${line}`));
}

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A JSON pointer token (`~` → `~0`, `/` → `~1`). */
const token = (part: string | number) => String(part).replaceAll("~", "~0").replaceAll("/", "~1");

interface Node {
  schema: Schema;
  where: string;
}

/** The compiler of one module's checks: functions shared by identical schemas, constants for spec literals. */
export class StreamCheckCompiler {
  readonly #functions: string[] = [];
  readonly #constants: string[] = [];
  readonly #names = new Map<string, string>();
  #count = 0;
  #usesPattern = false;

  /** The public check of a message: its validator (client frames) or its guard (server frames). */
  compileMessage(message: StreamMessage): void {
    const name = message.checkName as string;
    if (message.sender === "client") {
      const root = this.#node(message, { schema: message.schema, where: "" }, "validator");
      this.#functions.push(`def ${name}(value: object) -> builtins.list[ValidationProblem]:
    """Every way a ${message.typeName} frame breaks its schema (required fields, types, enums, bounds), by path."""
    return ${root}(value, ${pyString(message.name)})
`);
      return;
    }
    this.#node(
      message,
      { schema: message.schema, where: "" },
      "guard",
      name,
      `"""Whether a decoded frame has the shape of ${message.typeName}: fields and types, not bounds or enums."""`,
    );
  }

  /** The module-level literals the checks read (enums, patterns, required keys, form names). */
  get constants(): string {
    return this.#constants.join("\n");
  }

  get functions(): string[] {
    return this.#functions;
  }

  /** Whether a check calls `re` (a validator of a pattern). */
  get usesPattern(): boolean {
    return this.#usesPattern;
  }

  #constant(prefix: string, value: unknown): string {
    const name = `_${prefix}_${++this.#count}`;
    this.#constants.push(laidOut(pyLiteral(value), "", `${name}: Final = `));
    return name;
  }

  /** A frozenset of names, for the guards' one-step key checks (`data.keys() >= _REQUIRED_3`). */
  #nameSet(prefix: string, names: string[]): string {
    const name = `_${prefix}_${++this.#count}`;
    const set = { open: "{", items: names.map(pyString), close: "}" };
    this.#constants.push(laidOut({ open: "frozenset(", items: [set], close: ")" }, "", `${name}: Final = `));
    return name;
  }

  /** The function checking a schema node in a mode, compiled once per distinct schema. */
  #node(message: StreamMessage, node: Node, mode: Mode, publicName?: string, doc?: string): string {
    this.#refuseUnknown(message, node);
    const key = `${mode}:${JSON.stringify(node.schema)}`;
    const known = this.#names.get(key);
    if (known !== undefined && publicName === undefined) return known;
    const name = publicName ?? `_${mode === "guard" ? "has_shape" : "problems"}_${++this.#count}`;
    if (known === undefined) this.#names.set(key, name);
    const where = `${message.name}${node.where === "" ? "" : ` ${node.where}`}`;
    const body = mode === "guard" ? this.#guardBody(message, node) : this.#validatorBody(message, node);
    const signature =
      mode === "guard"
        ? `def ${name}(value: object) -> bool:`
        : `def ${name}(value: object, path: str) -> builtins.list[ValidationProblem]:`;
    const lead = doc === undefined ? `# ${where}\n` : "";
    this.#functions.push(`${lead}${signature}\n${indented([...(doc ? [doc] : []), ...body]).join("\n")}\n`);
    return name;
  }

  #refuseUnknown(message: StreamMessage, { schema, where }: Node): void {
    for (const [keyword, value] of Object.entries(schema)) {
      const at = `${where}/${token(keyword)}`;
      if (annotations.has(keyword) || keyword.startsWith("x-")) continue;
      if (!compiled.has(keyword)) {
        throw new StreamCheckError(
          message,
          at,
          `the keyword ${JSON.stringify(keyword).slice(0, 80)} is not one the Python stream checks compile; use ${[...compiled].join(", ")}`,
        );
      }
      const refuse = (what: string) => {
        throw new StreamCheckError(message, at, what);
      };
      if (keyword === "type") {
        const types = Array.isArray(value) ? value : [value];
        if (types.length === 0 || !types.every((type) => typeof type === "string" && type in typeTests)) {
          refuse(`type must be one of ${Object.keys(typeTests).join(", ")}, or a list of them`);
        }
      } else if (keyword === "const" || keyword === "enum") {
        const values = keyword === "enum" ? value : [value];
        if (!Array.isArray(values) || values.some((entry) => isSchema(entry) || Array.isArray(entry))) {
          refuse(`${keyword} must hold strings, numbers, booleans or null`);
        }
      } else if (keyword === "required") {
        if (!Array.isArray(value) || value.some((entry) => typeof entry !== "string")) refuse("a list of names");
      } else if (keyword === "properties") {
        if (!isSchema(value) || Object.values(value).some((child) => !isSchema(child))) {
          refuse("properties must map names to schemas");
        }
      } else if (keyword === "additionalProperties") {
        if (typeof value !== "boolean") refuse("only true or false compile here, not a schema");
      } else if (keyword === "items" || keyword === "not") {
        if (!isSchema(value)) refuse(`${keyword} must be one schema`);
      } else if (keyword === "allOf" || keyword === "anyOf" || keyword === "oneOf") {
        if (!Array.isArray(value) || value.length === 0 || !value.every(isSchema)) {
          refuse(`${keyword} must be a list of schemas`);
        }
      } else if (keyword === "pattern") {
        if (typeof value !== "string") refuse("a pattern must be a string");
      } else if ((bounds as readonly string[]).includes(keyword)) {
        if (typeof value !== "number" || !Number.isFinite(value)) refuse(`${keyword} must be a finite number`);
      } else if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
        refuse(`${keyword} must be a whole number, 0 or more`);
      }
    }
  }

  // ---- validators: every problem, in the interpreter's order and wording ----

  #validatorBody(message: StreamMessage, { schema, where }: Node): string[] {
    const lines = ["problems: builtins.list[ValidationProblem] = []"];
    const types = schema.type === undefined ? undefined : ([] as string[]).concat(schema.type as string);
    if (types !== undefined) {
      lines.push(
        `if ${typeCheck(types, "value").fail}:`,
        `    return [ValidationProblem(path, ${pyString(`must be ${types.join(" or ")}, not `)} + shown(value))]`,
      );
    }
    const narrowed = (type: string) => types?.length === 1 && types[0] === type;
    if ("const" in schema) {
      const constant =
        typeof schema.const === "string" ? this.#constant("CONST", schema.const) : (pyLiteral(schema.const) as string);
      lines.push(
        `if ${constantDiffers(schema.const, "value", constant)}:`,
        `    problems.append(ValidationProblem(path, "must be " + shown(${constant}) + ", not " + shown(value)))`,
      );
    }
    if (Array.isArray(schema.enum)) {
      const options = this.#constant("OPTIONS", schema.enum);
      lines.push(
        (schema.enum as unknown[]).every((option) => typeof option === "string")
          ? `if value not in ${options}:`
          : `if not any(same_json_value(value, option) for option in ${options}):`,
        `    one_of = ", ".join(shown(option) for option in ${options})`,
        `    problems.append(ValidationProblem(path, "must be one of " + one_of + ", not " + shown(value)))`,
      );
    }
    const text: string[] = [];
    if (typeof schema.minLength === "number") {
      text.push(
        `if len(value) < ${schema.minLength}:`,
        `    problems.append(ValidationProblem(path, "must be at least ${schema.minLength} characters long"))`,
      );
    }
    if (typeof schema.maxLength === "number") {
      text.push(
        `if len(value) > ${schema.maxLength}:`,
        `    problems.append(ValidationProblem(path, "must be at most ${schema.maxLength} characters long"))`,
      );
    }
    if (typeof schema.pattern === "string") {
      this.#usesPattern = true;
      const pattern = this.#constant("PATTERN", schema.pattern);
      text.push(
        `if re.search(${pattern}, value) is None:`,
        `    problems.append(ValidationProblem(path, "must match the pattern " + ${pattern}))`,
      );
    }
    lines.push(...this.#within("isinstance(value, str)", narrowed("string"), text));
    const numeric: string[] = [];
    for (const keyword of bounds) {
      const bound = schema[keyword];
      if (typeof bound !== "number") continue;
      const literal = pyLiteral(bound) as string;
      const shownBound = Number.isSafeInteger(bound) ? pyString(`must satisfy ${keyword} ${bound}, not `) : null;
      numeric.push(
        `if not value ${outside[keyword]} ${literal}:`,
        shownBound === null
          ? `    problems.append(ValidationProblem(path, "must satisfy ${keyword} " + str(${literal}) + ", not " + shown(value)))`
          : `    problems.append(ValidationProblem(path, ${shownBound} + shown(value)))`,
      );
    }
    lines.push(...this.#within("isinstance(value, (int, float)) and not isinstance(value, bool)", false, numeric));
    if (typeof schema.minItems === "number") {
      lines.push(
        ...this.#within("isinstance(value, list)", narrowed("array"), [
          `if len(elements) < ${schema.minItems}:`,
          `    problems.append(ValidationProblem(path, "must hold at least ${schema.minItems} items"))`,
        ]),
      );
    }
    lines.push(
      ...this.#within("isinstance(value, dict)", narrowed("object"), this.#validatorObject(message, schema, where)),
    );
    const list: string[] = [];
    if (typeof schema.maxItems === "number") {
      list.push(
        `if len(elements) > ${schema.maxItems}:`,
        `    problems.append(ValidationProblem(path, f"must hold at most ${schema.maxItems} items, not {len(elements)}"))`,
      );
    }
    if (isSchema(schema.items)) {
      const item = this.#node(message, { schema: schema.items, where: `${where}/items` }, "validator");
      list.push("for index, item in enumerate(elements):", `    problems += ${item}(item, f"{path}[{index}]")`);
    }
    lines.push(...this.#within("isinstance(value, list)", narrowed("array"), list));
    for (const [index, member] of ((schema.allOf ?? []) as Schema[]).entries()) {
      const check = this.#node(message, { schema: member, where: `${where}/allOf/${index}` }, "validator");
      lines.push(`problems += ${check}(value, path)`);
    }
    for (const keyword of ["anyOf", "oneOf"] as const) {
      const members = schema[keyword] as Schema[] | undefined;
      if (members === undefined) continue;
      const checks = members.map((member, index) =>
        this.#node(message, { schema: member, where: `${where}/${keyword}/${index}` }, "validator"),
      );
      const names = this.#constant(
        "FORMS",
        members.map((member, index) => (typeof member.title === "string" ? member.title : `form ${index + 1}`)),
      );
      lines.push(
        laidOut({ open: "[", items: checks.map((check) => `${check}(value, path)`), close: "]" }, "    ", "found = "),
        `problems += forms_problems(path, ${pyString(keyword)}, ${names}, found)`,
      );
    }
    if (isSchema(schema.not)) {
      const check = this.#node(message, { schema: schema.not, where: `${where}/not` }, "validator");
      lines.push(
        `if not ${check}(value, path):`,
        `    problems.append(ValidationProblem(path, "must not match the form its schema excludes (not)"))`,
      );
    }
    lines.push("return problems");
    return lines;
  }

  #validatorObject(message: StreamMessage, schema: Schema, where: string): string[] {
    const lines: string[] = [];
    const required = (schema.required ?? []) as string[];
    if (required.length > 0) {
      lines.push(
        laidOut({ open: "[", items: required.map(pyString), close: "]" }, "    ", "for key in ", ":"),
        "    if key not in data:",
        `        problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))`,
      );
    }
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
    const closed = schema.additionalProperties === false;
    if (properties.length === 0 && !closed) return lines;
    // Fields of one schema share a branch (ruff's SIM114), in the order the first of them stands.
    const byCheck = new Map<string, string[]>();
    for (const [property, child] of properties) {
      const check = this.#node(
        message,
        { schema: child, where: `${where}/properties/${token(property)}` },
        "validator",
      );
      byCheck.set(check, [...(byCheck.get(check) ?? []), property]);
    }
    const branches = [...byCheck].flatMap(([check, names], index) => {
      const keyword = index === 0 ? "if" : "elif";
      const test =
        names.length === 1
          ? `key == ${pyString(names[0] as string)}`
          : laidOut({ open: "(", items: names.map(pyString), close: ")" }, "    ", "key in ");
      return [`${keyword} ${test}:`, `    problems += ${check}(item, f"{path}.{key}")`];
    });
    if (closed) {
      const refusal = `problems.append(ValidationProblem(f"{path}.{key}", "is not a field this frame takes"))`;
      branches.push(...(branches.length === 0 ? [refusal] : ["else:", `    ${refusal}`]));
    }
    lines.push("for key, item in data.items():", ...indented(branches));
    return lines;
  }

  /** Checks that hold for one kind of value: under an isinstance test, unless the type check already narrowed. */
  #within(test: string, narrowed: boolean, lines: string[]): string[] {
    if (lines.length === 0) return [];
    const bound = [...typedName(test), ...lines];
    return narrowed ? bound : [`if ${test}:`, ...indented(bound)];
  }

  // ---- guards: a yes or no, tolerant, first failure returns ----

  /** Whether a node's guard is a few statements on one name: a type and a const, nothing below it. */
  #isLeaf(schema: Schema): boolean {
    return (
      !["properties", "required", "items", "maxItems", "allOf", "anyOf", "oneOf", "not"].some(
        (keyword) => keyword in schema,
      ) && schema.additionalProperties !== false
    );
  }

  /** A leaf's checks of the value named `name`. */
  #leafChecks(schema: Schema, name: string): Check[] {
    const checks: Check[] = [];
    if (schema.type !== undefined) checks.push(typeCheck(([] as string[]).concat(schema.type as string), name));
    if ("const" in schema) {
      const constant = schema.const;
      // A string as a module constant: spec text never lengthens a line of code (nor changes how ruff lays it out).
      const literal =
        typeof constant === "string" ? this.#constant("CONST", constant) : (pyLiteral(constant) as string);
      const fail = constantDiffers(constant, name, literal);
      const ok =
        typeof constant === "string"
          ? `${name} == ${literal}`
          : typeof constant === "boolean" || constant === null
            ? `${name} is ${literal}`
            : `${name} == ${literal} and not isinstance(${name}, bool)`;
      checks.push({ ok, fail });
    }
    return checks;
  }

  /** The checks of a child schema on `name`: inline for a leaf, else a call of its own guard. */
  #childChecks(message: StreamMessage, node: Node, name: string): Check[] {
    this.#refuseUnknown(message, node);
    if (this.#isLeaf(node.schema)) return this.#leafChecks(node.schema, name);
    const guard = this.#node(message, node, "guard");
    return [{ ok: `${guard}(${name})`, fail: `not ${guard}(${name})` }];
  }

  #guardBody(message: StreamMessage, node: Node): string[] {
    const { schema, where } = node;
    // Top-level steps: lines, or checks that return False when they fail (the last one is returned instead).
    const steps: (string | Check)[] = [];
    const failing = (checks: Check[]) => checks.flatMap((check) => [`if ${check.fail}:`, "    return False"]);
    if (this.#isLeaf(schema)) {
      steps.push(...this.#leafChecks(schema, "value"));
    } else {
      const head = { type: schema.type, ...("const" in schema ? { const: schema.const } : {}) };
      steps.push(...this.#leafChecks(head, "value"));
      const types = schema.type === undefined ? undefined : ([] as string[]).concat(schema.type as string);
      const narrowed = (type: string) => types?.length === 1 && types[0] === type;
      const object: (string | Check)[] = [];
      const required = (schema.required ?? []) as string[];
      if (required.length > 0) {
        const names = this.#nameSet("REQUIRED", required);
        object.push({ ok: `data.keys() >= ${names}`, fail: `not data.keys() >= ${names}` });
      }
      const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
      if (schema.additionalProperties === false) {
        const names = this.#nameSet(
          "FIELDS",
          properties.map(([property]) => property),
        );
        object.push({ ok: `data.keys() <= ${names}`, fail: `not data.keys() <= ${names}` });
      }
      for (const [property, child] of properties) {
        const checks = this.#childChecks(
          message,
          { schema: child, where: `${where}/properties/${token(property)}` },
          "item",
        );
        if (checks.length === 0) continue;
        const read = `item = data[${pyString(property)}]`;
        if (required.includes(property)) object.push(read, ...checks);
        else object.push(`if ${pyString(property)} in data:`, ...indented([read, ...failing(checks)]));
      }
      const list: (string | Check)[] = [];
      if (typeof schema.maxItems === "number") {
        list.push({ ok: `len(elements) <= ${schema.maxItems}`, fail: `len(elements) > ${schema.maxItems}` });
      }
      if (isSchema(schema.items)) {
        const checks = this.#childChecks(message, { schema: schema.items, where: `${where}/items` }, "item");
        if (checks.length > 0) list.push("for item in elements:", ...indented(failing(checks)));
      }
      for (const [part, test, type] of [
        [object, "isinstance(value, dict)", "object"],
        [list, "isinstance(value, list)", "array"],
      ] as const) {
        if (part.length === 0) continue;
        const lines = part.flatMap((step) => (typeof step === "string" ? [step] : failing([step])));
        if (narrowed(type)) steps.push(...typedName(test), ...part);
        else steps.push(`if ${test}:`, ...indented([...typedName(test), ...lines]));
      }
      for (const [index, member] of ((schema.allOf ?? []) as Schema[]).entries()) {
        const check = this.#node(message, { schema: member, where: `${where}/allOf/${index}` }, "guard");
        steps.push({ ok: `${check}(value)`, fail: `not ${check}(value)` });
      }
      for (const keyword of ["anyOf", "oneOf"] as const) {
        const members = schema[keyword] as Schema[] | undefined;
        if (members === undefined) continue;
        const calls = members.map(
          (member, index) =>
            `${this.#node(message, { schema: member, where: `${where}/${keyword}/${index}` }, "guard")}(value)`,
        );
        const forms = { open: "[", items: calls, close: "]" };
        steps.push(
          keyword === "anyOf"
            ? laidOut({ open: "any(", items: [forms], close: ")" }, "    ", "passing = ")
            : laidOut(forms, "    ", "passing = ", ".count(True) == 1"),
          { ok: "passing", fail: "not passing" },
        );
      }
      if (isSchema(schema.not)) {
        const check = this.#node(message, { schema: schema.not, where: `${where}/not` }, "guard");
        steps.push({ ok: `not ${check}(value)`, fail: `${check}(value)` });
      }
    }
    const last = steps.at(-1);
    const ending = last === undefined || typeof last === "string" ? "return True" : `return ${last.ok}`;
    const body = typeof last === "string" || last === undefined ? steps : steps.slice(0, -1);
    return [...body.flatMap((step) => (typeof step === "string" ? [step] : failing([step]))), ending];
  }
}

/** The compiled checks of every JSON message of the stream, in the messages' order. */
export function compileStreamChecks(messages: StreamMessage[]): StreamCheckCompiler {
  const compiler = new StreamCheckCompiler();
  for (const message of messages) compiler.compileMessage(message);
  return compiler;
}
