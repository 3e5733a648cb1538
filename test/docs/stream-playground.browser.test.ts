// The streaming reference's playground on the built site, in headless Chromium with no server but the static
// one: opened by the reader (its code loads only then), it mints a temporary key from the mock running in the
// page, streams Chromium's fake microphone, and shows the batch transcription of the same audio as final
// text, with the latency the SDK measures filled in, every frame listed, and the close code, all without a
// violation of the page's Content-Security-Policy.
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setupServer } from "msw/node";
import type { Browser, Page } from "playwright-core";
import { AsyncServiceClient } from "stt-service";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { temporaryKeyHandler } from "../../docs/examples/temporary-key-backend.js";
import { createMockHandlers } from "../../packages/mock/src/msw/handlers.js";
import { buildSite } from "../../scripts/docs/build.js";
import { writeSpeechLikeWav } from "../realtime/support.js";
import {
  collectPageProblems,
  launchChromium,
  recordCspViolations,
  serveDirectory,
  type TestSite,
} from "../support/chromium.js";

const wavSeconds = 4;
const wav = writeSpeechLikeWav(wavSeconds, 44_100);
let browser: Browser;
let site: TestSite;
let batchText: string;

beforeAll(async () => {
  // The batch transcription of the same WAV, from the same handlers in this process (the mock's transcriber
  // answers by the audio alone), before the browser starts, so that nothing of the browser's goes through it.
  const server = setupServer(...createMockHandlers());
  server.listen({ onUnhandledRequest: "error" });
  try {
    const batch = await new AsyncServiceClient({ apiKey: "playground-test", maxRetries: 0 }).transcribe(
      wav.path,
      { model: "stt-async-v3", enable_speaker_diarization: false },
      { pollIntervalMs: 1 },
    );
    batchText = batch.text ?? "";
  } finally {
    server.close();
  }
  const outDir = mkdtempSync(join(tmpdir(), "stt-playground-site-"));
  await buildSite(outDir);
  site = await serveDirectory(outDir);
  browser = await launchChromium([
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-audio-capture=${wav.path}`,
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
});

/** Opens the playground, streams the fake microphone, and waits for the session's end; what the page showed. */
async function streamOnce(page: Page, server?: { keyUrl: string; streamUrl: string }) {
  await page.click("#open-stream-playground");
  await page.locator("#playground-start").waitFor();
  if (server) {
    await page.check('input[name="server"][value="named"]');
    await page.fill('input[name="key-url"]', server.keyUrl);
    await page.fill('input[name="stream-url"]', server.streamUrl);
  }
  await page.fill('input[name="seconds"]', String(wavSeconds));
  await page.click("#playground-start");
  await page.locator('#playground-status[data-state="closed"], #playground-status[data-state="failed"]').waitFor({
    timeout: 60_000,
  });
  return {
    status: await page.locator("#playground-status").textContent(),
    final: await page.locator("#playground-transcript .final").textContent(),
    rows: await page.locator("#playground-frames li").allTextContents(),
  };
}

/**
 * A reader's backend, as docs/examples/temporary-key-backend.ts is one: it mints a temporary key from the
 * stt-mock process with the long-lived key it keeps, and lets the site's origin read the answer (CORS).
 */
async function startKeyBackend(siteOrigin: string): Promise<{ url: string; server: Server }> {
  const mint = temporaryKeyHandler(
    new AsyncServiceClient({ apiKey: "reader-backend-key", baseUrl: inject("apiBaseUrl") }),
  );
  const server = createServer((request, response) => {
    response.setHeader("access-control-allow-origin", siteOrigin);
    if (request.method === "OPTIONS") {
      response.writeHead(204, { "access-control-allow-methods": "POST" }).end();
      return;
    }
    void mint(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/temporary-key`, server };
}

describe("the stream playground on the streaming reference", () => {
  it("streams the fake microphone through the in-page mock: the batch transcript as final text, latency filled, frames listed, closed with 1000 (finished)", async () => {
    expect(batchText.length).toBeGreaterThan(20);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = collectPageProblems(page);
    const violations = await recordCspViolations(page);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/streaming.html`, { waitUntil: "networkidle" });
    // Loaded only when opened.
    expect(requested.filter((path) => path.includes("playground/"))).toEqual([]);
    await page.click("#open-stream-playground");
    await page.locator("#playground-start").waitFor();
    expect(requested).toContain("/playground/stream.js");

    await page.fill('input[name="seconds"]', String(wavSeconds));
    await page.click("#playground-start");
    const status = page.locator("#playground-status");
    await page.locator('#playground-status[data-state="closed"], #playground-status[data-state="failed"]').waitFor({
      timeout: 60_000,
    });
    expect(await status.textContent()).toBe("Closed: 1000 (finished).");
    expect(await page.locator("#playground-transcript .final").textContent()).toBe(batchText);
    expect(await page.locator("#playground-transcript .interim").textContent()).toBe("");

    const figures = await page.evaluate(() =>
      ["ttft", "last", "p50", "p95", "count"].map((id) => document.querySelector(`#latency-${id}`)?.textContent),
    );
    for (const shown of figures.slice(0, 4)) expect(shown).toMatch(/^\d+ ms$/);
    expect(Number(figures[4])).toBeGreaterThan(0);

    const rows = await page.locator("#playground-frames li").allTextContents();
    expect(rows[0]).toMatch(/^\s*\d+ ms → sent {5}\{"model":"stt-rt-v3"/);
    expect(rows.some((row) => /→ sent {5}\[binary, \d+ bytes of audio\]/.test(row))).toBe(true);
    expect(rows.some((row) => /← received \{"type":"ack"/.test(row))).toBe(true);
    expect(rows.some((row) => row.includes('→ sent     "" (end of audio)'))).toBe(true);
    expect(rows.some((row) => /← received .*"finished":true/.test(row))).toBe(true);
    // No key of any kind in what the page shows.
    expect(rows.join("\n")).not.toMatch(/tmp_|visitor-[0-9a-f]{8}/);

    const captions = page.locator('a[download="transcript.vtt"]');
    expect(await captions.count()).toBe(1);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("streams the same audio through a stt-mock process, its temporary key from a reader's backend: the same final text", async () => {
    const backend = await startKeyBackend(site.url);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = collectPageProblems(page);
    const violations = await recordCspViolations(page);
    try {
      await page.goto(`${site.url}/streaming.html`, { waitUntil: "networkidle" });
      const shown = await streamOnce(page, { keyUrl: backend.url, streamUrl: inject("streamUrl") });
      expect(shown.status).toBe("Closed: 1000 (finished).");
      expect(shown.final).toBe(batchText);
      // The backend's long-lived key never reaches the page; the temporary one is not shown.
      expect(shown.rows.join("\n")).not.toMatch(/reader-backend-key|tmp_/);
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      backend.server.close();
    }
  });

  it("shows each config field's help as sentences: code spans as <code>, lines joined, no Markdown left", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const violations = await recordCspViolations(page);
    await page.goto(`${site.url}/streaming.html`, { waitUntil: "networkidle" });
    await page.click("#open-stream-playground");
    await page.locator("#playground-start").waitFor();
    const helps = await page.locator(".config-field").evaluateAll((fields) =>
      fields.map((field) => {
        const help = field.querySelector("small");
        return {
          name: field.querySelector("code")?.textContent ?? "",
          text: help?.textContent ?? "",
          code: [...(help?.querySelectorAll("code") ?? [])].map((code) => code.textContent),
          paragraphs: help?.querySelectorAll(".help-paragraph").length ?? 0,
          // A line the browser broke inside a sentence would show as a second line box of one paragraph only
          // where the text is wider than the column; a newline kept from the spec shows up in the text.
          newline: (help?.textContent ?? "").includes("\n"),
        };
      }),
    );
    expect(helps.length).toBeGreaterThan(5);
    for (const help of helps) {
      expect(help.text, help.name).not.toMatch(/[`*]|\]\(/);
      expect(help.newline, help.name).toBe(false);
    }
    const audioFormat = helps.find((help) => help.name.startsWith("audio_format"));
    expect(audioFormat?.code).toEqual(
      expect.arrayContaining(["auto", "wav", "pcm_s16le", "sample_rate", "num_channels"]),
    );
    expect(audioFormat?.text).toContain("Containers: wav, mp3, ogg, webm, flac. Raw formats (pcm_s16le,");
    // The model's description has two paragraphs: two, each whole.
    expect(helps.find((help) => help.name.startsWith("model"))?.paragraphs).toBe(2);
    const streaming = helps.find((help) => help.name.startsWith("enable_streaming"));
    expect(streaming?.text).toContain("interim tokens are sent only when it is true.");
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("Close, by keyboard, in the middle of a stream: the socket closes, the microphone is released, the opener is back with the focus, and it opens again", async () => {
    const backend = await startKeyBackend(site.url);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = collectPageProblems(page);
    const violations = await recordCspViolations(page);
    // The microphone's streams, as the page gets them, to see their tracks stopped.
    await page.addInitScript(() => {
      const streams: MediaStream[] = [];
      Object.assign(window, { capturedStreams: streams });
      const original = MediaDevices.prototype.getUserMedia;
      MediaDevices.prototype.getUserMedia = async function (constraints) {
        const stream = await original.call(this, constraints);
        streams.push(stream);
        return stream;
      };
    });
    const sockets: import("playwright-core").WebSocket[] = [];
    page.on("websocket", (socket) => sockets.push(socket));
    try {
      await page.goto(`${site.url}/streaming.html`, { waitUntil: "networkidle" });
      await page.click("#open-stream-playground");
      await page.locator("#playground-start").waitFor();
      await page.check('input[name="server"][value="named"]');
      await page.fill('input[name="key-url"]', backend.url);
      await page.fill('input[name="stream-url"]', inject("streamUrl"));
      // No time limit: the microphone streams until the reader ends it.
      await page.click("#playground-start");
      await page.locator('#playground-status[data-state="streaming"]').waitFor({ timeout: 30_000 });
      await page.locator("#playground-frames li", { hasText: "bytes of audio" }).first().waitFor();
      expect(sockets).toHaveLength(1);

      await page.locator("#playground-close").focus();
      await page.keyboard.press("Enter");
      await page.locator("#open-stream-playground").waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("open-stream-playground");
      expect(await page.locator("#playground-start, #playground-close").count()).toBe(0);
      await expect.poll(() => sockets[0]?.isClosed()).toBe(true);
      const tracks = () =>
        page.evaluate(() =>
          (window as unknown as { capturedStreams: MediaStream[] }).capturedStreams.flatMap((stream) =>
            stream.getTracks().map((track) => track.readyState),
          ),
        );
      await expect.poll(tracks).toEqual(["ended"]);

      // Opened again, it is whole: one playground, one style sheet.
      await page.click("#open-stream-playground");
      await page.locator("#playground-start").waitFor();
      expect(await page.locator("#playground-start").count()).toBe(1);
      expect(await page.locator("#stream-playground-style").count()).toBe(1);
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      backend.server.close();
    }
  });
});
