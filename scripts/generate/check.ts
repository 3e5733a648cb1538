// `npm run generate:check`: fails, naming the files, when the generated files (packages/sdk/src/generated/,
// packages/mock/src/generated/) differ from what specs/ and the generator (scripts/generate/) produce. When generated-manifest.json
// holds (the same inputs, tool versions and files as it records), nothing can differ and no generation is
// needed; otherwise, or with --full (CI), it regenerates in memory and compares. `npm run mock` runs it before
// it starts.
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { generatedFilesUnder, inputsChangedSince, manifestHolds, manifestPath, projectRoot } from "./manifest.js";

export interface Drift {
  changed: string[];
  missing: string[];
  extra: string[];
  /** The generator's inputs (specs, its modules wherever they live) changed since the last generation. */
  inputs?: string[];
}

/**
 * What differs between the generated files under `root` (the project's root by default) and what the specs
 * produce, each by its path relative to that root.
 */
export async function findDrift(options: { specsDir?: string; root?: string; full?: boolean } = {}): Promise<Drift> {
  const root = resolve(options.root ?? projectRoot);
  const specsDir = resolve(options.specsDir ?? join(projectRoot, "specs"));
  if (!options.full && manifestHolds(specsDir, root)) return { changed: [], missing: [], extra: [] };
  // Loaded only now: the generator's tools take seconds to load.
  const { generateFiles } = await import("./generate-files.js");
  // --full trusts no hash: every tool runs again rather than giving a result kept from an earlier run.
  const expected = await generateFiles({ specsDir, reuse: !options.full });
  const present = [...generatedFilesUnder(root), ...(existsSync(join(root, manifestPath)) ? [manifestPath] : [])];
  const drift: Drift = { changed: [], missing: [], extra: [] };
  for (const [path, content] of expected) {
    if (!present.includes(path)) drift.missing.push(path);
    else if (readFileSync(join(root, path), "utf8") !== content) drift.changed.push(path);
  }
  drift.extra = present.filter((path) => !expected.has(path)).sort();
  // What made the output differ, named: an edit of a helper shows only as the manifest's hashes otherwise.
  if (drift.changed.length + drift.missing.length + drift.extra.length > 0) {
    const inputs = inputsChangedSince(specsDir, root);
    if (inputs.length > 0) drift.inputs = inputs;
  }
  return drift;
}

export function describeDrift(drift: Drift): string | undefined {
  const lines = [
    ...(drift.inputs ?? []).map((path) => `  input changed since the last generation: ${path}`),
    ...drift.changed.map((path) => `  changed: ${path}`),
    ...drift.missing.map((path) => `  missing: ${path}`),
    ...drift.extra.map((path) => `  not generated any more: ${path}`),
  ];
  if (lines.length === (drift.inputs ?? []).length) return undefined;
  return `The generated code is out of step with specs/ and the generator:\n${lines.join("\n")}\nRun \`npm run generate\` and commit what it writes.`;
}

// Run as a command, not imported (by the mock's start, by tests). Compared by real paths: Node names this module
// by its real path, the launcher names its bundle by the path through node_modules, which may be a link.
if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  const { values } = parseArgs({
    options: { specs: { type: "string" }, root: { type: "string" }, full: { type: "boolean", default: false } },
  });
  const problem = describeDrift(await findDrift({ specsDir: values.specs, root: values.root, full: values.full }));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log("The generated code is in step with specs/ and the generator");
}
