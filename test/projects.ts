// The kinds of test, one vitest project each (vitest.config.ts builds them from this table). A test's file
// name says its kind, `<name>.<kind>.test.ts`, so a reader and vitest both see at once what it needs and how
// slow it may be. `unclassifiedTests` is the guard the config runs before every run: a `*.test.ts` that names
// no kind, or more than one, stops vitest with its path, so a new test can never silently not run.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

export const testKinds = {
  unit: "starts no process, mock process or browser (test/support/unit-guard.ts holds it to that); in-process servers are fine",
  integration: "talks to the mock processes the global setup starts (inject), or starts processes of its own",
  browser: "launches headless Chromium (test/support/chromium.ts)",
  package: "packs the packages and installs the tarballs in fresh projects",
} as const;

export type TestKind = keyof typeof testKinds;

/** Where tests live, from the repository's root. */
export const testRoots = [
  "test",
  "packages/sdk/test",
  "packages/mock/test",
  "packages/conformance/test",
  "packages/spec-documents/test",
  "packages/react/test",
];

export function includeOf(kind: TestKind): string[] {
  return testRoots.map((root) => `${root}/**/*.${kind}.test.ts`);
}

export function kindsOf(path: string): TestKind[] {
  return (Object.keys(testKinds) as TestKind[]).filter((kind) => path.endsWith(`.${kind}.test.ts`));
}

function testFilesUnder(directory: string, found: string[]): string[] {
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return found; // a package without tests of its own
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory() && entry.name !== "node_modules") testFilesUnder(path, found);
    else if (entry.isFile() && entry.name.endsWith(".test.ts")) found.push(path);
  }
  return found;
}

/** Every `*.test.ts` under the test roots, relative to `root`. */
export function testFiles(root: string): string[] {
  return testRoots.flatMap((dir) => testFilesUnder(join(root, dir), [])).map((path) => relative(root, path));
}

/** One line per test file that would run in no project or in two, with what to do; empty when all is well. */
export function unclassifiedTests(files: string[]): string[] {
  const kinds = Object.keys(testKinds).join(", ");
  return files.flatMap((file) => {
    const found = kindsOf(file);
    if (found.length === 1) return [];
    return found.length === 0
      ? [
          `${file}: its name says no kind of test, so no project would run it; rename it <name>.<kind>.test.ts, kind one of ${kinds}`,
        ]
      : [`${file}: its name says ${found.length} kinds (${found.join(", ")}); keep one`];
  });
}
