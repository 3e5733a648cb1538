// One contract, one verdict: the server mock (Prism checks each exchange) and the MSW handlers (the generated
// validators do) answer the same request alike, and as the spec says, for each class of request on which they
// once disagreed (issue 37). Both run in this process: `startMocks()` on a free loopback port, and
// `createMockHandlers()` under setupServer at a URL of its own.
import { randomUUID } from "node:crypto";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { createMockHandlers } from "../../../src/msw/handlers.js";
import { type RunningMocks, startMocks } from "../../../src/node/start.js";

// Node 20 has no global WebSocket, and MSW's ws.link intercepts only the global one (as in msw-node.unit.test.ts).
if (globalThis.WebSocket === undefined) {
  Object.defineProperty(globalThis, "WebSocket", { value: NodeWebSocket, configurable: true, writable: true });
}

const handlersUrl = "https://verdict.example/v1";
const handlersStreamUrl = "wss://verdict.example/stream";
const logged: string[] = [];
const handlers = createMockHandlers({
  baseUrl: handlersUrl,
  streamUrl: handlersStreamUrl,
  onLog: (line) => logged.push(line),
});
const msw = setupServer(...handlers);
let server: RunningMocks;

beforeAll(async () => {
  server = await startMocks();
  // The server mock's own URL is not MSW's to answer.
  msw.listen({ onUnhandledRequest: "bypass" });
}, 60_000);
afterAll(async () => {
  msw.close();
  await server?.stop();
});

interface Answer {
  transport: "server" | "handlers";
  status: number;
  headers: Headers;
  text: string;
  body: { error_type?: string; validation_errors?: { error_type: string; location: string }[] } | undefined;
}

async function call(base: string, path: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  let body: Answer["body"];
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return {
    transport: base === handlersUrl ? "handlers" : "server",
    status: response.status,
    headers: response.headers,
    text,
    body,
  };
}

/** The same request to both mocks, with a key of its own on each unless `headers` says otherwise. */
async function both(path: string, init: RequestInit = {}): Promise<[Answer, Answer]> {
  return [await call(server.httpUrl, path, init), await call(handlersUrl, path, init)];
}

function keyed(headers: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer key-${randomUUID()}`, ...headers };
}

/** Both answered `status`, naming the same problems (type and place), or none. */
function expectOneVerdict(answers: [Answer, Answer], status: number, problems?: [string, string][]) {
  for (const answer of answers) {
    expect(answer.status, `${answer.transport}: ${answer.text}`).toBe(status);
    if (problems) {
      const named = (answer.body?.validation_errors ?? []).map((problem) => [problem.error_type, problem.location]);
      for (const problem of problems) expect(named, `${answer.transport}: ${answer.text}`).toContainEqual(problem);
    }
  }
  expect(answers[0].body?.error_type).toBe(answers[1].body?.error_type);
}

async function upload(base: string, apiKey: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([wavBytes(1) as Uint8Array<ArrayBuffer>], { type: "audio/wav" }), "call.wav");
  const response = await fetch(`${base}/files`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { file_id: string }).file_id;
}

describe("the server mock and the MSW handlers give one verdict", () => {
  it("answer Prefer: example= of an error with that example's status, and a DELETE answered so deletes nothing", async () => {
    expectOneVerdict(await both("/models", { headers: keyed({ prefer: "example=rate_limited" }) }), 429);
    for (const base of [server.httpUrl, handlersUrl]) {
      const apiKey = `key-${randomUUID()}`;
      const fileId = await upload(base, apiKey);
      const headers = { authorization: `Bearer ${apiKey}` };
      const refused = await call(base, `/files/${fileId}`, {
        method: "DELETE",
        headers: { ...headers, prefer: "example=rate_limited" },
      });
      expect(refused.status, `${refused.transport}: ${refused.text}`).toBe(429);
      expect(refused.body?.error_type).toBe("rate_limited");
      expect((await call(base, `/files/${fileId}`, { headers })).status, base).toBe(200);
    }
  });

  it("check the key before any Prefer: a 401 without one, whatever status is asked for", async () => {
    for (const code of ["200", "404", "503"]) {
      expectOneVerdict(await both("/models", { headers: { prefer: `code=${code}` } }), 401);
    }
  });

  it("answer an invalid request's own violations before a Prefer: code= of a success", async () => {
    const answers = await both("/transcriptions", {
      method: "POST",
      headers: keyed({ prefer: "code=201", "content-type": "application/json" }),
      body: "{}",
    });
    expectOneVerdict(answers, 400, [
      ["one_of", "body.audio_url"],
      ["missing", "body.model"],
    ]);
  });

  it("read numbers in the query in one syntax: digits with an optional '-', no '+', hex or spaces", async () => {
    for (const limit of ["%2B5", "0x10", "%205%20", "5e", "Infinity"]) {
      expectOneVerdict(await both(`/files?limit=${limit}`, { headers: keyed() }), 400, [
        ["invalid_type", "query.limit"],
      ]);
    }
    for (const limit of ["5", "05", "1000"])
      expectOneVerdict(await both(`/files?limit=${limit}`, { headers: keyed() }), 200);
  });

  it("answer a broken percent-escape in a path id with the contract's InvalidId 400, never a 500", async () => {
    for (const id of ["a%ZZb", "%", "a%2"]) {
      expectOneVerdict(await both(`/files/${id}`, { headers: keyed() }), 400, [["invalid_format", "path.file_id"]]);
    }
  });

  it("answer an empty path id with the contract's InvalidId 400, and still check the key first", async () => {
    expectOneVerdict(await both("/files/", { headers: keyed() }), 400, [["too_short", "path.file_id"]]);
    expectOneVerdict(await both("/transcriptions/", { method: "DELETE", headers: keyed() }), 400, [
      ["too_short", "path.transcription_id"],
    ]);
    expectOneVerdict(await both("/files/"), 401);
  });

  it("refuse a media type the operation does not declare, with the contract's 400", async () => {
    const answers = await both("/transcriptions", {
      method: "POST",
      headers: keyed({ "content-type": "application/vnd.api+json" }),
      body: JSON.stringify({ file_id: "f", model: "stt-async-v3", enable_speaker_diarization: false }),
    });
    expectOneVerdict(answers, 400, [["unsupported_media_type", "header.content-type"]]);
  });

  it("hold empty values to minLength: ?cursor= and an empty Idempotency-Key are refused", async () => {
    expectOneVerdict(await both("/files?cursor=", { headers: keyed() }), 400, [["too_short", "query.cursor"]]);
    const answers = await both("/transcriptions", {
      method: "POST",
      headers: keyed({ "content-type": "application/json", "idempotency-key": "" }),
      body: JSON.stringify({ file_id: "f", model: "stt-async-v3", enable_speaker_diarization: false }),
    });
    expectOneVerdict(answers, 400, [["too_short", "header.Idempotency-Key"]]);
  });

  it("match parameter names case-sensitively, as OpenAPI does: ?LIMIT=0 is not limit, and is ignored", async () => {
    expectOneVerdict(await both("/files?LIMIT=0", { headers: keyed() }), 200);
    expectOneVerdict(await both("/files?limit=0", { headers: keyed() }), 400, [["greater_than_equal", "query.limit"]]);
  });

  it("ignore a Prefer: example= or code= the operation does not have, on every operation, saying so in sl-violations", async () => {
    const before = handlers.responseViolations;
    for (const [path, prefer, status] of [
      ["/models", "example=nope", 200],
      ["/models", "code=418", 200],
      ["/files", "example=nope", 200],
      ["/transcriptions/nope", "example=no-such-example", 404],
    ] as const) {
      const answers = await both(path, { headers: keyed({ prefer }) });
      expectOneVerdict(answers, status);
      for (const answer of answers) {
        const findings = JSON.parse(answer.headers.get("sl-violations") ?? "[]") as { message: string }[];
        expect(findings.map((finding) => finding.message).join(" "), answer.transport).toContain("is ignored");
      }
    }
    expect(handlers.responseViolations).toBe(before);
    expect(server.responseViolations).toBe(0);
  });

  it("answer a HEAD as the GET of the same URL, with its headers and no body", async () => {
    const answers = await both("/models", { method: "HEAD", headers: keyed() });
    expectOneVerdict(answers, 200);
    for (const answer of answers) {
      expect(answer.text, answer.transport).toBe("");
      expect(answer.headers.get("content-type"), answer.transport).toMatch(/^application\/json/);
      expect(answer.headers.get("x-request-id"), answer.transport).toBeTruthy();
    }
    // Without a key, the GET's 401 (its headers, no body).
    expectOneVerdict(await both("/models", { method: "HEAD", headers: {} }), 401);
  });
});

describe("the MSW handlers, where they alone went wrong", () => {
  it("free an upload's Idempotency-Key and bytes when its client aborts it mid-body, so a retry is stored", async () => {
    const apiKey = `key-${randomUUID()}`;
    const idempotencyKey = randomUUID();
    const boundary = "verdict-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="call.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    let sent = 0;
    let readHalf: () => void = () => {};
    const halfRead = new Promise<void>((resolve) => {
      readHalf = resolve;
    });
    const audio = wavBytes(4);
    // The head, then the audio in chunks, and then nothing more: the client gives up part-way.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        else if (sent < 4) controller.enqueue(audio.subarray((sent - 1) * 1024, sent * 1024));
        else readHalf();
        sent += 1;
      },
    });
    const controller = new AbortController();
    const cut = fetch(`${handlersUrl}/files`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${apiKey}`,
        "idempotency-key": idempotencyKey,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: "half",
      signal: controller.signal,
    } as RequestInit);
    await halfRead;
    expect(handlers.state.arrivingBytes).toBeGreaterThan(0);
    controller.abort();
    await expect(cut).rejects.toThrow();
    // The claim is freed when the handlers' reading ends, once the abort reaches them.
    await vi.waitFor(() => expect(handlers.state.arrivingBytes).toBe(0), { timeout: 15_000 });
    const form = new FormData();
    form.append("file", new Blob([audio as Uint8Array<ArrayBuffer>], { type: "audio/wav" }), "call.wav");
    const retry = await fetch(`${handlersUrl}/files`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "idempotency-key": idempotencyKey },
      body: form,
    });
    expect(retry.status, await retry.clone().text()).toBe(201);
  });

  it("close a stream with 1009, after an error frame, on a frame over the contract's 4 MiB, as the server does", async () => {
    const minted = await fetch(`${handlersUrl}/auth/temporary-api-key`, {
      method: "POST",
      headers: keyed({ "content-type": "application/json" }),
      body: JSON.stringify({ usage_type: "transcribe_websocket", expires_in_seconds: 60 }),
    });
    const { api_key: temporaryKey } = (await minted.json()) as { api_key: string };
    const socket = new globalThis.WebSocket(handlersStreamUrl, ["stt-api-key", temporaryKey]);
    const frames: string[] = [];
    const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
    const acked = new Promise<void>((resolve) =>
      socket.addEventListener("message", (event) => {
        frames.push(String(event.data));
        resolve();
      }),
    );
    await new Promise((resolve) => socket.addEventListener("open", resolve));
    socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" }));
    await acked;
    socket.send(new Uint8Array(16 * 1024 * 1024));
    expect(await closed).toBe(1009);
    expect(frames.at(-1)).toContain("larger than 4 MiB");
  });
});

describe("both contract engines check an answer's headers", () => {
  it("find a missing required X-Request-Id and a RateLimit-Limit that is no integer, Prism and the generated validators alike", async () => {
    const { PrismContractEngine } = await import("../../../src/node/prism-contract-engine.js");
    const { CompiledContractEngine } = await import("../../../src/core/http/compiled-contract-engine.js");
    const { packagedSpecPath } = await import("../../../src/node/start.js");
    const engines = {
      prism: await PrismContractEngine.load(packagedSpecPath()),
      generated: new CompiledContractEngine(),
    };
    const models = { models: [] };
    for (const [name, engine] of Object.entries(engines)) {
      const findingsOf = async (headers: Record<string, string>) => {
        const result = await engine.run(
          { method: "get", url: { path: "/models" }, headers: { authorization: "Bearer k" } },
          {
            kind: "forward",
            upstream: async () => ({
              statusCode: 200,
              headers: { "content-type": "application/json", ...headers },
              body: models,
            }),
          },
        );
        if (!result.ok) throw new Error(`${name}: ${result.detail}`);
        return result.responseViolations
          .filter((violation) => violation.severity === "error")
          .map((violation) => violation.location.join(".").toLowerCase());
      };
      expect(await findingsOf({ "x-request-id": "abc" }), name).toEqual([]);
      expect(await findingsOf({}), name).toEqual([expect.stringMatching(/^response\.header(s)?(\.x-request-id)?$/)]);
      expect(await findingsOf({ "x-request-id": "abc", "ratelimit-limit": "lots" }), name).toEqual([
        expect.stringMatching(/^response\.header(s)?\.ratelimit-limit$/),
      ]);
    }
  });
});
