// The Python package's version, in step with the npm packages': pyproject.toml's `[project] version` is the
// version packages/sdk/package.json carries (every workspace carries the same one: check-tag.mjs holds them to
// the tag). `npm run release` writes it; a unit test fails while the two differ.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GateUsageError } from "../gate/contract/types.js";

export const pyprojectFile = "packages/python/pyproject.toml";

/** The index of the `version = "…"` line of the `[project]` table, and the version; undefined when none. */
function projectVersionLine(lines: string[]): { index: number; version: string } | undefined {
  let inProject = false;
  for (const [index, line] of lines.entries()) {
    const header = /^\[([^\]]+)\]\s*(#.*)?$/.exec(line);
    if (header) inProject = header[1]?.trim() === "project";
    const version = inProject ? /^version\s*=\s*"([^"]*)"/.exec(line) : null;
    if (version) return { index, version: version[1] ?? "" };
  }
  return undefined;
}

/** The version pyproject.toml's `[project]` table names; undefined when it names none. */
export function pythonVersionIn(pyproject: string): string | undefined {
  return projectVersionLine(pyproject.split("\n"))?.version;
}

/** pyproject.toml with `[project]`'s version set to `version`, every other byte as it was. */
export function withPythonVersion(pyproject: string, version: string): string {
  const lines = pyproject.split("\n");
  const found = projectVersionLine(lines);
  if (!found) throw new GateUsageError(`${pyprojectFile} has no version = "…" line in its [project] table.`);
  lines[found.index] = (lines[found.index] as string).replace(`"${found.version}"`, `"${version}"`);
  return lines.join("\n");
}

/** The npm packages' version: the SDK's, which every workspace package shares. */
export function npmPackagesVersion(root: string): string {
  return (JSON.parse(readFileSync(join(root, "packages/sdk/package.json"), "utf8")) as { version: string }).version;
}

/**
 * Sets the Python package's version to the npm packages' and returns it; undefined when the tree has no
 * Python package (a copy of the repository holding the npm packages only).
 */
export function syncPythonVersion(root: string): string | undefined {
  const path = join(root, pyprojectFile);
  if (!existsSync(path)) return undefined;
  const version = npmPackagesVersion(root);
  const pyproject = readFileSync(path, "utf8");
  const updated = withPythonVersion(pyproject, version);
  if (updated !== pyproject) writeFileSync(path, updated);
  return version;
}
