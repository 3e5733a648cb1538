// The markdown pages' reading tools on the built site, in headless Chromium: every code block's Copy button
// copies exactly the block's code (by the Clipboard API, and by the selection where that API is missing) and
// says so in a live region; every heading has a "#" link named after it; the long pages list their h2 and h3
// headings, in a sticky column on a desktop and in a collapsed list on a phone.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Marked, type Tokens } from "marked";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withIncludes } from "../../scripts/docs/markdown.js";
import { useBuiltSite } from "../support/built-site.js";

const site = useBuiltSite();
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const root = resolve(import.meta.dirname, "../..");

/** The code of each fence of a docs page, in lists too, with the example files it includes, as written. */
function fencesOf(markdown: string): string[] {
  const marked = new Marked({ gfm: true });
  const fences: string[] = [];
  marked.walkTokens(marked.lexer(withIncludes(readFileSync(join(root, markdown), "utf8"), root)), (token) => {
    if (token.type === "code") fences.push((token as Tokens.Code).text);
  });
  return fences;
}

/** Records what the page copies, through the Clipboard API or, with `withoutClipboardApi`, the selection. */
async function recordCopies(page: Page, options: { withoutClipboardApi: boolean }): Promise<void> {
  await page.addInitScript((withoutApi) => {
    const copies: string[] = [];
    Object.assign(window, { copies });
    if (withoutApi) {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
      document.execCommand = (command: string) => {
        if (command !== "copy") return false;
        copies.push(String(window.getSelection()));
        return true;
      };
    } else {
      navigator.clipboard.writeText = async (text: string) => {
        copies.push(text);
      };
    }
  }, options.withoutClipboardApi);
}

const copies = (page: Page) => page.evaluate(() => (window as unknown as { copies: string[] }).copies);

describe("the Copy button of every code block", () => {
  it("on mock.html, each block's button copies exactly the block's code, and 'Copied' is announced politely", async () => {
    const fences = fencesOf("docs/mock.md");
    expect(fences.length).toBeGreaterThan(3);
    const { page, problems } = await site.open(desktop);
    await recordCopies(page, { withoutClipboardApi: false });
    await page.goto(site.url("mock.html"), { waitUntil: "networkidle" });
    const buttons = page.getByRole("button", { name: "Copy code to the clipboard" });
    expect(await buttons.count()).toBe(fences.length);
    expect(await buttons.count()).toBe(await page.locator("main pre").count());
    for (let index = 0; index < fences.length; index++) await buttons.nth(index).click();
    expect(await copies(page)).toEqual(fences);
    const status = page.locator('[role="status"][aria-live="polite"]');
    await expect.poll(() => status.textContent()).toBe("Copied");
    expect(await buttons.first().textContent()).toBe("Copied");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("works by keyboard: the button comes just before its block, and Enter copies the block", async () => {
    const { page } = await site.open(desktop);
    await recordCopies(page, { withoutClipboardApi: false });
    await page.goto(site.url("guide.html"), { waitUntil: "networkidle" });
    const block = page.locator("main pre").nth(1);
    // shiki's blocks take the focus (tabindex=0), so that a keyboard can scroll a long line.
    await block.focus();
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("copy-code");
    await page.keyboard.press("Enter");
    const code = await block.locator("code").textContent();
    expect(code?.length).toBeGreaterThan(20);
    expect(await copies(page)).toEqual([code]);
    await page.close();
  });

  it.each(["guide.html", "mock.html"])(
    "%s at 390 px: each button sits above its block, covering none of its code",
    async (file) => {
      const { page } = await site.open(phone);
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll(".code-block")].flatMap((box) => {
          const button = box.querySelector("button")?.getBoundingClientRect();
          const code = box.querySelector("pre")?.getBoundingClientRect();
          return button && code && button.bottom > code.top + 1 ? [box.textContent?.slice(0, 60)] : [];
        }),
      );
      expect(await page.locator(".code-block").count()).toBeGreaterThan(3);
      expect(overlaps).toEqual([]);
      await page.close();
    },
  );

  it("without the Clipboard API, copies the block's code through its selection", async () => {
    const fences = fencesOf("docs/mock.md");
    const { page, problems } = await site.open(desktop);
    await recordCopies(page, { withoutClipboardApi: true });
    await page.goto(site.url("mock.html"), { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Copy code to the clipboard" }).nth(2).click();
    expect(await copies(page)).toEqual([fences[2]]);
    await expect.poll(() => page.locator('[role="status"]').textContent()).toBe("Copied");
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("the headings' links and the long pages' contents", () => {
  it.each(["index.html", "guide.html", "mock.html", "conformance.html", "changes.html"])(
    "%s: every heading has a '#' link to itself, named after it, shown when the keyboard is on it",
    async (file) => {
      const { page } = await site.open(desktop);
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      const headings = await page.evaluate(() =>
        [...document.querySelectorAll("main :is(h1, h2, h3, h4, h5, h6)[id]")].map((heading) => {
          const link = heading.querySelector("a.heading-anchor");
          const words = [...heading.childNodes]
            .filter((node) => node !== link)
            .map((node) => node.textContent)
            .join("")
            .trim();
          return { id: heading.id, words, href: link?.getAttribute("href"), name: link?.getAttribute("aria-label") };
        }),
      );
      expect(headings.length).toBeGreaterThan(1);
      for (const heading of headings) {
        expect(heading.href).toBe(`#${heading.id}`);
        expect(heading.name).toBe(`Link to this section: ${heading.words}`);
      }
      const anchor = page.locator("main h2 a.heading-anchor").first();
      expect(await anchor.evaluate((link) => getComputedStyle(link).opacity)).toBe("0");
      await anchor.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect.poll(() => anchor.evaluate((link) => getComputedStyle(link).opacity)).toBe("1");
      await page.close();
    },
  );

  it.each(["guide.html", "mock.html", "conformance.html"])(
    "%s at 1440 px: the contents list every h2 and h3 in order, beside the text, and stay on screen when scrolled",
    async (file) => {
      const { page } = await site.open(desktop);
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      const contents = page.getByRole("navigation", { name: "On this page" });
      expect(await contents.count()).toBe(1);
      const listed = await contents.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const headings = await page.evaluate(() =>
        [...document.querySelectorAll("main :is(h2, h3)[id]")].map((heading) => `#${heading.id}`),
      );
      expect(listed).toEqual(headings);
      const text = await page.locator("main .page-text").boundingBox();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await page.waitForFunction(() => window.scrollY > 1000);
      const box = await contents.boundingBox();
      expect(box && text).toBeTruthy();
      if (!box || !text) return;
      // Beside the text, not over it, and in the window after the scroll.
      expect(box.x).toBeGreaterThanOrEqual(text.x + text.width);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(desktop.height / 2);
      await page.screenshot({ path: `reports/screenshots/contents-${file.replace(".html", "")}-1440.png` });
      await page.close();
    },
  );

  it("guide.html at 390 px: the contents are one collapsed list under the title; opened, a link goes to its section", async () => {
    const { page } = await site.open(phone);
    await page.goto(site.url("guide.html"), { waitUntil: "networkidle" });
    const contents = page.getByRole("navigation", { name: "On this page" });
    // Collapsed, and the side column display:none on a phone: no list yet for a screen reader, then one.
    expect(await contents.count()).toBe(0);
    const details = page.locator("details.page-contents");
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    const summary = page.locator("details.page-contents summary");
    const title = await page.locator("main h1").boundingBox();
    const summaryBox = await summary.boundingBox();
    expect(summaryBox && title && summaryBox.y > title.y).toBe(true);
    await summary.click();
    expect(await contents.count()).toBe(1);
    const link = contents.getByRole("link", { name: "The microphone" });
    await link.click();
    await page.waitForURL(/#the-microphone$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.close();
  });

  it("index.html, a short page, has no contents", async () => {
    const { page } = await site.open(desktop);
    await page.goto(site.url("index.html"), { waitUntil: "networkidle" });
    expect(await page.locator(".page-contents").count()).toBe(0);
    await page.close();
  });
});
