// A file named by a user (a spec, the mock's --script, the kit's --audio), read only when it is a regular file
// within a size bound: a named pipe would block its reader for ever, a device may never end, and the bound is
// checked again on the open file (opened without blocking), so a file swapped after the check is still read
// within it.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats, statSync } from "node:fs";

/** Why a file was not read: `reason` is a predicate of the file, to follow its name ("is a symbolic link"). */
export class FileRefusal extends Error {
  override name = "FileRefusal";
  constructor(
    readonly kind: "unreadable" | "symbolic-link" | "not-regular" | "too-large",
    readonly reason: string,
    /** The file's size, for `too-large`. */
    readonly bytes?: number,
  ) {
    super(reason);
  }
}

/** How readRegularFile reads: its size bound, and whether a symbolic link is followed. */
export interface RegularFileOptions {
  /** The most bytes read; a larger file is refused (`too-large`). */
  maxBytes: number;
  /** Read the file a symbolic link leads to (a user's own file may be one); else a link is refused. Default false. */
  followLinks?: boolean;
  /** A further check of the opened file (where it really lies, say), before a byte is read; it throws to refuse. */
  checkOpened?: (opened: Stats) => void;
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error);
}

function tooLarge(bytes: number, maxBytes: number): FileRefusal {
  return new FileRefusal("too-large", `is ${bytes} bytes, more than the ${maxBytes} it may be`, bytes);
}

function checkKind(kind: Stats, maxBytes: number): void {
  if (kind.isSymbolicLink()) throw new FileRefusal("symbolic-link", "is a symbolic link");
  if (!kind.isFile()) {
    throw new FileRefusal("not-regular", "is not a regular file (a directory, a pipe or a device)");
  }
  if (kind.size > maxBytes) throw tooLarge(kind.size, maxBytes);
}

/** The bytes of the regular file at `path`, at most `maxBytes`; anything else throws a FileRefusal. */
export function readRegularFile(
  path: string,
  { maxBytes, followLinks = false, checkOpened }: RegularFileOptions,
): Buffer {
  try {
    checkKind(followLinks ? statSync(path) : lstatSync(path), maxBytes);
  } catch (error) {
    if (error instanceof FileRefusal) throw error;
    throw new FileRefusal("unreadable", `cannot be read (${codeOf(error)})`);
  }
  let descriptor: number;
  try {
    // O_NONBLOCK: a pipe put in the file's place since the check opens at once instead of waiting for a writer.
    const flags = constants.O_RDONLY | constants.O_NONBLOCK | (followLinks ? 0 : constants.O_NOFOLLOW);
    descriptor = openSync(path, flags);
  } catch (error) {
    throw new FileRefusal("unreadable", `cannot be read (${codeOf(error)})`);
  }
  try {
    const opened = fstatSync(descriptor);
    checkKind(opened, maxBytes);
    checkOpened?.(opened);
    // One byte more than the bound: a file that grew after fstat is caught too.
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    for (let read = 1; read > 0 && length < buffer.length; length += read) {
      read = readSync(descriptor, buffer, length, buffer.length - length, null);
    }
    if (length > maxBytes) throw tooLarge(length, maxBytes);
    return buffer.subarray(0, length);
  } finally {
    closeSync(descriptor);
  }
}
