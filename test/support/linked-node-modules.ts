// A project copy's node_modules: the repository's, entry by entry, except the workspace packages, which lead to
// the copy's own. A package's types that import another package by name (the React hooks' `stt-service/realtime`)
// then read the copy's sources, as the API report reads them in the repository; one symlink to the whole
// node_modules would have them read the repository's, so that an edit in the copy shows up half-made.
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";

export function linkNodeModules(root: string, dir: string): void {
  const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] };
  const workspaceLinks = new Map(
    workspaces.map((folder) => {
      const { name } = JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8")) as { name: string };
      return [name, folder] as const;
    }),
  );
  const linkFolder = (folder: string): void => {
    mkdirSync(join(dir, "node_modules", folder), { recursive: true });
    for (const name of readdirSync(join(root, "node_modules", folder))) {
      const entry = folder === "" ? name : `${folder}/${name}`;
      const own = workspaceLinks.get(entry);
      if (own !== undefined) symlinkSync(join(dir, own), join(dir, "node_modules", entry), "dir");
      else if (folder === "" && name.startsWith("@")) linkFolder(name);
      else symlinkSync(join(root, "node_modules", entry), join(dir, "node_modules", entry));
    }
  };
  linkFolder("");
}
