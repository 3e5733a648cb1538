// The HTTP mock's boundaries between API keys and against hostile bodies: a refused key gets no state, the
// keys' states are bounded (least recently used first), a reset of everything cannot come from a page
// elsewhere or a header the mock cannot read, one key's temporary keys and cursors are its own, and bodies
// built to break the mock (deep nesting, thousands of unknown properties, odd file names) get the contract's
// 400 or a normal answer, never a 500 or a response of megabytes.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { errorBodyProblems, keyed, rawCall } from "#test-support/raw-http.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { type MockOptions, type RunningMocks, startMocks } from "../../src/index.js";

const wav = new Uint8Array(readFileSync(writeWavFixture("boundaries.wav", 1)));
const shared = inject("apiBaseUrl");
const examples = inject("examplesBaseUrl");
const running: RunningMocks[] = [];
afterAll(async () => {
  await Promise.all(running.map((mocks) => mocks.stop()));
});

async function mockWith(options: MockOptions = {}): Promise<RunningMocks> {
  const mocks = await startMocks(options);
  running.push(mocks);
  return mocks;
}

function wavForm(name = "call.wav", extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append("file", new Blob([wav], { type: "audio/wav" }), name);
  for (const [field, value] of Object.entries(extra)) form.append(field, value);
  return form;
}

interface Status {
  key_states: number;
  max_key_states: number;
  temporary_keys: number;
  files: number;
}

async function statusOf(mocks: RunningMocks): Promise<Status> {
  return (await rawCall(`${new URL(mocks.httpUrl).origin}/__mock/status`)).body as Status;
}

async function fileCount(baseUrl: string, apiKey: string): Promise<number> {
  return ((await keyed(baseUrl, apiKey).get("/files")).body as { files: unknown[] }).files.length;
}

/** Opens a stream with `key` as a browser sends it; resolves with the first frame's type, or the refusal. */
async function streamWith(streamUrl: string, key: string): Promise<string> {
  const socket = new WebSocket(streamUrl, ["stt-api-key", key]);
  try {
    const first = new Promise<string>((resolve, reject) => {
      socket.once("message", (data) => resolve(data.toString()));
      socket.once("close", (code) => reject(new Error(`closed ${code} before any frame`)));
      socket.once("error", reject);
    });
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" }));
    const frame = JSON.parse(await first) as { type?: string; error_code?: number; error_message?: string };
    return frame.type === "ack" ? "ack" : `error ${frame.error_code}: ${frame.error_message}`;
  } finally {
    socket.terminate();
  }
}

describe("the keys' states", () => {
  it("makes none for a refused key, and holds at most maxKeyStates, forgetting the least recently used first", async () => {
    const mocks = await mockWith({ stateLimits: { maxKeyStates: 3 } });
    for (const refused of ["invalid-key", "tmp_never-minted"]) {
      const answer = await keyed(mocks.httpUrl, refused).upload(wavForm());
      expect(answer.status).toBe(401);
      expect((await keyed(mocks.httpUrl, refused).get("/files")).status).toBe(401);
    }
    expect(await statusOf(mocks)).toMatchObject({ key_states: 0, max_key_states: 3, files: 0 });

    for (const key of ["k1", "k2", "k3"]) expect((await keyed(mocks.httpUrl, key).upload(wavForm())).status).toBe(201);
    // k1 is used again, so k2 is now the least recently used.
    expect(await fileCount(mocks.httpUrl, "k1")).toBe(1);
    expect((await keyed(mocks.httpUrl, "k4").upload(wavForm())).status).toBe(201);
    expect(await statusOf(mocks)).toMatchObject({ key_states: 3, files: 3 });
    expect(await fileCount(mocks.httpUrl, "k1")).toBe(1);
    expect(await fileCount(mocks.httpUrl, "k4")).toBe(1);
    // k2 was forgotten, files and all; asking for its files made it anew (and pushed out k3).
    expect(await fileCount(mocks.httpUrl, "k2")).toBe(0);
    expect(await statusOf(mocks)).toMatchObject({ key_states: 3, files: 2 });

    for (let index = 0; index < 40; index++) await keyed(mocks.httpUrl, `flood-${index}`).get("/models");
    expect((await statusOf(mocks)).key_states).toBe(3);
  });

  it("makes none for a route the contract does not have, and a temporary key's use keeps its owner recent", async () => {
    const mocks = await mockWith({ stateLimits: { maxKeyStates: 2 } });
    const minted = await keyed(mocks.httpUrl, "owner").postJson("/auth/temporary-api-key", {
      usage_type: "transcribe_websocket",
      expires_in_seconds: 600,
    });
    expect(minted.status).toBe(201);
    const temporaryKey = (minted.body as { api_key: string }).api_key;
    const before = await statusOf(mocks);
    for (let index = 0; index < 20; index++) {
      expect((await keyed(mocks.httpUrl, `made-up-${index}`).get("/no-such-route")).status).toBe(404);
    }
    expect(await statusOf(mocks)).toMatchObject({ key_states: before.key_states, temporary_keys: 1 });
    // One other key is held beside the owner; the owner's temporary key in use keeps the owner the more
    // recent, so the next new key pushes out the other key, not the owner and its live temporary key.
    expect((await keyed(mocks.httpUrl, "other").get("/files")).status).toBe(200);
    expect(await streamWith(mocks.streamUrl, temporaryKey)).toBe("ack");
    expect((await keyed(mocks.httpUrl, "newcomer").get("/files")).status).toBe(200);
    expect((await statusOf(mocks)).temporary_keys).toBe(1);
  });

  it("bounds temporary keys per key: one key minting many pushes out only its own, not another's live one", async () => {
    const mocks = await mockWith({ stateLimits: { maxTemporaryKeysPerKey: 5 } });
    const mint = async (apiKey: string) => {
      const answer = await keyed(mocks.httpUrl, apiKey).postJson("/auth/temporary-api-key", {
        usage_type: "transcribe_websocket",
        expires_in_seconds: 600,
      });
      expect(answer.status).toBe(201);
      return (answer.body as { api_key: string }).api_key;
    };
    const victims = await mint("key-b");
    const minted: string[] = [];
    for (let index = 0; index < 30; index++) minted.push(await mint("key-a"));
    expect((await statusOf(mocks)).temporary_keys).toBe(6);
    expect(await streamWith(mocks.streamUrl, victims)).toBe("ack");
    expect(await streamWith(mocks.streamUrl, minted.at(-1) as string)).toBe("ack");
    expect(await streamWith(mocks.streamUrl, minted[0] as string)).toMatch(/^error 401: Unknown temporary key/);
  });
});

describe("the bounds all keys share", () => {
  it("expire or forget the files of the key holding the most first, not another key's", async () => {
    const mocks = await mockWith({ stateLimits: { maxStoredBytes: wav.length * 3, maxFiles: 4 } });
    const [small, flooder] = [keyed(mocks.httpUrl, "small"), keyed(mocks.httpUrl, "flooder")];
    const kept = ((await small.upload(wavForm())).body as { file_id: string }).file_id;
    for (let index = 0; index < 6; index++) expect((await flooder.upload(wavForm())).status).toBe(201);
    const files = async (caller: typeof small) =>
      ((await caller.get("/files")).body as { files: { file_id: string; status: string }[] }).files;
    // The store holds three files' bytes and four files in all: the flooder's newest two uploaded, its next
    // one expired, its oldest forgotten; the small key's one file untouched.
    expect(await files(small)).toEqual([expect.objectContaining({ file_id: kept, status: "uploaded" })]);
    expect((await files(flooder)).map((file) => file.status)).toEqual(["uploaded", "uploaded", "expired"]);
  });
});

describe("POST /__mock/reset", () => {
  it("refuses an Authorization it cannot read, a keyless reset without X-Mock-Reset: all, and pages elsewhere", async () => {
    const mocks = await mockWith();
    const reset = `${new URL(mocks.httpUrl).origin}/__mock/reset`;
    expect((await keyed(mocks.httpUrl, "keeper").upload(wavForm())).status).toBe(201);
    const refusals: { headers: Record<string, string>; status: number; says: RegExp }[] = [
      { headers: { authorization: "Basic a2VlcGVyOg==" }, status: 400, says: /Bearer <API_KEY>/ },
      { headers: { authorization: "Bearer keeper junk" }, status: 400, says: /Bearer <API_KEY>/ },
      { headers: {}, status: 400, says: /X-Mock-Reset: all/ },
      // What a page anywhere can send without a preflight: a simple POST.
      {
        headers: { origin: "https://attacker.example", "content-type": "text/plain" },
        status: 403,
        says: /this machine/,
      },
      { headers: { origin: "https://attacker.example", "x-mock-reset": "all" }, status: 403, says: /this machine/ },
    ];
    for (const refusal of refusals) {
      const answer = await rawCall(reset, { method: "POST", headers: refusal.headers, body: "" });
      expect(answer.status, JSON.stringify(refusal.headers)).toBe(refusal.status);
      expect((answer.body as { message: string }).message).toMatch(refusal.says);
      expect(errorBodyProblems(answer.body)).toEqual([]);
    }
    expect(await fileCount(mocks.httpUrl, "keeper")).toBe(1);

    // A browser asks first for the custom header; the mock agrees only for pages on this machine.
    const preflight = (origin: string) =>
      fetch(reset, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "x-mock-reset" },
      });
    const foreign = await preflight("https://attacker.example");
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    const local = await preflight("http://localhost:5173");
    expect(local.status).toBe(204);
    expect(local.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");

    const all = await rawCall(reset, {
      method: "POST",
      headers: { origin: "http://localhost:5173", "x-mock-reset": "all" },
    });
    expect(all.status).toBe(204);
    expect(await fileCount(mocks.httpUrl, "keeper")).toBe(0);
  });
});

describe("one key's data is its own", () => {
  it("answers 400 invalid_cursor to a cursor handed out to another key", async () => {
    const [a, b] = [keyed(shared, `key-${randomUUID()}`), keyed(shared, `key-${randomUUID()}`)];
    for (const caller of [a, b, a, b]) expect((await caller.upload(wavForm())).status).toBe(201);
    const page = (await a.get("/files?limit=1")).body as { next_page_cursor: string };
    expect(page.next_page_cursor).toEqual(expect.any(String));
    expect((await a.get(`/files?limit=1&cursor=${page.next_page_cursor}`)).status).toBe(200);
    const stolen = await b.get(`/files?limit=1&cursor=${page.next_page_cursor}`);
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ error_type: "invalid_cursor" });
  });

  it.each([
    ["the stateful mock", shared],
    ["the stateless mock", examples],
  ])("checks the key of a request for a named example or status (%s)", async (_name, baseUrl) => {
    for (const prefer of ["example=completed", "code=404"]) {
      const invalid = await keyed(baseUrl, "invalid-key").get("/transcriptions/x", { prefer });
      expect(invalid.status, prefer).toBe(401);
      expect(errorBodyProblems(invalid.body)).toEqual([]);
      const temporary = await keyed(baseUrl, "tmp_never-minted").get("/transcriptions/x", { prefer });
      expect(temporary.status, prefer).toBe(401);
    }
    // A good key gets past the check: to the example in the stateless mock, to the state in the stateful one,
    // where no transcription x is the key's own.
    const fine = await keyed(baseUrl, "any-key").get("/transcriptions/x", { prefer: "example=completed" });
    expect(fine.status).toBe(baseUrl === shared ? 404 : 200);
  });
});

describe("the Authorization header", () => {
  it("reads the Bearer scheme in any case, as HTTP does, and it is the same key", async () => {
    const key = `key-${randomUUID()}`;
    const upload = await fetch(`${shared}/files`, {
      method: "POST",
      headers: { authorization: `bearer ${key}` },
      body: wavForm(),
    });
    expect(upload.status).toBe(201);
    const listed = await fetch(`${shared}/files`, { headers: { authorization: `BEARER ${key}` } });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { files: unknown[] }).files).toHaveLength(1);
  });
});

describe("bodies built to break the mock", () => {
  it("stores a file whose name holds = and ; as sent, with fields holding them too", async () => {
    const caller = keyed(shared, `key-${randomUUID()}`);
    for (const name of ["a=b.wav", "x;y.wav", 'q"=;x "é".wav']) {
      const answer = await caller.upload(wavForm(name, { client_reference_id: "k=v; w=z" }));
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body).toMatchObject({ filename: name, client_reference_id: "k=v; w=z" });
      expect(answer.headers.get("sl-violations")).toBeNull();
    }
  });

  it("answers a JSON body nested 100 000 deep with 400, naming the body", async () => {
    const caller = keyed(shared, `key-${randomUUID()}`);
    for (const body of [
      `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
      `{"a":${'{"a":'.repeat(100_000)}1${"}".repeat(100_001)}`,
    ]) {
      const answer = await caller.postJson("/transcriptions", body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ validation_errors: [{ location: "body", error_type: "too_deep" }] });
      expect(errorBodyProblems(answer.body)).toEqual([]);
    }
  });

  it("lists at most 100 validation errors and says how many more, with sl-violations that parse", async () => {
    const caller = keyed(shared, `key-${randomUUID()}`);
    const body: Record<string, unknown> = { file_id: "f", model: "stt-async-v3", enable_speaker_diarization: false };
    for (let index = 0; index < 60_000; index++) body[`p${index}`] = 0;
    const text = JSON.stringify(body);
    expect(text.length).toBeGreaterThan(600_000);
    const answer = await caller.postJson("/transcriptions", text);
    expect(answer.status).toBe(400);
    expect(errorBodyProblems(answer.body)).toEqual([]);
    const error = answer.body as { message: string; validation_errors: unknown[] };
    expect(error.validation_errors).toHaveLength(100);
    expect(error.message).toMatch(/60000 problems; the first 100 are listed/);
    expect(answer.text.length).toBeLessThan(64 * 1024);
    const header = answer.headers.get("sl-violations") as string;
    expect(header.length).toBeLessThanOrEqual(8000);
    expect((JSON.parse(header) as unknown[]).length).toBeGreaterThan(10);
  });

  it("reports unknown properties named in any script or at any length, not a 500 nor an answer off the contract", async () => {
    const caller = keyed(shared, `key-${randomUUID()}`);
    const answer = await caller.postJson("/transcriptions", {
      file_id: "f",
      model: "stt-async-v3",
      enable_speaker_diarization: false,
      日本語: 1,
      ["x".repeat(20_000)]: 2,
    });
    expect(answer.status).toBe(400);
    // The 20 000-character name is shortened in validation_errors, whose fields the contract bounds.
    expect(errorBodyProblems(answer.body)).toEqual([]);
    const violations = JSON.parse(answer.headers.get("sl-violations") as string) as { message: string }[];
    expect(violations.some((violation) => violation.message.includes("日本語"))).toBe(true);
  });
});
