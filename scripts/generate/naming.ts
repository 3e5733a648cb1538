// Every name the generator makes, made here: types, methods, arguments, options and files.

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
