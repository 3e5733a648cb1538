// The docs site's page code (docs/site/) and its builder (scripts/docs/) depend one way: the builder reads the
// shapes of what it hands the page from the page code (search-entry.ts, help-paragraph.ts, try-it/operation.ts,
// playground/config-field.ts), and the page code imports nothing of scripts/. A page's bundle then cannot take
// in the builder's Node modules, and neither side's change goes round in a circle through the other.
import { readFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { importSpecifiers, repositoryModules } from "../support/module-imports.js";

const root = resolve(import.meta.dirname, "../..");
const pageCode = repositoryModules(root, resolve(root, "docs/site"));

/** The relative imports of the modules under docs/site/ that land under `folder`, as `file: specifier`. */
function pageImportsInto(folder: string): string[] {
  return pageCode.flatMap((file) =>
    importSpecifiers(readFileSync(file, "utf8"))
      .filter((specifier) => specifier.startsWith("."))
      .filter((specifier) => relative(root, resolve(dirname(file), specifier)).startsWith(`${folder}${sep}`))
      .map((specifier) => `${relative(root, file)}: ${specifier}`),
  );
}

describe("the page code's imports", () => {
  it("read the page code's modules, the shapes the builder hands them among them", () => {
    const files = pageCode.map((file) => relative(root, file));
    expect(files).toContain(["docs", "site", "search-entry.ts"].join(sep));
    expect(pageImportsInto(["docs", "site"].join(sep)).length).toBeGreaterThan(10);
  });

  it("take nothing of the builder (scripts/)", () => {
    expect(pageImportsInto("scripts")).toEqual([]);
  });
});
