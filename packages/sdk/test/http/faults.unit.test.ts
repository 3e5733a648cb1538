// Both clients against a loopback server that misbehaves on purpose: retries, back-off, Retry-After,
// idempotency keys, resets, hangs, HTML and malformed bodies, polling to completion or failure.
import { afterAll, describe, expect, it } from "vitest";
import { useFaultServer } from "#test-support/fault-server.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import {
  type AsyncServiceClient,
  type ClientOptions,
  ServiceAPIError,
  ServiceNetworkError,
  ServiceRateLimitError,
  ServiceTimeoutError,
  ServiceValidationError,
} from "../../src/index.js";
import { call, capturingLogger, clientKinds, closeSyncClients, processingTranscription } from "./clients.js";

const faultServer = useFaultServer();
afterAll(closeSyncClients);

const transcription = processingTranscription;
const createBody = { file_id: "file-1", model: "stt-async-v3", enable_speaker_diarization: false };
const error503 = { status_code: 503, error_type: "service_unavailable", message: "Busy.", request_id: "r" };

describe.each(clientKinds)("$name against a faulty server", (kind) => {
  const make = (options: ClientOptions = {}): AsyncServiceClient =>
    kind.create({ apiKey: "test-key", baseUrl: faultServer().url, ...options });

  it("honours Retry-After on 429, waiting at least as long as asked", async () => {
    const { logger, lines } = capturingLogger();
    await faultServer().script([
      {
        status: 429,
        headers: { "retry-after": "1" },
        body: { status_code: 429, error_type: "rate_limited", message: "Slow down.", request_id: "r" },
      },
      { status: 200, body: { models: [] } },
    ]);
    const result = await call(() => make({ logger, logLevel: "info" }).models.list());
    expect(result).toEqual({ models: [] });
    const [first, second] = await faultServer().requests();
    // A lower bound only: load can make the wait longer, never shorter.
    expect((second?.arrivedAtMs ?? 0) - (first?.arrivedAtMs ?? 0)).toBeGreaterThanOrEqual(990);
    expect(lines.filter((line) => line.level === "info").map((line) => line.message)).toEqual([
      "GET /models answered 429 rate_limited; retrying in 1000 ms (attempt 2 of 3)",
    ]);
  });

  it("retries 503 twice, then succeeds with one Idempotency-Key on all three attempts", async () => {
    await faultServer().script([
      { status: 503, body: error503 },
      { status: 503, body: error503 },
      { status: 201, body: transcription },
    ]);
    const created = await call(() => make().transcriptions.create(createBody));
    expect(created.id).toBe("tr-1");
    const requests = await faultServer().requests();
    expect(requests).toHaveLength(3);
    const keys = requests.map((request) => request.headers["idempotency-key"]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it("retries a 409 idempotency_key_in_use with the same key (the spec marks it retryable), not another 409", async () => {
    const inUse = {
      status_code: 409,
      error_type: "idempotency_key_in_use",
      message: "A request with this Idempotency-Key is still being handled.",
      request_id: "r",
    };
    await faultServer().script([
      { status: 409, body: inUse },
      { status: 201, body: transcription },
    ]);
    const created = await call(() => make().transcriptions.create(createBody, { idempotencyKey: "create-once" }));
    expect(created.id).toBe("tr-1");
    const requests = await faultServer().requests();
    expect(requests.map((request) => request.headers["idempotency-key"])).toEqual(["create-once", "create-once"]);

    const conflict = { ...inUse, error_type: "transcription_in_progress", message: "Still processing." };
    await faultServer().script([{ status: 409, body: conflict }]);
    const error = await call(() => make().transcriptions.delete("tr-1")).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.errorType).toBe("transcription_in_progress");
    expect(await faultServer().requests()).toHaveLength(1);
  });

  it("retries a reset connection, then raises ServiceNetworkError", async () => {
    await faultServer().script([{ reset: true }, { reset: true }, { reset: true }]);
    const error = await call(() => make().files.get("file-1")).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect(error.message).toContain("GET /files/{file_id} got no answer");
    expect(await faultServer().requests()).toHaveLength(3);
  });

  it("raises ServiceTimeoutError when the answer does not come in time", async () => {
    await faultServer().script([{ hang: true }]);
    const error = await call(() => make({ timeoutMs: 300, maxRetries: 0 }).models.list()).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceTimeoutError);
    expect(error.message).toBe("GET /models: no answer within 300 ms");
  });

  it("maps an HTML 502 from a proxy by its status, with an excerpt", async () => {
    await faultServer().script([
      { status: 502, body: "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>" },
    ]);
    const error = await call(() => make({ maxRetries: 0 }).models.list()).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.status).toBe(502);
    expect(error.errorType).toBeUndefined();
    expect(error.message).toContain("not the service's error JSON: <html><head><title>502 Bad Gateway</title>");
  });

  it("reports a 2xx whose body is not JSON as a clear ServiceAPIError", async () => {
    await faultServer().script([
      { status: 200, headers: { "content-type": "application/json" }, body: '{"models": [' },
    ]);
    const error = await call(() => make().models.list()).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.status).toBe(200);
    expect(error.message).toContain("GET /models answered 200 with a body that is not valid JSON");
    expect(await faultServer().requests()).toHaveLength(1);
  });

  it("does not retry a 400, nor a POST without an idempotency header", async () => {
    await faultServer().script([
      { status: 400, body: { status_code: 400, error_type: "invalid_request", message: "Bad.", request_id: "r" } },
    ]);
    await expect(call(() => make().transcriptions.create(createBody))).rejects.toBeInstanceOf(ServiceValidationError);
    expect(await faultServer().requests()).toHaveLength(1);
    await faultServer().script([
      { status: 503, body: error503 },
      { status: 201, body: {} },
    ]);
    const error = await call(() =>
      make().auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(await faultServer().requests()).toHaveLength(1);
  });

  it("does not wait for a Retry-After of an hour: the error carries it", async () => {
    await faultServer().script([
      {
        status: 429,
        headers: { "retry-after": "3600" },
        body: { status_code: 429, error_type: "rate_limited", message: "Later.", request_id: "r" },
      },
    ]);
    const error = await call(() => make().models.list()).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceRateLimitError);
    expect(error.retryAfter).toBe(3600);
    expect(await faultServer().requests()).toHaveLength(1);
  });

  it("waits through queued and processing until completed, reporting each poll", async () => {
    await faultServer().script([
      { status: 200, body: { ...transcription, status: "queued" } },
      { status: 200, body: transcription },
      { status: 200, body: { ...transcription, status: "completed", text: "Hello.", tokens: [] } },
    ]);
    const seen: string[] = [];
    const done = await call(() =>
      make().transcriptions.waitUntilDone("tr-1", { pollIntervalMs: 10, onProgress: (t) => seen.push(t.status) }),
    );
    expect(done.text).toBe("Hello.");
    expect(seen).toEqual(["queued", "processing", "completed"]);
  });

  it("rejects waitUntilDone with the transcription's error_type and error_message", async () => {
    await faultServer().script([
      { status: 200, body: transcription },
      {
        status: 200,
        body: { ...transcription, status: "error", error_type: "audio_decode_failed", error_message: "Not audio." },
      },
    ]);
    const error = await call(() => make().transcriptions.waitUntilDone("tr-1", { pollIntervalMs: 10 })).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.errorType).toBe("audio_decode_failed");
    expect(error.message).toBe("Transcription tr-1 failed: audio_decode_failed: Not audio.");
  });

  it("gives up waiting with ServiceTimeoutError after timeoutMs", async () => {
    await faultServer().script(Array.from({ length: 20 }, () => ({ status: 200, body: transcription })));
    const error = await call(() =>
      make().transcriptions.waitUntilDone("tr-1", { pollIntervalMs: 20, timeoutMs: 100 }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceTimeoutError);
    expect(error.message).toContain("is still processing after 100 ms");
  });

  it("keeps a hostile answer's megabytes out of waitUntilDone's messages: its status, error type and message cut", async () => {
    const huge = "x".repeat(1_000_000);
    await faultServer().script([{ status: 200, body: { ...transcription, status: huge } }]);
    const timedOut = await call(() =>
      make().transcriptions.waitUntilDone("tr-1", { pollIntervalMs: 20, timeoutMs: 10 }),
    ).catch((e) => e);
    expect(timedOut).toBeInstanceOf(ServiceTimeoutError);
    expect(timedOut.message).toMatch(/^Transcription tr-1 is still x{200}… after 10 ms; wait longer/);
    await faultServer().script([
      { status: 200, body: { ...transcription, status: "error", error_type: huge, error_message: `${huge}\n${huge}` } },
    ]);
    const failed = await call(() => make().transcriptions.waitUntilDone("tr-1", { pollIntervalMs: 10 })).catch(
      (e) => e,
    );
    expect(failed).toBeInstanceOf(ServiceAPIError);
    expect(failed.message).toBe(`Transcription tr-1 failed: ${"x".repeat(200)}…: ${"x".repeat(200)}…`);
    // The whole answer stays on the error, for code that wants it.
    expect(failed.errorType).toBe(huge);
  });

  it("uploads a path as multipart with its file name and type, reporting progress to the end", async () => {
    const path = writeWavFixture("call-42.wav");
    await faultServer().script([{ status: 201, body: { file_id: "f" } }]);
    const progress: number[] = [];
    await call(() => make().files.upload(path, { onUploadProgress: ({ loaded }) => progress.push(loaded) }));
    const [request] = await faultServer().requests();
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.bodyStart).toContain('Content-Disposition: form-data; name="file"; filename="call-42.wav"');
    expect(request?.bodyStart).toContain("Content-Type: audio/wav");
    expect(progress.at(-1)).toBe(8044);
  });
});

describe("AsyncServiceClient only (what a blocked thread cannot offer)", () => {
  it("does not retry an upload from a stream, which cannot be replayed", async () => {
    const async = clientKinds[0]?.create({ apiKey: "test-key", baseUrl: faultServer().url }) as AsyncServiceClient;
    await faultServer().script([{ status: 503, body: error503 }]);
    const stream = new Blob([new Uint8Array(1000)]).stream();
    await expect(async.files.upload(stream, { filename: "live.raw" })).rejects.toBeInstanceOf(ServiceAPIError);
    expect(await faultServer().requests()).toHaveLength(1);
  });

  it("stops at the caller's abort, without retrying", async () => {
    const async = clientKinds[0]?.create({ apiKey: "test-key", baseUrl: faultServer().url }) as AsyncServiceClient;
    await faultServer().script([{ hang: true }, { status: 200, body: { models: [] } }]);
    const controller = new AbortController();
    const listing = async.models.list({ signal: controller.signal }).catch((e) => e);
    // Aborted once the server holds the request, so the abort finds the call waiting on its answer.
    await faultServer().seen(1);
    controller.abort();
    const error = await listing;
    expect(error.name).toBe("AbortError");
    expect(await faultServer().requests()).toHaveLength(1);
  });
});
