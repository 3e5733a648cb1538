// A spec file's text, read only when it is a regular file within the size bound (regular-file.ts): a symbolic
// link (which may lead out of the repository), a named pipe (which blocks a reader forever) or a device is
// refused, each in the words of a spec error.
import { lstatSync } from "node:fs";
import { specBounds } from "./bounds.js";
import { SpecDocumentError } from "./errors.js";
import { tooLarge } from "./parse.js";
import { FileRefusal, readRegularFile } from "./regular-file.js";

/** Whether a path names something at all (a dangling link counts: it is refused, not called missing). */
export function specFileExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The text of the spec at `path`; `file` names it in errors, such as `specs/openapi.yaml`. */
export function readSpecFile(path: string, file: string): string {
  try {
    return readRegularFile(path, { maxBytes: specBounds.fileBytes }).toString("utf8");
  } catch (error) {
    if (!(error instanceof FileRefusal)) throw error;
    if (error.kind === "too-large") throw tooLarge(file, error.bytes ?? 0);
    const advice: Record<string, string> = {
      unreadable: ".",
      "symbolic-link": ": a spec is read only as a regular file.",
      "not-regular": ": refused.",
    };
    throw new SpecDocumentError(file, undefined, `${error.reason}${advice[error.kind]}`);
  }
}
