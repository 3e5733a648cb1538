// `npm run check:package`: each workspace package as a registry would take it, built: publint (the package.json
// against what is in the tarball) and attw (its types resolve for every module system that imports it).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const bin = (name) => join(root, "node_modules", ".bin", name);
for (const workspace of workspaces) {
  const cwd = join(root, workspace);
  console.log(`\n${workspace}`);
  execFileSync(bin("publint"), ["--strict"], { cwd, stdio: "inherit" });
  execFileSync(bin("attw"), ["--pack", "."], { cwd, stdio: "inherit" });
}
