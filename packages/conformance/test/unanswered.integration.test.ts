// A server that answers the preflight but never ends a body: the kit must not crash with a stack trace
// (exit 2) nor read forever; it reports an `http.response` violation with the curl line and exits 1.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failedChecks, firstKey, runKit } from "#test-support/conformance-kit.js";

let server: Server;
let baseUrl: string;
let endlessBodies = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/v1/models") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"models":[]}');
      return;
    }
    // Every other answer is a JSON body that never ends: written as fast as the client drains it.
    endlessBodies += 1;
    response.writeHead(200, { "content-type": "application/json" });
    const chunk = "[".repeat(64 * 1024);
    const pump = () => {
      while (!response.destroyed && response.write(chunk));
    };
    response.on("drain", pump);
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the kit against a server whose bodies never end", () => {
  it("stops at the body bound and reports a violation with the curl line", async () => {
    const outcome = await runKit(baseUrl, "ws://127.0.0.1:1/unused", ["--only", "http", "--negative-runs", "1"]);
    expect(endlessBodies).toBeGreaterThan(0);
    expect(outcome.exitCode, outcome.text).toBe(1);
    expect(failedChecks(outcome)).toContain("http.response");
    const violation = outcome.report.violations().find((entry) => entry.check === "http.response");
    expect(violation?.message).toMatch(/no whole answer \(a response body passed 10485760 bytes/);
    expect(violation?.evidence).toMatch(/^curl -X \w+ 'http:\/\/127\.0\.0\.1:\d+\/v1\//);
    expect(outcome.text).toMatch(/stopped early/);
    expect(outcome.text).not.toContain(firstKey);
  }, 60_000);
});
