// The Python package's wheel and sdist into a folder (`npm run release:pack` runs it beside the tarballs):
// `python -m build`, the wheel made from the sdist as a source install would, in the venv that has the build
// tool (made first if need be). Exit 1, saying why, when no venv can build.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { root } from "../lib/steps.js";
import { ensurePythonEnvironments, fullEnvironmentOf, packageDir } from "./environments.js";

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error("Usage: node --import tsx scripts/python/build.ts <folder>");
  process.exit(2);
}
const full = fullEnvironmentOf(await ensurePythonEnvironments({ root }));
if (!full) {
  console.error("python build: no venv has pytest and every tool (npm run python:venv says what each lacks)");
  process.exit(1);
}
const built = spawnSync(full.python, ["-m", "build", "--no-isolation", "--outdir", resolve(folder), packageDir], {
  cwd: root,
  stdio: "inherit",
});
process.exitCode = built.status ?? 1;
