// A real service rate-limits: the kit waits for Retry-After and repeats the request, and does not count a
// 429 in the contract's shape as a violation. Here a proxy answers the first upload 429 with Retry-After: 1.
import type { RunningMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retryAfterSeconds } from "../../packages/conformance/src/http.js";
import { startBrokenServer } from "./broken-proxy.js";
import { failedChecks, runKit, startQuickMocks } from "./support.js";

let mocks: RunningMocks;
beforeAll(async () => {
  mocks = await startQuickMocks();
});
afterAll(() => mocks?.stop());

describe("429 and Retry-After", () => {
  it("waits as told, repeats the request, and the run still keeps the contract", async () => {
    let limited = 0;
    const server = await startBrokenServer(mocks.httpUrl, mocks.streamUrl, {
      request: (request) => {
        if (request.method !== "POST" || request.path !== "/files" || limited > 0) return request;
        limited += 1;
        const body = {
          status_code: 429,
          error_type: "rate_limited",
          message: "Too many requests.",
          request_id: "limited-1",
        };
        return {
          status: 429,
          headers: { "content-type": "application/json", "x-request-id": "limited-1", "retry-after": "1" },
          body: Buffer.from(JSON.stringify(body)),
        };
      },
    });
    try {
      const outcome = await runKit(server.baseUrl, server.streamUrl, ["--only", "http", "--negative-runs", "1"]);
      expect(limited).toBe(1);
      expect(failedChecks(outcome), outcome.text).toEqual([]);
      expect(outcome.text).toContain("1 s waited on 429 Retry-After");
    } finally {
      await server.close();
    }
  }, 60_000);

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("Tue, 24 Nov 2026 14:00:00 GMT");
    expect(retryAfterSeconds("3", now)).toBe(3);
    expect(retryAfterSeconds("Tue, 24 Nov 2026 14:00:05 GMT", now)).toBe(5);
    expect(retryAfterSeconds(null, now)).toBe(1);
  });
});
