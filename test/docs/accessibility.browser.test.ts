// Every page of the built site, as a keyboard and a screen reader meet it, in the light theme and the dark: axe
// finds no serious or critical violation (contrast, names of controls, landmarks, ARIA), also with the HTTP
// reference's try-it console open and the streaming reference's playground open; the skip link is the first
// stop of the keyboard and leads to the main content; focus is drawn with a visible ring; each page has one h1
// and headings that go down one level at a time. Each theme as the system gives it and as the reader chose it
// in the top bar (the stored choice, over a system that says the other).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { referencePages, sitePages } from "../../scripts/docs/build.js";
import { describeViolations, seriousViolations } from "../support/axe.js";
import { referenceReady, showReferenceSection, useBuiltSite } from "../support/built-site.js";

const site = useBuiltSite();
const desktop = { width: 1280, height: 900 };

interface ThemeSetting {
  name: string;
  system: "light" | "dark";
  /** What the reader chose in the top bar (localStorage `stt-theme`), if anything. */
  chosen?: "light" | "dark";
  /** The theme the page must be in. */
  expected: "light" | "dark";
}

const themes: ThemeSetting[] = [
  { name: "light by the system", system: "light", expected: "light" },
  { name: "dark by the system", system: "dark", expected: "dark" },
  { name: "dark chosen over a light system", system: "light", chosen: "dark", expected: "dark" },
  { name: "light chosen over a dark system", system: "dark", chosen: "light", expected: "light" },
];

/** The page background of each theme (site.css's --page), as getComputedStyle gives it. */
const pageBackground = { light: "rgb(255, 255, 255)", dark: "rgb(13, 17, 23)" };

/** Each theme with its name first, for test titles that read "dark by the system" rather than a quoted string. */
const named = (settings: ThemeSetting[]) => settings.map((theme) => [theme.name, theme] as const);

const isReference = (file: string) => referencePages.some((page) => page.file === file);

async function openIn(theme: ThemeSetting, file: string): Promise<Page> {
  const { page } = await site.open(desktop);
  await page.emulateMedia({ colorScheme: theme.system });
  if (theme.chosen) {
    await page.addInitScript((chosen) => localStorage.setItem("stt-theme", chosen), theme.chosen);
  }
  await page.goto(site.url(file), { waitUntil: "networkidle" });
  if (isReference(file)) await referenceReady(page);
  // theme.js has run: the top bar's theme choice shows.
  await page.locator("#site-theme").waitFor({ state: "visible" });
  return page;
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe.each(named(themes))("%s", (_, theme) => {
  it.each(sitePages.map((page) => page.file))(
    "%s: the top bar in the theme, and no serious or critical axe violation",
    async (file) => {
      const page = await openIn(theme, file);
      const background = await page.evaluate(
        () => getComputedStyle(document.querySelector("nav.site-nav") as Element).backgroundColor,
      );
      expect(background).toBe(pageBackground[theme.expected]);
      await expectNoSeriousViolations(page);
      await page.close();
    },
    60_000,
  );
});

describe.each(named(themes.slice(0, 2)))("a console open, %s", (_, theme) => {
  it("http.html with a try-it console open: no serious or critical axe violation", async () => {
    const page = await openIn(theme, "http.html");
    // Redoc draws an operation when the reader goes to it: the console of one with a body, a choice and a file.
    await showReferenceSection(page, "/transcriptions/createtranscription");
    await page.locator('.try-it-open[data-operation-id="createTranscription"]').click();
    await page.locator('section.try-it[data-operation-id="createTranscription"]').waitFor({ state: "visible" });
    await expectNoSeriousViolations(page);
    await page.close();
  }, 60_000);

  it("streaming.html with the stream playground open: no serious or critical axe violation", async () => {
    const page = await openIn(theme, "streaming.html");
    await page.locator("#open-stream-playground").click();
    await page.locator("#playground-start").waitFor({ state: "visible" });
    await expectNoSeriousViolations(page);
    await page.close();
  }, 60_000);
});

/** WCAG's contrast ratio of two `rgb(…)` colours as getComputedStyle gives them. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [red, green, blue] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

describe.each(sitePages.map((page) => page.file))("%s, by keyboard", (file) => {
  it.each(named(themes.slice(0, 2)))(
    "%s: the first Tab shows 'Skip to content', with a focus ring of 3:1 against the top bar, and Enter goes to the main content",
    async (_, theme) => {
      const page = await openIn(theme, file);
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const style = getComputedStyle(active);
        return {
          text: active.textContent,
          href: active.getAttribute("href"),
          visible: active.getBoundingClientRect().top >= 0,
          outline: {
            style: style.outlineStyle,
            width: Number.parseFloat(style.outlineWidth),
            colour: style.outlineColor,
          },
          bar: getComputedStyle(document.querySelector("nav.site-nav") as Element).backgroundColor,
        };
      });
      expect(focused).toMatchObject({ text: "Skip to content", href: "#content", visible: true });
      expect(focused.outline.style).toBe("solid");
      expect(focused.outline.width).toBeGreaterThanOrEqual(2);
      expect(contrast(focused.outline.colour, focused.bar)).toBeGreaterThanOrEqual(3);
      expect(await page.locator("main#content").count()).toBe(1);
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => location.hash)).toBe("#content");
      // The next Tab goes on from the main content, past the top bar.
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.activeElement?.closest("nav.site-nav") === null),
        "the Tab after the skip link stayed in the top bar",
      ).toBe(true);
      await page.close();
    },
    60_000,
  );

  it("has one h1, and each heading is at most one level below the one before it", async () => {
    const page = await openIn(themes[0] as ThemeSetting, file);
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
        .filter((heading) => heading.getClientRects().length > 0)
        .map((heading) => ({ level: Number(heading.tagName.slice(1)), text: heading.textContent?.trim() ?? "" })),
    );
    expect(levels.filter((heading) => heading.level === 1).length, "h1s").toBe(1);
    const skips = levels.flatMap((heading, index) => {
      const before = levels[index - 1]?.level ?? 0;
      return heading.level > before + 1 ? [`h${before} → h${heading.level} "${heading.text}"`] : [];
    });
    expect(skips).toEqual([]);
    await page.close();
  }, 60_000);
});
