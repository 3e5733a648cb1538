// A one-commit clone for the gate's tests: a temporary git repository holding the project's specs/ and
// contract/ (and, for `npm run`, its package.json with scripts/ and node_modules/ linked), committed once;
// each test edits the working tree and compares it with HEAD.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CORE_SCHEMA, dump, load } from "js-yaml";

// biome-ignore lint/suspicious/noExplicitAny: tests edit spec documents as free-form data
export type Doc = Record<string, any>;

export interface Clone {
  dir: string;
  /** Edits both specs of the working tree as data. */
  edit(change: (specs: { openapi: Doc; asyncapi: Doc }) => void): void;
  /** Writes a file of the working tree as text. */
  write(path: string, text: string): void;
  read(path: string): string;
  /** Commits the working tree: it becomes HEAD. */
  commit(message: string): void;
  /** Drops the last commit and what it held: a base a single test made for itself. */
  dropLastCommit(): void;
  /** Puts the working tree back to HEAD. */
  reset(): void;
  remove(): void;
}

function git(dir: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@127.0.0.1", ...args], {
    cwd: dir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

export function oneCommitClone(extra: Record<string, string> = {}): Clone {
  const project = resolve(".");
  const dir = mkdtempSync(join(tmpdir(), "stt-contract-diff-"));
  cpSync(join(project, "specs"), join(dir, "specs"), { recursive: true });
  cpSync(join(project, "contract"), join(dir, "contract"), { recursive: true });
  cpSync(join(project, "package.json"), join(dir, "package.json"));
  for (const [path, text] of Object.entries(extra)) writeFileSync(join(dir, path), text);
  // Linked, not committed: the tool and its dependencies, as in the project.
  symlinkSync(join(project, "scripts"), join(dir, "scripts"));
  symlinkSync(join(project, "node_modules"), join(dir, "node_modules"));
  writeFileSync(join(dir, ".gitignore"), "scripts\nnode_modules\n");
  git(dir, "init", "--quiet", "--initial-branch=main");
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "-m", "the contract");
  const clone: Clone = {
    dir,
    edit(change) {
      const read = (path: string) => load(clone.read(path), { schema: CORE_SCHEMA }) as Doc;
      const openapi = read("specs/openapi.yaml");
      const asyncapi = read("specs/asyncapi.yaml");
      change({ openapi, asyncapi });
      clone.write("specs/openapi.yaml", dump(openapi, { schema: CORE_SCHEMA, noRefs: true, lineWidth: -1 }));
      clone.write("specs/asyncapi.yaml", dump(asyncapi, { schema: CORE_SCHEMA, noRefs: true, lineWidth: -1 }));
    },
    write: (path, text) => writeFileSync(join(dir, path), text),
    read: (path) => readFileSync(join(dir, path), "utf8"),
    commit(message) {
      git(dir, "add", "-A");
      git(dir, "commit", "--quiet", "-m", message);
    },
    dropLastCommit() {
      git(dir, "reset", "--quiet", "--hard", "HEAD~1");
    },
    reset() {
      git(dir, "checkout", "--quiet", "--", ".");
      git(dir, "clean", "--quiet", "-fd");
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  return clone;
}
