// Every section of CONTRIBUTING.md that a gate's message sends a contributor to exists under that name: the
// messages of scripts/ and the packages' sources are read for `CONTRIBUTING.md's "<section>"` (or
// `CONTRIBUTING.md, "<section>"`), and each name must be a heading of CONTRIBUTING.md, its step number aside
// (`### 4. Code samples and docs` is the section "Code samples and docs").
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const sourceRoots = ["scripts", "packages/sdk/src", "packages/mock/src", "packages/conformance/src"];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:m?ts|mjs|hbs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each section a message names, with the file that names it. */
function namedSections(): { file: string; section: string }[] {
  return sourceRoots.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/CONTRIBUTING\.md(?:'s|,)\s+"([^"]+)"/g)].map((match) => ({
      file,
      section: match[1] as string,
    })),
  );
}

function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} +(?:\d+\. +)?(.+?) *$/gm)].map((match) => match[1] as string);
}

describe("CONTRIBUTING.md's sections, as the gates' messages name them", () => {
  it("exist under exactly the names the messages use", () => {
    const headings = headingsOf(readFileSync("CONTRIBUTING.md", "utf8"));
    const named = namedSections();
    // The contract gate's verdict and the docs' missing-sample message at least: a scan that finds none is broken.
    expect(named.map(({ file }) => file)).toEqual(
      expect.arrayContaining(["scripts/gate/contract/report.ts", "scripts/docs/code-samples.ts"]),
    );
    const missing = named.filter(({ section }) => !headings.includes(section));
    expect(
      missing.map(({ file, section }) => `${file} names "${section}"`),
      `CONTRIBUTING.md's headings: ${headings.join(" | ")}`,
    ).toEqual([]);
  });
});

describe("CONTRIBUTING.md's walks", () => {
  it("name every test that reads its lists of operations or frames from the specs (test/support/spec-lists.ts)", () => {
    const guide = readFileSync("CONTRIBUTING.md", "utf8");
    const readers = sourceFiles("test").filter(
      (file) =>
        file.endsWith(".test.ts") && /from "(?:\.\.\/)+support\/spec-lists\.js"/.test(readFileSync(file, "utf8")),
    );
    expect(readers.length).toBeGreaterThan(3);
    expect(
      readers.filter((file) => !guide.includes(`\`${file}\``)),
      "tests a contributor's new operation or frame reaches: name them in CONTRIBUTING.md's walks",
    ).toEqual([]);
  });
});
