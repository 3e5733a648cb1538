// A copy of the repository's working tree as git sees it (tracked files and untracked ones it does not ignore,
// uncommitted edits included), committed in a git repository of its own, so that a test can run a command
// there and read what it changed with `git status`. The repository's node_modules is linked in, not installed.
import { execFileSync } from "node:child_process";
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

/** The copy's folder (the caller removes it). */
export function workingTreeCopy(prefix: string): string {
  const root = resolve(".");
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file !== "");
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    // A file deleted in the working tree but not yet from the index is not part of the copy.
    try {
      copyFileSync(join(root, file), join(copy, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, stdio: "ignore" });
  git("init", "--quiet");
  // The link is a file to git, which the repository's `node_modules/` (a folder) does not ignore.
  appendFileSync(join(copy, ".git", "info", "exclude"), "/node_modules\n");
  git("add", "--all");
  git("-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "--quiet", "-m", "the working tree");
  return copy;
}
