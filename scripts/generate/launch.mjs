// Runs a TypeScript command of scripts/ (`generate`, `check-generated`) as fast as Node can start it:
// bundled once by esbuild into node_modules/.cache (again only when scripts/ or a package's sources change), with
// the V8 compile cache on where Node has one (22+), so loading TypeScript and modelina is cheaper from the
// second run on. tsx would transform every file on every start, which costs a second by itself.
// Usage: node scripts/generate/launch.mjs <command> [args...]
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import module from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { externalPackages, workspaceSources } from "./externals.mjs";

// The project is the tree this launcher is in. The bundle cannot find it from its own location: Node loads
// modules by their real path, and where node_modules is a symlink (a second worktree sharing the first's),
// the cache's real path is in the other tree. So the root is handed down, to the bundle and its workers.
const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
process.env.STT_PROJECT_ROOT = root;
const cache = join(root, "node_modules", ".cache");
module.enableCompileCache?.(join(cache, "stt-compile-cache"));

const [command, ...args] = process.argv.slice(2);
const entries = { generate: "scripts/generate/run.ts", "check-generated": "scripts/generate/check.ts" };
const entry = entries[command];
if (!entry) {
  console.error(
    `node scripts/generate/launch.mjs <${Object.keys(entries).join("|")}> [args]: unknown command "${command}".`,
  );
  process.exit(2);
}

/**
 * A hash of the sources the bundle is made of: any change to them makes a new bundle. The packages' sources are
 * in it because the generator shares modules with them (the strict reading of schemas, the spec documents).
 */
function sourcesHash() {
  const hash = createHash("sha256");
  const packages = readdirSync(join(root, "packages")).map((name) => join("packages", name, "src"));
  for (const directory of ["scripts", ...packages]) {
    for (const file of readdirSync(join(root, directory), { recursive: true, withFileTypes: true })
      .filter((item) => item.isFile() && /\.(ts|mjs)$/.test(item.name))
      .map((item) => join(item.parentPath, item.name))
      .sort()) {
      hash.update(relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

// One folder of bundles per tree: trees sharing node_modules can hold different scripts/ at once, and
// each clears only its own old bundles.
const bundles = join(cache, "stt-scripts", createHash("sha256").update(root).digest("hex").slice(0, 16));
const outdir = join(bundles, sourcesHash());
const worker = join(outdir, "scripts", "generate", "targets", "typescript", "code", "worker.js");
const bundled = join(outdir, entry.replace(/\.ts$/, ".js"));
// The project's modules the bundle is made of (esbuild's metafile): the manifest hashes them as the generator's
// inputs (scripts/generate/manifest.ts), without bundling again to find them.
const sources = join(outdir, "generator-sources.json");
if (!existsSync(bundled) || !existsSync(worker) || !existsSync(sources)) {
  // Bundles of earlier sources are of no more use.
  if (existsSync(bundles))
    for (const old of readdirSync(bundles)) rmSync(join(bundles, old), { recursive: true, force: true });
  const { build } = await import("esbuild");
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [
      "scripts/generate/launch.mjs",
      "scripts/generate/targets/typescript/code/worker.ts",
      ...Object.values(entries),
    ],
    metafile: true,
    outbase: root,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Dependencies load from node_modules as they are; only the project's own code is bundled, the workspace
    // packages' (imported by name, bundled from this tree's sources, scripts/generate/externals.mjs) among it.
    external: externalPackages(root),
    alias: workspaceSources(root),
    conditions: ["stt-service-source"],
    logLevel: "warning",
  });
  const own = Object.keys(metafile.inputs).filter((path) => !path.startsWith("../") && !path.includes("node_modules/"));
  writeFileSync(sources, `${JSON.stringify(own.sort())}\n`);
}
process.env.STT_GENERATOR_SOURCES = sources;
process.env.STT_GENERATOR_WORKER = worker;
// The slow tools' kept results (scripts/generate/targets/typescript/code/reuse.ts) belong to this bundle and to the tools' versions:
// a new bundle clears them with the old ones, and another lockfile reads from another folder.
const lockfile = join(root, "package-lock.json");
const tools = existsSync(lockfile)
  ? createHash("sha256").update(readFileSync(lockfile)).digest("hex").slice(0, 16)
  : "none";
process.env.STT_GENERATOR_RESULTS = join(outdir, `results-${tools}`);
process.argv = [process.argv[0], bundled, ...args];
await import(pathToFileURL(bundled).href);
