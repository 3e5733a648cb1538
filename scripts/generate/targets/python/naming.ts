// The Python target's naming, in one module: every name the generator makes for the Python SDK (classes,
// methods, arguments, fields, constants) is made here, and every name it takes from a spec is checked here
// against what Python accepts where the name lands, refused with the spec file, the JSON pointer of the value
// and what is allowed. Spec text must never become code: a name that passes these rules can only be an
// identifier; everything else the templates write of a spec is a string literal.

import type { TargetNaming } from "../../model/naming.js";
import { refuse, shown } from "../../model/refusals.js";
import type { Place } from "../../read/nodes.js";
import { methodNameOf as typescriptMethodNameOf } from "../typescript/naming.js";

/** `fileId` → `file_id`, `idle-timeout-seconds` → `idle_timeout_seconds`, `createTemporaryKey` → `create_temporary_key`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .replace(/[-\s]+/g, "_")
    .toLowerCase();
}

/** `files` → `Files`, `list_files` → `ListFiles`, `temporary-api-key` → `TemporaryApiKey`. */
export function pascalCase(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter((part) => part !== "")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

/** `SERVICE` constants: `maxChunkBytes` → `MAX_CHUNK_BYTES`. */
export function constantCase(name: string): string {
  return snakeCase(name).toUpperCase();
}

/**
 * The method of an operation on its tag's resource: the same words as the TypeScript SDK's (the operationId
 * without the words that name the tag), in snake_case: `listFiles` on `files` → `list`.
 */
export function methodNameOf(operationId: string, tag: string): string {
  return snakeCase(typescriptMethodNameOf(operationId, tag));
}

const maxNameLength = 64;
const identifierPattern = /^[A-Za-z][A-Za-z0-9_]*$/;
const typeNamePattern = /^[A-Z][A-Za-z0-9_]*$/;

/** Python's keywords: never a name. The soft ones (`match`, `case`, `type`, `_`) are names wherever they land. */
export const pythonKeywords: ReadonlySet<string> = new Set(
  (
    "False None True and as assert async await break class continue def del elif else except finally for from " +
    "global if import in is lambda nonlocal not or pass raise return try while with yield"
  ).split(" "),
);

/**
 * Members every generated class has, which a method or field must not shadow: the dataclasses' readers and
 * writers, a resource's context, and what every object inherits that a caller relies on.
 */
const takenMembers: ReadonlySet<string> = new Set(["from_json", "to_json", "self", "cls"]);

/**
 * Names a generated class must not take: what the generated modules import or declare beside the spec's
 * types, and the builtins and typing names they use (a class named `Exception` would shadow the one the
 * errors extend).
 */
const takenTypeNames: ReadonlySet<string> = new Set([
  "Any",
  "Callable",
  "ClassVar",
  "Final",
  "Literal",
  "Mapping",
  "Optional",
  "Self",
  "Sequence",
  "TypeAlias",
  "TypeVar",
  "Union",
  "Exception",
  "BaseException",
  "ValueError",
  "TypeError",
  "KeyError",
  "Ellipsis",
  "NotImplemented",
  "AsyncOperationContext",
  "AsyncPager",
  "DeprecationRoute",
  "OperationContext",
  "OperationRoute",
  "PaginationRoute",
  "ProgressCallback",
  "RequestOptions",
  "ResponseShapeError",
  "SyncPage",
  "Upload",
  "UploadProgress",
  "UploadSource",
  "GeneratedClient",
  "AsyncGeneratedClient",
  "ServerMessage",
  "ClientMessage",
  "UnknownServerMessage",
  "ValidationProblem",
  "StreamErrorCode",
]);

function checkText(value: unknown, place: Place, role: string): string {
  if (typeof value !== "string") refuse(place, `the ${role} must be a string, not ${shown(value)}`);
  if (value.length > maxNameLength) refuse(place, `the ${role} ${shown(value)} is longer than ${maxNameLength}`);
  return value;
}

/** A class name: a schema's, an error kind's, a resource's, a frame's. Upper case first, and not True, False or None. */
export function typeName(value: unknown, place: Place, role: string): string {
  const name = checkText(value, place, role);
  if (!typeNamePattern.test(name)) {
    refuse(
      place,
      `the ${role} ${shown(name)} is not allowed as a Python class name; use an ASCII letter A-Z, then letters, digits or _ (at most ${maxNameLength})`,
    );
  }
  if (pythonKeywords.has(name)) refuse(place, `the ${role} ${shown(name)} is a Python keyword; choose another name`);
  if (takenTypeNames.has(name)) {
    refuse(
      place,
      `the ${role} ${shown(name)} would shadow a builtin or a name the generated Python modules use; choose another name`,
    );
  }
  return name;
}

/**
 * An identifier the Python code writes bare: a method, a field, an argument. An ASCII letter first (so no
 * dunder and no private `_name`, which the generated modules keep for themselves), not a keyword. A builtin's
 * name (`id`, `type`, `list`) is allowed: the generated code writes builtins as `builtins.<name>` where a
 * field or argument could shadow them.
 */
export function memberName(value: unknown, place: Place, role: string, taken: readonly string[] = []): string {
  const name = checkText(value, place, role);
  if (!identifierPattern.test(name)) {
    refuse(
      place,
      `the ${role} ${shown(name)} is not allowed as a Python name; use an ASCII letter, then letters, digits or _ (at most ${maxNameLength})`,
    );
  }
  // A camelCase name from the spec (an operationId, x-sdk-method) lands in the code in snake_case.
  const written = snakeCase(name);
  if (pythonKeywords.has(name) || pythonKeywords.has(written)) {
    refuse(place, `the ${role} ${shown(name)} is a Python keyword; choose another name`);
  }
  if ([name, written].some((candidate) => takenMembers.has(candidate) || taken.includes(candidate))) {
    refuse(
      place,
      `the ${role} ${shown(name)} would shadow a member or argument the generated Python code already has; choose another name`,
    );
  }
  return name;
}

/**
 * The names a field or keyword argument must not take: the builtins the generated annotations and bodies write
 * bare (a field named `str` would turn the class's later `str` annotations into it), and the arguments every
 * generated method has.
 */
const takenFieldNames = [
  "str",
  "int",
  "float",
  "bool",
  "bytes",
  "object",
  "builtins",
  "cast",
  "request_options",
  "on_progress",
];

/**
 * A method's argument. As a member name, and not one of the arguments every generated method has
 * (`request_options`, an upload's `file` and `on_progress`).
 */
export function bindingName(value: unknown, place: Place, role: string, taken: readonly string[] = []): string {
  return memberName(value, place, role, [...taken, ...takenFieldNames, "file"]);
}

/**
 * A field of a generated dataclass or a keyword argument made of a wire name (already snake_case): a member
 * name that starts with a lower-case letter, so that it never takes a class's name.
 */
export function fieldName(value: unknown, place: Place, role: string): string {
  const name = memberName(value, place, role, takenFieldNames);
  if (!/^[a-z]/.test(name)) {
    refuse(place, `the ${role} ${shown(name)} must start with a lower-case letter in Python, as a field or argument`);
  }
  return name;
}

/** A name that becomes a generated file's name (a tag's): lower-case letters, digits and `_`. */
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

/** The Python target's naming, as the model asks for it (model/naming.ts). */
export const pythonNaming: TargetNaming = {
  typeName,
  memberName,
  bindingName,
  fieldName,
  fileName,
  // A wire name may start or end with underscores (`__proto__`), which in Python would make it private or a
  // dunder: the identifier leaves them out, the wire name stays as it is in the JSON and the path.
  identifierOf: (name) => snakeCase(name).replace(/^_+|_+$/g, "") || name,
  methodNameOf,
  resourceClassName: (tag) => `${pascalCase(tag)}Resource`,
  resourcePropertyName: (tag) => snakeCase(tag),
  queryTypeName: (operationId) => `${pascalCase(operationId)}Query`,
  uploadOptionsTypeName: (operationId) => `${pascalCase(operationId)}Options`,
  validatorName: (frameType) => `validate_${snakeCase(frameType)}`,
  guardName: (frameType) => `is_${snakeCase(frameType)}_shape`,
  limitConstantName: (limit) => `STREAM_LIMIT_${constantCase(limit)}`,
};
