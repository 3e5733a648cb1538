// The site's "Changes" page: built from CHANGELOG.md (which `npm run release` writes), it lists every release
// with its changes, and each change links to an operation or message anchor the references really have.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { changesPage, releasesIn } from "../../scripts/docs/changes.js";
import { useBuiltSite } from "../support/built-site.js";

const site = useBuiltSite();
const changelog = readFileSync(join(import.meta.dirname, "../../CHANGELOG.md"), "utf8");

describe("the Changes page", () => {
  it("is in the site's nav and lists every release of CHANGELOG.md, newest first", async () => {
    const releases = releasesIn(changelog);
    expect(releases.map((release) => release.version)).toContain("1.0.0");
    const { page, problems } = await site.open({ width: 1440, height: 900 });
    await page.goto(site.url("index.html"));
    await page.getByRole("link", { name: "Changes", exact: true }).click();
    await page.waitForURL(/changes\.html$/);
    const headings = await page.locator("main h2").allTextContents();
    expect(headings).toEqual(releases.map((release) => `${release.version} (${release.date})`));
    expect(problems).toEqual([]);
    await page.close();
  });

  it("links each change to an anchor of the references that the site's search knows", async () => {
    const { page } = await site.open({ width: 1440, height: 900 });
    await page.goto(site.url(changesPage.file));
    const links = await page
      .locator("main li a")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    expect(links.length).toBeGreaterThanOrEqual(19);
    const known = new Set(site.searchEntries().map((entry) => entry.url));
    expect(links.filter((link) => !known.has(link))).toEqual([]);
    expect(links).toContain("http.html#/files/getfile");
    expect(links).toContain("streaming.html#/channels/transcribe/operations/sendresult");
    await page.close();
  });
});
