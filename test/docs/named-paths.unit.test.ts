// The docs send readers to files by name (`test/package/msw.package.test.ts runs it`); eight such names in the
// examples' READMEs once pointed to test files that did not exist (`msw.test.ts`, `bundlers.test.ts`). Every
// repository path written in code quotes in a README or a doc must be there, unless it is a pattern
// (`<name>`, `*`, `…`) or a file the text itself tells the reader to create.
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { markdownDocs } from "../support/markdown-docs.js";

const root = resolve(import.meta.dirname, "../..");

/** Paths under the repository's top folders, as written in `code` quotes. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`((?:test|scripts|examples|docs|packages|specs|bench|templates)\/[^`\s]+)`/g)]
    .map((match) => (match[1] as string).replace(/[:#].*$/, ""))
    .filter((path) => !/[<>*…{}]/.test(path));
}

describe("the files the docs name", () => {
  it("exist in the repository", () => {
    const missing: string[] = [];
    let named = 0;
    for (const file of markdownDocs({ contributing: true })) {
      const text = readFileSync(file, "utf8");
      for (const path of namedPaths(text)) {
        named += 1;
        // A walk-through names the files it has the reader add (CONTRIBUTING's new operation).
        if (!existsSync(join(root, path)) && !createdByTheText(text, path))
          missing.push(`${relative(root, file)}: ${path}`);
      }
    }
    expect(named).toBeGreaterThan(50);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("catch a name that is not there", () => {
    expect(namedPaths("`test/package/msw.test.ts` builds it")).toEqual(["test/package/msw.test.ts"]);
    expect(existsSync(join(root, "test/package/msw.test.ts"))).toBe(false);
    expect(namedPaths("`docs/examples/operations/<operationId>.sh`")).toEqual([]);
  });
});

function createdByTheText(text: string, path: string): boolean {
  const name = path.split("/").pop() ?? path;
  return new RegExp(`(?:add|create|write|new)[^.\\n]{0,80}${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(
    text,
  );
}
