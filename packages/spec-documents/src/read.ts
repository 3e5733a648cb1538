// A spec file's text, read only when it is a regular file within the size bound and lies inside its root: a
// symbolic link (which may lead out of the repository), whether the file itself, a folder on the way to it or
// the root's own folder, a named pipe (which blocks a reader forever) or a device is refused, and the bound is
// checked on the open file, so a file swapped after the check is still read within it.
//
// The root is the folder the caller names (the repository, or a specs folder): what lies above it is the
// caller's to trust, so `/tmp` being a link on some systems changes nothing; from the root's own folder down,
// nothing may be a link, or `specs -> ../elsewhere/specs` would carry every reader out of the repository.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
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

/**
 * The text of the spec at `path`; `file` names it in errors, such as `specs/openapi.yaml`. `root` is the folder
 * it must lie in (by default the file's own folder): no folder from `root` down to the file may be a symbolic
 * link, and the file's real location must be inside the root's.
 */
export function readSpecFile(path: string, file: string, root = dirname(path)): string {
  refuseLinkedFolders(path, file, root);
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
    refuseOutside(path, file, root, opened);
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

const linkAdvice = "a spec is read only where it lies, not where a link leads: replace the link with the folder.";

/** Refuses a path whose root's folder, or any folder between it and the file, is a symbolic link. */
function refuseLinkedFolders(path: string, file: string, root: string): void {
  const within = relative(root, path);
  if (within === "" || within === ".." || within.startsWith(`..${sep}`) || isAbsolute(within)) {
    throw new SpecDocumentError(file, undefined, `is not inside its root folder ${root}: refused.`);
  }
  const folders = within.split(sep).slice(0, -1);
  let folder = root;
  for (const name of ["", ...folders]) {
    folder = join(folder, name);
    let linked: boolean;
    try {
      linked = lstatSync(folder).isSymbolicLink();
    } catch {
      return; // A folder that is missing: the file's own read says so, naming the file.
    }
    if (linked) {
      const where = name === "" ? `its root folder ${root}` : `the folder ${relative(root, folder)}`;
      throw new SpecDocumentError(file, undefined, `lies under a symbolic link (${where}): ${linkAdvice}`);
    }
  }
}

/**
 * Refuses an opened file whose real location is outside the root's, or that is not the file the path now
 * names: a folder swapped for a link between the checks and the open is caught here.
 */
function refuseOutside(path: string, file: string, root: string, opened: ReturnType<typeof fstatSync>): void {
  let real: string;
  let within: string;
  let named: ReturnType<typeof statSync>;
  try {
    real = realpathSync(path);
    within = relative(realpathSync(root), real);
    named = statSync(real);
  } catch (error) {
    throw new SpecDocumentError(file, undefined, `cannot be read (${(error as NodeJS.ErrnoException).code}).`);
  }
  if (
    within === "" ||
    within === ".." ||
    within.startsWith(`..${sep}`) ||
    isAbsolute(within) ||
    named.ino !== opened.ino ||
    named.dev !== opened.dev
  ) {
    throw new SpecDocumentError(file, undefined, `lies outside its root folder (at ${real}): ${linkAdvice}`);
  }
}
