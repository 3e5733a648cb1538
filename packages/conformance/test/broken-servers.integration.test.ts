// The suite of broken servers: the mock behind a proxy that breaks the contract in one way each. The kit
// must fail on each with the right check named (and exit 1), covering every group of checks, HTTP and
// stream. Each run uses --only and a single negative sample to keep the suite quick on a 2-core CI.

import type { RunningMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrokenServer } from "#test-support/broken-proxy.js";
import { brokenCases } from "#test-support/broken-proxy-defects.js";
import { failedChecks, runKit, startQuickMocks } from "#test-support/conformance-kit.js";

let mocks: RunningMocks;
beforeAll(async () => {
  mocks = await startQuickMocks();
});
afterAll(() => mocks?.stop());

describe("the kit against broken servers, one defect each", () => {
  it.each(brokenCases)(
    "$only: $name → $check",
    async ({ only, check, message, defect }) => {
      const server = await startBrokenServer(mocks.httpUrl, mocks.streamUrl, defect());
      try {
        const outcome = await runKit(server.baseUrl, server.streamUrl, [
          "--only",
          only,
          "--negative-runs",
          "1",
          // The retry of a failed delivery has its own test (webhooks.integration): not waited on here.
          "--webhook-retry-seconds",
          "0",
        ]);
        expect(failedChecks(outcome), outcome.text).toContain(check);
        expect(outcome.exitCode).toBe(1);
        const violation = outcome.report.violations().find((entry) => entry.check === check);
        if (message) expect(violation?.message).toMatch(message);
        // The evidence reproduces it: a curl line for HTTP, the frames for the stream; never the key itself.
        expect(violation?.evidence).toMatch(only === "http" ? /curl -X|listFiles|listTranscriptions/ : /→ open ws:/);
        expect(outcome.text).not.toMatch(/conformance-(first|second)-key/);
      } finally {
        await server.close();
      }
    },
    60_000,
  );

  it("covers every group of checks with at least one defect", () => {
    const groups = new Set(brokenCases.map((entry) => entry.check.split(".")[0]));
    expect([...groups].sort()).toEqual([
      "auth",
      "captions",
      "content",
      "create",
      "http",
      "isolation",
      "negative",
      "state",
      "stream",
      "webhook",
    ]);
  });
});
