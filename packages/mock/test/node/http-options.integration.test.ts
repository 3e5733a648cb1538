// The HTTP mock's options for UI testing (rate limit, injected failures and latency, the store's bound),
// its reset, and its example mode (`--stateless`), each on a mock of its own.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { errorBodyProblems, keyed, rawCall } from "#test-support/raw-http.js";
import { loadSpecDocuments } from "#test-support/spec-documents.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { receiveUpload } from "../../src/core/http/upload.js";
import { MockState } from "../../src/core/service/state.js";
import { type MockOptions, type RunningMocks, startMocks } from "../../src/index.js";
import { maxUploadBytes } from "../../src/node/http-server.js";

const wav = new Uint8Array(readFileSync(writeWavFixture("options.wav", 1)));
const running: RunningMocks[] = [];
afterAll(async () => {
  await Promise.all(running.map((mocks) => mocks.stop()));
});

async function mockWith(options: MockOptions) {
  const mocks = await startMocks(options);
  running.push(mocks);
  return { mocks, caller: keyed(mocks.httpUrl, `key-${randomUUID()}`) };
}

function wavForm(): FormData {
  const form = new FormData();
  form.append("file", new Blob([wav], { type: "audio/wav" }), "call.wav");
  return form;
}

describe("the HTTP mock's options", () => {
  it("rate-limits per key: RateLimit fields on every answer, then 429 with a Retry-After its message agrees with", async () => {
    const { caller, mocks } = await mockWith({ rateLimitPerMinute: 3 });
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await caller.get("/models"));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers.get("ratelimit-remaining"))).toEqual(["2", "1", "0", "0"]);
    expect(answers[0]?.headers.get("ratelimit-limit")).toBe("3");
    const limited = answers[3];
    const retryAfter = limited?.headers.get("retry-after");
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(limited?.body).toMatchObject({
      error_type: "rate_limited",
      message: `Too many requests. Retry after ${retryAfter} seconds.`,
    });
    // Another key has its own budget.
    expect((await keyed(mocks.httpUrl, "another-key").get("/models")).status).toBe(200);
  });

  it("fails on purpose at the failure rate, with the contract's 503", async () => {
    const { caller, mocks } = await mockWith({ failureRate: 1 });
    const answer = await caller.get("/models");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("2");
    expect(errorBodyProblems(answer.body)).toEqual([]);
    expect(mocks.responseViolations).toBe(0);
  });

  it("adds latency to every answer", async () => {
    const { caller } = await mockWith({ latencyMs: [300, 300] });
    const started = performance.now();
    expect((await caller.get("/models")).status).toBe(200);
    // A lower bound only: a busy machine can only make it slower.
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("expires the oldest files past the store's bound: listed as expired, and 409 file_expired to transcribe", async () => {
    const { caller } = await mockWith({ stateLimits: { maxStoredBytes: wav.length * 2 } });
    const ids: string[] = [];
    for (let index = 0; index < 3; index++)
      ids.push(((await caller.upload(wavForm())).body as { file_id: string }).file_id);
    const statuses = ((await caller.get("/files")).body as { files: { file_id: string; status: string }[] }).files;
    expect(statuses.map((file) => [file.file_id, file.status])).toEqual([
      [ids[2], "uploaded"],
      [ids[1], "uploaded"],
      [ids[0], "expired"],
    ]);
    const answer = await caller.postJson("/transcriptions", {
      file_id: ids[0],
      model: "stt-async-v3",
      enable_speaker_diarization: false,
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error_type: "file_expired" });
  });

  it("resets one key's state, or all of it", async () => {
    const { caller, mocks } = await mockWith({});
    const other = keyed(mocks.httpUrl, "other");
    await caller.upload(wavForm());
    await other.upload(wavForm());
    const reset = `${new URL(mocks.httpUrl).origin}/__mock/reset`;
    expect(
      (await rawCall(reset, { method: "POST", headers: { authorization: `Bearer ${caller.apiKey}` } })).status,
    ).toBe(204);
    expect(((await caller.get("/files")).body as { files: unknown[] }).files).toHaveLength(0);
    expect(((await other.get("/files")).body as { files: unknown[] }).files).toHaveLength(1);
    expect((await rawCall(reset, { method: "POST", headers: { "x-mock-reset": "all" } })).status).toBe(204);
    expect(((await other.get("/files")).body as { files: unknown[] }).files).toHaveLength(0);
  });

  it("refuses an upload past the contract's limit with 413, and the limit is the contract's", async () => {
    const spec = loadSpecDocuments()["openapi.yaml"] as {
      components: { schemas: { FileObject: { properties: { size: { maximum: number } } } } };
    };
    expect(maxUploadBytes).toBe(spec.components.schemas.FileObject.properties.size.maximum);
    // The same reader with a limit of 1 KiB, so as not to send a gigabyte.
    const body = [
      Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\n'),
      Buffer.alloc(2048),
      Buffer.from("\r\n--b--\r\n"),
    ];
    const error = await receiveUpload(body, "b", new MockState(), undefined, 1024, new Set(["file"])).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 413, errorType: "file_too_large" });
  });
});

describe("the HTTP mock in example mode (--stateless)", () => {
  const examples = keyed(inject("examplesBaseUrl"), "any-key");

  it("answers from the named examples under /v1, with Prefer choosing the example or the status", async () => {
    const completed = await examples.get("/transcriptions/anything");
    expect(completed.body).toMatchObject({ status: "completed", id: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81" });
    expect((await examples.get("/transcriptions/anything", { prefer: "example=error" })).body).toMatchObject({
      status: "error",
    });
    const missing = await examples.get("/files/anything", { prefer: "code=404" });
    expect(missing.status).toBe(404);
    expect((missing.body as { request_id: string }).request_id).toBe(missing.headers.get("x-request-id"));
  });

  it("answers an invalid request with its real violation, not an example of some 4xx", async () => {
    const answer = await examples.postJson("/transcriptions", { file_id: "f", model: "stt-async-v3" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      validation_errors: [{ location: "body.enable_speaker_diarization", error_type: "missing" }],
    });
  });
});
