// `npm run lint`'s Redocly, through scripts/gate/redocly.mjs: without Redocly's Node 20 deprecation box, and
// with everything else it says (problems, exit code) as Redocly said it.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const env = { ...process.env, REDOCLY_TELEMETRY: "off", NO_COLOR: "1" };

describe("scripts/gate/redocly.mjs", () => {
  it("npm run lint:specs lints the specs with no deprecation box", async () => {
    const { stdout, stderr } = await run("npm", ["run", "-s", "lint:specs"], { env });
    expect(`${stdout}${stderr}`).toContain("validated in");
    expect(stderr).not.toContain("support is ending");
    expect(stderr).not.toContain("╔");
  }, 60_000);

  it("passes a spec's problems and Redocly's exit code on", async () => {
    const broken = join(mkdtempSync(join(tmpdir(), "stt-redocly-")), "openapi.yaml");
    // An operation with no summary, no tags, no responses: errors under the project's ruleset.
    writeFileSync(broken, "openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths:\n  /a:\n    get: {}\n");
    const failure = await run(process.execPath, ["scripts/gate/redocly.mjs", "lint", broken], { env }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect("code" in failure ? failure.code : 0).toBe(1);
    expect(`${failure.stdout}${failure.stderr}`).toMatch(/operation-summary/);
    expect(failure.stderr).not.toContain("support is ending");
  }, 60_000);
});
