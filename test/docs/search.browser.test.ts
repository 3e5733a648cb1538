// The site's own search (docs/site/search.ts, with the index the build makes): it finds the guide's, the
// mocks' and the references' sections from any page, offline, and every result leads to what it names.
import { describe, expect, it } from "vitest";
import { resultsPerPage, search } from "../../docs/site/search.js";
import type { SearchEntry } from "../../docs/site/search-entry.js";
import { withinOneEdit } from "../../docs/site/search-ranking.js";
import { referenceReady, referenceSectionShown, showReferenceSection, useBuiltSite } from "../support/built-site.js";

const site = useBuiltSite();
const desktop = { width: 1440, height: 900 };

describe("search(), the ranking", () => {
  const index: SearchEntry[] = [
    { url: "a.html#x", page: "A", title: "Retries", text: "backoff and jitter for uploads" },
    { url: "d.html#w", page: "D", title: "List uploaded files", text: "newest first" },
    { url: "b.html#y", page: "B", title: "Upload a file", text: "multipart" },
    { url: "c.html#z", page: "C", title: "Errors", text: "a file upload that fails" },
  ];

  it.each([
    ["upload", ["b.html#y", "d.html#w", "a.html#x", "c.html#z"]],
    ["file upload", ["b.html#y", "d.html#w", "c.html#z"]],
    ["UPLOAD FILE", ["b.html#y", "d.html#w", "c.html#z"]],
    ["jitter", ["a.html#x"]],
    ["nothing-like-this", []],
    ["   ", []],
  ])("%j finds %j: every word somewhere, a title's whole words first", (query, urls) => {
    expect(search(index, query).map((entry) => entry.url)).toEqual(urls);
  });

  const api: SearchEntry[] = [
    { url: "guide.html#b", page: "Guide", title: "Batch transcription", text: "set enable_speaker_diarization" },
    { url: "guide.html#s", page: "Guide", title: "Speakers", text: "who spoke when", context: "WebSocket" },
    {
      url: "http.html#/t/create",
      page: "HTTP",
      title: "Create a transcription",
      text: "starts transcribing",
      names: "createTranscription enable_speaker_diarization file_id",
    },
    {
      url: "streaming.html#/e",
      page: "Streaming",
      title: "Receive an error",
      text: "the close code",
      context: "WebSocket",
    },
  ];

  it.each([
    // One typo, in the title: a letter left out, two swapped, one changed; a typo at a long word's start.
    ["transcripton", ["guide.html#b", "http.html#/t/create"]],
    ["tarnscription", ["guide.html#b", "http.html#/t/create"]],
    ["transcribtion", ["guide.html#b", "http.html#/t/create"]],
    ["transcribin", ["http.html#/t/create"]],
    // A word of the API: the entry that documents the name before the one that mentions it.
    ["diarization", ["http.html#/t/create", "guide.html#b"]],
    ["createtranscription", ["http.html#/t/create"]],
    // The page's summary counts with a word found in the entry, never alone.
    ["websocket close code", ["streaming.html#/e"]],
    ["websocket", []],
    // Two typos, or one in a word of 3 letters, find nothing; one in 4 letters finds.
    ["trnscripton", []],
    ["cde", []],
    ["cose", ["streaming.html#/e"]],
  ])("%j finds %j", (query, urls) => {
    expect(search(api, query).map((entry) => entry.url)).toEqual(urls);
  });

  it.each([
    ["transcripton", "transcription", true],
    ["tarnscription", "transcription", true],
    ["transcriptiom", "transcription", true],
    ["transcriptions", "transcription", true],
    ["trnscripton", "transcription", false],
    ["abcd", "abdc", true],
    ["abcd", "badc", false],
  ])("withinOneEdit(%j, %j) is %s", (a, b, want) => {
    expect(withinOneEdit(a, b)).toBe(want);
    expect(withinOneEdit(b, a)).toBe(want);
  });
});

describe("search(), on the site's own index", () => {
  const urls = (query: string) => search(site.searchEntries(), query).map((entry) => entry.url);
  const isReference = (url: string) => url.startsWith("http.html") || url.startsWith("streaming.html");

  it("'transcripton', one letter short, finds the transcription operations among the first results", () => {
    const first = urls("transcripton").slice(0, resultsPerPage);
    for (const operation of ["createtranscription", "gettranscription", "listtranscriptions", "deletetranscription"]) {
      expect(first).toContain(`http.html#/transcriptions/${operation}`);
    }
  });

  it("'diarization', a word of the API, finds the reference's operations and messages before any guide section", () => {
    const found = urls("diarization");
    const firstNotReference = found.findIndex((url) => !isReference(url));
    expect(firstNotReference).toBeGreaterThan(0);
    expect(found.slice(0, firstNotReference)).toEqual(
      expect.arrayContaining([
        "http.html#/transcriptions/createtranscription",
        "streaming.html#/channels/transcribe/operations/sendconfig",
      ]),
    );
    expect(found.some((url) => url.startsWith("guide.html"))).toBe(true);
  });

  it("'websocket close code' finds the streaming reference's error frame first, and the guide's and the mocks' sections on it", () => {
    const found = urls("websocket close code");
    expect(found[0]).toBe("streaming.html#/channels/transcribe/operations/receiveerror");
    expect(found).toContain("guide.html#the-microphone");
    expect(found).toContain("mock.html#the-streaming-mock");
  });
});

describe("the site's search in headless Chromium", () => {
  it.each([
    ["index.html", "waitUntilDone", "guide.html#"],
    ["guide.html", "mock:error:503", "mock.html#"],
    ["mock.html", "Upload an audio file", "http.html#/files/uploadfile"],
    ["http.html", "finalize", "streaming.html#/channels/transcribe/operations/sendfinalize"],
    ["streaming.html", "client.transcriptions.waitUntilDone", "guide.html#"],
    ["guide.html", "websocket close code", "streaming.html#/channels/transcribe/operations/receiveerror"],
    ["index.html", "transcripton", "guide.html#batch-transcription"],
  ])(
    "on %s, %j finds a result on %s, and Enter opens it",
    async (file, query, target) => {
      const { page, problems } = await site.open(desktop);
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      const input = page.locator("#site-search");
      await input.fill(query);
      const first = page.locator("#site-search-results a").first();
      await first.waitFor();
      expect(await first.getAttribute("href")).toContain(target);
      const href = (await first.getAttribute("href")) ?? "";
      await input.press("Enter");
      await page.waitForURL((url) => url.href.endsWith(href));
      const [path, hash = ""] = href.split("#");
      if (path === "http.html" || path === "streaming.html") {
        await referenceReady(page);
        await referenceSectionShown(page, hash);
      } else if (hash) {
        await expect.poll(() => page.evaluate((id) => document.getElementById(id) !== null, hash)).toBe(true);
      }
      expect(problems).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it("shows the first results and 'Show more' for the next, reached by the arrows, until every result is shown", async () => {
    const all = search(site.searchEntries(), "transcription").map((entry) => entry.url);
    expect(all.length).toBeGreaterThan(2 * resultsPerPage);
    const { page, problems } = await site.open(desktop);
    await page.goto(site.url("guide.html"), { waitUntil: "networkidle" });
    await page.locator("#site-search").fill("transcription");
    const links = page.locator("#site-search-results a");
    const more = page.getByRole("button", { name: /^Show more/ });
    await links.first().waitFor();
    expect(await links.count()).toBe(resultsPerPage);
    expect(await more.textContent()).toBe(`Show more (${resultsPerPage} of ${all.length} shown)`);
    // The arrows go past the last result onto the button, and Enter on it shows the next results, the
    // focus on the first of them.
    for (let step = 0; step <= resultsPerPage; step++) await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Show more/);
    await page.keyboard.press("Enter");
    expect(await links.count()).toBe(2 * resultsPerPage);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(all[resultsPerPage]);
    while ((await more.count()) > 0) await more.click();
    expect(await links.evaluateAll((shown) => shown.map((link) => link.getAttribute("href")))).toEqual(all);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("loads the index only when the reader goes to the box, once, from beside search.js under a subpath too", async () => {
    const { page, problems } = await site.open(desktop);
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/search-index.js")) indexRequests.push(request.url());
    });
    await page.goto(site.subpathUrl("guide.html"), { waitUntil: "networkidle" });
    // A page read and never searched carries none of the index's weight.
    expect(indexRequests).toEqual([]);
    await page.locator("#site-search").focus();
    await page.keyboard.type("waitUntilDone");
    await page.locator("#site-search-results a").first().waitFor();
    await page.locator("#site-search").fill("upload");
    await page.locator("#site-search-results a").first().waitFor();
    expect(indexRequests).toEqual([site.subpathUrl("search-index.js")]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("'/' focuses the search, arrows move through the results, Escape closes them, and a miss says so", async () => {
    const { page } = await site.open(desktop);
    await page.goto(site.url("guide.html"), { waitUntil: "networkidle" });
    await page.keyboard.press("/");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("site-search");
    await page.keyboard.type("transcription");
    const results = page.locator("#site-search-results a");
    await results.first().waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
      await results.nth(1).getAttribute("href"),
    );
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#site-search-results").isHidden()).toBe(true);
    await page.locator("#site-search").fill("qwertyuiop");
    await expect.poll(() => page.locator("#site-search-results").innerText()).toContain("Nothing found");
    await page.close();
  });

  it.each(["http.html", "guide.html"])(
    "on a phone, the results of %s's search show above the page, within the screen",
    async (file) => {
      const { page } = await site.open({ width: 390, height: 844 });
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      await page.locator("#site-search").fill("file_id");
      const first = page.locator("#site-search-results a").first();
      await first.waitFor();
      const onTop = await first.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { covered: !(hit && link.contains(hit)), right: box.right };
      });
      expect(onTop.covered).toBe(false);
      expect(onTop.right).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `reports/screenshots/search-${file.replace(".html", "")}-390.png` });
      await page.close();
    },
    60_000,
  );

  it("every entry of the index leads to its section: an element with its id, scrolled to on the references", async () => {
    const entries = site.searchEntries();
    const pages = new Set(entries.map((entry) => entry.url.split("#")[0] ?? ""));
    expect([...pages].sort()).toEqual([
      "changes.html",
      "conformance.html",
      "guide.html",
      "http.html",
      "index.html",
      "mock.html",
      "react.html",
      "streaming.html",
    ]);
    const { page, problems } = await site.open(desktop);
    for (const file of pages) {
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      const hashes = entries.flatMap((entry) => {
        const [path, hash] = entry.url.split("#");
        return path === file && hash ? [hash] : [];
      });
      if (file === "http.html" || file === "streaming.html") {
        await referenceReady(page);
        for (const hash of hashes) await showReferenceSection(page, hash);
      } else {
        const missing = await page.evaluate((ids) => ids.filter((id) => document.getElementById(id) === null), hashes);
        expect(missing, file).toEqual([]);
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
