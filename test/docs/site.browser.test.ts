// The built docs site, opened page by page in headless Chromium, at a desktop width (1440 px) and a phone's
// (390 px): no console errors, no failed requests, nothing fetched from outside this machine, the contract's
// names on the pages, and nothing wider than a phone's screen. Screenshots of every page at both widths go to
// reports/screenshots/ to be looked at.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { operationSpecs, streamMessages } from "stt-service/in-repository";
import { beforeAll, describe, expect, it } from "vitest";
import { referencePages, sitePages } from "../../scripts/docs/build.js";
import { clientTitle } from "../../scripts/docs/client-view.js";
import {
  openReferenceSection,
  referenceReady,
  referenceSectionShown,
  showReferenceSection,
  useBuiltSite,
} from "../support/built-site.js";
import { loadSpecDocuments } from "../support/spec-documents.js";

const site = useBuiltSite();
const screenshots = "reports/screenshots";
beforeAll(() => {
  mkdirSync(screenshots, { recursive: true });
});

const desktop = { width: 1440, height: 900 };
const markdownFiles = sitePages
  .filter((page) => !referencePages.some((reference) => reference.file === page.file))
  .map((page) => page.file);
const phone = { width: 390, height: 844 };

const openapi = loadSpecDocuments()["openapi.yaml"];
const summaries = Object.values(openapi.paths as Record<string, Record<string, { summary?: string }>>).flatMap((item) =>
  Object.values(item).flatMap((operation) => (typeof operation?.summary === "string" ? [operation.summary] : [])),
);

const asyncapi = loadSpecDocuments()["asyncapi.yaml"];
/** The streaming operations as the page shows them: from the client's side. */
const streamOperations = Object.values(
  asyncapi.operations as Record<string, { title: string; action: "send" | "receive" }>,
).map((operation) => ({
  title: clientTitle(operation.action, operation.title),
}));

/** What each page must show: the contract's names where they belong. */
const mustShow: Record<string, string[]> = {
  "index.html": ["stt-service", "npm ci && npm run mock", "SDK guide", "HTTP reference", "Streaming reference"],
  "guide.html": [
    "AsyncServiceClient",
    "SyncServiceClient",
    "RealtimeServiceClient",
    "ServiceRateLimitError",
    "docs/examples/realtime-node.ts",
  ],
  "mock.html": [
    "Prefer: example=<name>",
    "The HTTP mock: a service that remembers",
    "mock:error:503",
    "Failing on purpose",
    "Your own transcripts",
  ],
  "react.html": ["useLiveTranscription", "Strict Mode, unmounting, double clicks", "@stt-service/react/query"],
  "conformance.html": ["stt-conformance", "What a pass means for the mock", "Running it against staging"],
  "changes.html": ["Changelog", "1.0.0 (2026-11-24)", "GET /files/{file_id} (getFile)"],
  "http.html": summaries,
  "streaming.html": [
    ...streamOperations.map((operation) => operation.title),
    ...Object.values(streamMessages).map((message) => message.title),
  ],
};

/** A section of each reference with an operation in it, for the second screenshot and the width. */
const referenceSections: Record<string, string> = {
  "http.html": "/transcriptions/createtranscription",
  "streaming.html": "/channels/transcribe/operations/sendconfig",
};

/** What a regex looks like on a page: a character class anchored at the start, an escape, a lookahead. */
const rawRegex = /\^\[|\\x[0-9A-F]{2}|\(\?=|\]\*\$/;

/** Search boxes a reader sees: inputs of type search. */
function visibleSearchBoxes(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('input[type="search"]')].filter((box) => {
        const rect = box.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && getComputedStyle(box).visibility !== "hidden";
      }).length,
  );
}

function screenshotPath(file: string, width: number, suffix = ""): string {
  return join(screenshots, `${file.replace(".html", "")}-${width}${suffix}.png`);
}

async function screenshot(page: Page, file: string, width: number): Promise<void> {
  // A markdown page is short: all of it. A reference is one very long page: the screen a reader lands on.
  const fullPage = !referencePages.some((reference) => reference.file === file);
  await page.screenshot({ path: screenshotPath(file, width), fullPage });
}

/**
 * The words of the page's table cells that the browser broke across lines: each word of a text node measured
 * by its boxes, which sit at two heights when it wraps mid-word. A word is a run of non-space characters; in
 * prose, a hyphen ends one ("real-time" may break as "real-" and "time", as in any paragraph), in code it
 * does not (`--stream-port` is one word).
 */
function wordsBrokenInCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll("main.page th, main.page td")) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = node.parentElement?.closest("code") ? /\S+/g : /[^\s-]*-+|[^\s-]+/g;
        for (const word of (node.textContent ?? "").matchAll(words)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
          const tops = boxes.map((box) => box.top);
          const lineHeight = Math.min(...boxes.map((box) => box.height));
          if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

/** Waits until the window has stopped scrolling (a smooth scroll has ended). */
async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((settled) => {
        const before = window.scrollY;
        setTimeout(() => settled(window.scrollY === before), 150);
      }),
  );
}

/**
 * Where a linked heading is against the top bar, in the window: the top of what the link opens (the heading of
 * the id, or on a reference the section of the hash), the top of its first heading, and the bar's bottom.
 */
function headingAgainstBar(
  page: Page,
  selector: string,
): Promise<{ top: number; headingTop: number; barBottom: number }> {
  return page.evaluate((selector) => {
    const target = document.querySelector(selector);
    const heading = target?.matches("h1, h2, h3, h4, h5, h6")
      ? target
      : target?.querySelector("h1, h2, h3, h4, h5, h6");
    return {
      top: target?.getBoundingClientRect().top ?? Number.NEGATIVE_INFINITY,
      headingTop: heading?.getBoundingClientRect().top ?? Number.NEGATIVE_INFINITY,
      barBottom: document.querySelector(".site-nav")?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
    };
  }, selector);
}

/** The hrefs of a reference's contents sidebar: the links to the page's sections, as absolute URLs. */
async function sidebarLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>(".reference-toc a[href]")]
      .filter((link) => new URL(link.href).origin === location.origin)
      .map((link) => link.href),
  );
}

describe("the docs site in headless Chromium", () => {
  it("has the eight pages, and the HTTP page names every operation", () => {
    expect(sitePages.map((page) => page.file)).toEqual(Object.keys(mustShow));
    expect(summaries).toHaveLength(Object.keys(operationSpecs).length);
  });

  it.each(sitePages.map((page) => page.file))(
    "%s loads cleanly, offline, and shows its names (1440 px)",
    async (file) => {
      const { page, problems } = await site.open(desktop);
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      await screenshot(page, file, desktop.width);
      // A reader opens every folded part (nested fields, examples, responses): what each shows counts as shown.
      const { text, prose } = await page.evaluate(() => {
        for (const details of document.querySelectorAll("details")) details.open = true;
        const text = document.body.innerText;
        // The words around the code: an example's data is shown as the service sends it (a validation
        // message quoting a pattern included), the schemas' patterns are said in words.
        for (const block of document.querySelectorAll("pre")) block.hidden = true;
        return { text, prose: document.body.innerText };
      });
      const names = mustShow[file] ?? [];
      for (const name of names) expect(text, `${file} shows "${name}"`).toContain(name);
      // Written for people: no regex (patterns are said in words), no "Any of: string | string" for an open
      // enum, no placeholder URL, and the streaming page does not contradict its own note on its point of view.
      expect(prose).not.toMatch(rawRegex);
      expect(text).not.toMatch(/Any of:\s+string\s+string/);
      expect(text).not.toContain("github.com/stt-service");
      expect(text).not.toContain("receive` operations are the frames a client sends");
      expect(text).not.toContain("receive operations are the frames a client sends");
      // One search box: the site's, in the top bar.
      expect(await visibleSearchBoxes(page)).toBe(1);
      expect(problems).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it.each(sitePages.map((page) => page.file))(
    "%s fits a phone (390 px): the page is no wider than the screen, and tables scroll in their own box",
    async (file) => {
      const { page, problems } = await site.open(phone);
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      if (referencePages.some((reference) => reference.file === file)) await referenceReady(page);
      await screenshot(page, file, phone.width);
      const layout = await page.evaluate(() => ({
        pageWidth: document.documentElement.scrollWidth,
        navRight: document.querySelector(".site-nav")?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
        searchRight: document.querySelector("#site-search")?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
        tables: [...document.querySelectorAll("main.page table")].map((table) => ({
          inBox: table.parentElement?.classList.contains("table-scroll") ?? false,
          boxRight: table.parentElement?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
        })),
      }));
      expect(layout.pageWidth).toBeLessThanOrEqual(phone.width);
      expect(layout.navRight).toBeLessThanOrEqual(phone.width);
      expect(layout.searchRight).toBeLessThanOrEqual(phone.width);
      for (const table of layout.tables) {
        expect(table.inBox).toBe(true);
        expect(table.boxRight).toBeLessThanOrEqual(phone.width);
      }
      expect(problems).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it.each(markdownFiles)("%s on a phone: every column of every table is on the screen", async (file) => {
    const { page } = await site.open(phone);
    await page.goto(site.url(file), { waitUntil: "networkidle" });
    const tables = await page.evaluate(() =>
      [...document.querySelectorAll("main.page .table-scroll")].map((box) => ({
        overflow: box.scrollWidth - box.clientWidth,
        right: Math.max(...[...box.querySelectorAll("th, td")].map((cell) => cell.getBoundingClientRect().right)),
      })),
    );
    for (const table of tables) {
      expect(table.overflow).toBeLessThanOrEqual(0);
      expect(table.right).toBeLessThanOrEqual(phone.width);
    }
    await page.close();
  });

  it.each(markdownFiles)("%s at 1440 px: no code block or table is wider than the column", async (file) => {
    const { page } = await site.open(desktop);
    await page.goto(site.url(file), { waitUntil: "networkidle" });
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll("main.page pre, main.page .table-scroll")]
        .filter((box) => box.scrollWidth > box.clientWidth)
        .map((box) => (box.textContent ?? "").slice(0, 80)),
    );
    expect(cut).toEqual([]);
    await page.close();
  });

  it.each(sitePages.map((page) => page.file))(
    "%s at 390 px: the top bar stays on screen after scrolling, with its search",
    async (file) => {
      const { page } = await site.open(phone);
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      if (referencePages.some((reference) => reference.file === file)) await referenceReady(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await page.waitForFunction(() => window.scrollY > 300);
      const bar = await page.evaluate(() => {
        const nav = document.querySelector(".site-nav")?.getBoundingClientRect();
        const search = document.querySelector("#site-search")?.getBoundingClientRect();
        // The element at the middle of the search box: the box itself, not a page drawn over it.
        const onTop = search
          ? document.elementFromPoint(search.left + search.width / 2, search.top + search.height / 2)?.id
          : undefined;
        const links = [...document.querySelectorAll(".site-links a")].map((link) => link.getBoundingClientRect().right);
        return { top: nav?.top, bottom: nav?.bottom, onTop, linksRight: Math.max(...links) };
      });
      expect(bar.top).toBe(0);
      // Every page's link is on the screen, none hidden past its edge.
      expect(bar.linksRight).toBeLessThanOrEqual(phone.width);
      expect(bar.bottom).toBeGreaterThan(40);
      expect(bar.onTop).toBe("site-search");
      expect(await visibleSearchBoxes(page)).toBe(1);
      await page.close();
    },
    60_000,
  );

  it.each([
    ["guide.html", phone],
    ["index.html", phone],
  ] as const)("%s: code arrives highlighted, and a long line scrolls inside its block (%o)", async (file, viewport) => {
    const { page } = await site.open(viewport);
    await page.goto(site.url(file), { waitUntil: "networkidle" });
    const blocks = await page.evaluate(() =>
      [...document.querySelectorAll("main.page pre")].map((pre) => ({
        highlighted: pre.classList.contains("shiki") && pre.querySelector('span[class^="token-"]') !== null,
        scrolls: pre.scrollWidth > pre.clientWidth,
        overflowX: getComputedStyle(pre).overflowX,
        // shiki puts each line in a span: a line the browser wrapped would have boxes at two heights.
        wrapped: [...pre.querySelectorAll(".line")].some(
          (line) => new Set([...line.getClientRects()].map((box) => Math.round(box.top))).size > 1,
        ),
      })),
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block.overflowX).toBe("auto");
      expect(block.wrapped).toBe(false);
    }
    // Every block with a language is highlighted (none of the pages has a block without one).
    expect(blocks.filter((block) => !block.highlighted)).toEqual([]);
    // Some line is longer than its block (on the guide, the examples' lines): it scrolls rather than being cut.
    expect(blocks.some((block) => block.scrolls)).toBe(true);
    await page.close();
  });

  it.each(referencePages.map((page) => page.file))(
    "%s at 390 px: the contents fold below the top bar; opened, the first entry is on screen, and following it folds them again",
    async (file) => {
      const { page, problems } = await site.open(phone);
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      await referenceReady(page);
      const contents = page.locator("details.reference-toc");
      const first = contents.locator("nav a").first();
      await expect.poll(() => contents.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await first.isVisible()).toBe(false);
      await contents.locator("summary").click();
      await first.waitFor({ state: "visible" });
      const placed = await first.evaluate((item) => {
        const box = item.getBoundingClientRect();
        const bar = document.querySelector(".site-nav")?.getBoundingClientRect().bottom ?? 0;
        // What a tap at the entry's middle reaches: the entry, not the bar or anything else drawn over it.
        const reached = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { below: box.top >= bar, reachable: item.contains(reached), right: box.right };
      });
      expect(placed).toMatchObject({ below: true, reachable: true });
      expect(placed.right).toBeLessThanOrEqual(phone.width);
      const target = decodeURIComponent((await first.getAttribute("href"))?.slice(1) ?? "");
      await first.click();
      await referenceSectionShown(page, target);
      expect(await contents.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(problems).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it.each(referencePages.map((page) => page.file))(
    "%s uses the page's width: its text column is at least 600 px wide at 1440 px",
    async (file) => {
      const { page, problems } = await site.open(desktop);
      const section = referenceSections[file] ?? "";
      await openReferenceSection(page, `${site.url(file)}#${section}`, section);
      await page.screenshot({ path: screenshotPath(file, desktop.width, "-operation") });
      // The content box of the text column (its padding excluded): what text and headings have to fit in.
      const widths = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main.page.reference")]
          .filter((panel) => panel.getBoundingClientRect().height > 0)
          .map((panel) => {
            const style = getComputedStyle(panel);
            return panel.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          }),
      );
      expect(widths.length).toBeGreaterThan(0);
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(600);
      if (file === "http.html") {
        // A required field has no default to show: the caller always sends it (enable_speaker_diarization
        // is required in the create body, with a default in the options it shares with streams).
        const shown = await page.locator(`[data-section-id="${section}"]`).first().innerText();
        const field = /enable_speaker_diarization\s+boolean\s+required([\s\S]*?)enable_streaming/.exec(shown);
        expect(field?.[1]).toBeDefined();
        expect(field?.[1]).not.toContain("Default");
      }
      expect(problems).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it.each(referencePages.map((page) => page.file))(
    "%s at 390 px: an operation's section fits the screen",
    async (file) => {
      const { page, problems } = await site.open(phone);
      const section = referenceSections[file] ?? "";
      await openReferenceSection(page, `${site.url(file)}#${section}`, section);
      await page.screenshot({ path: screenshotPath(file, phone.width, "-operation") });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      expect(problems).toEqual([]);
      await page.close();
    },
    60_000,
  );
  it("index.html's table of pages lists every page of the top bar, and every page of the site", async () => {
    const { page, problems } = await site.open(desktop);
    await page.goto(site.url("index.html"), { waitUntil: "networkidle" });
    const links = await page.evaluate(() => ({
      nav: [...document.querySelectorAll(".site-links a")].map((link) => link.getAttribute("href")),
      table: [...document.querySelectorAll("main.page table a")].map((link) => link.getAttribute("href")),
    }));
    const others = (files: (string | null)[]) => files.filter((file) => file !== "index.html");
    expect(others(links.nav).length).toBeGreaterThan(0);
    expect(links.table).toEqual(others(links.nav));
    expect([...links.table].sort()).toEqual(others(sitePages.map((page) => page.file)).sort());
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(
    markdownFiles.flatMap((file) => [phone, desktop].map((viewport) => [file, viewport.width, viewport] as const)),
  )("%s at %i px: no word is broken inside a table cell", async (file, _width, viewport) => {
    const { page } = await site.open(viewport);
    await page.goto(site.url(file), { waitUntil: "networkidle" });
    expect(await wordsBrokenInCells(page)).toEqual([]);
    await page.close();
  });

  it.each(
    markdownFiles.flatMap((file) => [phone, desktop].map((viewport) => [file, viewport.width, viewport] as const)),
  )(
    "%s at %i px: a heading opened by its link (#id) shows below the top bar",
    async (file, _width, viewport) => {
      const { page, problems } = await site.open(viewport);
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      const ids = await page.evaluate(() =>
        [...document.querySelectorAll("main.page :is(h1, h2, h3, h4, h5, h6)[id]")].map((heading) => heading.id),
      );
      expect(ids.length).toBeGreaterThan(0);
      // Opened from a link on another page (a load of the URL), then from a link on the page (the hash alone).
      for (const [index, id] of ids.entries()) {
        if (index === 0) await page.goto(`${site.url(file)}#${id}`, { waitUntil: "networkidle" });
        else await page.evaluate((id) => (location.hash = id), id);
        await scrollSettled(page);
        const placed = await headingAgainstBar(page, `[id="${id}"]`);
        expect(placed.headingTop, `${file}#${id}`).toBeGreaterThanOrEqual(placed.barBottom - 0.5);
      }
      expect(problems).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it.each(
    referencePages.flatMap((reference) =>
      [phone, desktop].map((viewport) => [reference.file, viewport.width, viewport] as const),
    ),
  )(
    "%s at %i px: a section opened by its link (#/…) shows below the top bar, its heading too",
    async (file, _width, viewport) => {
      const { page, problems } = await site.open(viewport);
      const operation = referenceSections[file] ?? "";
      // Opened from a link on another page: a load of the URL.
      await openReferenceSection(page, `${site.url(file)}#${operation}`, operation);
      await scrollSettled(page);
      // Then each section of the sidebar (read from the page at 1440 px, where the sidebar shows), from a link
      // on the page: the hash alone, as the sidebar's links do.
      const { page: wide } = await site.open(desktop);
      await wide.goto(site.url(file), { waitUntil: "networkidle" });
      await referenceReady(wide);
      const sections = (await sidebarLinks(wide)).map((link) => decodeURIComponent(new URL(link).hash.slice(1)));
      await wide.close();
      expect(sections.length).toBeGreaterThan(3);
      sections.unshift(operation);
      for (const [index, id] of sections.entries()) {
        if (index > 0) await showReferenceSection(page, id);
        await scrollSettled(page);
        const placed = await headingAgainstBar(page, `[id="${id}"]`);
        expect(placed.top, `${file}#${id}`).toBeGreaterThanOrEqual(placed.barBottom - 0.5);
        expect(placed.headingTop, `${file}#${id}, its heading`).toBeGreaterThanOrEqual(placed.barBottom);
      }
      expect(problems).toEqual([]);
      await page.close();
    },
    120_000,
  );

  it.each(referencePages.map((reference) => reference.file))(
    "%s served under a subpath (/docs/): every sidebar link stays on the page, and opened directly shows its section",
    async (file) => {
      const { page, problems } = await site.open(desktop);
      const url = site.subpathUrl(file);
      await page.goto(url, { waitUntil: "networkidle" });
      await referenceReady(page);
      const links = await sidebarLinks(page);
      expect(links.length).toBeGreaterThan(3);
      // A link a reader opens in a new tab, or a static host serves: the page itself with the section's hash.
      for (const link of links) expect(link.startsWith(`${url}#/`), link).toBe(true);
      const response = await page.request.get(url);
      expect(response.status()).toBe(200);
      // Each link opened directly, as a new tab or a reload does.
      const { page: tab, problems: tabProblems } = await site.open(desktop);
      for (const link of links) {
        await tab.goto(link, { waitUntil: "networkidle" });
        await referenceReady(tab);
        await referenceSectionShown(tab, decodeURIComponent(new URL(link).hash.slice(1)));
      }
      expect(tabProblems).toEqual([]);
      await tab.close();
      expect(problems).toEqual([]);
      await page.close();
    },
    180_000,
  );
});
