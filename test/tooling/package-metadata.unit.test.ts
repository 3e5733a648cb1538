// What a registry user sees of each package: its page on npm links the repository, the docs and the issues, and
// its README links them by address (an installed package has no "repository's README" beside it). The address is
// the root package.json's, once; every package says the same, its own folder as the repository's directory,
// and a homepage on the docs site is a page the site builds.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { sitePages } from "../../scripts/docs/build.js";

const root = resolve(import.meta.dirname, "../..");

interface Manifest {
  name: string;
  homepage?: string;
  repository?: { type?: string; url?: string; directory?: string };
  bugs?: { url?: string };
}

const read = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as Manifest;
const rootManifest = read("package.json");
const packageFolders = readdirSync(join(root, "packages")).map((name) => `packages/${name}`);
// The npm packages; packages/python's metadata is its pyproject.toml's (test/python/version-lockstep.unit.test.ts).
const npmFolders = packageFolders.filter((folder) => existsSync(join(root, folder, "package.json")));

describe("each package's metadata", () => {
  const repositoryUrl = rootManifest.repository?.url ?? "";
  const repositoryPage = repositoryUrl.replace(/^git\+/, "").replace(/\.git$/, "");
  const site = rootManifest.homepage ?? "";

  it("has one address, the root's", () => {
    expect(repositoryUrl).toMatch(/^git\+https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/);
    expect(site).toMatch(/^https:\/\/.+\/$/);
    expect(rootManifest.bugs?.url).toBe(`${repositoryPage}/issues`);
  });

  it.each(npmFolders)("%s links the repository, its folder, the issues and a page of the docs", (folder) => {
    const manifest = read(`${folder}/package.json`);
    expect(manifest.repository).toEqual({ type: "git", url: repositoryUrl, directory: folder });
    expect(manifest.bugs).toEqual(rootManifest.bugs);
    const homepage = manifest.homepage ?? "";
    if (homepage.startsWith(site)) {
      expect(sitePages.map((page) => page.file)).toContain(homepage.slice(site.length));
    } else expect(homepage).toBe(`${repositoryPage}/tree/main/${folder}#readme`);
  });

  it.each(packageFolders)("%s's README points to the docs by address, never to a file beside it", (folder) => {
    const readme = readFileSync(join(root, folder, "README.md"), "utf8");
    expect(readme).not.toMatch(/the repository's README/);
    for (const [, page] of readme.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)) {
      const address = page as string;
      if (address.startsWith(site)) expect(sitePages.map((p) => p.file)).toContain(address.slice(site.length));
      else expect(address.startsWith(repositoryPage)).toBe(true);
    }
  });
});
