// examples/browser-microphone as a frontend team gets it: a fresh project with the packed tarball installed,
// bundled by esbuild with its defaults, served on 127.0.0.1 and run in headless Chromium whose fake
// microphone plays a speech-like WAV, against a real `npm run mock` process. A click starts it, the page's
// own counter of audio sent says when the WAV's length has gone, a second click stops it. The final text must
// be the batch transcription of the same WAV, and the microphone must be released. Screenshots at 1440 and
// 390 px go to reports/screenshots/ to be looked at. The same app built from src/msw.js (`npm run build:msw`)
// runs fully in the browser on the mock's MSW handlers, with no server but the one serving its files.
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { AsyncServiceClient } from "stt-service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { temporaryKeyHandler } from "../../docs/examples/temporary-key-backend.js";
import { writeSpeechLikeWav } from "../realtime/support.js";
import { collectPageProblems, launchChromium, serveDirectory, type TestSite } from "../support/chromium.js";
import { type MockProcess, startMockProcess } from "../support/mock-process.js";
import { installInto, sharedTarballs } from "../support/packed-package.js";

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
let mswSite: TestSite;
let mswSiteDir: string;
let browser: Browser;
let batchText: string;

beforeAll(async () => {
  const tarballs = sharedTarballs();
  // The mock's package too (and the spec documents it depends on), for the build on its MSW handlers.
  project = installInto("examples/browser-microphone", [
    tarballs["stt-service"],
    tarballs["@stt-service/spec-documents"],
    tarballs["@stt-service/mock"],
  ]);
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
  // `npm run build:msw`, src/msw.js to dist/main.js, into a site of its own beside the page's files and msw's
  // worker script (`npx msw init <site> --no-save`), as a team would deploy its mock build.
  mswSiteDir = mkdtempSync(join(tmpdir(), "stt-microphone-msw-"));
  for (const file of ["index.html", "style.css"]) copyFileSync(join(project, file), join(mswSiteDir, file));
  await promisify(execFile)("npx", ["msw", "init", mswSiteDir, "--no-save"], { cwd: project });
  const mswBuild = await build({
    absWorkingDir: project,
    entryPoints: ["src/msw.js"],
    bundle: true,
    outfile: join(mswSiteDir, "dist/main.js"),
    logLevel: "silent",
  });
  expect(mswBuild.errors).toEqual([]);
  expect(mswBuild.warnings).toEqual([]);
  const wavBody = readFileSync(wav.path);
  // Only files: the page's, the worker script and the WAV for the batch transcription. No key endpoint.
  mswSite = await serveDirectory(mswSiteDir, {
    "/call.wav": (_request, response) => void response.writeHead(200, { "content-type": "audio/wav" }).end(wavBody),
  });
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
  mswSite?.close();
  if (mswSiteDir) rmSync(mswSiteDir, { recursive: true, force: true });
  await mock?.stop();
  if (project) rmSync(project, { recursive: true, force: true });
});

async function openApp(
  viewport: { width: number; height: number },
  query: Record<string, string>,
  appSite: TestSite = site,
) {
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
  await page.goto(`${appSite.url}/?${new URLSearchParams(query)}`);
  return { page, problems };
}

/** The state of each track the page opened. */
function trackStates(page: Page): Promise<string[]> {
  return page.evaluate(() => globalThis.openedStreams.flatMap((stream) => stream.getTracks().map((t) => t.readyState)));
}

/**
 * Waits until the page says it sent `ms` of audio, or failed. Generous room: on a machine whose cores other work
 * holds, Chromium's fake microphone and the service worker start late (once, in CI, past 30 s). On a time-out or
 * a failure, the error says what the page showed, so that a stall and a refusal are told apart.
 */
async function sentAtLeast(page: Page, ms: number): Promise<void> {
  const reached = await page
    .waitForFunction(
      (least) =>
        document.body.dataset.state === "failed" ||
        Number((document.querySelector("#elapsed") as HTMLElement).dataset.ms) >= least,
      ms,
      { timeout: 90_000 },
    )
    .then(() => undefined)
    .catch((error: Error) => error);
  const shown = await page.evaluate(() => ({
    state: document.body.dataset.state,
    sentMs: (document.querySelector("#elapsed") as HTMLElement | null)?.dataset.ms,
    problem: document.querySelector("#problem")?.textContent,
  }));
  if (reached instanceof Error || shown.state === "failed") {
    throw new Error(
      `the page did not send ${ms} ms of audio: ${JSON.stringify(shown)} (${reached?.message ?? "failed"})`,
    );
  }
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
    180_000,
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
        /^The transcription could not start: the key endpoint could not be reached \(.+\)\. Try again soon\.$/,
      );
      expect(await trackStates(noKey.page)).toEqual(["ended"]);
    } finally {
      await noKey.page.close();
    }

    // Opened without ?mock=…&stream=… from a server with no POST /temporary-key: a setup to do, not a retry.
    const filesOnly = await serveDirectory(project);
    const unset = await openApp({ width: 1440, height: 900 }, {}, filesOnly);
    try {
      await unset.page.click("#record");
      expect(await ended(unset.page)).toBe("failed");
      const problem = await unset.page.textContent("#problem");
      expect(problem).toMatch(
        /^This page has no key endpoint \(POST \/temporary-key: the key endpoint answered 404\)\./,
      );
      expect(problem).toContain("npx -p @stt-service/mock stt-mock");
      expect(problem).toContain("?mock=http://127.0.0.1:4010/v1&stream=ws://127.0.0.1:4011/transcribe-websocket");
      expect(problem).not.toContain("Try again soon");
    } finally {
      await unset.page.close();
      filesOnly.close();
    }
  }, 180_000);
});

describe("examples/browser-microphone built on the MSW handlers (npm run build:msw), with no server at all", () => {
  it("mints its key from the intercepted POST /auth/temporary-api-key, streams the fake microphone to the intercepted stream, and ends with the batch transcript of the same WAV through the same handlers", async () => {
    // The production URLs: the key from https://api.stt-service.dev/v1, the stream to the default stream URL.
    const { page, problems } = await openApp(
      { width: 1440, height: 900 },
      { mock: "https://api.stt-service.dev/v1" },
      mswSite,
    );
    const sessionsBefore = finishedSessionsMs().length;
    try {
      await page.click("#record");
      await sentAtLeast(page, wavMs);
      await page.click("#record");
      expect(await ended(page), (await page.textContent("#problem")) ?? "").toBe("done");
      const streamed = await page.textContent("#transcript");
      // The same WAV in batch, through the handlers in the same page's service worker.
      const batch = await page.evaluate(async () => {
        const api = "https://api.stt-service.dev/v1";
        const headers = { authorization: "Bearer page-batch-key" };
        const form = new FormData();
        form.append("file", new File([await (await fetch("/call.wav")).blob()], "call.wav", { type: "audio/wav" }));
        const file = await (await fetch(`${api}/files`, { method: "POST", headers, body: form })).json();
        const created = await (
          await fetch(`${api}/transcriptions`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ file_id: file.file_id, model: "stt-async-v3", enable_speaker_diarization: false }),
          })
        ).json();
        return (await fetch(`${api}/transcriptions/${created.id}`, { headers })).json();
      });
      expect(batch).toMatchObject({ status: "completed" });
      expect(batch.text.length).toBeGreaterThan(20);
      expect(streamed).toBe(batch.text);
      // The same words as the stt-mock process gives: one service, two transports.
      expect(streamed).toBe(batchText);
      expect(await trackStates(page)).toEqual(["ended"]);
      // Nothing went to the mock process: the page had the service in its own worker.
      expect(finishedSessionsMs().length).toBe(sessionsBefore);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);
});
