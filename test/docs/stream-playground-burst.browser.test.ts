// The stream playground under a burst: a server of this file's own sends 5 000 results at once after the ack,
// and the page must draw them in batches, one per animation frame, not one by one. What is asserted is the
// batching, counted in the page (reads of the frame list's scrollHeight, each a forced layout; writes of its
// scrollTop; removals from the final text), never a duration: the longest main-thread block is printed as a
// figure only, since a loaded machine makes any time a guess.
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { buildSite } from "../../scripts/docs/build.js";
import {
  collectPageProblems,
  launchChromium,
  recordCspViolations,
  serveDirectory,
  type TestSite,
} from "../support/chromium.js";

const results = 5_000;
/** The frame list's cap (docs/site/playground/stream-view.ts). */
const maxFrameRows = 400;
/** Results whose final token holds markup, which the page must show as text. */
const markupAt = new Set([7, results - 10]);

function finalTokenText(index: number): string {
  return markupAt.has(index) ? ` <b>w${index}</b>` : ` w${index}`;
}

/** Result `index`: one final token, and an interim one after it but in the last result. */
function resultFrame(index: number): string {
  const tokens: object[] = [
    { text: finalTokenText(index), start_ms: index * 10, end_ms: index * 10 + 10, confidence: 0.9, is_final: true },
  ];
  if (index < results - 1) {
    tokens.push({ text: ` maybe${index + 1}`, start_ms: index * 10 + 10, confidence: 0.5, is_final: false });
  }
  return JSON.stringify({ tokens, final_audio_proc_ms: index * 10 + 10, total_audio_proc_ms: index * 10 + 20 });
}

const expectedFinalText = Array.from({ length: results }, (_, index) => finalTokenText(index)).join("");

interface BurstServer {
  keyUrl: string;
  streamUrl: string;
  stop(): Promise<void>;
}

/**
 * A reader's server as the playground's "my server" option reaches it, on one loopback port: POST
 * /temporary-key answers a temporary key (to the site's origin, CORS), and the WebSocket acknowledges the
 * config, sends every result in one burst, and on the end of audio sends `finished` and closes with 1000.
 */
async function startBurstServer(siteOrigin: string): Promise<BurstServer> {
  const http: Server = createServer((request, response) => {
    response.setHeader("access-control-allow-origin", siteOrigin);
    if (request.method === "POST" && request.url === "/temporary-key") {
      response.writeHead(200, { "content-type": "text/plain" }).end("tmp_burst-test");
    } else {
      response.writeHead(404).end();
    }
  });
  const sockets = new WebSocketServer({ server: http });
  sockets.on("connection", (socket) => {
    let configured = false;
    socket.on("message", (data, isBinary) => {
      if (isBinary) return;
      if (!configured) {
        configured = true;
        socket.send(JSON.stringify({ type: "ack", session_id: "burst-1", model: "stt-rt-v3" }));
        for (let index = 0; index < results; index++) socket.send(resultFrame(index));
      } else if (String(data) === "") {
        const done = results * 10;
        socket.send(
          JSON.stringify({ tokens: [], final_audio_proc_ms: done, total_audio_proc_ms: done, finished: true }),
        );
        socket.close(1000, "finished");
      }
    });
  });
  http.listen(0, "127.0.0.1");
  await once(http, "listening");
  const origin = `127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    keyUrl: `http://${origin}/temporary-key`,
    streamUrl: `ws://${origin}/transcribe`,
    stop: async () => {
      for (const socket of sockets.clients) socket.terminate();
      await new Promise((resolve) => sockets.close(resolve));
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

/** What the page counts, from its first script on (installed before the page's own scripts run). */
interface BurstProbe {
  scrollHeightReads: number;
  scrollTopWrites: number;
  animationFrames: number;
  /** Gaps between animation frames longer than 50 ms, when nothing was drawn: where each ended, and its length. */
  frameGaps: [number, number][];
  /** Each long task's start and duration, in ms of the page's clock. */
  longTasks: [number, number][];
  /** Nodes removed from the final text, and text nodes in it changed in place: a rewrite, either way. */
  finalRewrites: number;
  /** Nodes added to the final text. */
  finalAppends: number;
  /** Changes of the status: the page draws what is queued before each, outside an animation frame. */
  statusChanges: number;
}

async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: BurstProbe = {
      scrollHeightReads: 0,
      scrollTopWrites: 0,
      animationFrames: 0,
      frameGaps: [],
      longTasks: [],
      finalRewrites: 0,
      finalAppends: 0,
      statusChanges: 0,
    };
    (window as unknown as { burstProbe: BurstProbe }).burstProbe = probe;
    // Only the frame list's: the reference page around it (its scripts, the browser) reads its own.
    const isFrameList = (element: Element) => element.id === "playground-frames";
    const height = Object.getOwnPropertyDescriptor(Element.prototype, "scrollHeight") as PropertyDescriptor;
    Object.defineProperty(Element.prototype, "scrollHeight", {
      ...height,
      get(this: Element) {
        if (isFrameList(this)) probe.scrollHeightReads++;
        return height.get?.call(this);
      },
    });
    const top = Object.getOwnPropertyDescriptor(Element.prototype, "scrollTop") as PropertyDescriptor;
    Object.defineProperty(Element.prototype, "scrollTop", {
      ...top,
      set(this: Element, value: number) {
        if (isFrameList(this)) probe.scrollTopWrites++;
        top.set?.call(this, value);
      },
    });
    let lastFrameAt: number | undefined;
    const tick = (at: number) => {
      probe.animationFrames++;
      if (lastFrameAt !== undefined && at - lastFrameAt > 50) probe.frameGaps.push([at, at - lastFrameAt]);
      lastFrameAt = at;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) probe.longTasks.push([task.startTime, task.duration]);
    }).observe({ type: "longtask" });
  });
}

/** Watches the playground once drawn: what is added to, removed from or changed in the final text; the status. */
async function watchPlayground(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = (window as unknown as { burstProbe: BurstProbe }).burstProbe;
    new MutationObserver((records) => {
      probe.statusChanges += records.length;
    }).observe(document.querySelector("#playground-status") as Element, { attributeFilter: ["data-state"] });
    const final = document.querySelector("#playground-transcript .final") as Element;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "characterData") probe.finalRewrites++;
        probe.finalRewrites += record.removedNodes.length;
        probe.finalAppends += record.addedNodes.length;
      }
    }).observe(final, { childList: true, characterData: true, subtree: true });
  });
}

/** What the page counted so far, and the page's clock. */
const readProbe = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { burstProbe: BurstProbe }).burstProbe, now: performance.now() }));

let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  const outDir = mkdtempSync(join(tmpdir(), "stt-playground-burst-site-"));
  await buildSite(outDir);
  site = await serveDirectory(outDir);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
});

describe("the stream playground under a burst of results", () => {
  it(`draws ${results} results sent at once in batches: a scrollHeight read per animation frame or status change at most, the final text only appended to, the transcript whole, ${maxFrameRows} rows kept, markup shown as text`, async () => {
    const server = await startBurstServer(site.url);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = collectPageProblems(page);
    const violations = await recordCspViolations(page);
    try {
      await installProbe(page);
      await page.goto(`${site.url}/streaming.html`, { waitUntil: "networkidle" });
      await page.click("#open-stream-playground");
      await page.locator("#playground-start").waitFor();
      await watchPlayground(page);
      await page.check('input[name="server"][value="named"]');
      await page.fill('input[name="key-url"]', server.keyUrl);
      await page.fill('input[name="stream-url"]', server.streamUrl);
      await page.check('input[name="source"][value="sample"]');
      await page.fill('input[name="seconds"]', "1");

      const before = await readProbe(page);
      await page.click("#playground-start");
      // Room for the drawing this test guards against (frame by frame, 5 000 results took 55 s here, 100 s on
      // another machine), so that such a page fails on the counts below, with its figures printed, not here.
      await page.locator('#playground-status[data-state="closed"], #playground-status[data-state="failed"]').waitFor({
        timeout: 300_000,
      });
      const after = await readProbe(page);
      const animationFrames = after.animationFrames - before.animationFrames;
      const scrollHeightReads = after.scrollHeightReads - before.scrollHeightReads;
      const scrollTopWrites = after.scrollTopWrites - before.scrollTopWrites;
      // The session's own, not the reference page's loading before it.
      const longTasks = after.longTasks.filter(([start]) => start >= before.now).map(([, duration]) => duration);
      const frameGaps = after.frameGaps.filter(([end]) => end >= before.now).map(([, gap]) => gap);
      console.log(
        `${results} results in one burst, session of ${Math.round(after.now - before.now)} ms: longest ` +
          `main-thread block ${Math.round(Math.max(0, ...longTasks))} ms (${longTasks.length} long tasks, ` +
          `${Math.round(longTasks.reduce((sum, duration) => sum + duration, 0))} ms in all); longest time ` +
          `without an animation frame ${Math.round(Math.max(0, ...frameGaps))} ms; ` +
          `frame list: ${scrollHeightReads} scrollHeight reads (forced layouts), ` +
          `${scrollTopWrites} scrollTop writes, in ${animationFrames} animation frames and ${after.statusChanges} ` +
          `status changes; final text: ` +
          `${after.finalAppends} nodes added, ${after.finalRewrites} removed or changed`,
      );

      expect(await page.locator("#playground-status").textContent()).toBe("Closed: 1000 (finished).");
      expect(scrollHeightReads).toBeGreaterThan(0);
      expect(scrollHeightReads).toBeLessThanOrEqual(animationFrames + after.statusChanges);
      expect(scrollHeightReads).toBeLessThan(results / 10);
      expect(scrollTopWrites).toBeLessThanOrEqual(scrollHeightReads);
      expect(after.finalRewrites).toBe(0);
      expect(after.finalAppends).toBeGreaterThan(0);
      expect(after.finalAppends).toBeLessThan(results / 10);

      expect(await page.locator("#playground-transcript .final").textContent()).toBe(expectedFinalText);
      expect(await page.locator("#playground-transcript .interim").textContent()).toBe("");
      // Text only: a token's markup is shown, never made into elements.
      expect(await page.locator("#playground-transcript *:not(.final):not(.interim)").count()).toBe(0);
      expect(await page.locator("#playground-frames li *").count()).toBe(0);

      const rows = await page.locator("#playground-frames li").allTextContents();
      expect(rows).toHaveLength(maxFrameRows);
      expect(rows.some((row) => row.includes(`← received {"tokens":[{"text":" <b>w${results - 10}</b>"`))).toBe(true);
      expect(rows.at(-1)).toMatch(/← received .*"finished":true/);
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  }, 360_000);
});
