// The references on a slow profile, as issue 46 measures them: 1.6 Mbps down, 750 kbps up, 150 ms round trip,
// the CPU 4× slower, the site served gzip-compressed by `npm run docs:serve`'s code. http.html, then
// streaming.html in the same browser context (so the cache is shared), each measured: bytes transferred, first
// contentful paint, time to interactive. The figures are printed for the record; no assertion reads a clock (two
// shared cores make times noisy). What is asserted is what makes the 2 s target reachable whatever the machine:
// the bytes on each page's critical path fit the budget below, the second page takes the shared script and
// stylesheet from the cache (no byte transferred), and each page works with no console error or CSP violation.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../scripts/docs/build.js";
import { referenceScript, referenceStylesheet } from "../../scripts/docs/reference/page-shell.js";
import { serveSite } from "../../scripts/docs/serve.js";
import { collectPageProblems, launchChromium, recordCspViolations } from "../support/chromium.js";

const profile = { latencyMs: 150, downloadBytesPerSecond: 1_600_000 / 8, uploadBytesPerSecond: 750_000 / 8 };

/**
 * The gzipped bytes a page may load before its load event. The target is interactive in 2 s. Of those, the
 * round trips go first: the connection and the page (2 × 150 ms), then the connections and requests of its
 * files, fetched side by side (2 × 150 ms); and the 4× slower CPU parses and runs it all (400 ms kept for that,
 * measured at about 150 ms for these pages). What is left, 2000 − 600 − 400 = 1000 ms at 200 kB/s, is 200 kB.
 */
const criticalPathBudget = ((2000 - 4 * profile.latencyMs - 400) / 1000) * profile.downloadBytesPerSecond;

interface Load {
  url: string;
  type: string;
  /** Bytes on the wire (compressed body and headers); 0 from the cache. */
  transferred: number;
  fromCache: boolean;
  /** Requested before the page's load event. */
  beforeLoad: boolean;
}

/** Every request of one navigation, from the DevTools protocol's network events. */
async function recordLoads(session: CDPSession): Promise<{ loads: () => Load[]; loadFired: () => Promise<void> }> {
  const requests = new Map<string, { url: string; type: string; started: number }>();
  const transferred = new Map<string, number>();
  const cached = new Set<string>();
  let loadedAt = Number.POSITIVE_INFINITY;
  let fired: () => void = () => {};
  const loadFired = new Promise<void>((resolve) => {
    fired = resolve;
  });
  session.on("Network.requestWillBeSent", (event) => {
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? "", started: event.timestamp });
  });
  session.on("Network.requestServedFromCache", (event) => cached.add(event.requestId));
  session.on("Network.responseReceived", (event) => {
    if (event.response.fromDiskCache || event.response.fromServiceWorker) cached.add(event.requestId);
  });
  session.on("Network.loadingFinished", (event) => transferred.set(event.requestId, event.encodedDataLength));
  session.on("Page.loadEventFired", (event) => {
    loadedAt = event.timestamp;
    fired();
  });
  await session.send("Page.enable");
  return {
    loadFired: () => loadFired,
    loads: () =>
      [...requests].map(([id, request]) => ({
        url: request.url,
        type: request.type,
        transferred: transferred.get(id) ?? 0,
        fromCache: cached.has(id),
        beforeLoad: request.started <= loadedAt,
      })),
  };
}

/**
 * Time to interactive: the load event, or the end of the last long task (50 ms or more on the main thread)
 * after it, once 500 ms have passed with no long task. First contentful paint as the browser reports it.
 */
async function paintAndInteractive(page: Page): Promise<{ fcp: number; tti: number }> {
  await page.waitForFunction(() => {
    const tasks = (window as unknown as { longTasks: PerformanceEntry[] }).longTasks;
    const last = tasks.reduce((end, task) => Math.max(end, task.startTime + task.duration), 0);
    const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return (
      loaded !== undefined && loaded.loadEventEnd > 0 && performance.now() - Math.max(last, loaded.loadEventEnd) > 500
    );
  });
  return page.evaluate(() => {
    const tasks = (window as unknown as { longTasks: PerformanceEntry[] }).longTasks;
    const last = tasks.reduce((end, task) => Math.max(end, task.startTime + task.duration), 0);
    const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    return { fcp: Math.round(fcp), tti: Math.round(Math.max(last, loaded.loadEventEnd)) };
  });
}

let outDir: string;
let server: Server;
let origin: string;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "stt-light-pages-"));
  await buildSite(outDir);
  ({ server, url: origin } = await serveSite(outDir));
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const shared = [referenceScript, referenceStylesheet];
const isShared = (url: string) => shared.some((name) => new URL(url).pathname === `/${name}`);
const measured: Record<string, Load[]> = {};

describe("the references on a slow profile (1.6 Mbps, 150 ms, CPU 4×), served gzipped", () => {
  // One after the other in one context: the second test reads the cache the first filled.
  it.each(["http.html", "streaming.html"])(
    "%s: its critical path fits the budget, the shared files come from the cache the first page filled, and it works",
    async (file) => {
      const page = await context.newPage();
      const problems = collectPageProblems(page);
      const violations = await recordCspViolations(page);
      await page.addInitScript(() => {
        const tasks: PerformanceEntry[] = [];
        (window as unknown as { longTasks: PerformanceEntry[] }).longTasks = tasks;
        new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: "longtask" });
      });
      const session = await context.newCDPSession(page);
      await session.send("Network.enable");
      await session.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: profile.downloadBytesPerSecond,
        uploadThroughput: profile.uploadBytesPerSecond,
      });
      await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const network = await recordLoads(session);
      await page.goto(`${origin}${file}`);
      await network.loadFired();
      const { fcp, tti } = await paintAndInteractive(page);
      const loads = network.loads();
      measured[file] = loads;
      const critical = loads.filter(
        (load) => load.beforeLoad && ["Document", "Stylesheet", "Script"].includes(load.type),
      );
      const criticalBytes = critical.reduce((sum, load) => sum + load.transferred, 0);
      const allBytes = loads.reduce((sum, load) => sum + load.transferred, 0);
      const sharedLoads = loads.filter((load) => isShared(load.url));
      console.log(
        `${file} on the slow profile: ${criticalBytes} bytes on the critical path (budget ${criticalPathBudget}), ` +
          `${allBytes} bytes in all, first contentful paint ${fcp} ms, interactive ${tti} ms; shared files: ${sharedLoads
            .map(
              (load) =>
                `${new URL(load.url).pathname} ${load.fromCache ? "from the cache" : `${load.transferred} bytes`}`,
            )
            .join(", ")}`,
      );
      console.log(
        critical.map((load) => `  ${new URL(load.url).pathname} ${load.type} ${load.transferred} bytes`).join("\n"),
      );

      expect(criticalBytes).toBeLessThanOrEqual(criticalPathBudget);
      expect(sharedLoads.map((load) => new URL(load.url).pathname).sort()).toEqual(
        shared.map((name) => `/${name}`).sort(),
      );
      if (file === "streaming.html") {
        // The first page filled the cache: the second asks the network for none of the shared files.
        expect(
          sharedLoads.map((load) => ({ url: load.url, fromCache: load.fromCache, bytes: load.transferred })),
        ).toEqual(sharedLoads.map((load) => ({ url: load.url, fromCache: true, bytes: 0 })));
      }
      // It works: one h1, and a link of the contents brings its section to the top, under the site's bar.
      expect(await page.locator("h1").count()).toBe(1);
      await session.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      const link = page.locator(".reference-toc a[href*='/operations/'], .reference-toc li li a").last();
      const target = decodeURIComponent((await link.getAttribute("href"))?.slice(1) ?? "");
      await link.click();
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        return top >= 0 && (top < window.innerHeight / 2 || atEnd);
      }, target);
      expect(problems).toEqual([]);
      expect(await violations()).toEqual([]);
      await page.close();
    },
    120_000,
  );
});
