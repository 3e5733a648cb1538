// captureMicrophone() in real headless Chromium, its microphone a fake one that plays a speech-like WAV
// (44.1 kHz, so the capture resamples): the page's audio goes to the streaming mock, and what comes back
// must be the batch transcription of the same WAV. Every path, good or failed, must leave the device
// released: each track getUserMedia opened ended, each AudioContext closed.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { collectPageProblems, launchChromium, serveTestPage, type TestSite } from "#test-support/chromium.js";
import { bundlePage } from "#test-support/page-bundle.js";
import { useStreamingMock } from "#test-support/streaming-mock.js";
import { writeSpeechLikeWav } from "#test-support/wav-fixtures.js";
import { AsyncServiceClient } from "../../../src/index.js";
import type { MicrophoneTest } from "./microphone-page.js";

declare global {
  var microphoneTest: MicrophoneTest;
}

const wavSeconds = 4;
const wav = writeSpeechLikeWav(wavSeconds, 44_100);
const fakeMicrophone = [
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  `--use-file-for-fake-audio-capture=${wav.path}`,
];
const { mock, logs } = useStreamingMock();
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  const script = await bundlePage({ entry: "packages/sdk/test/realtime/capture/microphone-page.ts" });
  site = await serveTestPage('<button id="start">Start</button><p id="transcript"></p>', script);
  browser = await launchChromium([...fakeMicrophone, "--autoplay-policy=no-user-gesture-required"]);
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

/** Every track the page opened has ended and every AudioContext is closed (and there was at least one). */
async function expectReleased(page: Page, opened = { tracks: 1, contexts: 1 }): Promise<void> {
  const devices = await page.evaluate(() => microphoneTest.devices());
  expect(devices.tracks).toEqual(Array(opened.tracks).fill("ended"));
  expect(devices.contexts).toEqual(Array(opened.contexts).fill("closed"));
}

async function openPage(target: Browser = browser, origin = site.url): Promise<{ page: Page; problems: string[] }> {
  const page = await target.newPage();
  const problems = collectPageProblems(page);
  await page.goto(`${origin}/?stream=${encodeURIComponent(mock().url)}&seconds=${wavSeconds}`);
  await page.waitForFunction(() => globalThis.microphoneTest !== undefined);
  return { page, problems };
}

describe("captureMicrophone() in headless Chromium with a fake microphone", () => {
  it("streams the microphone from a click to the mock: the batch transcript of the same WAV, its duration within one chunk, the device released", async () => {
    const batch = await new AsyncServiceClient({ apiKey: "test-key", baseUrl: inject("apiBaseUrl") }).transcribe(
      wav.path,
      { model: "stt-async-v3", enable_speaker_diarization: false },
      { pollIntervalMs: 20 },
    );
    const { page, problems } = await openPage();
    await page.click("#start");
    const transcript = page.locator("#transcript[data-state]");
    await transcript.waitFor({ timeout: 30_000 });
    expect({ state: await transcript.getAttribute("data-state"), text: await transcript.textContent() }).toEqual({
      state: "done",
      text: batch.text,
    });
    expect(batch.text?.length).toBeGreaterThan(20);
    // The mock's own count of what it received.
    const finished = logs.map((line) => /finished after (\d+) ms of audio/.exec(line)?.[1]).find(Boolean);
    expect(Math.abs(Number(finished) - wavSeconds * 1000)).toBeLessThanOrEqual(100);
    const seen = await page.evaluate(() => ({
      interimUpdates: microphoneTest.interimUpdates(),
      levels: microphoneTest.levels,
      state: microphoneTest.capture()?.state,
      inputSampleRate: microphoneTest.capture()?.inputSampleRate,
    }));
    expect(seen.inputSampleRate).toBe(44_100);
    expect(seen.state).toBe("stopped");
    expect(seen.interimUpdates).toBeGreaterThan(0);
    // One level per chunk: 40 chunks of 100 ms, and at most one shorter last chunk at stop().
    expect(seen.levels.length).toBeGreaterThanOrEqual(40);
    expect(seen.levels.length).toBeLessThanOrEqual(41);
    expect(seen.levels.every((level) => level >= 0 && level <= 1)).toBe(true);
    expect(Math.max(...seen.levels)).toBeGreaterThan(0.05);
    await expectReleased(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("loads its inlined worklet from a Blob URL and yields 100 ms chunks of pcm_s16le at 16 kHz; pause() and resume() stop and restart them", async () => {
    const { page } = await openPage();
    const seen = await page.evaluate(async () => {
      const capture = await microphoneTest.captureMicrophone();
      const iterator = capture[Symbol.asyncIterator]();
      const first = await iterator.next();
      capture.pause();
      const paused = capture.state;
      capture.resume();
      const afterResume = await iterator.next();
      await capture.stop();
      const rest: number[] = [];
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(next.value.byteLength);
      return {
        config: capture.config,
        first: first.value?.byteLength,
        paused,
        afterResume: afterResume.value?.byteLength,
        rest,
      };
    });
    expect(seen.config).toEqual({ audio_format: "pcm_s16le", sample_rate: 16_000, num_channels: 1 });
    expect(seen.first).toBe(3200);
    expect(seen.paused).toBe("paused");
    expect(seen.afterResume).toBe(3200);
    // stop() delivers what was captured until then, its last chunk shorter, and ends the iterable.
    expect(seen.rest.every((bytes) => bytes > 0 && bytes <= 3200)).toBe(true);
    await expectReleased(page);
    await page.close();
  });

  it("says a refused permission is the user's to grant (NotAllowedError), and opens nothing", async () => {
    const { page } = await openPage();
    // The fake prompt accepts every request, and without it headless Chromium answers NotSupportedError:
    // the page's getUserMedia refuses the way a browser does when the user says no.
    await page.evaluate(() => microphoneTest.refuseMicrophone());
    const outcome = await page.evaluate(() => microphoneTest.outcome(() => microphoneTest.captureMicrophone()));
    expect(outcome).toMatchObject({ name: "MicrophoneError", errorType: "permission_denied" });
    expect(outcome.message).toMatch(/refused \(NotAllowedError.*allow the microphone for this site/);
    await expectReleased(page, { tracks: 0, contexts: 0 });
    await page.close();
  });

  it("says which deviceId matches no microphone (OverconstrainedError), and opens nothing", async () => {
    const { page } = await openPage();
    const outcome = await page.evaluate(() =>
      microphoneTest.outcome(() => microphoneTest.captureMicrophone({ deviceId: "no-such-microphone" })),
    );
    expect(outcome).toMatchObject({ name: "MicrophoneError", errorType: "no_microphone" });
    expect(outcome.message).toMatch(/"no-such-microphone".*enumerateDevices/);
    await expectReleased(page, { tracks: 0, contexts: 0 });
    await page.close();
  });

  it("ends the stream with device_lost when the track ends mid-stream, after the chunks captured before, and releases the device", async () => {
    const { page } = await openPage();
    const outcome = await page.evaluate(async () => {
      const capture = await microphoneTest.captureMicrophone();
      let chunks = 0;
      return microphoneTest.outcome(async () => {
        for await (const _chunk of capture) {
          // The microphone goes away (the event a browser fires when it is unplugged) after two chunks.
          if (++chunks === 2) {
            for (const stream of microphoneTest.streams())
              for (const track of stream.getTracks()) track.dispatchEvent(new Event("ended"));
          }
        }
      });
    });
    expect(outcome).toMatchObject({ name: "MicrophoneError", errorType: "device_lost" });
    expect(outcome.message).toMatch(/call captureMicrophone\(\) again/);
    await expectReleased(page);
    await page.close();
  });

  it("says to call it from a click when the AudioContext stays suspended, and releases the device it opened", async () => {
    const { page } = await openPage();
    await page.evaluate(() => microphoneTest.holdAudioSuspended());
    const outcome = await page.evaluate(() => microphoneTest.outcome(() => microphoneTest.captureMicrophone()));
    expect(outcome).toMatchObject({ name: "MicrophoneError", errorType: "audio_suspended" });
    expect(outcome.message).toMatch(/call captureMicrophone\(\) from a click/);
    await expectReleased(page);
    await page.close();
  });

  it("fails with reader_too_slow once maxQueuedMs of audio waits unread, and releases the device", async () => {
    const { page } = await openPage();
    await page.evaluate(async () => {
      (globalThis as { slowCapture?: unknown }).slowCapture = await microphoneTest.captureMicrophone({
        maxQueuedMs: 300,
      });
    });
    await page.waitForFunction(
      () =>
        microphoneTest.capture() === undefined &&
        (globalThis as unknown as { slowCapture: { state: string } }).slowCapture.state === "stopped",
    );
    const read = await page.evaluate(async () => {
      const capture = (globalThis as unknown as { slowCapture: AsyncIterable<Uint8Array> }).slowCapture;
      let chunks = 0;
      const outcome = await microphoneTest.outcome(async () => {
        for await (const _chunk of capture) chunks++;
      });
      return { chunks, outcome };
    });
    // The three chunks the queue held are still read, then the error.
    expect(read.chunks).toBe(3);
    expect(read.outcome).toMatchObject({ name: "MicrophoneError", errorType: "reader_too_slow" });
    expect(read.outcome.message).toMatch(/waited more than 300 ms/);
    await expectReleased(page);
    await page.close();
  });
});

describe("captureMicrophone() on a page that is not a secure context", () => {
  let strict: Browser;
  beforeAll(async () => {
    strict = await launchChromium([
      // A name that is not localhost: a page there over http:// is not a secure context.
      "--host-resolver-rules=MAP microphone-test.invalid 127.0.0.1",
    ]);
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("says a page that is not a secure context must be served over https:// (ServiceConfigError)", async () => {
    const { page } = await openPage(strict, site.url.replace("127.0.0.1", "microphone-test.invalid"));
    expect(await page.evaluate(() => globalThis.isSecureContext)).toBe(false);
    const outcome = await page.evaluate(() => microphoneTest.outcome(() => microphoneTest.captureMicrophone()));
    expect(outcome).toMatchObject({ name: "ServiceConfigError" });
    expect(outcome.message).toMatch(/needs a secure context.*https:\/\//);
    await page.close();
  });
});
