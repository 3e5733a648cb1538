// The packages the generator loads from node_modules as they are (every dependency of the repository and its
// workspaces, less the workspaces themselves): the launcher bundles everything else, and the manifest hashes
// everything else, so both see the same set of the project's own modules.
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
