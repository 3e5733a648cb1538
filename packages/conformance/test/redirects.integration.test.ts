// A server the kit checks may answer with a redirect to anywhere: another port, another host, a cloud
// metadata address. The kit follows none: a followed redirect would carry its requests (uploads, bodies)
// there and put that answer in the report and the JUnit file as the server's. A redirect is judged as the
// answer it is (no operation declares a 3xx), and one on the first request stops the run, naming it.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { failedChecks, runKit } from "#test-support/conformance-kit.js";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** Another origin that records what reaches it and answers as a healthy server would. */
async function elsewhere(): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const url = await listen((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.writeHead(200, { "content-type": "application/json" }).end('{"secret":"from elsewhere"}');
  });
  return { url, seen };
}

describe("the kit and redirects", () => {
  it("stops at a redirect on its first request, naming it, and sends nothing where it points", async () => {
    const target = await elsewhere();
    const base = await listen((request, response) => {
      response.writeHead(307, { location: `${target.url}${request.url}` }).end();
    });
    const outcome = await runKit(`${base}/v1`, "ws://127.0.0.1:9/v1/stream", ["--only", "http"]);
    expect(outcome.exitCode).toBe(2);
    expect(outcome.text).toMatch(/answered 307 to http:\/\/127\.0\.0\.1:\d+\/v1\/models: the kit follows no redirect/);
    expect(target.seen).toEqual([]);
  });

  it("judges a redirect later in the run as an undeclared status, and follows none of them", async () => {
    const target = await elsewhere();
    const base = await listen((request, response) => {
      if (request.url === "/v1/models") {
        response.writeHead(200, { "content-type": "application/json" }).end('{"models":[]}');
        return;
      }
      request.resume();
      response.writeHead(request.method === "GET" ? 302 : 307, { location: `${target.url}${request.url}` }).end();
    });
    const outcome = await runKit(`${base}/v1`, "ws://127.0.0.1:9/v1/stream", ["--only", "http"]);
    expect(target.seen).toEqual([]);
    expect(outcome.exitCode).toBe(1);
    expect(failedChecks(outcome)).toContain("http.status-declared");
    expect(outcome.text).toMatch(/uploadFile 307: the operation declares 201/);
    expect(outcome.text).not.toContain("from elsewhere");
  });
});
