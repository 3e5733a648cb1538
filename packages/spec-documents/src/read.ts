// A spec file's text, read only when it is a regular file within the size bound: a symbolic link (which may
// lead out of the repository), a named pipe (which blocks a reader forever) or a device is refused, and the
// bound is checked on the open file, so a file swapped after the check is still read within it.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from "node:fs";
import { specBounds } from "./bounds.js";
import { SpecDocumentError } from "./errors.js";
import { tooLarge } from "./parse.js";

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
  let kind: ReturnType<typeof lstatSync>;
  try {
    kind = lstatSync(path);
  } catch (error) {
    throw new SpecDocumentError(file, undefined, `cannot be read (${(error as NodeJS.ErrnoException).code}).`);
  }
  if (kind.isSymbolicLink()) {
    throw new SpecDocumentError(file, undefined, "is a symbolic link: a spec is read only as a regular file.");
  }
  if (!kind.isFile()) {
    throw new SpecDocumentError(file, undefined, "is not a regular file (a directory, a pipe or a device): refused.");
  }
  if (kind.size > specBounds.fileBytes) throw tooLarge(file, kind.size);
  let descriptor: number;
  try {
    descriptor = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    throw new SpecDocumentError(file, undefined, `cannot be read (${(error as NodeJS.ErrnoException).code}).`);
  }
  try {
    const opened = fstatSync(descriptor);
    if (!opened.isFile()) throw new SpecDocumentError(file, undefined, "is not a regular file: refused.");
    if (opened.size > specBounds.fileBytes) throw tooLarge(file, opened.size);
    // One byte more than the bound: a file that grew after fstat is caught too.
    const buffer = Buffer.alloc(specBounds.fileBytes + 1);
    let length = 0;
    for (let read = 1; read > 0 && length < buffer.length; length += read) {
      read = readSync(descriptor, buffer, length, buffer.length - length, null);
    }
    if (length > specBounds.fileBytes) throw tooLarge(file, length);
    return buffer.subarray(0, length).toString("utf8");
  } finally {
    closeSync(descriptor);
  }
}
