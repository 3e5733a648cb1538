// `npm run generate:check`: regenerates in memory and fails, naming the files, when generated/ differs
// from what specs/ and templates/ produce. CI runs it; so does `npm run mock` before it starts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { generateFiles, projectRoot } from "./generate/generate-files.js";

export interface Drift {
  changed: string[];
  missing: string[];
  extra: string[];
}

export async function findDrift(options: { specsDir?: string; generatedDir?: string } = {}): Promise<Drift> {
  const generatedDir = resolve(options.generatedDir ?? join(projectRoot, "generated"));
  const expected = await generateFiles({ specsDir: options.specsDir });
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
  const { values } = parseArgs({ options: { specs: { type: "string" }, generated: { type: "string" } } });
  const problem = describeDrift(await findDrift({ specsDir: values.specs, generatedDir: values.generated }));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log("generated/ is in step with specs/ and templates/");
}
