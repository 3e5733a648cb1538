// Loading a set of spec documents within the bounds: each file read as a regular file of bounded size, parsed
// with aliases bounded, and every `$ref` checked before the set is handed out.
import { join } from "node:path";
import { SpecDocuments } from "./document-set.js";
import type { Json } from "./json.js";
import { parseSpecText } from "./parse.js";
import { readSpecFileWithin } from "./read.js";
import { checkRefs } from "./walk.js";

/**
 * Spec documents from texts already read (a git ref's, a release's), keyed by the names errors show and
 * `$ref`s resolve against, such as `specs/openapi.yaml`.
 */
export function specDocumentsFromTexts<File extends string>(
  texts: Readonly<Record<File, string>>,
): SpecDocuments<File> {
  const documents = {} as Record<File, Json>;
  for (const file of Object.keys(texts) as File[]) documents[file] = parseSpecText(texts[file], file);
  const set = new SpecDocuments(documents);
  checkRefs(set);
  return set;
}

/**
 * The spec documents of a folder: `files` are paths relative to `root`, such as `specs/openapi.yaml`, which
 * name them in errors and against which their `$ref`s resolve. `root` is the boundary: neither it nor any folder
 * below it on the way to a file may be a symbolic link (pass the repository, not a folder a link may replace).
 */
export function loadSpecDocuments<File extends string>(root: string, files: readonly File[]): SpecDocuments<File> {
  const texts = {} as Record<File, string>;
  for (const file of files) texts[file] = readSpecFileWithin(join(root, file), file, root);
  return specDocumentsFromTexts(texts);
}
