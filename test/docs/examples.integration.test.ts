// The SDK guide's examples (docs/examples/) run as their reader would run them: each is a program of its
// own, configured by STT_API_KEY, STT_BASE_URL and STT_STREAM_URL, started in a folder that holds a call.wav,
// against Prism and the streaming mock; the test reads what it prints. The guide shows these files, so its
// code cannot rot. What is asserted is what any mock of the contract answers, not one example's ids.
import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { firstExampleText, useStreamingMock } from "#test-support/streaming-mock.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { runModule, workingFolder } from "../support/run-module.js";

const baseUrl = inject("apiBaseUrl");
const { mock } = useStreamingMock();
const folder = workingFolder({ "call.wav": readFileSync(writeWavFixture("call.wav", 4)) });

/** Runs docs/examples/<name> and resolves with its output lines (of a `\r`-rewritten line, what shows last). */
async function printed(name: string): Promise<string[]> {
  const run = await runModule(`docs/examples/${name}`, {
    cwd: folder,
    // A key of its own: on the stateful mock, what one example makes is seen by no other.
    env: { STT_API_KEY: `docs-example-${name}`, STT_BASE_URL: baseUrl, STT_STREAM_URL: mock().url },
  });
  expect(run.code, `exit ${run.code}\n${run.stdout}\n${run.stderr}`).toBe(0);
  return run.stdout
    .split("\n")
    .map((line) => line.split("\r").at(-1) ?? "")
    .filter((line) => line !== "");
}

function matching(lines: string[], pattern: RegExp): string[] {
  return lines.filter((line) => pattern.test(line));
}

// Each example is a process of its own (tsx) making many requests, several at once beside Chromium: room to
// finish on a loaded machine.
describe.concurrent("the SDK guide's examples", { timeout: 90_000 }, () => {
  it("batch-transcription.ts transcribes in one call, then step by step with progress, pages, and catches a 404", async () => {
    const lines = await printed("batch-transcription.ts");
    expect(matching(lines, /^transcript: \S/)).toHaveLength(1);
    const progress = matching(lines, /^uploaded \d+ of \d+ bytes$/);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatch(/^uploaded (\d+) of \1 bytes$/);
    expect(lines).toContain("done: completed");
    expect(matching(lines, /^\d+ files on the first page$/)).toHaveLength(1);
    expect(matching(lines, /^recent: \S+ \(\w+\)$/).length).toBeGreaterThanOrEqual(1);
    expect(matching(lines, /^recent: /).length).toBeLessThanOrEqual(3);
    expect(lines.at(-1)).toBe("not found: file_not_found");
  });

  it("captions-and-audio-url.ts gets captions in both formats, the file's bytes as uploaded, and transcribes a URL", async () => {
    const lines = await printed("captions-and-audio-url.ts");
    expect(lines).toEqual([
      "captions: WEBVTT",
      expect.stringMatching(/^first SubRip cue at \d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}$/),
      "the same by accept: true",
      expect.stringMatching(/^content: \d+ bytes, as uploaded: true$/),
      "from a URL: completed, its file kept",
      "not fetched: audio_url_unreachable",
    ]);
  });

  it("errors-and-retries.ts tells each error kind apart, and a bad option fails before any request", async () => {
    const lines = await printed("errors-and-retries.ts");
    expect(lines).toEqual([
      expect.stringMatching(/^invalid: \S+: .+/),
      "check the API key",
      expect.stringMatching(/^slow down for \d+ s$/),
      expect.stringMatching(/^service error 500 \(request [0-9a-f-]{36}\)$/),
      expect.stringContaining('baseUrl "not a url" is not a URL'),
    ]);
  });

  it("typed-fetch-client.ts lists models and transcriptions, and gets a 404 as data", async () => {
    const lines = await printed("typed-fetch-client.ts");
    expect(lines[0]).toMatch(/^models: .*stt-async-v3/);
    expect(lines[0]).toContain("stt-rt-v3");
    expect(lines[1]).toMatch(/^\d+ transcriptions listed$/);
    expect(lines[2]).toBe("missing: 404 transcription_not_found");
  });

  it("sync-client.ts transcribes and lists without await, and exits", async () => {
    const lines = await printed("sync-client.ts");
    expect(matching(lines, /^transcript: \S/)).toHaveLength(1);
    const files = matching(lines, /^file: \S/);
    expect(files.length).toBeGreaterThanOrEqual(1);
    expect(files.length).toBeLessThanOrEqual(2);
  });

  it("realtime-node.ts streams call.wav, sees each utterance end, finalizes half-way and gets the transcript", async () => {
    const lines = await printed("realtime-node.ts");
    expect(matching(lines, /^end of utterance: /)).toEqual([
      "end of utterance: Hello, thanks for calling Acme support.",
      `end of utterance: ${firstExampleText}`,
    ]);
    const [finalized] = matching(lines, /^\d+ tokens final after the first half$/);
    expect(Number.parseInt(finalized ?? "0", 10)).toBeGreaterThan(0);
    expect(lines.at(-1)).toBe(`transcript: ${firstExampleText}`);
  });

  it("microphone-captions.ts hears from captureMicrophone() that Node has no microphone, then captions call.wav as WebVTT", async () => {
    const lines = await printed("microphone-captions.ts");
    expect(lines[0]).toBe(
      "no microphone: captureMicrophone() needs a browser (navigator.mediaDevices.getUserMedia and AudioWorklet), and this runtime has none: in Node, stream audio from a file or another source with session.stream().",
    );
    expect(lines[1]).toBe("WEBVTT");
    // Cues of at most two lines of 32 characters, each a start --> end line before its text.
    const cues = lines.slice(2);
    const timings = cues.filter((line) => / --> /.test(line));
    expect(timings.length).toBeGreaterThanOrEqual(2);
    for (const timing of timings) expect(timing).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/);
    const text = cues.filter((line) => !/ --> /.test(line));
    expect(text.every((line) => line.length <= 32)).toBe(true);
    expect(text.join(" ")).toBe(firstExampleText);
  });

  it("realtime-latency.ts prints time to first token and finalization p50/p95 from the session's own figures", async () => {
    const lines = await printed("realtime-latency.ts");
    expect(matching(lines, /^first token after \d+ ms$/)).toHaveLength(1);
    const [summary] = matching(lines, /^finalization: /);
    const [, count, p50, p95] = summary?.match(/^finalization: (\d+) final tokens, p50 (\d+) ms, p95 (\d+) ms$/) ?? [];
    expect(Number(count)).toBeGreaterThan(0);
    expect(Number(p50)).toBeLessThanOrEqual(Number(p95));
  });
});
