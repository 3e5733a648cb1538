// A server that never delivers its webhooks: the kit names webhook.delivery, with the transcription it created,
// and the run ends (its wait is bounded by --transcription-timeout and the run's deadline), it does not hang.
// The proxy sends the mock another webhook_url on the kit's own listener, a path the listener does not take
// deliveries on, and puts the kit's URL back in the answers, so only the delivery is missing.
import type { RunningMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrokenServer } from "#test-support/broken-proxy.js";
import { failedChecks, runKit, startQuickMocks } from "#test-support/conformance-kit.js";

let mocks: RunningMocks;
beforeAll(async () => {
  mocks = await startQuickMocks();
});
afterAll(() => mocks?.stop());

const kitPath = "/webhooks/";
const elsewhere = "/not-a-webhook-path/";

function swapped(body: Buffer, from: string, to: string): Buffer {
  try {
    const parsed = JSON.parse(body.toString()) as { webhook_url?: unknown };
    if (typeof parsed.webhook_url !== "string") return body;
    return Buffer.from(JSON.stringify({ ...parsed, webhook_url: parsed.webhook_url.replace(from, to) }));
  } catch {
    return body;
  }
}

describe("the kit against a server that does not deliver webhooks", () => {
  it("fails webhook.delivery, naming the wait, and finishes the run", async () => {
    const server = await startBrokenServer(mocks.httpUrl, mocks.streamUrl, {
      request: (request) =>
        request.method === "POST" && request.path === "/transcriptions"
          ? { ...request, body: swapped(request.body, kitPath, elsewhere) }
          : request,
      response: (request, response) =>
        request.path.startsWith("/transcriptions")
          ? { ...response, body: swapped(response.body, elsewhere, kitPath) }
          : response,
    });
    try {
      const outcome = await runKit(server.baseUrl, server.streamUrl, [
        "--only",
        "http",
        "--negative-runs",
        "1",
        // Room for the transcriptions' own polls on a busy machine; the webhook that never comes meets it.
        "--transcription-timeout",
        "6",
      ]);
      expect(failedChecks(outcome), outcome.text).toEqual(["webhook.delivery"]);
      const violation = outcome.report
        .violations()
        .find((entry) => entry.check === "webhook.delivery" && entry.message.startsWith("no webhook came"));
      expect(violation?.message).toMatch(/no webhook came to http:\/\/127\.0\.0\.1:\d+\/webhooks\/\S+ within 6 s/);
      expect(violation?.evidence).toMatch(/curl -X POST .*\/transcriptions/);
      expect(outcome.exitCode).toBe(1);
    } finally {
      await server.close();
    }
  }, 60_000);
});
