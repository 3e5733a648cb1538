// The mocks page's walkthrough, run as a user runs it (its own module, STT_BASE_URL pointing at the mock,
// call.wav beside it): each state the mock moves the transcription through, then the failure on purpose.
import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { firstExampleText } from "#test-support/streaming-mock.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { runModule, workingFolder } from "../support/run-module.js";

describe("docs/mock.md", () => {
  it("mock-walkthrough.ts uploads, polls through processing to completed, and shows the error on demand", async () => {
    const cwd = workingFolder({ "call.wav": readFileSync(writeWavFixture("call.wav", 4)) });
    const run = await runModule("docs/examples/mock-walkthrough.ts", {
      cwd,
      env: { STT_BASE_URL: inject("apiBaseUrl"), STT_API_KEY: "" },
    });
    expect(run.stderr).toBe("");
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^uploaded call\.wav: 128044 bytes$/);
    // Polled at once after the create (processing), then until completed; tokens only ever grow.
    expect(lines[1]).toMatch(/^processing: \d+ tokens$/);
    expect(lines.at(-3)).toBe("completed: 15 tokens");
    const counts = lines.slice(1, -2).map((line) => Number(/(\d+) tokens/.exec(line)?.[1]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(lines.at(-2)).toBe(firstExampleText);
    expect(lines.at(-1)).toBe("failed: audio_decode_failed");
  }, 60_000);

  it("mock-in-a-test-suite.ts starts both mocks on free ports, and reset forgets what was made", async () => {
    const cwd = workingFolder({ "call.wav": readFileSync(writeWavFixture("suite.wav", 1)) });
    const run = await runModule("docs/examples/mock-in-a-test-suite.ts", { cwd, env: {} });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("files before reset: 1\nfiles after reset: 0\n");
    expect(run.code).toBe(0);
  }, 60_000);
});
