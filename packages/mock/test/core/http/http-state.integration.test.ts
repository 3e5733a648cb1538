// The stateful HTTP mock as frontend teams use it (the shared `npm run mock` process of the test run): it
// remembers what each key made, answers every error in the contract's shape with the real violation, and
// Prism finds nothing wrong with any answer.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { afterAll, describe, expect, inject, it } from "vitest";
import { errorBodyProblems, keyed, type RawAnswer, rawCall } from "#test-support/raw-http.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";

const baseUrl = inject("apiBaseUrl");
const wav = new Uint8Array(readFileSync(writeWavFixture("state.wav", 1)));
const fresh = () => keyed(baseUrl, `key-${randomUUID()}`);

/** The body of a create: a file, the async model, no diarization, and what a case changes. */
function createOf(fileId: string, change: Record<string, unknown> = {}): Record<string, unknown> {
  return { file_id: fileId, model: "stt-async-v3", enable_speaker_diarization: false, ...change };
}

function wavForm(name = "call.wav", extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append("file", new Blob([wav], { type: "audio/wav" }), name);
  for (const [field, value] of Object.entries(extra)) form.append(field, value);
  return form;
}

/** Every answer must be free of contract violations, and its request id in its header and body alike. */
const answers: RawAnswer[] = [];
function checked(answer: RawAnswer): RawAnswer {
  answers.push(answer);
  return answer;
}

afterAll(async () => {
  const status = await rawCall(`${new URL(baseUrl).origin}/__mock/status`);
  expect(status.body).toMatchObject({ mode: "stateful", response_violations: 0 });
});

describe("the stateful HTTP mock, operation by operation", () => {
  it("runs a scenario of every operation with zero contract violations in requests and responses", async () => {
    const caller = fresh();
    const uploaded = checked(await caller.upload(wavForm("scenario.wav", { client_reference_id: "ticket-1" })));
    expect(uploaded.status).toBe(201);
    const fileId = (uploaded.body as { file_id: string }).file_id;
    const steps = [
      await caller.get("/files?limit=10"),
      await caller.get(`/files/${fileId}`),
      await caller.postJson("/transcriptions", createOf(fileId, { enable_speaker_diarization: true })),
      await caller.get("/transcriptions"),
      await caller.get("/models"),
      await caller.postJson("/auth/temporary-api-key", { usage_type: "transcribe_websocket", expires_in_seconds: 60 }),
    ];
    const created = steps[2]?.body as { id: string; status: string };
    expect(created.status).toBe("processing");
    steps.push(await caller.get(`/transcriptions/${created.id}`));
    steps.push(await caller.delete(`/files/${fileId}`));
    expect(steps.map((step) => step.status)).toEqual([200, 200, 201, 200, 200, 201, 200, 204]);
    for (const step of steps) checked(step);
    for (const step of [uploaded, ...steps]) {
      expect(step.headers.get("sl-violations"), `${step.status} ${step.text}`).toBeNull();
    }
  });

  it("stores what the upload said, reads the WAV's duration, and answers 404 for unknown ids and after delete", async () => {
    const caller = fresh();
    const file = checked(await caller.upload(wavForm("meeting.wav", { client_reference_id: "ref-7" }))).body as Record<
      string,
      unknown
    >;
    expect(file).toMatchObject({
      status: "uploaded",
      filename: "meeting.wav",
      size: wav.length,
      client_reference_id: "ref-7",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(checked(await caller.get(`/files/${file.file_id}`)).body).toEqual(file);
    const unknown = checked(await caller.get("/files/no-such-file"));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error_type: "file_not_found" });
    expect(checked(await caller.delete(`/files/${file.file_id}`)).status).toBe(204);
    expect(checked(await caller.get(`/files/${file.file_id}`)).status).toBe(404);
    expect(checked(await caller.delete(`/files/${file.file_id}`)).status).toBe(404);
    const transcription = checked(await caller.postJson("/transcriptions", createOf(String(file.file_id))));
    expect(transcription.status).toBe(404);
  });

  it("keeps each key's files to itself", async () => {
    const [alice, bob] = [fresh(), fresh()];
    const file = checked(await alice.upload(wavForm())).body as { file_id: string };
    expect(checked(await bob.get(`/files/${file.file_id}`)).status).toBe(404);
    expect((checked(await bob.get("/files")).body as { files: unknown[] }).files).toEqual([]);
    expect(
      (checked(await alice.get("/files")).body as { files: { file_id: string }[] }).files.map((f) => f.file_id),
    ).toEqual([file.file_id]);
  });

  it("answers a cursor it did not hand out, or one of another list, with 400 invalid_cursor", async () => {
    const caller = fresh();
    for (let index = 0; index < 3; index++) checked(await caller.upload(wavForm()));
    const page = checked(await caller.get("/files?limit=1")).body as { next_page_cursor: string };
    expect(page.next_page_cursor).toEqual(expect.any(String));
    for (const cursor of [
      "made-up",
      page.next_page_cursor.slice(0, -2),
      "eyJjcmVhdGVkX2F0IjoiMjAyNi0xMS0xOVQwOTozMTo0NVoifQ",
    ]) {
      const answer = checked(await caller.get(`/files?cursor=${encodeURIComponent(cursor)}`));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error_type: "invalid_cursor" });
    }
    const other = checked(await caller.get(`/transcriptions?cursor=${page.next_page_cursor}`));
    expect(other.body).toMatchObject({ status_code: 400, error_type: "invalid_cursor" });
  });

  it("moves a transcription from processing to completed with time, and refuses to delete it meanwhile", async () => {
    const caller = fresh();
    const file = checked(await caller.upload(wavForm())).body as { file_id: string };
    const created = checked(await caller.postJson("/transcriptions", createOf(file.file_id))).body as {
      id: string;
      status: string;
    };
    expect(created.status).toBe("processing");
    const early = checked(await caller.delete(`/transcriptions/${created.id}`));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error_type: "transcription_invalid_state" });
    let current = created;
    while (current.status === "processing") {
      current = checked(await caller.get(`/transcriptions/${created.id}`)).body as typeof created;
    }
    expect(current).toMatchObject({ status: "completed", text: "Hello, thanks for calling", duration_ms: 1000 });
    expect(checked(await caller.delete(`/transcriptions/${created.id}`)).status).toBe(204);
  });

  it("fails a transcription on demand with mock:error:<error_type>", async () => {
    const caller = fresh();
    const file = checked(await caller.upload(wavForm())).body as { file_id: string };
    const created = checked(
      await caller.postJson(
        "/transcriptions",
        createOf(file.file_id, { client_reference_id: "mock:error:audio_decode_failed" }),
      ),
    ).body as { id: string; status: string };
    let current: Record<string, unknown> = created;
    while (current.status === "processing") {
      current = checked(await caller.get(`/transcriptions/${created.id}`)).body as Record<string, unknown>;
    }
    expect(current).toMatchObject({
      status: "error",
      error_type: "audio_decode_failed",
      error_message: expect.any(String),
    });
    expect(current).not.toHaveProperty("text");
  });

  it("replays an idempotent create, creating nothing, and refuses the key with another request (422)", async () => {
    const caller = fresh();
    const file = checked(await caller.upload(wavForm())).body as { file_id: string };
    const request = { file_id: file.file_id, model: "stt-async-v3", enable_speaker_diarization: false };
    const key = { "idempotency-key": randomUUID() };
    const first = checked(await caller.postJson("/transcriptions", request, key));
    const repeat = checked(await caller.postJson("/transcriptions", { ...request }, key));
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    const listed = checked(await caller.get("/transcriptions")).body as { transcriptions: unknown[] };
    expect(listed.transcriptions).toHaveLength(1);
    const reused = checked(
      await caller.postJson("/transcriptions", { ...request, enable_speaker_diarization: true }, key),
    );
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error_type: "idempotency_key_reused" });
    // The same key from another API key is another key.
    expect(checked(await fresh().postJson("/transcriptions", request, key)).status).toBe(404);
  });

  it("replays an idempotent upload whatever its multipart boundary, and answers 409 while the first is arriving", async () => {
    const caller = fresh();
    const key = { "idempotency-key": randomUUID() };
    const first = checked(await caller.upload(wavForm("same.wav"), key));
    const repeat = checked(await caller.upload(wavForm("same.wav"), key));
    expect(repeat.body).toEqual(first.body);
    expect((checked(await caller.get("/files")).body as { files: unknown[] }).files).toHaveLength(1);

    // A first upload whose body is still arriving holds its key.
    const slowKey = { "idempotency-key": randomUUID() };
    let finish: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\n'),
        );
        controller.enqueue(wav.slice(0, 1024));
        finish = () => {
          controller.enqueue(wav.slice(1024));
          controller.enqueue(new TextEncoder().encode("\r\n--b--\r\n"));
          controller.close();
        };
      },
    });
    const slow = fetch(`${baseUrl}/files`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${caller.apiKey}`,
        "content-type": "multipart/form-data; boundary=b",
        ...slowKey,
      },
      body,
      duplex: "half",
    } as RequestInit);
    // Its key is claimed before its body is read: once the mock counts its upload as arriving.
    const status = `${new URL(baseUrl).origin}/__mock/status`;
    const arriving = async () =>
      (
        (await rawCall(status, { headers: { authorization: `Bearer ${caller.apiKey}` } })).body as {
          key_uploads_arriving: number;
        }
      ).key_uploads_arriving;
    while ((await arriving()) === 0) {
      // the next poll is the wait
    }
    const inUse = checked(await caller.upload(wavForm("a.wav"), slowKey));
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ error_type: "idempotency_key_in_use" });
    finish();
    expect((await slow).status).toBe(201);
  });
});

describe("the stateful HTTP mock's errors", () => {
  it("name the real violation: a misspelt field, a limit out of range, a missing file part, an unknown model", async () => {
    const caller = fresh();
    const file = checked(await caller.upload(wavForm())).body as { file_id: string };
    const misspelt = checked(
      await caller.postJson("/transcriptions", {
        file_id: file.file_id,
        model: "stt-async-v3",
        enable_speaker_diarizaton: true,
      }),
    );
    expect(misspelt.status).toBe(400);
    expect(
      (misspelt.body as { validation_errors: { location: string }[] }).validation_errors.map((e) => e.location),
    ).toContain("body.enable_speaker_diarization");
    const limit = checked(await caller.get("/files?limit=1000000"));
    expect(limit.body).toMatchObject({
      error_type: "invalid_request",
      validation_errors: [{ location: "query.limit", error_type: "less_than_equal" }],
    });
    const noFile = new FormData();
    noFile.append("client_reference_id", "x");
    const missing = checked(await caller.upload(noFile));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ validation_errors: [{ location: "body.file" }] });
    const model = checked(await caller.postJson("/transcriptions", createOf(file.file_id, { model: "nope" })));
    expect(model.body).toMatchObject({ validation_errors: [{ location: "body.model", error_type: "invalid_value" }] });
    expect((model.body as { validation_errors: { message: string }[] }).validation_errors[0]?.message).toContain(
      "stt-async-v3",
    );
    const realtimeModel = checked(
      await caller.postJson("/transcriptions", createOf(file.file_id, { model: "stt-rt-v3" })),
    );
    expect(realtimeModel.status).toBe(400);
    expect((realtimeModel.body as { validation_errors: { message: string }[] }).validation_errors[0]?.message).toBe(
      "stt-rt-v3 is a real-time model; this takes an asynchronous model (stt-async-v3).",
    );
  });

  it("hold every string to the contract's bounds: a long reference, an id with dots, a file name with a line break", async () => {
    const caller = fresh();
    const long = checked(await caller.upload(wavForm("call.wav", { client_reference_id: "x".repeat(257) })));
    expect(long.body).toMatchObject({
      status_code: 400,
      validation_errors: [{ location: "body.client_reference_id", error_type: "too_long" }],
    });
    // fetch resolves `..` in a URL before sending it; node:http sends the path as it is.
    const dots = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const { hostname, port } = new URL(baseUrl);
      get(
        {
          hostname,
          port,
          path: `${new URL(baseUrl).pathname}/files/..`,
          headers: { authorization: `Bearer ${caller.apiKey}` },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk) => {
            text += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
        },
      ).on("error", reject);
    });
    expect(dots.body).toMatchObject({ status_code: 400, validation_errors: [{ location: "path.file_id" }] });
    const form = new FormData();
    form.append("file", new Blob([wav], { type: "audio/wav" }), "call\r\nX-Injected: 1.wav");
    const named = checked(await caller.upload(form));
    expect(named.status).toBe(400);
    expect(errorBodyProblems(named.body)).toEqual([]);
  });

  it("refuse what is not audio (422 unsupported_audio), and a WAV header that claims 1 Hz, without harm", async () => {
    const caller = fresh();
    const text = new FormData();
    text.append("file", new Blob(["just some text"], { type: "text/plain" }), "notes.txt");
    expect(checked(await caller.upload(text)).body).toMatchObject({
      status_code: 422,
      error_type: "unsupported_audio",
    });
    const header = Buffer.from(wav.slice(0, 44));
    header.writeUInt32LE(1, 24);
    header.writeUInt16LE(1, 34);
    const hostile = new FormData();
    hostile.append("file", new Blob([header, new Uint8Array(64 * 1024)], { type: "audio/wav" }), "slow.wav");
    const answer = checked(await caller.upload(hostile));
    expect(answer.body).toMatchObject({ error_type: "unsupported_audio" });
    expect((answer.body as { message: string }).message).toContain("1 Hz");
    expect(checked(await caller.get("/models")).status).toBe(200);
  });

  it("answer invalid JSON, unknown routes, other methods and paths without /v1 in the contract's Error shape", async () => {
    const caller = fresh();
    const origin = new URL(baseUrl).origin;
    const cases = [
      [checked(await caller.postJson("/transcriptions", "{not json")), 400, "invalid_request"],
      [checked(await caller.get("/no-such-route")), 404, "not_found"],
      [
        checked(
          await rawCall(`${baseUrl}/files`, { method: "PUT", headers: { authorization: `Bearer ${caller.apiKey}` } }),
        ),
        405,
        "method_not_allowed",
      ],
      [
        checked(await rawCall(`${origin}/files`, { headers: { authorization: `Bearer ${caller.apiKey}` } })),
        404,
        "not_found",
      ],
      // An unknown example is ignored (docs/mock.md): the id's own answer, a 404.
      [
        checked(await caller.get("/transcriptions/x", { prefer: "example=no-such-example" })),
        404,
        "transcription_not_found",
      ],
      [checked(await rawCall(`${baseUrl}/files`)), 401, "unauthenticated"],
    ] as const;
    for (const [answer, status, errorType] of cases) {
      expect(answer.status, answer.text).toBe(status);
      expect(answer.headers.get("content-type")).toBe("application/json");
      expect(errorBodyProblems(answer.body), answer.text).toEqual([]);
      expect(answer.body).toMatchObject({ status_code: status, error_type: errorType });
    }
    expect((cases[3][0].body as { message: string }).message).toContain("/v1");
    expect(cases[2][0].headers.get("allow")).toBe("POST, GET");
  });

  it("give every answer its own X-Request-Id, the same as its body's request_id", async () => {
    // Answers of its own, successes and errors, so the test holds when it runs alone.
    const caller = fresh();
    const own = [
      checked(await caller.get("/models")),
      checked(await caller.get("/models")),
      checked(await caller.get("/files?limit=1")),
      checked(await caller.get("/files/file_unknown")),
      checked(await caller.get("/transcriptions/tr_unknown")),
      checked(await caller.postJson("/transcriptions", {})),
    ];
    expect(own.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 404, 400]);
    // And every answer the other tests collected.
    for (const group of [own, answers]) {
      const ids = group.map((answer) => answer.headers.get("x-request-id"));
      expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      for (const answer of group) {
        const body = answer.body as { request_id?: string } | undefined;
        if (answer.status >= 400) expect(body?.request_id).toBe(answer.headers.get("x-request-id"));
      }
    }
  });

  it("keep Prefer: code= and Prefer: example= in the stateful mode, with a Retry-After the body agrees with", async () => {
    const caller = fresh();
    const unavailable = checked(await caller.get("/models", { prefer: "code=503" }));
    expect(unavailable.status).toBe(503);
    const seconds = unavailable.headers.get("retry-after");
    expect((unavailable.body as { message: string }).message).toContain(`Retry after ${seconds} seconds`);
    // An example asked for is of the caller's own transcription: its id and its file's, not the example's.
    const fileId = (checked(await caller.upload(wavForm())).body as { file_id: string }).file_id;
    const created = checked(await caller.postJson("/transcriptions", createOf(fileId)));
    const id = (created.body as { id: string }).id;
    const example = checked(await caller.get(`/transcriptions/${id}`, { prefer: "example=completed_diarized" }));
    expect(example.body).toMatchObject({ id, file_id: fileId, status: "completed", enable_speaker_diarization: true });
    const file = checked(await caller.get(`/files/${fileId}`, { prefer: "example=expired" }));
    expect(file.body).toMatchObject({ file_id: fileId, status: "expired" });
    // An id the key does not own is the contract's 404, whichever example is asked for.
    for (const [path, example, errorType] of [
      ["/transcriptions/anything", "completed", "transcription_not_found"],
      ["/files/anything", "uploaded", "file_not_found"],
    ] as const) {
      const unknown = checked(await caller.get(path, { prefer: `example=${example}` }));
      expect(unknown.status, path).toBe(404);
      expect(unknown.body).toMatchObject({ status_code: 404, error_type: errorType });
    }
    const another = checked(await fresh().get(`/transcriptions/${id}`, { prefer: "example=completed_diarized" }));
    expect(another.body).toMatchObject({ status_code: 404, error_type: "transcription_not_found" });
  });
});
