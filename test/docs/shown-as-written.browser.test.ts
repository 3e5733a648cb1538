// Text the site shows as the reader should read it, in headless Chromium: the Changes page renders its names as
// code (no raw backticks, no `~1` of a JSON pointer) and says where a gone entry point went; the HTTP
// reference's Servers section shows a server's description as Markdown, with no raw backticks; each reference says which
// version it documents beside the other's; and the search's snippets carry no raw HTML tag.
import { describe, expect, it } from "vitest";
import { referenceReady, referenceSectionShown, useBuiltSite } from "../support/built-site.js";
import { loadSpecDocuments } from "../support/spec-documents.js";

const site = useBuiltSite();
const specs = loadSpecDocuments();
const version = (name: "openapi.yaml" | "asyncapi.yaml") => (specs[name].info as { version: string }).version;

describe("the site's text, as a reader sees it", () => {
  it("changes.html: names as code, pointers unescaped, and gone entry points name the package they moved to", async () => {
    const { page, problems } = await site.open({ width: 1440, height: 900 });
    await page.goto(site.url("changes.html"), { waitUntil: "networkidle" });
    const text = await page.evaluate(() => document.querySelector("main")?.innerText ?? document.body.innerText);
    expect(text).toContain("FileList.next_page_cursor");
    expect(text).not.toContain("`");
    expect(text).not.toContain("~1");
    expect(text).toContain('The entry point "stt-service/mock" is gone');
    expect(text).toContain("It moved to the package @stt-service/mock");
    expect(text).toContain("It moved to the package @stt-service/conformance");
    expect(await page.locator("main code", { hasText: "FileList.next_page_cursor" }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("http.html: the Servers section shows its descriptions without raw backticks", async () => {
    const { page, problems } = await site.open({ width: 1440, height: 900 });
    await page.goto(site.url("http.html"), { waitUntil: "networkidle" });
    await referenceReady(page);
    // The contents lead to the servers, with their descriptions.
    await page.locator('.reference-toc a[href="#/section/servers"]').click();
    await referenceSectionShown(page, "/section/servers");
    const section = page.locator('[id="/section/servers"]');
    expect(await section.getByText("Production:").first().isVisible()).toBe(true);
    const servers = await section.innerText();
    expect(servers).toContain("Production: the service. It includes the version prefix /v1");
    expect(servers.slice(servers.indexOf("Production:"))).not.toMatch(/`/);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it.each([
    ["http.html", "openapi.yaml"],
    ["streaming.html", "asyncapi.yaml"],
  ] as const)(
    "%s names both APIs' versions, so 2.0.0 beside 1.0.0 reads as intended",
    async (file, spec) => {
      const { page, problems } = await site.open({ width: 1440, height: 900 });
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      await referenceReady(page);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).toContain(` ${version(spec)}`);
      expect(text).toContain(
        `The HTTP API (this site's HTTP reference) is at ${version("openapi.yaml")}, the streaming API at ${version("asyncapi.yaml")}`,
      );
      expect(problems).toEqual([]);
      await page.close();
    },
    120_000,
  );

  it("the search's snippets carry no raw HTML tag (the Changes page's locations among them)", () => {
    const tags = site.searchEntries().filter((entry) => /<\/?(?:sub|sup|code|p|a)\b/.test(entry.text));
    expect(tags.map((entry) => entry.url)).toEqual([]);
    const changes = site.searchEntries().filter((entry) => entry.url.startsWith("changes.html"));
    expect(changes.map((entry) => entry.text).join(" ")).toContain("stt-service/mock");
  });
});
