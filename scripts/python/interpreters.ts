// The CPython interpreters the Python package is run on: each minor version it supports (its pyproject's
// requires-python and classifiers say the same), found under pyenv's versions or as `python3.X` on the PATH.
// A candidate counts only once it has run and said its version: pyenv puts a `python3.X` shim on the PATH for
// every version it knows, which fails unless that version is the selected one.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, join } from "node:path";

export const supportedPythons = ["3.10", "3.11", "3.12", "3.13"] as const;
export type PythonVersion = (typeof supportedPythons)[number];

export interface Interpreter {
  version: PythonVersion;
  /** The executable, an absolute path. */
  path: string;
  /** The full version it reported, such as 3.11.7. */
  release: string;
}

/** Patch releases of pyenv's versions folder for `version`, newest first (3.11.10 before 3.11.7). */
function pyenvCandidates(version: PythonVersion, env: NodeJS.ProcessEnv): string[] {
  const versions = join(env.PYENV_ROOT ?? join(homedir(), ".pyenv"), "versions");
  if (!existsSync(versions)) return [];
  const patchOf = (name: string) => Number(name.slice(version.length + 1));
  return readdirSync(versions)
    .filter((name) => new RegExp(`^${version.replace(".", "\\.")}\\.\\d+$`).test(name))
    .sort((a, b) => patchOf(b) - patchOf(a))
    .map((name) => join(versions, name, "bin", `python${version}`));
}

function pathCandidates(version: PythonVersion, env: NodeJS.ProcessEnv): string[] {
  return (env.PATH ?? "")
    .split(delimiter)
    .filter((dir) => dir !== "")
    .map((dir) => join(dir, `python${version}`));
}

/** The release a candidate reports when run, or undefined when it does not run or is another version. */
function releaseOf(candidate: string, version: PythonVersion): string | undefined {
  if (!existsSync(candidate)) return undefined;
  const run = spawnSync(candidate, ["-c", "import platform; print(platform.python_version())"], {
    encoding: "utf8",
    timeout: 30_000,
  });
  const release = run.status === 0 ? run.stdout.trim() : "";
  return release.startsWith(`${version}.`) ? release : undefined;
}

/** The first candidate for `version` that runs as that version, or undefined when the machine has none. */
export function findInterpreter(version: PythonVersion, env: NodeJS.ProcessEnv = process.env): Interpreter | undefined {
  for (const candidate of [...pyenvCandidates(version, env), ...pathCandidates(version, env)]) {
    const release = releaseOf(candidate, version);
    if (release) return { version, path: candidate, release };
  }
  return undefined;
}
