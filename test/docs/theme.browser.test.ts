// The top bar's theme choice: chosen on one page, it holds on the next page and after a reload, and the next
// page is drawn in it from the start (docs/site/head.html applies it before the first paint: the background as
// the DOM is ready is already the chosen one, never the other theme first); "System theme" forgets the choice
// and follows the system again, as a reader who never chose does, on the markdown pages and the references.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBuiltSite } from "../support/built-site.js";

const site = useBuiltSite();
const desktop = { width: 1280, height: 900 };

/** site.css's --page in each theme, as getComputedStyle gives it. */
const background = { light: "rgb(255, 255, 255)", dark: "rgb(13, 17, 23)" };

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Records the body's background and the theme when the DOM is ready: before the page's deferred scripts run. */
async function recordFirstBackground(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { firstBackground: string }).firstBackground = getComputedStyle(
        document.body,
      ).backgroundColor;
    });
  });
}

const firstBackground = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstBackground: string }).firstBackground);

async function openChoice(page: Page, file: string): Promise<void> {
  await page.goto(site.url(file), { waitUntil: "networkidle" });
  await page.locator("#site-theme").waitFor({ state: "visible" });
}

describe("the theme choice", () => {
  it("chosen dark on guide.html over a light system: mock.html is dark before its first paint, and after a reload", async () => {
    const { page, problems } = await site.open(desktop);
    await page.emulateMedia({ colorScheme: "light" });
    await recordFirstBackground(page);
    await openChoice(page, "guide.html");
    expect(await bodyBackground(page)).toBe(background.light);
    await page.getByRole("combobox", { name: "Colour theme" }).selectOption("dark");
    expect(await bodyBackground(page)).toBe(background.dark);
    expect(await page.evaluate(() => localStorage.getItem("stt-theme"))).toBe("dark");

    await openChoice(page, "mock.html");
    expect(await firstBackground(page)).toBe(background.dark);
    expect(await page.locator("#site-theme").inputValue()).toBe("dark");

    await page.reload({ waitUntil: "networkidle" });
    expect(await firstBackground(page)).toBe(background.dark);
    expect(await page.locator("#site-theme").inputValue()).toBe("dark");

    // The references carry the same head: their top bar is dark from the start too.
    await openChoice(page, "http.html");
    expect(await firstBackground(page)).toBe(background.dark);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it("chosen light over a dark system: stays light across pages; 'System theme' forgets it and follows the system", async () => {
    const { page, problems } = await site.open(desktop);
    await page.emulateMedia({ colorScheme: "dark" });
    await recordFirstBackground(page);
    await openChoice(page, "index.html");
    expect(await bodyBackground(page)).toBe(background.dark);
    await page.locator("#site-theme").selectOption("light");
    expect(await bodyBackground(page)).toBe(background.light);

    await openChoice(page, "conformance.html");
    expect(await firstBackground(page)).toBe(background.light);

    await page.locator("#site-theme").selectOption("system");
    expect(await page.evaluate(() => localStorage.getItem("stt-theme"))).toBeNull();
    expect(await bodyBackground(page)).toBe(background.dark);
    await page.reload({ waitUntil: "networkidle" });
    expect(await firstBackground(page)).toBe(background.dark);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it("with nothing chosen, follows the system's scheme as it changes, without a reload", async () => {
    const { page, problems } = await site.open(desktop);
    await page.emulateMedia({ colorScheme: "dark" });
    await openChoice(page, "guide.html");
    expect(await page.locator("#site-theme").inputValue()).toBe("system");
    expect(await bodyBackground(page)).toBe(background.dark);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await bodyBackground(page)).toBe(background.light);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
