// Refused upgrades on the MSW handlers: a socket at `/__mock/refuse:…/transcribe-websocket` sees what a browser
// sees of a refused upgrade (`error`, then close 1006, never `open`), `:times:<n>` lets the key's later sockets
// through to a normal session, and the same upgrade request over node:http (the SDK's connect probe in Node) gets
// the stream server's status and Retry-After, without counting as a connection.
// The modules' default exports, as the SDK's probe uses them: MSW patches those objects, which the named exports
// of a built-in module do not follow.
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { createMockHandlers } from "../../src/msw/handlers.js";

const streamUrl = "ws://upgrade-faults.example/transcribe-websocket";
const handlers = createMockHandlers({ baseUrl: "https://upgrade-faults.example/v1", streamUrl });
const secure = createMockHandlers({
  baseUrl: "https://secure-faults.example/v1",
  streamUrl: "wss://secure-faults.example/transcribe-websocket",
});
const server = setupServer(...handlers, ...secure);
const hadWebSocket = globalThis.WebSocket !== undefined;

beforeAll(() => {
  if (!hadWebSocket) {
    Object.defineProperty(globalThis, "WebSocket", { value: NodeWebSocket, configurable: true, writable: true });
  }
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => {
  server.close();
  handlers.close();
  secure.close();
  if (!hadWebSocket) Reflect.deleteProperty(globalThis, "WebSocket");
});

function faultUrl(directive: string, url = streamUrl): string {
  return url.replace("/transcribe-websocket", `/__mock/${directive}/transcribe-websocket`);
}

/** The events a socket sees, in order, until it closes (or, opened, until it got the ack and was closed). */
async function eventsOf(url: string, key: string): Promise<string[]> {
  const socket = new globalThis.WebSocket(url, { headers: { authorization: `Bearer ${key}` } } as unknown as string[]);
  const events: string[] = [];
  return new Promise((resolve) => {
    socket.addEventListener("open", () => {
      events.push("open");
      socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" }));
    });
    socket.addEventListener("message", (event) => {
      events.push(`message ${JSON.parse(String(event.data)).type}`);
      socket.close();
    });
    socket.addEventListener("error", () => events.push("error"));
    socket.addEventListener("close", (event) => {
      events.push(`close ${event.code}`);
      resolve(events);
    });
  });
}

/** The connect probe's request: the upgrade, over node:http(s), as the SDK makes it in Node. */
async function probe(
  url: string,
  key: string,
): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const address = new URL(url.replace(/^ws/, "http"));
  const send = address.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const sent = send({
      host: address.hostname,
      port: address.port || undefined,
      path: address.pathname,
      agent: false,
      headers: {
        authorization: `Bearer ${key}`,
        "x-stt-connect-probe": "1",
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
      },
    });
    sent.on("response", (response: IncomingMessage) => {
      let body = "";
      response.setEncoding("utf8");
      // The first line, as the SDK reads a refusal.
      response.on("data", (chunk: string) => {
        body += chunk;
        if (body.includes("\n")) response.destroy();
      });
      response.on("close", () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers["retry-after"] as string | undefined,
          body: body.split("\n")[0] ?? "",
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("refused upgrades at /__mock/<directive>/transcribe-websocket, on the MSW handlers", () => {
  it("shows a refused upgrade as a browser does: error, then close 1006, never open", async () => {
    expect(await eventsOf(faultUrl("refuse:429:retry-after:2"), "browser-like")).toEqual(["error", "close 1006"]);
    expect(await eventsOf(faultUrl("refuse:401"), "browser-like")).toEqual(["error", "close 1006"]);
  });

  it("answers the Node probe with the stream server's status, Retry-After and body", async () => {
    await eventsOf(faultUrl("refuse:429:retry-after:2"), "probed");
    expect(await probe(faultUrl("refuse:429:retry-after:2"), "probed")).toEqual({
      status: 429,
      retryAfter: "2",
      body: "Refused on purpose by the mock (refuse:429:retry-after:2): 429 Too Many Requests: too many sessions start at once. Retry after 2 s.",
    });
    expect(await probe(faultUrl("refuse:403"), "probed")).toMatchObject({ status: 403, retryAfter: undefined });
    expect(
      await probe(faultUrl("refuse:503", "wss://secure-faults.example/transcribe-websocket"), "probed"),
    ).toMatchObject({
      status: 503,
      retryAfter: "1",
    });
  });

  it("refuse:503:times:2 refuses a key's first two sockets, then the third is a normal session; probes do not count", async () => {
    const url = faultUrl("refuse:503:times:2");
    expect(await eventsOf(url, "msw-first-n")).toEqual(["error", "close 1006"]);
    expect((await probe(url, "msw-first-n")).status).toBe(503);
    expect(await eventsOf(url, "msw-first-n")).toEqual(["error", "close 1006"]);
    expect((await probe(url, "msw-first-n")).status).toBe(503);
    expect(await eventsOf(url, "msw-first-n")).toEqual(["open", "message ack", "close 1000"]);
    // Past the first n, the probe learns nothing to refuse; another key is refused afresh.
    expect((await probe(url, "msw-first-n")).status).toBe(426);
    expect(await eventsOf(url, "msw-other")).toEqual(["error", "close 1006"]);
  });

  it("refuse:503:after:1:times:2 opens a key's first socket, refuses the next two (their probes too), then opens", async () => {
    const url = faultUrl("refuse:503:after:1:times:2");
    expect(await eventsOf(url, "msw-reopened")).toEqual(["open", "message ack", "close 1000"]);
    expect(await eventsOf(url, "msw-reopened")).toEqual(["error", "close 1006"]);
    expect((await probe(url, "msw-reopened")).status).toBe(503);
    expect(await eventsOf(url, "msw-reopened")).toEqual(["error", "close 1006"]);
    expect(await eventsOf(url, "msw-reopened")).toEqual(["open", "message ack", "close 1000"]);
  });

  it.each(["refuse:404", "refuse:401:retry-after:1", "refuse:429:times:0", "refuse:429:times:1:x", "explode"])(
    "refuses a socket at the malformed /__mock/%s, and answers its probe 400 naming the grammar",
    async (directive) => {
      expect(await eventsOf(faultUrl(directive), "malformed")).toEqual(["error", "close 1006"]);
      const answer = await probe(faultUrl(directive), "malformed");
      expect(answer.status).toBe(400);
      expect(answer.body).toContain("The grammar: /__mock/refuse:<401|403|429|503>");
    },
  );
});
