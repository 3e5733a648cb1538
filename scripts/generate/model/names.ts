// The naming rules of the model step: every name the generator takes from a spec is checked here against
// what TypeScript accepts where the name lands (a type, a member, a binding, a file, an object key), and a
// name that does not fit is refused with the spec file, the JSON pointer of the value and what is allowed.
// Spec text must never become code: a name that passes these rules can only be an identifier or a literal.

import { childPointer } from "../../../packages/spec-documents/src/index.js";
import { type Json, type Located, resolve, type Specs } from "../specs.js";

export type SpecFileName = "openapi.yaml" | "asyncapi.yaml";

/** Where a value stands in a spec: its file and its JSON pointer (RFC 6901). */
export interface Place {
  file: SpecFileName;
  pointer: string;
}

/** A JSON pointer from its tokens, each escaped (`~` → `~0`, `/` → `~1`). */
export function pointer(...tokens: (string | number)[]): string {
  return childPointer("", ...tokens);
}

export function placeIn(file: SpecFileName, ...tokens: (string | number)[]): Place {
  return { file, pointer: pointer(...tokens) };
}

export function below(place: Place, ...tokens: (string | number)[]): Place {
  return { file: place.file, pointer: `${place.pointer}${pointer(...tokens)}` };
}

/** Where a value's `$ref` chain ends, or the value's own place when it has no `$ref`. */
export function placeOf(specs: Specs, place: Place, node: unknown): { place: Place; node: Json } {
  const resolved: Located = resolve(specs, { file: place.file, node, pointer: place.pointer });
  return {
    place: { file: resolved.file, pointer: resolved.pointer ?? place.pointer },
    node: (resolved.node ?? {}) as Json,
  };
}

/** A refusal of spec content: the message starts with the file and the pointer of the value. */
export class SpecNameError extends Error {
  constructor(
    readonly place: Place,
    detail: string,
  ) {
    super(`specs/${place.file} at ${place.pointer === "" ? "/" : place.pointer}: ${detail}`);
    this.name = "SpecNameError";
  }
}

export function refuse(place: Place, detail: string): never {
  throw new SpecNameError(place, detail);
}

/** A value quoted for a message: JSON, cut short, so a long or odd value cannot flood or garble it. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

const maxNameLength = 64;
const identifierPattern = /^[A-Za-z][A-Za-z0-9_]*$/;
const typeNamePattern = /^[A-Z][A-Za-z0-9_]*$/;

/** ECMAScript reserved words (strict mode, modules) and TypeScript's: not allowed as a binding. */
const reservedWords = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for " +
    "function if import in instanceof new null return super switch this throw true try typeof var void while with " +
    "implements interface let package private protected public static yield await arguments eval as any boolean " +
    "constructor declare get module require number set string symbol type from of never unknown object undefined " +
    "namespace readonly keyof infer is asserts abstract override satisfies accessor bigint unique out using"
  ).split(" "),
);

/**
 * Names an object inherits from `Object.prototype`, and `prototype` and `then`: as a member of a generated
 * class or object they would shadow what the language gives every object (`then` would make it a thenable,
 * which `await` unwraps), and `__proto__` as an object-literal key sets the prototype instead of a property.
 */
const inheritedNames = new Set([...Object.getOwnPropertyNames(Object.prototype), "__proto__", "prototype", "then"]);

/**
 * Names a generated type must not take: globals the SDK's public surface uses (a schema named `File` would
 * shadow the platform's), and the names the generated modules declare or import next to the spec's types.
 */
const takenTypeNames = new Set([
  "File",
  "Blob",
  "Error",
  "Response",
  "Request",
  "Headers",
  "FormData",
  "URL",
  "Event",
  "Object",
  "Array",
  "Promise",
  "Record",
  "Map",
  "Set",
  "Symbol",
  "Function",
  "String",
  "Number",
  "Boolean",
  "Date",
  "RegExp",
  "JSON",
  "Math",
  "Partial",
  "Required",
  "Readonly",
  "Pick",
  "Omit",
  "NonNullable",
  "InstanceType",
  "ReadableStream",
  "AsyncIterable",
  "AbortSignal",
  "ArrayBuffer",
  "ArrayBufferView",
  "Uint8Array",
  "WebSocket",
  "OperationContext",
  "OperationRoute",
  "OperationSpec",
  "OperationInput",
  "OperationId",
  "RequestOptions",
  "UploadOptions",
  "UploadSource",
  "UploadProgress",
  "PagePromise",
  "PaginationRoute",
  "HttpMethod",
  "QueryValue",
  "ResourceClasses",
  "GeneratedClient",
  "ClientMessage",
  "ServerMessage",
  "ClassifiedServerMessage",
  "StreamMessageName",
  "ServiceErrorDetails",
  "SerializedServiceError",
  "ServiceErrorClass",
  "ServiceErrorKindName",
  "StreamErrorCode",
  "ValidationProblem",
  "MessageValidator",
  "MockScript",
  "MockScriptToken",
  "MockUtterance",
]);

function checkText(value: unknown, place: Place, role: string): string {
  if (typeof value !== "string") refuse(place, `the ${role} must be a string, not ${shown(value)}`);
  if (value.length > maxNameLength) refuse(place, `the ${role} ${shown(value)} is longer than ${maxNameLength}`);
  return value;
}

/**
 * A type name: an exported `type`, `interface` or `class` (schemas, x-sdk-type-name, payload titles,
 * error kinds, resource classes). Upper case first, so no reserved word can be one.
 */
export function typeName(value: unknown, place: Place, role: string): string {
  const name = checkText(value, place, role);
  if (!typeNamePattern.test(name)) {
    refuse(
      place,
      `the ${role} ${shown(name)} is not allowed as a TypeScript type name; use an ASCII letter A-Z, then letters, digits or _ (at most ${maxNameLength})`,
    );
  }
  if (takenTypeNames.has(name)) {
    refuse(
      place,
      `the ${role} ${shown(name)} would shadow a global or a name the generated modules declare; choose another name`,
    );
  }
  return name;
}

/**
 * A member name: a method or property of a generated class or object, written bare (`client.files`,
 * `operationRoutes.listFiles`). Reserved words are allowed there (`files.delete`), inherited names are not.
 */
export function memberName(value: unknown, place: Place, role: string, taken: readonly string[] = []): string {
  const name = checkText(value, place, role);
  if (!identifierPattern.test(name)) {
    refuse(
      place,
      `the ${role} ${shown(name)} is not allowed as a TypeScript member name; use an ASCII letter, then letters, digits or _ (at most ${maxNameLength})`,
    );
  }
  if (inheritedNames.has(name) || taken.includes(name)) {
    refuse(
      place,
      `the ${role} ${shown(name)} would shadow ${inheritedNames.has(name) ? "what every JavaScript object inherits" : "a member the generated code already has"}; choose another name`,
    );
  }
  return name;
}

/** A binding: a method's argument or a destructured option. A member name that is not a reserved word either. */
export function bindingName(value: unknown, place: Place, role: string, taken: readonly string[] = []): string {
  const name = memberName(value, place, role, taken);
  if (reservedWords.has(name)) {
    refuse(place, `the ${role} ${shown(name)} is a reserved word in TypeScript; choose another name`);
  }
  return name;
}

/** A name that becomes a generated file's name (a tag's): lower-case letters, digits, `-` and `_`. */
export function fileName(value: unknown, place: Place, role: string): string {
  const name = checkText(value, place, role);
  if (!/^[a-z][a-z0-9_-]*$/.test(name)) {
    refuse(
      place,
      `the ${role} ${shown(name)} names a generated file; use a lower-case ASCII letter, then a-z, 0-9, - or _ (at most ${maxNameLength})`,
    );
  }
  return name;
}

/**
 * A wire name the generated code writes only as a string literal (a path parameter, a form field, a header,
 * a cursor field): any text, but not empty and not control characters, which no wire name needs.
 */
export function wireName(value: unknown, place: Place, role: string): string {
  if (typeof value !== "string" || value === "") refuse(place, `the ${role} must be a non-empty string`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(value) || value.length > 200) {
    refuse(
      place,
      `the ${role} ${shown(value)} holds control characters or is longer than 200; no wire name needs them`,
    );
  }
  return value;
}

/**
 * Names that must differ (types of one module, members of one object): a name seen before at another place
 * is refused, naming both places.
 */
export class NameRegistry {
  readonly #places = new Map<string, Place>();

  constructor(private readonly what: string) {}

  claim(name: string, place: Place): string {
    const other = this.#places.get(name);
    if (other !== undefined && (other.file !== place.file || other.pointer !== place.pointer)) {
      refuse(
        place,
        `${this.what} ${shown(name)} is taken already by specs/${other.file} at ${other.pointer}; rename one of them`,
      );
    }
    this.#places.set(name, place);
    return name;
  }
}

/** Spec text that lands in doc comments or literals: any text, but some. */
export function specText(value: unknown, place: Place, role: string): string {
  if (typeof value !== "string" || value.trim() === "") refuse(place, `the ${role} needs a text`);
  return value.trim();
}

/** An integer the generated code writes as a number (a status, an error or close code). */
export function integerIn(value: unknown, place: Place, role: string, min: number, max: number): number {
  const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < min || number > max) {
    refuse(place, `the ${role} ${shown(value)} must be an integer from ${min} to ${max}`);
  }
  return number;
}

/** A finite number the generated code writes as a number (a limit). */
export function finiteNumber(value: unknown, place: Place, role: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    refuse(place, `the ${role} ${shown(value)} must be a finite number`);
  }
  return value;
}
