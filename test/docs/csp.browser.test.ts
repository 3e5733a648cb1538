// Every page of the built site carries a Content-Security-Policy (scripts/docs/csp.ts): in headless Chromium
// each page loads with no violation of it and still works (the references' contents lead to their sections,
// the search finds),
// and a script injected into a page, inline or as an event handler, is refused.
import { describe, expect, it } from "vitest";
import { referencePages, sitePages } from "../../scripts/docs/build.js";
import { referenceReady, referenceSectionShown, useBuiltSite } from "../support/built-site.js";
import { recordCspViolations } from "../support/chromium.js";

const site = useBuiltSite();
const desktop = { width: 1440, height: 900 };

const isReference = (file: string) => referencePages.some((reference) => reference.file === file);

describe("the site's Content-Security-Policy", () => {
  it.each(sitePages.map((page) => page.file))(
    "%s has one, loads with no violation, and works",
    async (file) => {
      const { page, problems } = await site.open(desktop);
      const violations = await recordCspViolations(page);
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      // The streaming reference's playground captures the microphone, whose AudioWorklet the SDK loads from a
      // blob: URL it makes: that page alone allows blob: scripts.
      const blob = file === "streaming.html" ? " blob:" : "";
      expect(policy).toMatch(new RegExp(`^default-src 'none'; script-src 'self'${blob}( 'sha256-[A-Za-z0-9+/=]+')*;`));
      // As strict for styles on every page (the references once allowed any inline style, for Redoc).
      expect(policy).toMatch(/; style-src 'self' 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/=]+')*;/);
      expect(policy).not.toMatch(/unsafe-inline|font-src/);
      if (isReference(file)) {
        await referenceReady(page);
        // The page has its operations, and the contents lead a reader to one.
        expect(await page.locator("[data-section-id]").count()).toBeGreaterThan(5);
        const link = page.locator(".reference-toc li li a").last();
        await link.click();
        await referenceSectionShown(page, decodeURIComponent((await link.getAttribute("href"))?.slice(1) ?? ""));
      }
      // The site's search (search.js, from 'self') finds across the site.
      await page.locator("#site-search").fill("upload");
      await page.locator("#site-search-results a").first().waitFor();
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it.each(["changes.html", "http.html", "streaming.html"])("refuses a script injected into %s", async (file) => {
    const { page } = await site.open(desktop);
    const violations = await recordCspViolations(page);
    await page.goto(site.url(file), { waitUntil: "networkidle" });
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = 'inline';";
      document.body.append(script);
      const holder = document.createElement("div");
      holder.innerHTML = `<img src="data:," onerror="window.injected = 'handler'">`;
      document.body.append(holder);
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
    expect((await violations()).join("\n")).toMatch(/script-src/);
    await page.close();
  });
});
