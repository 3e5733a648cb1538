// The docs site as a reader gets it: `buildSite` into a temporary folder, served by a static server on a
// free loopback port (and by a second one under /docs/ only, as a static host serves a site under a subpath),
// opened in headless Chromium with every request outside 127.0.0.1 refused and recorded.
import { once } from "node:events";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import type { SearchEntry } from "../../docs/site/search-entry.js";
import { buildSite } from "../../scripts/docs/build.js";
import { collectPageProblems, launchChromium } from "./chromium.js";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  // A browser applies no stylesheet served as anything else (the consoles' try-it.css is a file of its own).
  ".css": "text/css; charset=utf-8",
};

export interface SitePage {
  page: Page;
  /** Console errors, page errors, failed and external requests, as they happen. */
  problems: string[];
}

export interface BuiltSite {
  url: (file: string) => string;
  /**
   * The file on a static server that serves the site under /docs/ and nothing else (every other path is a
   * 404), as a host serving it under a subpath: a link only works there if it is relative to its page.
   */
  subpathUrl: (file: string) => string;
  /**
   * A new page at this viewport, guarded; open it with `page.goto(site.url(file))`. `javaScriptEnabled: false`
   * reads the site as a browser without scripts does.
   */
  open: (viewport: { width: number; height: number }, options?: { javaScriptEnabled?: boolean }) => Promise<SitePage>;
  /** The entries of the site's search, as the build made them. */
  searchEntries: () => SearchEntry[];
}

/** The prefix the second server serves the site under. */
const subpath = "/docs/";

/** A static server of `outDir` at `prefix`: files by path, `prefix` alone is index.html, anything else a 404. */
async function serveSite(outDir: string, prefix: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const inSite = path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
    let body: Buffer;
    const file = join(outDir, inSite === "" ? "index.html" : (inSite ?? ""));
    try {
      if (inSite === undefined || inSite.includes("..")) throw new Error("outside the site");
      body = readFileSync(file);
    } catch {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" }).end(body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

export function useBuiltSite(): BuiltSite {
  let browser: Browser | undefined;
  const servers: Server[] = [];
  let origin = "";
  let subpathOrigin = "";
  let searchEntries: SearchEntry[] = [];
  beforeAll(async () => {
    const outDir = mkdtempSync(join(tmpdir(), "stt-site-"));
    ({ searchEntries } = await buildSite(outDir));
    const [atRoot, underSubpath] = await Promise.all([serveSite(outDir, "/"), serveSite(outDir, subpath)]);
    servers.push(atRoot.server, underSubpath.server);
    origin = atRoot.origin;
    subpathOrigin = underSubpath.origin;
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });
  return {
    url: (file) => `${origin}/${file}`,
    subpathUrl: (file) => `${subpathOrigin}${subpath}${file}`,
    searchEntries: () => searchEntries,
    open: async (viewport, options = {}) => {
      if (!browser) throw new Error("the site is not built yet");
      const page = await browser.newPage({ viewport, ...options });
      const problems = collectPageProblems(page);
      page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
      await page.route("**/*", (route) => {
        const url = new URL(route.request().url());
        if (url.protocol === "data:" || url.hostname === "127.0.0.1") return route.continue();
        problems.push(`external request: ${url.href}`);
        return route.abort();
      });
      return { page, problems };
    },
  };
}

/**
 * A reference page is drawn at build time; its script (tabs, copy buttons) runs once the document is parsed:
 * wait for it, and for the page's operations or channels to be there.
 */
export async function referenceReady(page: Page): Promise<void> {
  await page.locator("main.reference section[data-section-id]").first().waitFor({ state: "attached" });
  await page.waitForFunction(() => document.readyState !== "loading" && document.querySelector("main .copy-code"));
}

/**
 * Waits until the section is scrolled to: its top in the upper half of the window, below the site's bar, or,
 * for a section too near the end of the page to reach the top, in the window with the page at its end.
 */
export async function referenceSectionShown(page: Page, sectionId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (top === undefined || top < -2) return false;
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    return top < window.innerHeight / 2 || (atEnd && top < window.innerHeight);
  }, sectionId);
}

/**
 * Opens a reference section by its hash (such as `#/files/uploadfile`) and waits until it is shown: the signal
 * that a screenshot or a measure now sees that section.
 */
export async function openReferenceSection(page: Page, url: string, sectionId: string): Promise<void> {
  await page.goto(url, { waitUntil: "networkidle" });
  await referenceSectionShown(page, sectionId);
}

/** On an open reference, goes to another section as a link to its hash does. */
export async function showReferenceSection(page: Page, sectionId: string): Promise<void> {
  await page.evaluate((id) => {
    location.hash = id;
  }, sectionId);
  await referenceSectionShown(page, sectionId);
}
