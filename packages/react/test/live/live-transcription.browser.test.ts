// useLiveTranscription() in real headless Chromium, React 19 in Strict Mode (development build), the microphone
// a fake one playing a speech-like WAV, against the streaming mock: a click's start() gives the mock's text of
// that audio, stop() releases all; a component unmounted while the SDK opens its socket leaves no open socket,
// no live track and no unhandled rejection (the page counts them, from outside the hook).
import type { Browser, Page } from "playwright-core";
import { AsyncServiceClient } from "stt-service";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { collectPageProblems, launchChromium, serveTestPage, type TestSite } from "#test-support/chromium.js";
import { bundlePage } from "#test-support/page-bundle.js";
import { useStreamingMock } from "#test-support/streaming-mock.js";
import { writeSpeechLikeWav } from "#test-support/wav-fixtures.js";
import type { LiveTest } from "./live-page.js";

declare global {
  var liveTest: LiveTest;
}

const wav = writeSpeechLikeWav(4, 44_100);
// biome-ignore lint/correctness/useHookAtTopLevel: Vitest's beforeAll/afterAll pair, no React hook (Biome's React rules apply in this package)
const { mock } = useStreamingMock();
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  const script = await bundlePage({ entry: "packages/react/test/live/live-page.ts" });
  site = await serveTestPage('<div id="app"></div>', script);
  browser = await launchChromium([
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-audio-capture=${wav.path}`,
    "--autoplay-policy=no-user-gesture-required",
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
});

async function openPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems = collectPageProblems(page);
  await page.goto(`${site.url}/?stream=${encodeURIComponent(mock().url)}`);
  await page.waitForFunction(() => globalThis.liveTest?.state() === "idle");
  // Strict Mode did mount it twice: the page runs React's development build.
  expect(await page.evaluate(() => liveTest.effectMounts())).toBe(2);
  return { page, problems };
}

describe("useLiveTranscription() in headless Chromium, Strict Mode, a fake microphone, the streaming mock", () => {
  it("start() streams the microphone: the batch text of the same audio, then stop() closes and releases all", async () => {
    const batch = await new AsyncServiceClient({ apiKey: "test-key", baseUrl: inject("apiBaseUrl") }).transcribe(
      wav.path,
      { model: "stt-async-v3", enable_speaker_diarization: false },
      { pollIntervalMs: 20 },
    );
    const text = batch.text ?? "";
    expect(text.length).toBeGreaterThan(20);
    const { page, problems } = await openPage();
    await page.evaluate(() => liveTest.start());
    expect(await page.evaluate(() => liveTest.state())).toBe("streaming");
    // The fake device loops its file: the first four seconds say the batch text, then it starts again.
    await page.waitForFunction((expected) => liveTest.finalText().startsWith(expected), text, { timeout: 60_000 });
    await page.evaluate(() => liveTest.stop());
    expect(await page.evaluate(() => liveTest.state())).toBe("closed");
    expect(await page.evaluate(() => liveTest.finalText())).toMatch(new RegExp(`^${escapeRegExp(text)}`));
    expect(await page.evaluate(() => liveTest.counts())).toEqual({
      sockets: 1,
      openSockets: 0,
      tracks: 1,
      liveTracks: 0,
      unhandledRejections: [],
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("unmounted during connect: no open socket, no live track, no unhandled rejection", async () => {
    const { page, problems } = await openPage();
    await page.evaluate(() => liveTest.unmountDuringConnect());
    // start() resolves once streaming, or once its run ended: abandoned, it first releases what it acquired.
    await page.evaluate(() => liveTest.start());
    expect(await page.evaluate(() => liveTest.mounted())).toBe(false);
    expect(await page.evaluate(() => liveTest.counts())).toEqual({
      sockets: 1,
      openSockets: 0,
      tracks: 1,
      liveTracks: 0,
      unhandledRejections: [],
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
