// test/support/chromium.ts finds the browser the browser tests launch: CHROMIUM_PATH, else the system's,
// else the one inside the @sparticuz/chromium devDependency, which it unpacks once, safely when two test
// files ask at the same time.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { chromiumExecutable } from "../support/chromium.js";

const run = promisify(execFile);
const saved = { CHROMIUM_PATH: process.env.CHROMIUM_PATH, TMPDIR: process.env.TMPDIR };
// A temporary folder of this file's own, so that the unpacking below starts from nothing.
const ownTmp = mkdtempSync(join(tmpdir(), "stt-chromium-test-"));

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(ownTmp, { recursive: true, force: true });
});

describe("the browser tests' Chromium", () => {
  it("refuses a CHROMIUM_PATH with no file, saying what to set instead", async () => {
    process.env.CHROMIUM_PATH = "/nowhere/chromium";
    await expect(chromiumExecutable()).rejects.toThrow(
      /CHROMIUM_PATH is \/nowhere\/chromium, where there is no file: .*@sparticuz\/chromium/,
    );
  });

  it("unpacks the npm package's Chromium once when two callers ask at once, and it runs", async () => {
    process.env.CHROMIUM_PATH = "@sparticuz/chromium";
    process.env.TMPDIR = ownTmp;
    const [first, second] = await Promise.all([chromiumExecutable(), chromiumExecutable()]);
    expect(first).toBe(second);
    expect(first.startsWith(ownTmp)).toBe(true);
    // One unpacked copy, no staging folder left behind.
    expect(readdirSync(ownTmp).filter((name) => name.startsWith("stt-chromium"))).toHaveLength(1);
    const { stdout } = await run(first, ["--version"]);
    expect(stdout).toMatch(/^Chromium \d+\./);
  }, 180_000);
});
