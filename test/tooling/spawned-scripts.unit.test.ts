// A test or bench that starts one of this repository's TypeScript files in a child process runs it as `npm run`
// does: with `--conditions=stt-service-source`, so `stt-service` and the other packages resolve to their sources.
// Without it they resolve to dist/, which a fresh clone does not have: `npm ci && npm test` failed there (four
// conformance CLI tests, "Cannot find module …/stt-service/dist/internal.js") while CI, which builds first,
// passed. A child that truly needs no package of ours says why, in a comment holding "No source condition".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { testRoots } from "../projects.js";

const root = resolve(import.meta.dirname, "../..");

/** The lines of `source` that start tsx in a child without the source condition, and no reason given. */
function spawnsWithoutSources(source: string): number[] {
  const lines = source.split("\n");
  const found: number[] = [];
  for (const [index, line] of lines.entries()) {
    if (!/["']--import["']\s*,\s*(?:["']tsx["']|tsxLoader)|["']npx["']\s*,\s*\[\s*["']tsx["']/.test(line)) continue;
    // The arguments may be spread over the few lines around the loader.
    const around = lines.slice(Math.max(0, index - 3), index + 2).join("\n");
    if (/stt-service-source/.test(around) || /No source condition/i.test(around)) continue;
    found.push(index + 1);
  }
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|mts|mjs|js)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes("node_modules") && !file.includes("/fixtures/"));
}

describe("scripts started by the tests and the bench", () => {
  it("run on the packages' sources (the source condition), so a fresh clone needs no build", () => {
    // This file's own examples below are not spawns.
    // Every place tests live (the packages' own test folders too), a package without tests skipped.
    const files = [...testRoots, "bench", "scripts"]
      .filter((folder) => existsSync(join(root, folder)))
      .flatMap((folder) => sourceFiles(join(root, folder)))
      .filter((file) => file !== import.meta.filename);
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) =>
      spawnsWithoutSources(readFileSync(file, "utf8")).map((line) => `${relative(root, file)}:${line}`),
    );
    expect(offending).toEqual([]);
  });

  it("are found wherever they are written without it", () => {
    expect(spawnsWithoutSources('spawn(process.execPath, ["--import", "tsx", "scripts/run/conformance.ts"]);')).toEqual(
      [1],
    );
    expect(spawnsWithoutSources('run("npx", ["tsx", "scripts/generate/check.ts"]);')).toEqual([1]);
    expect(
      spawnsWithoutSources(
        'spawn(process.execPath, [\n  "--import",\n  tsxLoader,\n  "x.ts",\n]);'.replace(/\n\s*/g, " "),
      ),
    ).toEqual([1]);
    expect(
      spawnsWithoutSources(
        'spawn(node, ["--conditions=stt-service-source", "--import", "tsx", "scripts/run/mock.ts"]);',
      ),
    ).toEqual([]);
    expect(
      spawnsWithoutSources('// No source condition: a third party\'s driver.\nrun(node, ["--import", "tsx", driver]);'),
    ).toEqual([]);
  });
});
