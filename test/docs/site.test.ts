// The built docs site, opened page by page in headless Chromium: no console errors, no failed requests,
// nothing fetched from outside this machine, and the contract's names on the pages. Screenshots go to
// reports/screenshots/ to be looked at.
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationSpecs } from "../../generated/http/operations.js";
import { streamMessages } from "../../generated/realtime/channel.js";
import { buildSite, sitePages } from "../../scripts/docs.js";
import { collectPageProblems, launchChromium } from "../support/chromium.js";
import { loadSpecDocuments } from "../support/spec-documents.js";

let browser: Browser;
let server: Server;
let siteUrl: string;
const screenshots = "reports/screenshots";

beforeAll(async () => {
  const outDir = mkdtempSync(join(tmpdir(), "stt-site-"));
  buildSite(outDir);
  server = createServer((request, response) => {
    const path = join(
      outDir,
      (request.url ?? "/").split("?")[0] === "/" ? "index.html" : ((request.url ?? "").split("?")[0] ?? ""),
    );
    let body: Buffer;
    try {
      body = readFileSync(path);
    } catch {
      response.writeHead(404).end("not found");
      return;
    }
    const type = extname(path) === ".html" ? "text/html; charset=utf-8" : "application/octet-stream";
    response.writeHead(200, { "content-type": type }).end(body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  siteUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  browser = await launchChromium();
  mkdirSync(screenshots, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
});

const openapi = loadSpecDocuments()["openapi.yaml"];
const summaries = Object.values(openapi.paths as Record<string, Record<string, { summary?: string }>>).flatMap((item) =>
  Object.values(item).flatMap((operation) => (typeof operation?.summary === "string" ? [operation.summary] : [])),
);

const asyncapi = loadSpecDocuments()["asyncapi.yaml"];
const streamOperationTitles = Object.values(asyncapi.operations as Record<string, { title: string }>).map(
  (op) => op.title,
);

/** Sidebar entries a reader opens on each page, beyond its groups. */
const opened: Record<string, string[]> = { "streaming.html": streamOperationTitles };

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
  "http.html": summaries,
  "streaming.html": [...streamOperationTitles, ...Object.values(streamMessages).map((message) => message.title)],
};

describe("the docs site in headless Chromium", () => {
  it("has the five pages, and the HTTP page names every operation", () => {
    expect(sitePages.map((page) => page.file)).toEqual(Object.keys(mustShow));
    expect(summaries).toHaveLength(Object.keys(operationSpecs).length);
  });

  it.each(sitePages.map((page) => page.file))(
    "%s loads cleanly, offline, and shows its names",
    async (file) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const problems = collectPageProblems(page);
      page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
      await page.route("**/*", (route) => {
        const url = new URL(route.request().url());
        if (url.protocol === "data:" || url.hostname === "127.0.0.1") return route.continue();
        problems.push(`external request: ${url.href}`);
        return route.abort();
      });
      await page.goto(`${siteUrl}/${file}`, { waitUntil: "networkidle" });
      // A reader opens the reference's groups one by one: what each shows counts as visible.
      let text = await page.evaluate(() => document.body.innerText);
      const collapsed =
        'li[data-testid="menu-item-label"]:has([data-component-name="icons/ChevronRightIcon/ChevronRightIcon"])';
      const groups = await page.locator(collapsed).allInnerTexts();
      for (const group of groups) {
        // A label may carry a badge on its next line (such as CHANNEL): the name is the first line.
        const label = page.getByText(group.split("\n")[0]?.trim() ?? group, { exact: true });
        await page.locator('li[data-testid="menu-item-label"]').filter({ has: label }).first().click();
        text += await page.evaluate(() => document.body.innerText);
      }
      for (const entry of opened[file] ?? []) {
        await page.getByText(entry, { exact: true }).first().click();
        text += await page.evaluate(() => document.body.innerText);
      }
      // On a loaded machine a reference page may still be rendering (its search index, the last group
      // opened) after the network goes quiet: wait for what is missing, a while, then assert on what is there.
      const names = mustShow[file] ?? [];
      await page
        .waitForFunction(
          ({ names, seen }) => names.every((name) => seen.includes(name) || document.body.innerText.includes(name)),
          { names, seen: text },
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      text += await page.evaluate(() => document.body.innerText);
      for (const name of names) expect(text, `${file} shows "${name}"`).toContain(name);
      expect(problems).toEqual([]);
      await page.screenshot({ path: join(screenshots, file.replace(".html", ".png")) });
      await page.close();
    },
    30_000,
  );
});
