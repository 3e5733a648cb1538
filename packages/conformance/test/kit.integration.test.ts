// The kit against the real mock (Prism behind the stateful HTTP mock, and the streaming mock): the mock's
// own contract test. Every check runs and verifies something, none finds a violation, the mock's Prism saw
// no answer at odds with the contract, and what the run made is gone.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunningMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failedChecks, firstKey, runKit, secondKey, startQuickMocks } from "#test-support/conformance-kit.js";

let mocks: RunningMocks;
beforeAll(async () => {
  mocks = await startQuickMocks();
});
afterAll(() => mocks?.stop());

describe("the conformance kit against the mock", () => {
  it("finds zero violations in every group of checks, within its budget, and deletes what it made", async () => {
    const junit = join(tmpdir(), `conformance-${process.pid}.xml`);
    const outcome = await runKit(mocks.httpUrl, mocks.streamUrl, ["--junit", junit]);
    expect(failedChecks(outcome), outcome.text).toEqual([]);
    expect(outcome.exitCode).toBe(0);
    const checks = outcome.report.results().map((result) => result.check);
    for (const group of [
      "http.",
      "auth.",
      "state.",
      "isolation",
      "negative.",
      "stream.",
      "captions.",
      "content.",
      "create.",
      "webhook.",
    ]) {
      expect(
        checks.some((check) => check.startsWith(group)),
        group,
      ).toBe(true);
    }
    for (const result of outcome.report.results()) expect(result.verified, result.check).toBeGreaterThan(0);
    expect(outcome.text).toMatch(/\d+ requests of 600/);
    expect(outcome.text).not.toContain(firstKey);
    expect(outcome.text).not.toContain(secondKey);
    expect(mocks.responseViolations).toBe(0);
    for (const key of [firstKey, secondKey]) {
      const tenant = mocks.state.tenant(key);
      expect([tenant.files.size, tenant.transcriptions.size], key).toEqual([0, 0]);
    }
    const xml = readFileSync(junit, "utf8");
    expect(xml).toContain('failures="0"');
    expect(xml).toContain('name="stream.final-once"');
    // The delivery answered 500 came again with the same webhook-id, signed, within the kit's wait.
    for (const check of ["webhook.delivery", "webhook.signature", "webhook.retry", "captions.cues", "content.bytes"])
      expect(xml).toContain(`name="${check}"`);
  }, 120_000);
});
