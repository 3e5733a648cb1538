// The gate against hostile specs (test/support/hostile-specs.ts): each refused in one sentence naming the file
// (and the place), or judged without blowing up, through src/spec-documents' bounds. The runs that could hang
// on a gate without the bounds (a named pipe, a $ref fan-out) are child processes killed after a generous two
// minutes, so a regression fails instead of hanging the suite.

import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { specBounds } from "@stt-service/spec-documents";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { formatMarkdown, formatText, reportBounds } from "../../scripts/gate/contract/report.js";
import { runGate } from "../../scripts/gate/contract-diff.js";
import { aliasBomb, refFanOut, refTo, withManyOperations } from "../support/hostile-specs.js";
import { nextMinor, releasedVersion } from "../support/versions.js";
import { oneCommitClone } from "./diff-clone.js";

const clone = oneCommitClone({ "CHANGELOG.md": readFileSync("CHANGELOG.md", "utf8") });
const outside = mkdtempSync(join(tmpdir(), "stt-outside-"));
afterEach(() => clone.reset());
afterAll(() => {
  clone.remove();
  rmSync(outside, { recursive: true, force: true });
});

const openapi = "specs/openapi.yaml";
const original = () => clone.read(openapi);

/** The gate as `npm run contract:diff` runs it, in a child process that a runaway cannot keep. */
function gateCli(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ["--conditions=stt-service-source", "--import", "tsx", "scripts/gate/contract-diff.ts", ...args],
    {
      cwd: clone.dir,
      encoding: "utf8",
      timeout: 120_000,
      killSignal: "SIGKILL",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, signal: run.signal };
}

describe("the gate's loading bounds", { timeout: 180_000 }, () => {
  it("refuses a YAML alias bomb, counting the aliases, before expanding it", () => {
    clone.write(openapi, aliasBomb(original()));
    expect(() => runGate({ root: clone.dir, base: "HEAD" })).toThrow(
      /specs\/openapi\.yaml YAML aliases expand past 100 nodes \(specBounds\.aliasCount\)/,
    );
  });

  it("judges a $ref fan-out of 10 levels x 10 at once: each pair of schemas is compared once", () => {
    clone.write(openapi, refFanOut(original()));
    clone.commit("fan-out");
    try {
      const run = gateCli("--base", "HEAD");
      expect(run.signal).toBeNull();
      expect(run.stdout).toContain("OK: no breaking change (0 change(s))");
      expect(run.code).toBe(0);
    } finally {
      clone.dropLastCommit();
    }
  });

  it("refuses a spec larger than the bound, in the working tree and as a committed --base", () => {
    const pristine = original();
    const big = withManyOperations(pristine, specBounds.fileBytes + 1024);
    clone.write(openapi, big);
    expect(() => runGate({ root: clone.dir, base: "HEAD" })).toThrow(
      /specs\/openapi\.yaml is \d+ bytes, more than the 1048576 a spec may be/,
    );
    // Past the old 16 MB buffer too: a base that large was reported as having no spec at all.
    clone.write(openapi, `${pristine}${`# ${"x".repeat(98)}\n`.repeat(170_000)}`);
    clone.commit("a 17 MB spec");
    try {
      clone.reset();
      clone.write(openapi, pristine.replace("openapi: 3.1.0", "openapi: 3.1.0 # edited"));
      expect(() => runGate({ root: clone.dir, base: "HEAD~0" })).toThrow(
        /HEAD~0:specs\/openapi\.yaml is \d+ bytes, more than the 1048576/,
      );
    } finally {
      clone.dropLastCommit();
    }
  });

  it("refuses a spec that is a symbolic link (read from outside the repository otherwise)", () => {
    const secret = join(outside, "openapi.yaml");
    writeFileSync(secret, original());
    unlinkSync(join(clone.dir, openapi));
    symlinkSync(secret, join(clone.dir, openapi));
    expect(() => runGate({ root: clone.dir, base: "HEAD" })).toThrow(/specs\/openapi\.yaml is a symbolic link/);
  });

  it("refuses a spec that is a named pipe instead of waiting on it forever", () => {
    unlinkSync(join(clone.dir, "specs/asyncapi.yaml"));
    execFileSync("mkfifo", [join(clone.dir, "specs/asyncapi.yaml")]);
    const run = gateCli("--base", "HEAD");
    expect(run.signal).toBeNull();
    expect(run.stderr).toMatch(/specs\/asyncapi\.yaml is not a regular file/);
    expect(run.code).toBe(2);
  });

  it.each([
    ["a URL", "http://127.0.0.1:9/openapi.yaml#/components/schemas/FileStatus", /names a URL/],
    ["an absolute path", `${outside}/openapi.yaml#/components/schemas/FileStatus`, /names an absolute path/],
    ["a path out of specs/", "../../outside/openapi.yaml#/components/schemas/FileStatus", /leaves the specs folder/],
  ])("refuses a $ref to %s, naming the file and the pointer", (_, ref, reason) => {
    clone.write(openapi, refTo(original(), ref));
    expect(() => runGate({ root: clone.dir, base: "HEAD" })).toThrow(
      new RegExp(`specs/openapi\\.yaml#/components/schemas/FileObject/properties/leak: \\$ref .*${reason.source}`),
    );
  });
});

describe("the gate's report", { timeout: 180_000 }, () => {
  it("shows spec text inert: an ESC in a path's name reaches no terminal", () => {
    clone.write(openapi, original().replace("\n  /models:\n", '\n  "/models\\e]0;owned\\a\\e[2J":\n'));
    const result = runGate({ root: clone.dir, base: "HEAD" });
    const text = formatText(result);
    expect(text).toContain("/models\\u001b]0;owned\\u0007\\u001b[2J");
    expect(text).not.toContain("\u001b");
    expect(text).not.toContain("\u0007");
    expect(formatMarkdown(result)).not.toContain("\u001b");
  });

  it("lists at most reportBounds.changes changes, and says how many more there are", () => {
    clone.write(openapi, withManyOperations(original(), specBounds.fileBytes - 16 * 1024));
    const result = runGate({ root: clone.dir, base: "HEAD" });
    expect(result.changes.length).toBeGreaterThan(reportBounds.changes);
    const text = formatText(result);
    expect(text.match(/\n {9}reaches: /g)).toHaveLength(reportBounds.changes);
    expect(text).toContain(`more change(s) not listed: the report lists the first ${reportBounds.changes}`);
    expect(text).toContain(`OK: no breaking change (${result.changes.length} change(s))`);
  });
});

describe("npm run release", () => {
  it("refuses a spec whose $ref leaves specs/, and writes nothing", async () => {
    const { release } = await import("../../scripts/release/release.js");
    clone.write(openapi, refTo(original(), "../../outside/openapi.yaml#/components/schemas/FileStatus"));
    const changelog = clone.read("CHANGELOG.md");
    expect(() => release({ root: clone.dir, version: nextMinor(releasedVersion()), date: "2026-12-01" })).toThrow(
      /specs\/openapi\.yaml#\/components\/schemas\/FileObject\/properties\/leak: \$ref .* leaves the specs folder/,
    );
    expect(clone.read("CHANGELOG.md")).toBe(changelog);
  });
});
