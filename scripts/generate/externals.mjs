// The packages the generator loads from node_modules as they are (every dependency of the repository and its
// workspaces, less the workspaces themselves): the launcher bundles everything else, and the manifest hashes
// everything else, so both see the same set of the project's own modules.
// The workspaces the generator imports by name are bundled from this tree's own sources (workspaceSources): a
// second worktree whose node_modules links to the first's would otherwise reach the first tree's packages.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** @param {string} root the project's root @returns {string[]} esbuild `external` patterns */
export function externalPackages(root) {
  const manifest = (dir) => JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
  const top = manifest(".");
  const workspaces = top.workspaces.map(manifest);
  const own = new Set(workspaces.map((workspace) => workspace.name));
  const all = [top, ...workspaces].flatMap((each) => Object.keys({ ...each.dependencies, ...each.devDependencies }));
  return [...new Set(all)].filter((name) => !own.has(name)).flatMap((name) => [name, `${name}/*`]);
}

/**
 * Each workspace package's entries by name (`@stt-service/spec-documents`, `stt-service/internal`), as the
 * paths of this tree's sources their `stt-service-source` condition names: esbuild `alias` replacements,
 * relative to the project's root.
 * @param {string} root the project's root @returns {Record<string, string>}
 */
export function workspaceSources(root) {
  const top = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return Object.fromEntries(
    top.workspaces.flatMap((directory) => {
      const workspace = JSON.parse(readFileSync(join(root, directory, "package.json"), "utf8"));
      return Object.entries(workspace.exports ?? {})
        .filter(([, conditions]) => typeof conditions?.["stt-service-source"] === "string")
        .map(([entry, conditions]) => [
          entry === "." ? workspace.name : `${workspace.name}${entry.slice(1)}`,
          `./${join(directory, conditions["stt-service-source"])}`,
        ]);
    }),
  );
}
