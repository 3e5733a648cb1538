// `npm run docs` with raw HTML in a spec's descriptions (text from a pull request; CI publishes the site).
// The references render descriptions as Markdown, which passes raw HTML: the site's Content-Security-Policy
// stops a script, but not a <meta http-equiv="refresh"> (seen once: the built http.html navigated its reader
// away) nor a <style> that redraws the page. The build renders the descriptions with no raw HTML outside code
// (scripts/docs/without-html.ts, and the references' Markdown renderer shows any left as text); in headless
// Chromium the page stays, nothing hostile is in it, and the description shows as text.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../scripts/docs/build.js";
import { launchChromium, serveDirectory, type TestSite } from "../support/chromium.js";

const payload =
  'HOSTILE <meta http-equiv="refresh" content="0;url=http://127.0.0.1:9/phish"> <style>body{background:rgb(255,0,0)!important}</style> <img src=x onerror="window.pwned=1"> <iframe srcdoc="x"></iframe> <form action="http://127.0.0.1:9/"><input name=q></form>';

let project: string;
let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), "stt-docs-html-"));
  for (const path of [
    "docs",
    "examples/browser-microphone/src",
    "specs",
    "redocly.yaml",
    "CHANGELOG.md",
    "package.json",
  ])
    cpSync(path, join(project, path), { recursive: true });
  const openapi = readFileSync("specs/openapi.yaml", "utf8");
  const asyncapi = readFileSync("specs/asyncapi.yaml", "utf8");
  writeFileSync(
    join(project, "specs/openapi.yaml"),
    openapi
      .replace("  description: |\n", `  description: |\n    ${payload}\n\n`)
      // And in a parameter's, which the try-it console shows beside its field.
      .replace("description: How many items a page holds at the most.", `description: '${payload}'`),
  );
  writeFileSync(
    join(project, "specs/asyncapi.yaml"),
    asyncapi.replace("  description: |\n", `  description: |\n    ${payload}\n\n`),
  );
  await buildSite(join(project, "site"), project);
  site = await serveDirectory(join(project, "site"));
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  rmSync(project, { recursive: true, force: true });
});

describe("raw HTML in a spec's description", () => {
  it.each(["http.html", "streaming.html"])("%s keeps its reader and shows the HTML as text", async (file) => {
    const page = await browser.newPage();
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(site.url)) elsewhere.push(request.url());
    });
    await page.goto(`${site.url}/${file}`, { waitUntil: "networkidle" });
    await page.getByText("HOSTILE", { exact: false }).first().waitFor();
    // Past the meta refresh's 0 s, had one been let through.
    await page.waitForTimeout(1500);
    expect(page.url()).toBe(`${site.url}/${file}`);
    expect(elsewhere).toEqual([]);
    const found = await page.evaluate(() => ({
      refresh: document.querySelectorAll("body meta[http-equiv]").length,
      iframes: document.querySelectorAll("iframe").length,
      forms: document.querySelectorAll("form").length,
      handlers: document.querySelectorAll("[onerror]").length,
      background: getComputedStyle(document.body).backgroundColor,
      pwned: (window as { pwned?: number }).pwned,
    }));
    expect(found).toEqual({
      refresh: 0,
      iframes: 0,
      forms: 0,
      handlers: 0,
      // site.css's own --page (the light theme), not the description's red.
      background: "rgb(255, 255, 255)",
      pwned: undefined,
    });
    expect(await page.locator("body").innerText()).toContain('<meta http-equiv="refresh"');
    await page.close();
  });

  it("http.html's try-it console shows a parameter's description as text", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/http.html#/files/listfiles`, { waitUntil: "networkidle" });
    await page.locator('.try-it-open[data-operation-id="listFiles"]').click();
    const form = page.locator('section.try-it[data-operation-id="listFiles"]');
    const description = form.locator(".try-it-field", { has: page.locator('[name="query:limit"]') }).locator("small");
    expect(await description.textContent()).toBe(payload);
    expect(
      await form.evaluate((element) => ({
        elements: element.querySelectorAll("meta, style, img, iframe, [onerror]").length,
        forms: element.querySelectorAll("form").length,
        pwned: (window as { pwned?: number }).pwned,
      })),
    ).toEqual({ elements: 0, forms: 1, pwned: undefined });
    await page.close();
  });
});
