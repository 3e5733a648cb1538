// The TypeScript target's naming, in one module: every name the generator makes (types, methods, arguments,
// options and files) is made here, and every name it takes from a spec is checked here against what
// TypeScript accepts where the name lands (a type, a member, a binding, a file), refused with the spec file,
// the JSON pointer of the value and what is allowed. Spec text must never become code: a name that passes
// these rules can only be an identifier or a literal.

import type { TargetNaming } from "../../model/naming.js";
import { refuse, shown } from "../../model/refusals.js";
import type { Place } from "../../read/nodes.js";

/** `file_id` → `fileId`, `x-limits`' `idle-timeout-seconds` → `idleTimeoutSeconds`. */
export function camelCase(name: string): string {
  return name.replace(/[-_]+([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** `files` → `Files`, `list_files` → `ListFiles`. */
export function pascalCase(name: string): string {
  const camel = camelCase(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

function words(camel: string): string[] {
  return camel.split(/(?=[A-Z])/).filter((word) => word !== "");
}

/**
 * The method of an operation on its tag's resource: the operationId without the words that name the tag,
 * since the resource already says them: `listFiles` on `files` → `list`, `getTranscription` on
 * `transcriptions` → `get`. An operationId that names no tag word stays whole.
 */
export function methodNameOf(operationId: string, tag: string): string {
  const tagWords = new Set([tag.toLowerCase(), tag.toLowerCase().replace(/s$/, "")]);
  const kept = words(operationId).filter((word) => !tagWords.has(word.toLowerCase()));
  if (kept.length === 0 || kept.length === words(operationId).length) return operationId;
  const [first = "", ...rest] = kept;
  return first.toLowerCase() + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

export const resourceClassName = (tag: string) => `${pascalCase(tag)}Resource`;
export const resourcePropertyName = (tag: string) => camelCase(tag);
export const queryTypeName = (operationId: string) => `${pascalCase(operationId)}Query`;
/** The options type of an upload operation: its upload options and its form fields. */
export const uploadOptionsTypeName = (operationId: string) => `${pascalCase(operationId)}Options`;
/** The validator of a client frame, or the guard of a server frame, by its type. */
export const validatorName = (typeName: string) => `validate${typeName}`;
export const guardName = (typeName: string) => `is${typeName}Shape`;

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
  "CallPromise",
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

/** The TypeScript target's naming, as the model asks for it (model/naming.ts). */
export const typescriptNaming: TargetNaming = {
  typeName,
  memberName,
  bindingName,
  fileName,
  identifierOf: camelCase,
  methodNameOf,
  resourceClassName,
  resourcePropertyName,
  queryTypeName,
  uploadOptionsTypeName,
  validatorName,
  guardName,
  limitConstantName: (limit) => `streamLimit${limit.charAt(0).toUpperCase()}${limit.slice(1)}`,
};
