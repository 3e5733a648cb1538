// examples/browser-microphone as a frontend team gets it: a fresh project with the packed tarball installed,
// bundled by esbuild with its defaults, served on 127.0.0.1 and run in headless Chromium whose fake
// microphone plays a speech-like WAV, against a real `npm run mock` process. A click starts it, the page's
// own counter of audio sent says when the WAV's length has gone, a second click stops it. The final text must
// be the batch transcription of the same WAV, and the microphone must be released. Screenshots at 1440 and
// 390 px go to reports/screenshots/ to be looked at.
import { mkdirSync, rmSync } from "node:fs";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { temporaryKeyHandler } from "../../docs/examples/temporary-key-backend.js";
import { AsyncServiceClient } from "../../packages/sdk/src/index.js";
import { type MockProcess, startMockProcess } from "../../scripts/lib/mock-process.js";
import { writeSpeechLikeWav } from "../realtime/support.js";
import { collectPageProblems, launchChromium, serveDirectory, type TestSite } from "../support/chromium.js";
import { installInto, packAll } from "../support/packed-package.js";

declare global {
  /** Set by the test's init script: every stream the page's getUserMedia opened. */
  var openedStreams: MediaStream[];
  /** Set by the test: getUserMedia refuses as a browser does when the user says no. */
  var refuseMicrophone: boolean;
}

const screenshots = "reports/screenshots";
const wavMs = 4000;
// The mock's script has no word ending between 3810 ms ("today?") and 4620 ms ("my"): a stop that lands up to
// 600 ms after the WAV's end gives the same words as the WAV alone. The test checks where it landed.
const nextWordEndsMs = 4620;
const wav = writeSpeechLikeWav(wavMs / 1000, 44_100);
let project: string;
let mock: MockProcess;
let site: TestSite;
let browser: Browser;
let batchText: string;

beforeAll(async () => {
  const tarballs = packAll();
  project = installInto("examples/browser-microphone", [tarballs["stt-service"]]);
  // `esbuild src/index.js --bundle --outfile=dist/main.js`, the project's build script.
  const result = await build({
    absWorkingDir: project,
    entryPoints: ["src/index.js"],
    bundle: true,
    outfile: "dist/main.js",
    logLevel: "silent",
  });
  expect(result.errors).toEqual([]);
  expect(result.warnings).toEqual([]);
  mock = await startMockProcess(["--verbose"], { viaNpm: true });
  const batch = await new AsyncServiceClient({ apiKey: "batch-key", baseUrl: mock.httpUrl }).transcribe(
    wav.path,
    { model: "stt-async-v3", enable_speaker_diarization: false },
    { pollIntervalMs: 50 },
  );
  batchText = batch.text ?? "";
  // The app's backend: POST /temporary-key mints a key with the real one, which the page never sees.
  const backend = new AsyncServiceClient({ apiKey: "app-backend-key", baseUrl: mock.httpUrl });
  site = await serveDirectory(project, { "/temporary-key": temporaryKeyHandler(backend) });
  browser = await launchChromium([
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-audio-capture=${wav.path}`,
  ]);
  mkdirSync(screenshots, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  await mock?.stop();
  if (project) rmSync(project, { recursive: true, force: true });
});

async function openApp(viewport: { width: number; height: number }, query: Record<string, string>) {
  const page = await browser.newPage({ viewport });
  const problems = collectPageProblems(page);
  await page.addInitScript(() => {
    globalThis.openedStreams = [];
    globalThis.refuseMicrophone = false;
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      if (globalThis.refuseMicrophone) throw new DOMException("Permission denied", "NotAllowedError");
      const stream = await open(constraints);
      globalThis.openedStreams.push(stream);
      return stream;
    };
  });
  await page.goto(`${site.url}/?${new URLSearchParams(query)}`);
  return { page, problems };
}

/** The state of each track the page opened. */
function trackStates(page: Page): Promise<string[]> {
  return page.evaluate(() => globalThis.openedStreams.flatMap((stream) => stream.getTracks().map((t) => t.readyState)));
}

function sentAtLeast(page: Page, ms: number): Promise<unknown> {
  return page.waitForFunction(
    (least) => Number((document.querySelector("#elapsed") as HTMLElement).dataset.ms) >= least,
    ms,
    { timeout: 30_000 },
  );
}

async function ended(page: Page): Promise<string | null> {
  await page.waitForSelector('body[data-state="done"], body[data-state="failed"]', { timeout: 30_000 });
  return page.getAttribute("body", "data-state");
}

/** The mock's own count of the audio of each finished session, from its --verbose log. */
function finishedSessionsMs(): number[] {
  return [...mock.output().matchAll(/finished after (\d+) ms of audio/g)].map((match) => Number(match[1]));
}

describe("examples/browser-microphone with the packed package, the fake microphone and npm run mock", () => {
  it.each([
    { name: "1440", viewport: { width: 1440, height: 900 }, key: "the backend's /temporary-key" },
    { name: "390", viewport: { width: 390, height: 844 }, key: "the mock's POST /auth/temporary-api-key" },
  ])(
    "at $name px, with a key from $key: Start, the WAV's length sent, Stop: the batch transcript, the microphone released",
    async ({ name, viewport, key }) => {
      const query: Record<string, string> = { stream: mock.streamUrl };
      if (key.includes("mock")) query.mock = mock.httpUrl;
      const { page, problems } = await openApp(viewport, query);
      const sessionsBefore = finishedSessionsMs().length;
      try {
        await page.click("#record");
        await sentAtLeast(page, wavMs / 2);
        // Mid-way: the meter moving, final words in black and the words not yet final in grey.
        await page.waitForFunction(() => document.querySelector("#interim")?.textContent !== "");
        await page.screenshot({ path: `${screenshots}/microphone-app-${name}-listening.png` });
        expect(await page.textContent("#record")).toBe("Stop");
        const colours = await page.evaluate(() => ({
          final: getComputedStyle(document.querySelector("#final") as Element).color,
          interim: getComputedStyle(document.querySelector("#interim") as Element).color,
        }));
        expect(colours).toEqual({ final: "rgb(17, 20, 24)", interim: "rgb(107, 114, 128)" });

        await sentAtLeast(page, wavMs);
        await page.click("#record");
        expect(await ended(page)).toBe("done");
        await page.screenshot({ path: `${screenshots}/microphone-app-${name}-done.png` });

        expect(batchText.length).toBeGreaterThan(20);
        expect(await page.textContent("#transcript")).toBe(batchText);
        expect(await page.isHidden("#problem")).toBe(true);
        expect(await page.textContent("#record")).toBe("Start");
        expect(await trackStates(page)).toEqual(["ended"]);
        const [receivedMs] = finishedSessionsMs().slice(sessionsBefore);
        expect(receivedMs).toBeGreaterThanOrEqual(wavMs);
        expect(receivedMs).toBeLessThan(nextWordEndsMs);
        // Nothing fits the page's width badly: no sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
    60_000,
  );

  it("says in words what the user can do when the microphone is refused or no key comes, and releases the microphone", async () => {
    const refused = await openApp({ width: 390, height: 844 }, { stream: mock.streamUrl, mock: mock.httpUrl });
    try {
      await refused.page.evaluate(() => {
        globalThis.refuseMicrophone = true;
      });
      await refused.page.click("#record");
      expect(await ended(refused.page)).toBe("failed");
      expect(await refused.page.textContent("#problem")).toMatch(/^This site is not allowed to use your microphone\./);
      expect(await trackStates(refused.page)).toEqual([]);
      await refused.page.screenshot({ path: `${screenshots}/microphone-app-390-refused.png` });
    } finally {
      await refused.page.close();
    }

    // A mock that is not running: the key cannot be minted once the microphone is open.
    const noKey = await openApp(
      { width: 1440, height: 900 },
      { stream: mock.streamUrl, mock: "http://127.0.0.1:9/v1" },
    );
    try {
      await noKey.page.click("#record");
      expect(await ended(noKey.page)).toBe("failed");
      expect(await noKey.page.textContent("#problem")).toMatch(
        /^The transcription could not start: the key endpoint could not be reached \(.+\)\. Try again in a moment\.$/,
      );
      expect(await trackStates(noKey.page)).toEqual(["ended"]);
    } finally {
      await noKey.page.close();
    }
  }, 60_000);
});
