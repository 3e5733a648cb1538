// A workspace package's dist/ for the commands that read the package as built (`npm run size` measures what users
// install): built once when it is missing, as in a fresh clone after `npm ci`, or older than what it is built from.
// `npm test` and the other commands read the sources (the `stt-service-source` condition) and need no build.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** What a package's dist/ is built from, beside its src/ folder. */
const buildInputs = ["package.json", "tsup.config.ts", "tsconfig.build.json"];

function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Why the package's dist/ is not the build of its sources, in words; undefined when it is. The build writes
 * dist/ afresh, so its oldest file dates the build: a source changed after it makes the build stale.
 */
export function staleDistReason(packageDir: string): string | undefined {
  const dist = join(packageDir, "dist");
  const built = existsSync(dist) ? readdirSync(dist, { withFileTypes: true }).filter((entry) => entry.isFile()) : [];
  if (built.length === 0) return "it has no dist/ (a fresh clone has none)";
  const builtAt = Math.min(...built.map((entry) => statSync(join(dist, entry.name)).mtimeMs));
  const inputs = [...filesUnder(join(packageDir, "src")), ...buildInputs.map((name) => join(packageDir, name))];
  const newer = inputs.find((path) => existsSync(path) && statSync(path).mtimeMs > builtAt);
  return newer === undefined ? undefined : `${relative(packageDir, newer)} changed after its dist/ was built`;
}

/** Builds the package (`npm run build` in its folder) when its dist/ is stale, saying why on stderr. */
export function buildWhenStale(packageDir: string, name: string): void {
  const reason = staleDistReason(packageDir);
  if (reason === undefined) return;
  console.error(`Building ${name} first: ${reason}.`);
  // The build's own output goes to stderr: stdout stays the command's report.
  execFileSync("npm", ["run", "-s", "build"], { cwd: packageDir, stdio: ["ignore", 2, 2] });
}
