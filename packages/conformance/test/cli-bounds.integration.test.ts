// The kit refuses, before any I/O and in one line (exit 2), what would end a run at once or never: a time
// flag longer than a timer can hold (Node fires it after about 1 ms), and an --audio that is not a regular
// file (a named pipe would block the read for ever, past --max-run-seconds).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runProcess } from "#test-support/run-process.js";
import { parseOptions, runConformance } from "../src/index.js";

const folder = mkdtempSync(join(tmpdir(), "kit-bounds-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Port 9 on the loopback: nothing answers there, and nothing should be called before the refusal.
const target = ["--base-url", "http://127.0.0.1:9/v1", "--stream-url", "ws://127.0.0.1:9/ws", "--api-key", "kit-key"];

async function conformance(args: string[]) {
  const run = await runProcess(
    process.execPath,
    ["--conditions=stt-service-source", "--import", "tsx", "scripts/run/conformance.ts", ...target, ...args],
    { boundMs: 60_000 },
  );
  return { ...run, out: `${run.stdout}${run.stderr}` };
}

describe("stt-conformance's bounds on its own options", () => {
  it("--max-run-seconds 2500000 (past 2^31-1 ms) exits 2 with one sentence naming the most it takes", async () => {
    const run = await conformance(["--max-run-seconds", "2500000"]);
    expect(run.code).toBe(2);
    expect(run.stderr.split("\n")[0]).toBe(
      "stt-conformance: --max-run-seconds is 2500000 s, longer than a timer can wait (2147483647 ms, about 24.8 days; a longer one fires at once): give at most 2147483 s.",
    );
    expect(run.out).not.toMatch(/\n\s+at /);
  }, 90_000);

  it("--idle-timeout-seconds and --transcription-timeout are held to the same bound", async () => {
    const idle = await conformance(["--idle-timeout-seconds", "2000000"]);
    expect(idle.code).toBe(2);
    expect(idle.out).toContain("--idle-timeout-seconds is 2000000 s, longer than a timer can wait");
    const transcription = await conformance(["--transcription-timeout", "2147484"]);
    expect(transcription.code).toBe(2);
    expect(transcription.out).toContain("give at most 2147483 s.");
  }, 90_000);

  it("--audio naming a named pipe exits 2 saying it is not a regular file, without waiting for a writer", async () => {
    const fifo = join(folder, "audio.wav");
    execFileSync("mkfifo", [fifo]);
    const run = await conformance(["--audio", fifo, "--max-run-seconds", "5"]);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr.split("\n")[0]).toBe(
      `stt-conformance: --audio ${fifo} is not a regular file (a directory, a pipe or a device): give a .wav file`,
    );
  }, 90_000);

  it("runConformance() refuses maxRunSeconds 2500000 the same way, instead of a run that ends at once", async () => {
    const options = parseOptions(target, {});
    if (options === "help") throw new Error("parseOptions answered help");
    await expect(runConformance({ ...options, maxRunSeconds: 2_500_000 })).rejects.toThrow(
      "maxRunSeconds is 2500000 s, longer than a timer can wait (2147483647 ms, about 24.8 days; a longer one fires at once): give at most 2147483 s.",
    );
  });
});
