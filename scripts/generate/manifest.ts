// generated-manifest.json: what the generated files were made from (hashes of the specs and of the generator's modules,
// the generator tools' versions) and what they are (a hash per file, by its path in the project). One manifest
// for the generated folders of every package, at the project's root, where no package ships it. Light on purpose (no generator tool is
// loaded here): with it, checking that nothing changed takes hashing a few files, not a generation.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type * as Esbuild from "esbuild";
import { externalPackages, workspaceSources } from "./externals.mjs";
import { bannerText } from "./targets/typescript/templates/partials.js";

const require = createRequire(import.meta.url);
/**
 * The project's root: the nearest folder up from this module that holds specs/ and scripts/generate/. Found
 * rather than fixed, because tests run this code from its sources and the launcher (scripts/generate/launch.mjs)
 * runs it bundled from node_modules/.cache; the launcher names the root in STT_PROJECT_ROOT, since that
 * cache may be another tree's (a node_modules symlinked between worktrees).
 */
function findProjectRoot(from: string): string {
  for (let directory = from; ; directory = dirname(directory)) {
    if (existsSync(join(directory, "specs")) && existsSync(join(directory, "scripts", "generate"))) return directory;
    if (dirname(directory) === directory)
      throw new Error(`no project root (specs/ and scripts/generate/) above ${from}`);
  }
}

export const projectRoot = findProjectRoot(process.env.STT_PROJECT_ROOT ?? dirname(fileURLToPath(import.meta.url)));

/** Where each package's generated files live, relative to the project's root. */
export const generatedDirs = {
  sdk: "packages/sdk/src/generated",
  mock: "packages/mock/src/generated",
  react: "packages/react/src/generated",
  python: "packages/python/src/stt_service/_generated",
} as const;

/** The manifest's path, relative to the project's root. */
export const manifestPath = "generated-manifest.json";

/** Every file now in the generated folders under a root, by its path relative to that root. */
export function generatedFilesUnder(root: string): string[] {
  return Object.values(generatedDirs)
    .filter((directory) => existsSync(join(root, directory)))
    .flatMap((directory) => filesUnder(join(root, directory)))
    .map((path) => relative(root, path).replaceAll("\\", "/"))
    .sort();
}

/** The tools whose versions shape the output. */
const generatorPackages = [
  "openapi-typescript",
  "@asyncapi/modelina",
  "@asyncapi/parser",
  "ajv",
  "@biomejs/biome",
  "typescript",
];

export interface Manifest {
  generated: string;
  inputs: Record<string, string>;
  generators: Record<string, string>;
  files: Record<string, string>;
}

export function sha256(content: string | Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}

/** What Python writes beside the generated modules when it imports them: its bytecode cache, never generated. */
const bytecodeCache = /(^|[\\/])__pycache__([\\/]|$)|\.py[co]$/;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !bytecodeCache.test(join(entry.parentPath, entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The generator's entry points: `npm run generate`, `npm run generate:check`, the tools' worker, the launcher. */
const generatorEntries = [
  "scripts/generate/run.ts",
  "scripts/generate/check.ts",
  "scripts/generate/targets/typescript/code/worker.ts",
  "scripts/generate/launch.mjs",
];

/**
 * Every module of the project the generator is made of, by its path from the root: what esbuild bundles of
 * its entry points (the launcher's own build, scripts/generate/launch.mjs), found rather than listed, so that
 * a helper borrowed from any folder or package (by a relative path or by a workspace package's name) is an
 * input too. Dependencies from node_modules are inputs by their versions (generatorVersions), not here.
 */
export function generatorSources(): string[] {
  // The launcher found them when it bundled these very sources (its bundle is rebuilt when any of them changes).
  const found = process.env.STT_GENERATOR_SOURCES;
  if (found && existsSync(found)) return JSON.parse(readFileSync(found, "utf8")) as string[];
  // Loaded only here: loading esbuild would cost the fast check more than hashing does.
  const { buildSync } = require("esbuild") as typeof Esbuild;
  const { metafile } = buildSync({
    absWorkingDir: projectRoot,
    entryPoints: generatorEntries,
    outdir: join(projectRoot, "node_modules", ".cache", "stt-generator-inputs"),
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: externalPackages(projectRoot),
    alias: workspaceSources(projectRoot),
    conditions: ["stt-service-source"],
    logLevel: "silent",
  });
  return Object.keys(metafile.inputs)
    .filter((path) => !path.startsWith("../") && !path.split("/").includes("node_modules"))
    .sort();
}

/** Hashes of everything the output depends on: the specs and every module of the generator (the templates among them). */
export function inputHashes(specsDir: string): Record<string, string> {
  const hashOf = (path: string) => sha256(readFileSync(path));
  const inputs: Record<string, string> = {
    "specs/openapi.yaml": hashOf(join(specsDir, "openapi.yaml")),
    "specs/asyncapi.yaml": hashOf(join(specsDir, "asyncapi.yaml")),
  };
  for (const path of generatorSources()) inputs[path] = hashOf(join(projectRoot, path));
  return inputs;
}

/** The inputs whose hash differs between two records (changed, added or gone), sorted. */
export function changedInputs(recorded: Record<string, string>, now: Record<string, string>): string[] {
  const paths = new Set([...Object.keys(recorded), ...Object.keys(now)]);
  return [...paths].filter((path) => recorded[path] !== now[path]).sort();
}

/** The inputs changed since the manifest under a root was written; all of them when it cannot be read. */
export function inputsChangedSince(specsDir: string, root: string): string[] {
  const now = inputHashes(specsDir);
  try {
    return changedInputs((JSON.parse(readFileSync(join(root, manifestPath), "utf8")) as Manifest).inputs ?? {}, now);
  } catch {
    return Object.keys(now).sort();
  }
}

export function generatorVersions(): Record<string, string> {
  return Object.fromEntries(
    generatorPackages.map((name) => [name, (require(`${name}/package.json`) as { version: string }).version]),
  );
}

export function renderManifest(specsDir: string, files: Map<string, string>): string {
  const outputs = Object.fromEntries(
    [...files.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([path, content]) => [path, sha256(content)]),
  );
  const manifest: Manifest = {
    generated: bannerText,
    inputs: inputHashes(specsDir),
    generators: generatorVersions(),
    files: outputs,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Whether the generated files under a root are what the manifest says they were made from, with nothing
 * changed since: the same inputs, the same tool versions, and every file (and no other) as hashed. True means
 * a generation would give the same files; false means a generation must tell.
 */
export function manifestHolds(specsDir: string, root: string): boolean {
  const path = join(root, manifestPath);
  if (!existsSync(path)) return false;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path, "utf8")) as Manifest;
  } catch {
    return false;
  }
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());
  if (!same(inputHashes(specsDir), manifest.inputs) || !same(generatorVersions(), manifest.generators)) return false;
  const present = generatedFilesUnder(root);
  const hashes = Object.fromEntries(present.map((file) => [file, sha256(readFileSync(join(root, file)))]));
  return same(hashes, manifest.files ?? {});
}
