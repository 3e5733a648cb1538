// Refused upgrades on the streaming mock (in process): `/__mock/refuse:…/transcribe-websocket` is answered with the
// HTTP status, Retry-After and a one-line body before any frame, `:times:<n>` refuses a key's first n upgrades and
// then opens a normal session, the SDK's connect probe neither counts nor changes the answer, and a malformed
// `/__mock/` path gets 400 naming the grammar.
import { once } from "node:events";
import { type IncomingMessage, request } from "node:http";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { useStreamingMock } from "#test-support/streaming-mock.js";
import { connectProbeHeader } from "../../src/node/stream-server.js";

const { mock } = useStreamingMock();

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}

function faultUrl(directive: string): string {
  return mock().url.replace("/transcribe-websocket", `/__mock/${directive}/transcribe-websocket`);
}

/** Opens a WebSocket at `url`: "open" when upgraded (then closed), else the refusal's status, headers and body. */
async function upgrade(url: string, headers: Record<string, string> = {}): Promise<"open" | Answer> {
  const socket = new WebSocket(url, { headers });
  return new Promise((resolve, reject) => {
    socket.once("open", () => {
      socket.close();
      resolve("open");
    });
    socket.once("unexpected-response", (_request, response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    socket.once("error", (error) => reject(error));
  });
}

/** The SDK's connect probe: the same upgrade request over node:http, marked as a probe. */
async function probe(url: string, headers: Record<string, string>): Promise<number> {
  const address = new URL(url.replace(/^ws/, "http"));
  const sent = request({
    host: address.hostname,
    port: address.port,
    path: address.pathname,
    agent: false,
    headers: {
      ...headers,
      [connectProbeHeader]: "1",
      connection: "Upgrade",
      upgrade: "websocket",
      "sec-websocket-version": "13",
      "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
    },
  });
  sent.end();
  const [outcome] = await Promise.race([once(sent, "response"), once(sent, "upgrade")]);
  const status = (outcome as IncomingMessage).statusCode ?? 0;
  sent.destroy();
  return status;
}

describe("refused upgrades at /__mock/<directive>/transcribe-websocket, on the streaming mock", () => {
  it("refuse:429:retry-after:2 answers 429 with Retry-After: 2 and a one-line body saying it is on purpose", async () => {
    const answer = await upgrade(faultUrl("refuse:429:retry-after:2"), { authorization: "Bearer refuse-429" });
    expect(answer).toMatchObject({ status: 429, headers: { "retry-after": "2" } });
    const { body } = answer as Answer;
    expect(body).toBe(
      "Refused on purpose by the mock (refuse:429:retry-after:2): 429 Too Many Requests: too many sessions start at once. Retry after 2 s.",
    );
    expect(body).not.toContain("\n");
  });

  it.each([
    ["refuse:401", 401, undefined],
    ["refuse:403", 403, undefined],
    ["refuse:429", 429, "1"],
    ["refuse:503", 503, "1"],
    ["refuse:503:retry-after:3600", 503, "3600"],
    ["refuse:503:retry-after:0", 503, "0"],
  ])("%s answers %i, Retry-After %s, every time without :times", async (directive, status, retryAfter) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = (await upgrade(faultUrl(directive), { authorization: "Bearer every-time" })) as Answer;
      expect(answer.status).toBe(status);
      expect(answer.headers["retry-after"]).toBe(retryAfter);
    }
  });

  it("refuse:503:times:2 refuses a key's first two upgrades, then opens a normal session; another key is refused afresh", async () => {
    const url = faultUrl("refuse:503:times:2");
    const outcomes: (number | "open")[] = [];
    for (const key of ["first-n-a", "first-n-a", "first-n-a", "first-n-b"]) {
      const answer = await upgrade(url, { authorization: `Bearer ${key}` });
      outcomes.push(answer === "open" ? answer : answer.status);
    }
    expect(outcomes).toEqual([503, 503, "open", 503]);
    // The third connection is a session like any other: config, ack.
    const socket = new WebSocket(url, { headers: { authorization: "Bearer first-n-a" } });
    await once(socket, "open");
    socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" }));
    const [ack] = await once(socket, "message");
    expect(JSON.parse(String(ack))).toMatchObject({ type: "ack" });
    socket.close();
  });

  it("refuse:503:after:1:times:2 accepts a key's first upgrade, refuses the next two, then accepts (a reconnect's reopens refused)", async () => {
    const url = faultUrl("refuse:503:after:1:times:2");
    const outcomes: (number | "open")[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await upgrade(url, { authorization: "Bearer reopened" });
      outcomes.push(answer === "open" ? answer : answer.status);
    }
    expect(outcomes).toEqual(["open", 503, 503, "open", "open"]);
  });

  it("counts a key in the subprotocol as the same key, and no key as a key of its own", async () => {
    const url = faultUrl("refuse:429:times:1");
    const withProtocol = new WebSocket(url, ["stt-api-key", "tmp_sub"]);
    const [, refused] = await once(withProtocol, "unexpected-response");
    expect((refused as IncomingMessage).statusCode).toBe(429);
    expect(await upgrade(url, { authorization: "Bearer tmp_sub" })).toBe("open");
    expect(await upgrade(url)).toMatchObject({ status: 429 });
    expect(await upgrade(url)).toBe("open");
  });

  it("answers the SDK's connect probe as the latest upgrade was answered, without counting it", async () => {
    const url = faultUrl("refuse:429:retry-after:1:times:2");
    const headers = { authorization: "Bearer probed" };
    expect(await upgrade(url, headers)).toMatchObject({ status: 429 });
    expect(await probe(url, headers)).toBe(429);
    expect(await probe(url, headers)).toBe(429);
    expect(await upgrade(url, headers)).toMatchObject({ status: 429 });
    expect(await probe(url, headers)).toBe(429);
    expect(await upgrade(url, headers)).toBe("open");
  });

  it.each([
    ["refuse:404", "401, 403, 429 or 503"],
    ["refuse:401:retry-after:5", "retry-after with 429 and 503 only"],
    ["refuse:429:retry-after:3601", "retry-after from 0 to 3600"],
    ["refuse:429:times:1001", "times from 1 to 1000"],
    ["refuse:429:times:99999999999999999999", "times from 1 to 1000"],
    ["refuse:429:once", "parts the grammar does not take"],
    ["drop", "names no upgrade fault"],
    [`refuse:429${":times:1".repeat(40)}`, "too many parts"],
    ["refuse:429/extra", "does not end with the stream's path"],
  ])("answers the malformed /__mock/%s with 400 naming the grammar", async (directive, what) => {
    const answer = (await upgrade(faultUrl(directive))) as Answer;
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(what);
    expect(answer.body).toContain("The grammar: /__mock/refuse:<401|403|429|503>");
    expect(answer.body).not.toContain("\n");
  });

  it("answers a huge or hostile /__mock/ path with a bounded one-line 400, and keeps serving", async () => {
    const long = (await upgrade(
      `${mock().url.replace("/transcribe-websocket", "")}/__mock/${"x".repeat(4000)}`,
    )) as Answer;
    expect(long.status).toBe(400);
    expect(long.body.length).toBeLessThan(600);
    const encoded = (await upgrade(faultUrl("refuse:429%0d%0aSet-Cookie:%20x=1"))) as Answer;
    expect(encoded.status).toBe(400);
    expect(encoded.headers["set-cookie"]).toBeUndefined();
    expect(await upgrade(mock().url, { authorization: "Bearer still-serving" })).toBe("open");
  });
});
