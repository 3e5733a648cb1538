// What PyPI shows of the Python package links the same places as the npm packages' pages: the repository, its
// issues and the docs site, from the root package.json's addresses (test/tooling/package-metadata.unit.test.ts
// holds the npm packages to them).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pyprojectFile } from "../../scripts/release/python-version.js";

const pyproject = readFileSync(pyprojectFile, "utf8");
const root = JSON.parse(readFileSync("package.json", "utf8")) as {
  homepage: string;
  repository: { url: string };
  bugs: { url: string };
};
const repositoryPage = root.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");

describe("packages/python/pyproject.toml's metadata", () => {
  it("links the docs site, the repository, its issues and the package's changelog", () => {
    expect(pyproject).toContain(`Homepage = "${root.homepage}"`);
    expect(pyproject).toContain(`Repository = "${repositoryPage}"`);
    expect(pyproject).toContain(`Issues = "${root.bugs.url}"`);
    expect(pyproject).toContain(`Changelog = "${repositoryPage}/blob/main/packages/python/CHANGELOG.md"`);
  });

  it("names the distribution stt-service, the license and the readme the npm packages have", () => {
    expect(pyproject).toMatch(/^name = "stt-service"$/m);
    expect(pyproject).toMatch(/^license = "MIT"$/m);
    expect(pyproject).toMatch(/^readme = "README\.md"$/m);
  });
});
