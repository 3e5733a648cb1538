// Property-based generation finds a defect that no example-based request reaches: a server that fails
// (500) only for a client_reference_id longer than 300 characters. The boundary example (maxLength + 1 =
// 257 characters) and every valid example answer as the contract says; the kit's generated out-of-range
// values (from 257 to twice maxLength and more) reach past 300, so the kit names negative.never-5xx with the
// request that shows it, and the same --seed finds it again.
import type { RunningMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrokenServer, startBrokenServer } from "./broken-proxy.js";
import { longReferenceDefect } from "./defects.js";
import { firstKey, runKit, startQuickMocks } from "./support.js";

let mocks: RunningMocks;
let server: BrokenServer;
beforeAll(async () => {
  mocks = await startQuickMocks();
  server = await startBrokenServer(mocks.httpUrl, mocks.streamUrl, longReferenceDefect());
});
afterAll(async () => {
  await server?.close();
  await mocks?.stop();
});

async function createWithReference(reference: string) {
  const response = await fetch(`${server.baseUrl}/transcriptions`, {
    method: "POST",
    headers: { authorization: `Bearer ${firstKey}`, "content-type": "application/json" },
    body: JSON.stringify({
      file_id: "no-such-file",
      model: "stt-async-v3",
      enable_speaker_diarization: false,
      client_reference_id: reference,
    }),
  });
  await response.body?.cancel();
  return response.status;
}

describe("property-based negative data", () => {
  it("the example-based boundary request does not reach the seeded defect", async () => {
    // maxLength of client_reference_id is 256: the classic boundary case is 257 characters.
    expect(await createWithReference("x".repeat(257))).toBe(400);
    expect(await createWithReference("ticket-4821")).toBe(404);
    expect(await createWithReference("x".repeat(301))).toBe(500);
  });

  it("finds it, names negative.never-5xx with the request, and finds it again with the same seed", async () => {
    const runs = [];
    for (let run = 0; run < 2; run++) {
      runs.push(
        await runKit(server.baseUrl, server.streamUrl, ["--only", "http", "--negative-runs", "2", "--seed", "11"]),
      );
    }
    for (const outcome of runs) {
      const found = outcome.report.violations().filter((violation) => violation.check === "negative.never-5xx");
      expect(found.length, outcome.text).toBeGreaterThan(0);
      expect(found[0]?.evidence).toMatch(/"client_reference_id":"a{200,}.*\(\d{3} chars\)/);
      expect(outcome.exitCode).toBe(1);
    }
    const messages = runs.map((outcome) =>
      outcome.report
        .violations()
        .map((violation) => violation.message)
        .sort(),
    );
    expect(messages[1]).toEqual(messages[0]);
  }, 60_000);
});
