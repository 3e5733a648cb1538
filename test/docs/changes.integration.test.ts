// The site's "Changes" page: built from CHANGELOG.md (which `npm run release` writes), it is in every page's
// nav, lists every release, and each change links to an operation or message anchor the references really
// have (the anchors the site's search links to, which test/docs/search.browser.test.ts opens on the reference pages).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltSite, buildSite } from "../../scripts/docs/build.js";
import { changesPage, releasesIn } from "../../scripts/docs/changes.js";

const changelog = readFileSync(join(import.meta.dirname, "../../CHANGELOG.md"), "utf8");
const outDir = mkdtempSync(join(tmpdir(), "stt-site-changes-"));
let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite(outDir);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const page = (file: string) => readFileSync(join(outDir, file), "utf8");

describe("the Changes page", () => {
  it("is built, in every page's nav, and lists every release of CHANGELOG.md, newest first", () => {
    expect(site.files).toContain(join(outDir, changesPage.file));
    for (const file of ["index.html", "guide.html", "http.html", changesPage.file]) {
      expect(page(file)).toContain('<a href="changes.html"');
    }
    const releases = releasesIn(changelog);
    expect(releases.map((release) => release.version)).toContain("1.0.0");
    // Each heading's words, before its "#" link.
    const headings = [...page(changesPage.file).matchAll(/<h2 id="[^"]*">([^<]*?) <a class="heading-anchor"/g)].map(
      (match) => match[1],
    );
    expect(headings).toEqual(releases.map((release) => `${release.version} (${release.date})`));
    // The site's search finds the releases too.
    const titles = site.searchEntries
      .filter((entry) => entry.url.startsWith(changesPage.file))
      .map((entry) => entry.title);
    expect(titles).toEqual(expect.arrayContaining(releases.map((release) => `${release.version} (${release.date})`)));
  });

  it("links each change to an anchor of the references that the site's search knows", () => {
    const links = [...page(changesPage.file).matchAll(/<a href="((?:http|streaming)\.html#[^"]*)"/g)].map(
      (match) => match[1] ?? "",
    );
    // 1.0.0 lists every operation (10) and every stream message (9).
    expect(links.length).toBeGreaterThanOrEqual(19);
    const known = new Set(site.searchEntries.map((entry) => entry.url));
    expect(links.filter((link) => !known.has(link))).toEqual([]);
    expect(links).toContain("http.html#/files/getfile");
    expect(links).toContain("streaming.html#/channels/transcribe/operations/receiveresult");
  });
});
