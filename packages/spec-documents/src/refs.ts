// Where a `$ref` may lead: a pointer into one of the documents of the set, by a relative path within their
// folder. A URL (no spec of ours is fetched), an absolute path, or a path out of the folder is refused before
// anything reads it, so no tool behind this check (Redocly, openapi-typescript, ajv) reaches outside specs/.
import { posix } from "node:path";
import { SpecDocumentError } from "./errors.js";

/** Where a `$ref` leads: a file of the set and a JSON pointer into it, percent-decoded. */
export interface RefTarget {
  file: string;
  pointer: string;
}

/**
 * The document and pointer a `$ref` names, written in `from` (a file of the set) at `at` (a pointer).
 * `files` are the set's file names, such as `specs/openapi.yaml`.
 */
export function refTarget(ref: string, from: string, at: string, files: readonly string[]): RefTarget {
  const refuse = (reason: string) => new SpecDocumentError(from, at, `$ref ${ref} ${reason}`);
  const hash = ref.indexOf("#");
  const path = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? "" : ref.slice(hash + 1);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(path)) {
    throw refuse("names a URL: refused, a spec's $refs stay within its folder and nothing is fetched.");
  }
  if (path.startsWith("/") || path.startsWith("\\") || path.includes("\\")) {
    throw refuse("names an absolute path: refused, a spec's $refs stay within its folder.");
  }
  const relative = posix.normalize(path === "" ? "." : path);
  if (relative === ".." || relative.startsWith("../")) {
    throw refuse("leaves the specs folder: refused, a spec's $refs stay within its folder.");
  }
  const file = path === "" ? from : posix.join(posix.dirname(from), relative);
  if (!files.includes(file)) {
    throw refuse(`names ${path}, which is not one of the specs (${files.join(", ")}).`);
  }
  // A fragment is a URI's: percent-decoded before its ~1 and ~0 are (RFC 6901 §6), so that
  // `#/components/schemas/Amount%20Due` names the schema `Amount Due`.
  let decoded: string;
  try {
    decoded = decodeURIComponent(pointer);
  } catch {
    throw refuse(
      "has a malformed percent-escape in its fragment: write % as %25, and each escape as % and two hex digits.",
    );
  }
  if (decoded !== "" && !decoded.startsWith("/")) throw refuse("has a fragment that is not a JSON pointer.");
  return { file, pointer: decoded };
}
