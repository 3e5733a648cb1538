// `npm run release:pack -- <folder>`: the tarballs a release publishes, packed once into <folder> and checked as
// they are: npm pack of each workspace package (its prepack builds it and takes the source condition out of its
// package.json), then publint and attw on each file, and the tarball tests (every import a package ships
// resolves inside it, no ballast) on these files rather than on a pack of their own; and the Python package's
// wheel and sdist. The release workflow's gate job runs it and hands the folder to the publish job, which
// publishes these files and runs nothing else.
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { binStep, root, runSteps, type Step, scriptStep } from "../lib/steps.js";
import { packageDir, venvPython } from "../python/environments.js";

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error("Usage: npm run release:pack -- <folder>");
  process.exit(2);
}
const destination = resolve(folder);
// A tarball from an earlier pack left beside the new ones would be published with them, unchecked.
if (existsSync(destination) && readdirSync(destination).length > 0) {
  console.error(`npm run release:pack: ${folder} is not empty: give a new or empty folder`);
  process.exit(2);
}
mkdirSync(destination, { recursive: true });

const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] };
/** The file npm pack writes for a workspace package: its name without `@` and `/`, and its version. */
const tarballs = workspaces.map((workspace) => {
  const { name, version } = JSON.parse(readFileSync(join(root, workspace, "package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  return join(destination, `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`);
});

const steps: Step[] = [
  {
    title: "pack: each workspace package, built by its prepack",
    command: "npm",
    args: ["pack", ...workspaces.flatMap((workspace) => ["-w", workspace]), "--pack-destination", destination],
  },
  ...tarballs.flatMap((tarball) => [
    binStep(`${basename(tarball)}: publint`, "publint", ["--strict", tarball]),
    binStep(`${basename(tarball)}: attw`, "attw", [tarball]),
  ]),
  {
    ...binStep("the tarballs: every import resolves inside its package, no ballast", "vitest", [
      "run",
      "--project",
      "package",
      "test/package/tarball-imports.package.test.ts",
      "test/package/tarball-ballast.package.test.ts",
    ]),
    // Its own report: reports/vitest*.json are the runs .ci/run adds up.
    env: { STT_PACKED_TARBALLS: destination, VITEST_JSON_REPORT: "reports/release-pack.json" },
  },
  // The Python package, released by the same tag: its wheel and sdist beside the tarballs, built from the sdist
  // (as a source install would) by `python -m build` in the project's CPython 3.11 venv, made first if need be.
  scriptStep("python: the venvs (npm run python:venv)", "scripts/python/venv.ts"),
  {
    title: "python: the wheel and the sdist (python -m build)",
    command: venvPython(root, "3.11"),
    args: ["-m", "build", "--no-isolation", "--outdir", destination, packageDir],
  },
];
runSteps("npm run release:pack", steps, "stops");
