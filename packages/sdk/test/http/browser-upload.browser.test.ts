// Uploads from a browser page in real headless Chromium against the stateful mock: a File is sent as
// FormData and, with onUploadProgress, through XMLHttpRequest, whose upload events fetch cannot give.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { collectPageProblems, launchChromium, serveTestPage, type TestSite } from "#test-support/chromium.js";
import { bundlePage } from "#test-support/page-bundle.js";

let browser: Browser;
let site: TestSite;

/** The page: uploads a 3 MB File twice, with and without progress, and shows what it saw as JSON. */
const pageScript = `
import { AsyncServiceClient } from "stt-service";
const baseUrl = new URLSearchParams(location.search).get("api");
// A test page against the mock: the opt-in a page needs to hold a long-lived key.
const client = new AsyncServiceClient({ apiKey: "browser-test-key", baseUrl, dangerouslyAllowBrowser: true });
const audio = new File([new Uint8Array(3 * 1024 * 1024)], "call.raw", { type: "audio/L16;rate=16000" });
const progress = [];
const out = document.querySelector("#out");
try {
  const withProgress = await client.files.upload(audio, { onUploadProgress: (event) => progress.push(event) });
  const plain = await client.files.upload(audio, { clientReferenceId: "ticket-1" });
  const stored = await client.files.get(withProgress.file_id);
  // An answer over maxResponseBytes is cut short on this path too.
  const small = new AsyncServiceClient({ apiKey: "browser-test-key", baseUrl, maxResponseBytes: 64, dangerouslyAllowBrowser: true });
  const oversized = await small.files.upload(audio, { onUploadProgress: () => {} }).catch((error) => ({ name: error.name, message: error.message }));
  out.textContent = JSON.stringify({ withProgress, plain, stored, progress, oversized });
} catch (error) {
  out.textContent = JSON.stringify({ error: String(error) });
}
out.dataset.state = "done";
`;

beforeAll(async () => {
  // #node-upload resolves to the browser's module: a Node-only module on the way would fail the build.
  const script = await bundlePage({ script: pageScript, loader: "ts" });
  site = await serveTestPage('<pre id="out"></pre>', script);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

describe("uploads in headless Chromium", () => {
  it("uploads a File, reporting progress through XMLHttpRequest up to the file's size", async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    // A slower uplink than loopback's, so that the browser has upload progress to report before the end.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024 * 1024,
    });
    await page.goto(`${site.url}/?api=${encodeURIComponent(inject("apiBaseUrl"))}`);
    const out = page.locator("#out[data-state=done]");
    await out.waitFor({ timeout: 30_000 }).catch((error) => {
      throw new Error(`The page did not finish: ${problems.join("; ")}`, { cause: error });
    });
    const seen = JSON.parse((await out.textContent()) ?? "{}");
    expect(seen.error).toBeUndefined();
    const size = 3 * 1024 * 1024;
    expect(seen.withProgress).toMatchObject({ filename: "call.raw", size, status: "uploaded" });
    expect(seen.plain).toMatchObject({ filename: "call.raw", size, client_reference_id: "ticket-1" });
    expect(seen.stored.file_id).toBe(seen.withProgress.file_id);
    const progress = seen.progress as { loaded: number; total: number }[];
    // Events before the end: the browser's own, which fetch could not have given.
    expect(progress.some((event) => event.loaded > 0 && event.loaded < size)).toBe(true);
    expect(progress.at(-1)).toEqual({ loaded: size, total: size });
    for (const [index, event] of progress.entries()) {
      expect(event.total).toBe(size);
      if (index > 0) expect(event.loaded).toBeGreaterThan(progress[index - 1]?.loaded ?? -1);
    }
    expect(seen.oversized).toMatchObject({
      name: "ServiceAPIError",
      message: expect.stringContaining("over maxResponseBytes (64 bytes)"),
    });
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
