// JSON pointers (RFC 6901): escaping a key into a token and back, and the value a pointer names.
import { isObject } from "./json.js";

/** A node of a spec document and where it stands: the file (as the document set names it) and its pointer. */
export interface Located<File extends string = string> {
  file: File;
  /** A JSON pointer into the file, "" for the whole document. */
  pointer: string;
  value: unknown;
}

/** A key as a JSON pointer token (RFC 6901): `~` as `~0`, `/` as `~1`. */
export function escapePointerToken(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** The key a JSON pointer token (RFC 6901) names. */
export function unescapePointerToken(token: string): string {
  return token.replaceAll("~1", "/").replaceAll("~0", "~");
}

/** The pointer of a child: `/paths` and `/files/{id}` give `/paths/~1files~1{id}`. */
export function childPointer(pointer: string, ...keys: (string | number)[]): string {
  return keys.reduce<string>((at, key) => `${at}/${escapePointerToken(String(key))}`, pointer);
}

/** The keys a pointer walks, unescaped; "" (the whole document) has none. */
export function pointerKeys(pointer: string): string[] {
  return pointer === "" ? [] : pointer.split("/").slice(1).map(unescapePointerToken);
}

/** The last key of a pointer, unescaped. */
export function lastKey(pointer: string): string {
  return pointerKeys(pointer).at(-1) ?? "";
}

/** The value a pointer names in a document, without following `$ref`s; undefined when there is none. */
export function valueAt(document: unknown, pointer: string): unknown {
  let value: unknown = document;
  for (const key of pointerKeys(pointer)) {
    if (Array.isArray(value)) value = /^(0|[1-9]\d*)$/.test(key) ? value[Number(key)] : undefined;
    else if (isObject(value) && Object.hasOwn(value, key)) value = value[key];
    else return undefined;
  }
  return value;
}

/** The child of a located value, not following `$ref`s. */
export function childOf<File extends string>(parent: Located<File>, ...keys: (string | number)[]): Located<File> {
  const value = keys.reduce<unknown>(
    (at, key) =>
      Array.isArray(at) ? at[Number(key)] : isObject(at) && Object.hasOwn(at, key) ? at[String(key)] : undefined,
    parent.value,
  );
  return { file: parent.file, pointer: childPointer(parent.pointer, ...keys), value };
}
