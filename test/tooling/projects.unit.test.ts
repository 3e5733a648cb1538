// The guard vitest.config.ts runs before every run: each *.test.ts belongs to exactly one project, by the kind
// its name says, so a test added under a name of the old layout (x.test.ts) stops the run instead of being left out.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { includeOf, kindsOf, testFiles, unclassifiedTests } from "../projects.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the test projects", () => {
  it("refuse a test whose name says no kind, naming the file and the names that would run", () => {
    expect(unclassifiedTests(["test/http/new-thing.test.ts"])).toEqual([
      "test/http/new-thing.test.ts: its name says no kind of test, so no project would run it; rename it " +
        "<name>.<kind>.test.ts, kind one of unit, integration, browser, package",
    ]);
  });

  it("read one kind from a name, the word before .test.ts, so no file falls in two projects", () => {
    expect(kindsOf("test/x.unit.browser.test.ts")).toEqual(["browser"]);
    expect(unclassifiedTests(["test/x.unit.test.ts", "test/y.browser.test.ts"])).toEqual([]);
  });

  it("hold every test file of the repository in exactly one project", () => {
    const files = testFiles(root);
    expect(files.length).toBeGreaterThan(100);
    expect(unclassifiedTests(files)).toEqual([]);
    for (const file of files) expect(kindsOf(file), file).toHaveLength(1);
  });

  it("include a kind's files from test/ and from a package's own test/ folder", () => {
    expect(includeOf("unit")).toContain("test/**/*.unit.test.ts");
    expect(includeOf("browser")).toContain("packages/sdk/test/**/*.browser.test.ts");
  });
});
