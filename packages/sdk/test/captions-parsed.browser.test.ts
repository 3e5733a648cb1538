// Captions read back by real parsers, from tokens a hostile or unusual server could send: Chromium's own
// WebVTT parser (a <track> on a <video>, its cues read from track.cues) and a strict SubRip reader. A speaker
// label or token text cannot forge, end or hide a cue; timings a cue cannot have are refused; text without
// spaces (Japanese) breaks into cues within the same limits as spaced text, lines counted in code points.
import fc from "fast-check";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, serveTestPage, type TestSite } from "#test-support/chromium.js";
import { type CaptionToken, captionsFromTokens } from "../src/index.js";

/** A cue as Chromium parsed it: times in ms, the voice tag's name, the text a viewer sees. */
interface ParsedCue {
  startMs: number;
  endMs: number;
  voice: string | undefined;
  text: string;
}

let browser: Browser;
let site: TestSite;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  site = await serveTestPage("", "");
  page = await browser.newPage();
  await page.goto(site.url);
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

/**
 * The cues of each WebVTT file, as Chromium's parser reads them from a track's blob URL, in the file's order.
 * A track lists its cues in the HTML spec's text track cue order (start ascending, then end descending), so a
 * zero-length cue that shares its start with a longer cue after it in the file comes second there. Cues from
 * tokens in time order can share a start only that way (each earlier one is zero-length), so sorting by start,
 * then end, ascending and stable, gives the file's order back.
 */
async function chromiumCues(files: readonly string[]): Promise<ParsedCue[][]> {
  const listed = await page.evaluate(
    (texts) =>
      Promise.all(
        texts.map(async (text) => {
          const video = document.createElement("video");
          const track = document.createElement("track");
          track.src = URL.createObjectURL(new Blob([text], { type: "text/vtt" }));
          video.append(track);
          document.body.append(video);
          track.track.mode = "hidden";
          await new Promise((loaded, failed) => {
            track.onload = loaded;
            track.onerror = () => failed(new Error(`Chromium did not load the track:\n${text}`));
          });
          const cues = Array.from(track.track.cues ?? [], (cue) => {
            const shown = document.createElement("div");
            shown.append((cue as VTTCue).getCueAsHTML());
            return {
              startMs: Math.round(cue.startTime * 1000),
              endMs: Math.round(cue.endTime * 1000),
              voice: shown.querySelector("span[title]")?.getAttribute("title") ?? undefined,
              text: shown.textContent ?? "",
            };
          });
          video.remove();
          URL.revokeObjectURL(track.src);
          return cues;
        }),
      ),
    files,
  );
  return listed.map((cues) => cues.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs));
}

const srtTime = /^(\d{2,}):([0-5]\d):([0-5]\d),(\d{3})$/;

/**
 * A strict SubRip reader: blocks apart by exactly one blank line, each a number counting from 1, a timing line
 * and one or more non-blank text lines, none of which a lenient reader could take for a timing (`-->`).
 */
function readSrt(srt: string): { startMs: number; endMs: number; lines: string[] }[] {
  expect(srt.endsWith("\n")).toBe(true);
  expect(srt).not.toMatch(/\r|\n\n\n/);
  return srt
    .slice(0, -1)
    .split("\n\n")
    .map((block, index) => {
      const [number, timing, ...lines] = block.split("\n");
      expect(number).toBe(String(index + 1));
      const [from, to, ...rest] = (timing ?? "").split(" --> ");
      expect(rest).toEqual([]);
      const ms = (time: string | undefined) => {
        const [, h, m, s, milli] = srtTime.exec(time ?? "") ?? expect.fail(`not a SubRip time: ${time}`);
        return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(milli);
      };
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line.trim()).not.toBe("");
        expect(line).not.toContain("-->");
      }
      return { startMs: ms(from), endMs: ms(to), lines };
    });
}

/** What a SubRip viewer reads: the word joiners the SDK puts into `-->`, `<` and `{` are invisible. */
const visible = (line: string) => line.replaceAll("\u2060", "");

const forgedLabel = "1\n\n00:00:00.000 --> 99:00:00.000\nFORGED";

describe("captions a server cannot forge", () => {
  const hostile: CaptionToken[] = [
    { text: "Hi", start_ms: 120, end_ms: 300, speaker: forgedLabel },
    { text: " there", start_ms: 300, end_ms: 480, speaker: forgedLabel },
    { text: " a --> b", start_ms: 1000, end_ms: 1400, speaker: "2>x" },
    { text: " x<b>y</b>&amp;", start_ms: 1400, end_ms: 1800, speaker: "2>x" },
    { text: " one\n\ntwo\r\n00:00:00.000 --> 01:00:00.000", start_ms: 1800, end_ms: 2200, speaker: "2>x" },
  ];

  it("WebVTT: Chromium reads the forged label as a voice name, and -->, <, >, & and newlines in text as text", async () => {
    const [cues] = await chromiumCues([captionsFromTokens(hostile, { format: "vtt", maxLineLength: 100 })]);
    expect(cues).toEqual([
      {
        startMs: 120,
        endMs: 480,
        voice: "Speaker 1 00:00:00.000 --> 99:00:00.000 FORGED",
        text: "Hi there",
      },
      {
        startMs: 1000,
        endMs: 2200,
        voice: "Speaker 2>x",
        text: "a --> b x<b>y</b>&amp; one two 00:00:00.000 --> 01:00:00.000",
      },
    ]);
  });

  it("SubRip: a strict reader finds the same two cues, no line a timing, the text letter for letter", () => {
    const cues = readSrt(captionsFromTokens(hostile, { format: "srt", maxLineLength: 100 }));
    expect(cues.map(({ startMs, endMs, lines }) => ({ startMs, endMs, text: lines.map(visible) }))).toEqual([
      { startMs: 120, endMs: 480, text: ["Speaker 1 00:00:00.000 --> 99:00:00.000 FORGED: Hi there"] },
      {
        startMs: 1000,
        endMs: 2200,
        text: ["Speaker 2>x: a --> b x<b>y</b>&amp; one two 00:00:00.000 --> 01:00:00.000"],
      },
    ]);
  });

  it("SubRip: no < or { a player would read as a formatting tag", () => {
    const srt = captionsFromTokens(
      [{ text: '<font color="#00000000">hidden</font> {\\an8}', start_ms: 0, end_ms: 9 }],
      {
        format: "srt",
      },
    );
    expect(srt).not.toMatch(/<[a-z/]|\{\\/i);
    expect(readSrt(srt).flatMap((cue) => cue.lines.map(visible))).toEqual([
      '<font color="#00000000">hidden</font>',
      "{\\an8}",
    ]);
  });
});

describe("timings a cue cannot have", () => {
  const at = (start_ms: number, end_ms: number): CaptionToken[] => [
    { text: "fine", start_ms: 0, end_ms: 100 },
    { text: " bad\n", start_ms, end_ms },
  ];

  it.each([
    ["start_ms NaN", at(Number.NaN, 200), /token 1 \(" bad\\n"\) has start_ms NaN, not a time from 0 ms/],
    ["end_ms Infinity", at(100, Number.POSITIVE_INFINITY), /token 1 .* has end_ms Infinity, not a time from 0 ms/],
    ["a negative start_ms", at(-5, 200), /token 1 .* has start_ms -5, not a time from 0 ms/],
    ["end_ms before start_ms", at(500, 200), /token 1 .* has end_ms 200 before its start_ms 500/],
    [
      "a start_ms that is a string",
      [{ text: "x", start_ms: "5" as unknown as number, end_ms: 9 }],
      /token 0 .* has start_ms string/,
    ],
  ])("refuses %s, naming the token and what to do, in both formats", (_name, tokens, message) => {
    for (const format of ["srt", "vtt"] as const) {
      expect(() => captionsFromTokens(tokens, { format })).toThrow(message);
      expect(() => captionsFromTokens(tokens, { format })).toThrow(/correct that token or leave it out/);
    }
  });
});

describe("text written without spaces", () => {
  // Per-character Japanese tokens, no leading spaces, 130 ms apiece: 1 000 characters over 130 s.
  const sentence = "今日はいい天気ですね。明日の会議は十時から始まります、資料を準備してください。";
  const japanese: CaptionToken[] = Array.from({ length: 1000 }, (_, index) => ({
    text: sentence[index % sentence.length] as string,
    start_ms: index * 130,
    end_ms: index * 130 + 120,
    speaker: "1",
  }));
  // English and Japanese in one speaker's turn: English in word tokens (a leading space), Japanese a character apiece.
  const mixed: CaptionToken[] = Array.from(
    "Good morning, 皆さん。今日はproject Xの件です。 Thanks everyone, see you tomorrow. "
      .repeat(3)
      .matchAll(/\s?[A-Za-z,.]+|\s?[^\sA-Za-z,.]/g),
    ([text], index) => ({ text, start_ms: index * 400, end_ms: index * 400 + 350 }),
  );

  const limits = { maxLineLength: 16, maxLines: 2, maxCueMs: 3000 };

  it("a Japanese transcript of per-character tokens becomes many cues within the limits, every character once", async () => {
    const [cues = []] = await chromiumCues([captionsFromTokens(japanese, { format: "vtt", ...limits })]);
    expect(cues.length).toBeGreaterThanOrEqual(Math.ceil(1000 / (2 * 16)));
    for (const cue of cues) {
      expect(cue.endMs - cue.startMs).toBeLessThanOrEqual(limits.maxCueMs);
      expect(cue.voice).toBe("Speaker 1");
    }
    expect(cues.map((cue) => cue.text.replace(/\s/g, "")).join("")).toBe(japanese.map((token) => token.text).join(""));
    // Chromium's text leaves the voice out; SubRip writes the label on the first line, where it counts.
    const srt = readSrt(captionsFromTokens(japanese, { format: "srt", ...limits }));
    expect(srt).toHaveLength(cues.length);
    for (const { lines } of srt) {
      expect(lines.length).toBeLessThanOrEqual(limits.maxLines);
      // Text fills the label's line, and no line starts with the punctuation a Japanese line never starts with.
      expect(lines[0]).toMatch(/^Speaker 1: \S/);
      for (const line of lines) {
        expect(Array.from(line).length).toBeLessThanOrEqual(limits.maxLineLength);
        expect(line).not.toMatch(/^[。、]/);
      }
    }
  });

  it("mixed English and Japanese breaks within the limits, English words whole", async () => {
    const [cues = []] = await chromiumCues([captionsFromTokens(mixed, { format: "vtt", ...limits })]);
    expect(cues.length).toBeGreaterThan(4);
    const shown = cues.map((cue) => cue.text);
    for (const cue of cues) expect(cue.endMs - cue.startMs).toBeLessThanOrEqual(limits.maxCueMs);
    for (const text of shown) {
      for (const line of text.split("\n")) expect(Array.from(line).length).toBeLessThanOrEqual(limits.maxLineLength);
      expect(text.split("\n").length).toBeLessThanOrEqual(limits.maxLines);
      expect(text).not.toMatch(/^[。、]/m);
    }
    const words = shown.join(" ").split(/\s+/);
    for (const word of ["Good", "morning,", "Thanks", "everyone,", "tomorrow."]) expect(words).toContain(word);
    expect(shown.join("").replace(/\s/g, "")).toBe(
      mixed
        .map((token) => token.text)
        .join("")
        .replace(/\s/g, ""),
    );
  });

  it("counts a line's length in code points: ten emoji or rare kanji fill a line of ten", () => {
    const astral = Array.from({ length: 30 }, (_, index) => ({
      text: index % 2 ? "😀" : "𠮷",
      start_ms: index * 100,
      end_ms: index * 100 + 90,
    }));
    const [cue] = readSrt(captionsFromTokens(astral, { format: "srt", maxLineLength: 10, maxLines: 2 }));
    expect(cue?.lines.map((line) => Array.from(line).length)).toEqual([10, 10]);
  });
});

describe("any token list", () => {
  // Fragments a server could put in text: markup, entities, timing lines, line breaks, controls, astral characters.
  const fragment = fc.constantFrom(
    "a",
    "word",
    "日",
    "😀",
    " ",
    "-->",
    "--",
    ">",
    "<",
    "&",
    "&amp;",
    "<v x>",
    "</v>",
    "<b>",
    "\n",
    "\r\n",
    "\n\n",
    "\u2028",
    "\u0000",
    "\u001b",
    "NOTE",
    "WEBVTT",
    "00:00:00.000 --> 99:00:00.000",
  );
  const labels = {
    "1": "Speaker 1",
    [forgedLabel]: "Speaker 1 00:00:00.000 --> 99:00:00.000 FORGED",
    "a>b&c<d": "Speaker a>b&c<d",
  } as Record<string, string>;
  const token = fc.record({
    text: fc
      .tuple(fc.constantFrom("", " "), fc.array(fragment, { maxLength: 6 }), fc.constantFrom("x", "日", "&", ">", "😀"))
      .map(([space, parts, seen]) => space + parts.join("") + seen),
    duration: fc.integer({ min: 0, max: 3000 }),
    gap: fc.integer({ min: 0, max: 2000 }),
    speaker: fc.option(fc.constantFrom(...Object.keys(labels)), { nil: undefined }),
  });
  const visibleText = (text: string) => text.replace(/[\p{Cc}\s]/gu, "");

  it("is read by Chromium as exactly the cues its tokens make (text, timings, speaker, nothing more), and SubRip the same", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(token, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 8, max: 50 }),
        async (drawn, width) => {
          let clock = 0;
          const tokens = drawn.map(({ text, duration, gap, speaker }) => {
            clock += gap;
            const timed = { text, start_ms: clock, end_ms: clock + duration, speaker };
            clock += duration;
            return timed;
          });
          const [cues = []] = await chromiumCues([captionsFromTokens(tokens, { format: "vtt", maxLineLength: width })]);
          // Each cue is a run of whole tokens, in order: consume them until the cue's visible text is matched.
          let next = 0;
          for (const cue of cues) {
            const run: typeof tokens = [];
            while (next < tokens.length && visibleText(run.map((t) => t.text).join("")) !== visibleText(cue.text)) {
              run.push(tokens[next++] as (typeof tokens)[number]);
            }
            expect(visibleText(run.map((t) => t.text).join(""))).toBe(visibleText(cue.text));
            expect(cue.startMs).toBe(Math.min(...run.map((t) => t.start_ms)));
            expect(cue.endMs).toBe(Math.max(...run.map((t) => t.end_ms)));
            for (const { speaker } of run) expect(cue.voice).toBe(speaker === undefined ? undefined : labels[speaker]);
          }
          expect(next).toBe(tokens.length);
          // The SubRip of the same tokens, read strictly: the same cues, the label before the text.
          const srt = readSrt(captionsFromTokens(tokens, { format: "srt", maxLineLength: width }));
          expect(
            srt.map(({ startMs, endMs, lines }) => ({ startMs, endMs, text: visibleText(visible(lines.join(""))) })),
          ).toEqual(
            cues.map(({ startMs, endMs, voice, text }) => ({
              startMs,
              endMs,
              text: visibleText((voice === undefined ? "" : `${voice}:`) + text),
            })),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
