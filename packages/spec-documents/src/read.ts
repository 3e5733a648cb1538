// A spec file's text, read only when it is a regular file within the size bound and lies inside its root: a
// symbolic link (which may lead out of the repository), whether the file itself, a folder on the way to it or
// the root's own folder, a named pipe (which blocks a reader forever) or a device is refused, and the bound is
// checked on the open file, so a file swapped after the check is still read within it.
//
// The root is the folder the caller names (the repository, or a specs folder): what lies above it is the
// caller's to trust, so `/tmp` being a link on some systems changes nothing; from the root's own folder down,
// nothing may be a link, or `specs -> ../elsewhere/specs` would carry every reader out of the repository.
import { lstatSync, realpathSync, type Stats, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
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

/** The text of the spec at `path`, within its own folder (see readSpecFileWithin); `file` names it in errors. */
export function readSpecFile(path: string, file: string): string {
  return readSpecFileWithin(path, file, dirname(path));
}

/**
 * The text of the spec at `path`; `file` names it in errors, such as `specs/openapi.yaml`. `root` is the folder
 * it must lie in: no folder from `root` down to the file may be a symbolic link, and the file's real location
 * must be inside the root's.
 */
export function readSpecFileWithin(path: string, file: string, root: string): string {
  refuseLinkedFolders(path, file, root);
  try {
    return readRegularFile(path, {
      maxBytes: specBounds.fileBytes,
      checkOpened: (opened) => refuseOutside(path, file, root, opened),
    }).toString("utf8");
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
function refuseOutside(path: string, file: string, root: string, opened: Stats): void {
  let real: string;
  let within: string;
  let named: Stats;
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
