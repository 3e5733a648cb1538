// `npm run generate:check`: fails, naming the files, when generated/ differs from what specs/ and templates/
// produce. When MANIFEST.json holds (the same inputs, tool versions and files as it records), nothing can
// differ and no generation is needed; otherwise, or with --full (CI), it regenerates in memory and compares.
// `npm run mock` runs it before it starts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { manifestHolds, projectRoot } from "./manifest.js";

export interface Drift {
  changed: string[];
  missing: string[];
  extra: string[];
}

export async function findDrift(
  options: { specsDir?: string; generatedDir?: string; full?: boolean } = {},
): Promise<Drift> {
  const generatedDir = resolve(options.generatedDir ?? join(projectRoot, "generated"));
  const specsDir = resolve(options.specsDir ?? join(projectRoot, "specs"));
  if (!options.full && manifestHolds(specsDir, generatedDir)) return { changed: [], missing: [], extra: [] };
  // Loaded only now: the generator's tools take seconds to load.
  const { generateFiles } = await import("./generate-files.js");
  const expected = await generateFiles({ specsDir });
  const present = existsSync(generatedDir)
    ? readdirSync(generatedDir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(generatedDir, join(entry.parentPath, entry.name)))
    : [];
  const drift: Drift = { changed: [], missing: [], extra: [] };
  for (const [path, content] of expected) {
    if (!present.includes(path)) drift.missing.push(path);
    else if (readFileSync(join(generatedDir, path), "utf8") !== content) drift.changed.push(path);
  }
  drift.extra = present.filter((path) => !expected.has(path)).sort();
  return drift;
}

export function describeDrift(drift: Drift): string | undefined {
  const lines = [
    ...drift.changed.map((path) => `  changed: generated/${path}`),
    ...drift.missing.map((path) => `  missing: generated/${path}`),
    ...drift.extra.map((path) => `  not generated any more: generated/${path}`),
  ];
  if (lines.length === 0) return undefined;
  return `generated/ is out of step with specs/ and templates/:\n${lines.join("\n")}\nRun \`npm run generate\` and commit generated/.`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { specs: { type: "string" }, generated: { type: "string" }, full: { type: "boolean", default: false } },
  });
  const problem = describeDrift(
    await findDrift({ specsDir: values.specs, generatedDir: values.generated, full: values.full }),
  );
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log("generated/ is in step with specs/ and templates/");
}
