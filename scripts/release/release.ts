// `npm run release -- <version>`: records a release of the contract and the packages (released in step). It runs
// the gate from the last release (contract/released/) to the working tree, refuses a release the gate fails or a
// note of .changes/ it cannot read, writes the release's section of CHANGELOG.md from the gate's markdown
// (breaking changes first) and of each package's CHANGELOG.md from the notes (scripts/release/package-changes.ts),
// sets the Python package's version to the npm packages' (scripts/release/python-version.ts), then copies the
// working tree's contract into contract/released/, which becomes the base of the next `npm run contract:diff`.
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { compareContracts } from "../gate/contract/compare.js";
import { readReleased, readWorkingTree, releasedDir, surfaceReport } from "../gate/contract/load.js";
import { formatMarkdown } from "../gate/contract/report.js";
import { type ContractSide, GateUsageError } from "../gate/contract/types.js";
import { readPackageNotes, withSectionOnTop, writePackageChangelogs } from "./package-changes.js";
import { syncPythonVersion } from "./python-version.js";

export const changelogHeader = `# Changelog

The contract's releases, newest first. Each section is written by \`npm run release -- <version>\` from the
gate's report (\`npm run contract:diff -- --format markdown\`) against the release before it: do not edit it by
hand. Links go to the operation or message in the docs site's reference. Each package's own changes are in the
changelog it ships: \`CHANGELOG.md\` in the installed package.
`;

/** The base of the first release: a contract with nothing in it, so every operation and message is new. */
const nothingReleased: ContractSide = {
  label: "nothing (first release)",
  openapi: { openapi: "3.1.0", info: { version: "0.0.0" }, paths: {} },
  asyncapi: { asyncapi: "3.0.0", info: { version: "0.0.0" }, channels: {}, operations: {} },
  surface: {},
};

function versionParts(version: string): number[] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? match.slice(1).map(Number) : undefined;
}

function isNewer(version: string, than: string): boolean {
  const a = versionParts(version) ?? [];
  const b = versionParts(than) ?? [];
  for (let index = 0; index < 3; index++) {
    if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) > (b[index] ?? 0);
  }
  return false;
}

export interface ReleaseOptions {
  root: string;
  version: string;
  /** YYYY-MM-DD; today (UTC) by default. */
  date?: string;
}

export interface Released {
  section: string;
  breaking: number;
  changes: number;
  /** The packages' CHANGELOG.md files written. */
  packageChangelogs: string[];
}

export function release(options: ReleaseOptions): Released {
  const { root, version } = options;
  const date = options.date ?? new Date().toISOString().slice(0, 10);
  if (!versionParts(version)) throw new GateUsageError(`"${version}" is not a version like 1.2.0.`);
  const releaseFile = join(root, releasedDir, "release.json");
  const previous = existsSync(releaseFile)
    ? String((JSON.parse(readFileSync(releaseFile, "utf8")) as { version?: unknown }).version)
    : undefined;
  if (previous !== undefined && !isNewer(version, previous)) {
    throw new GateUsageError(`${version} is not newer than the last release, ${previous}: give a higher version.`);
  }
  const notes = readPackageNotes(root);
  const base = previous === undefined ? nothingReleased : readReleased(root);
  const result = compareContracts(base, readWorkingTree(root), { today: date });
  if (result.failing.length > 0) {
    throw new GateUsageError(
      `the gate fails (${result.failing.length} breaking change(s) without a new major; see npm run contract:diff): release ${version} is not recorded.`,
    );
  }
  const breaking = result.changes.filter((change) => change.breaking).length;
  if (
    previous !== undefined &&
    breaking > 0 &&
    (versionParts(version)?.[0] ?? 0) <= (versionParts(previous)?.[0] ?? 0)
  ) {
    throw new GateUsageError(
      `the release has ${breaking} breaking change(s): its version must be a new major, not ${version}.`,
    );
  }

  // The first release lists what it holds, operation by operation and message by message; later ones list
  // every change since the release before.
  const listed =
    previous === undefined
      ? {
          ...result,
          changes: result.changes.filter((change) => change.subjects.some((subject) => subject.link)),
          notes: [],
        }
      : result;
  const intro = previous === undefined ? "The first release of the contract: its operations and messages.\n\n" : "";
  const section = `## ${version} (${date})\n\n${intro}${formatMarkdown(listed, 3)}`;
  const changelogPath = join(root, "CHANGELOG.md");
  const changelog = existsSync(changelogPath) ? readFileSync(changelogPath, "utf8") : changelogHeader;
  writeFileSync(changelogPath, withSectionOnTop(changelog, section));
  const packageChangelogs = writePackageChangelogs(root, version, date, notes);
  syncPythonVersion(root);

  mkdirSync(join(root, releasedDir), { recursive: true });
  copyFileSync(join(root, "specs/openapi.yaml"), join(root, releasedDir, "openapi.yaml"));
  copyFileSync(join(root, "specs/asyncapi.yaml"), join(root, releasedDir, "asyncapi.yaml"));
  const surfaceCopy = join(root, releasedDir, "sdk-surface.json");
  if (existsSync(join(root, surfaceReport))) copyFileSync(join(root, surfaceReport), surfaceCopy);
  else rmSync(surfaceCopy, { force: true });
  writeFileSync(releaseFile, `${JSON.stringify({ version, date }, null, 2)}\n`);
  return { section, breaking, changes: result.changes.length, packageChangelogs };
}

// Run as a script (by its real path: a linked scripts/ folder runs it too), not when imported by a test.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    options: { date: { type: "string" } },
    allowPositionals: true,
  });
  const [version] = positionals;
  if (!version) {
    console.error("Usage: npm run release -- <version> [--date YYYY-MM-DD]");
    process.exitCode = 2;
  } else {
    try {
      const done = release({ root: process.cwd(), version, date: values.date });
      console.log(
        `released ${version}: ${done.changes} change(s), ${done.breaking} breaking; CHANGELOG.md, ${done.packageChangelogs.length} package changelog(s) and ${releasedDir}/ written.`,
      );
    } catch (error) {
      console.error(`release: ${(error as Error).message}`);
      process.exitCode = error instanceof GateUsageError ? 1 : 2;
    }
  }
}
