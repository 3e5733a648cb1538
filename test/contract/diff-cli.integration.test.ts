// `npm run contract:diff` as a user runs it, in a one-commit clone: its exit codes (0 no break, 1 a break
// without a new major, 2 cannot run, with a message saying what to do) and its three formats.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type ProcessRun, runProcess } from "../support/run-process.js";
import { releasedVersion } from "../support/versions.js";
import { oneCommitClone } from "./diff-clone.js";

const clone = oneCommitClone();
afterEach(() => clone.reset());
afterAll(() => clone.remove());

function contractDiff(...args: string[]): Promise<ProcessRun> {
  return runProcess("npm", ["run", "-s", "contract:diff", "--", ...args], {
    cwd: clone.dir,
    env: { ...process.env, NO_COLOR: "1" },
    boundMs: 120_000,
  });
}

function remapRateLimit(): void {
  clone.edit(({ openapi }) => {
    const kinds = openapi["x-error-kinds"];
    kinds.find((kind: { name: string }) => kind.name === "ServiceRateLimitError")["http-statuses"] = [];
    kinds.find((kind: { name: string }) => kind.name === "ServiceAPIError")["http-statuses"].push(429);
  });
}

// Each npm run starts npm, tsx and git: seconds on a busy machine.
describe("npm run contract:diff", { timeout: 60_000 }, () => {
  it("exits 0 with no change against HEAD, and against the released base by default", async () => {
    const head = await contractDiff("--base", "HEAD");
    expect(head.stdout).toContain("OK: no breaking change (0 change(s))");
    expect(head.code).toBe(0);
    const released = await contractDiff();
    expect(released.stdout).toContain(`release ${releasedVersion()} (contract/released/) → the working tree`);
    expect(released.code).toBe(0);
  });

  it("exits 1 on a break, in text, markdown and JSON", async () => {
    remapRateLimit();
    const text = await contractDiff("--base", "HEAD");
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/BREAKING sdk-behaviour {2}specs\/openapi\.yaml#\/x-error-kinds\/1\/http-statuses/);
    expect(text.stdout).toMatch(/FAIL: 1 breaking change/);
    const markdown = await contractDiff("--base", "HEAD", "--format", "markdown");
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toMatch(
      /### Breaking changes\n\n- \*\*error kinds \(x-error-kinds\)\*\* \(sdk-behaviour\): HTTP 429/,
    );
    const json = await contractDiff("--base", "HEAD", "--format", "json");
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { changes: { touches: string; breaking: boolean }[]; failing: number };
    expect(report.failing).toBe(1);
    expect(report.changes).toMatchObject([{ touches: "sdk-behaviour", breaking: true }]);
  });

  it("exits 2 for a base that does not exist", async () => {
    const noRef = await contractDiff("--base", "no-such-branch");
    expect(noRef.code).toBe(2);
    expect(noRef.stderr).toMatch(/--base no-such-branch: no such commit .* Give a branch, tag or commit that exists/);
  });

  it("exits 2 for a format it does not know", async () => {
    const format = await contractDiff("--base", "HEAD", "--format", "xml");
    expect(format.code).toBe(2);
    expect(format.stderr).toMatch(/--format xml is not one of text, markdown, json/);
  });

  it("exits 2 for a --today that is shaped like a date but is none", async () => {
    // The sunset verdicts compare dates as text: 2026-13-45 would sort after every real sunset.
    const month13 = await contractDiff("--base", "HEAD", "--today", "2026-13-45");
    expect(month13.code).toBe(2);
    expect(month13.stderr).toMatch(/--today 2026-13-45 is not a date like 2026-11-24/);
    const february30 = await contractDiff("--base", "HEAD", "--today", "2027-02-30");
    expect(february30.code).toBe(2);
    const leapDay = await contractDiff("--base", "HEAD", "--today", "2028-02-29");
    expect(leapDay.code).toBe(0);
  });

  it("exits 2 for a spec that is not YAML", async () => {
    clone.write("specs/asyncapi.yaml", "asyncapi: 3.0.0\ninfo: [unclosed\n");
    const unreadable = await contractDiff("--base", "HEAD");
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toMatch(/specs\/asyncapi\.yaml is not valid YAML .*fix it, then run again/);
  });

  it("exits 2 for a $ref across the specs that names nothing", async () => {
    clone.edit(({ asyncapi }) => {
      asyncapi.components.schemas.RealtimeToken.$ref = "./openapi.yaml#/components/schemas/Nothing";
    });
    const dangling = await contractDiff("--base", "HEAD");
    expect(dangling.code).toBe(2);
    expect(dangling.stderr).toMatch(/\$ref \.\/openapi\.yaml#\/components\/schemas\/Nothing names nothing/);
  });

  it("exits 2 without a released base when no --base is given", async () => {
    rmSync(join(clone.dir, "contract/released"), { recursive: true });
    const noRelease = await contractDiff();
    expect(noRelease.code).toBe(2);
    expect(noRelease.stderr).toMatch(/release\.json is missing.*--base <git-ref>.*npm run release/);
  });
});
