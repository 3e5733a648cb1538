// Both clients against the stateful mock (`npm run mock`'s code, Prism checking every exchange): every
// operation's happy path over real state, lists that page and end, and every declared error status reaching
// the right kind with its fields. Each client kind uses its own API key, so neither sees the other's files.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { expectedHttpStatusKinds } from "#test-support/contract-expectations.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { operationSpecs } from "../../src/generated/http/operations.js";
import {
  AsyncServiceClient,
  createFetchClient,
  ServiceAuthenticationError,
  ServiceConfigError,
  type ServiceError,
  ServiceNotFoundError,
  serviceErrorKinds,
} from "../../src/index.js";
import { SyncServiceClient } from "../../src/sync.js";
import { call, clientKinds, closeSyncClients } from "./clients.js";

const baseUrl = inject("apiBaseUrl");
const wavPath = writeWavFixture("tone.wav", 1);
afterAll(closeSyncClients);

/** One call of each operation, with valid inputs, by its operationId (ids need not exist: errors are forced). */
const callsByOperation: Record<
  keyof typeof operationSpecs,
  (client: AsyncServiceClient, headers: Record<string, string>) => unknown
> = {
  uploadFile: (c, headers) => c.files.upload(wavPath, { headers }),
  listFiles: (c, headers) => c.files.list({ limit: 10 }, { headers }),
  getFile: (c, headers) => c.files.get("some-file", { headers }),
  deleteFile: (c, headers) => c.files.delete("some-file", { headers }),
  getFileContent: (c, headers) => c.files.content("some-file", { headers }),
  createTranscription: (c, headers) =>
    c.transcriptions.create(
      { file_id: "some-file", model: "stt-async-v3", enable_speaker_diarization: false },
      { headers },
    ),
  listTranscriptions: (c, headers) => c.transcriptions.list(undefined, { headers }),
  getTranscription: (c, headers) => c.transcriptions.get("some-transcription", { headers }),
  deleteTranscription: (c, headers) => c.transcriptions.delete("some-transcription", { headers }),
  getTranscriptionCaptions: (c, headers) => c.transcriptions.captions("some-transcription", undefined, { headers }),
  listModels: (c, headers) => c.models.list({ headers }),
  createTemporaryApiKey: (c, headers) =>
    c.auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 }, { headers }),
  getWebhookSecret: (c, headers) => c.webhooks.secret({ headers }),
  rotateWebhookSecret: (c, headers) => c.webhooks.rotateSecret({ headers }),
};

describe.each(clientKinds)("$name against the stateful mock", (kind) => {
  const client = kind.create({ apiKey: `key-${randomUUID()}`, baseUrl, maxRetries: 0 });

  it("uploads from a path, bytes and a Blob; each file is stored with what the upload said", async () => {
    const sources = [wavPath, new Uint8Array(readFileSync(wavPath)), new Blob([readFileSync(wavPath)])];
    for (const [index, source] of sources.entries()) {
      const file = await call(() =>
        client.files.upload(source, { filename: `tone-${index}.wav`, clientReferenceId: `t-${index}` }),
      );
      expect(file).toMatchObject({
        status: "uploaded",
        filename: `tone-${index}.wav`,
        size: readFileSync(wavPath).length,
        client_reference_id: `t-${index}`,
      });
      expect(await call(() => client.files.get(file.file_id))).toEqual(file);
    }
  });

  it("lists newest first, page by page, and iterating ends with exactly the items that exist", async () => {
    const lister = kind.create({ apiKey: `key-${randomUUID()}`, baseUrl, maxRetries: 0 });
    const created: string[] = [];
    for (let index = 0; index < 5; index++) {
      created.push(
        (await call(() => lister.files.upload(new Blob([readFileSync(wavPath)]), { filename: `f${index}.wav` })))
          .file_id,
      );
    }
    const newestFirst = [...created].reverse();
    const first = await call(() => lister.files.list({ limit: 2 }));
    expect(first.files.map((file) => file.file_id)).toEqual(newestFirst.slice(0, 2));
    expect(first.next_page_cursor).toEqual(expect.any(String));
    const seen: string[] = [];
    for await (const file of lister.files.list({ limit: 2 })) seen.push(file.file_id);
    expect(seen).toEqual(newestFirst);
    await call(() => lister.files.delete(created[2] as string));
    const after: string[] = [];
    for await (const file of lister.files.list({ limit: 2 })) after.push(file.file_id);
    expect(after).toEqual(newestFirst.filter((id) => id !== created[2]));
  });

  it("transcribes end to end, then forgets what is deleted (404 after delete)", async () => {
    const done = await call(() =>
      client.transcribe(wavPath, { model: "stt-async-v3", enable_speaker_diarization: false }, { pollIntervalMs: 20 }),
    );
    expect(done).toMatchObject({ status: "completed", text: "Hello, thanks for calling", duration_ms: 1000 });
    expect(done.tokens?.every((token) => (token.end_ms ?? 0) <= 1000)).toBe(true);
    const listed: string[] = [];
    for await (const transcription of client.transcriptions.list()) listed.push(transcription.id);
    expect(listed).toContain(done.id);
    await expect(call(() => client.transcriptions.delete(done.id))).resolves.toBeUndefined();
    const error = await call(() => client.transcriptions.get(done.id)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceNotFoundError);
    expect(error).toMatchObject({ status: 404, errorType: "transcription_not_found" });
  });

  it("transcribes the audio at an audio_url (no upload) until it is done; transcribe's config takes no audio_url", async () => {
    const created = await call(() =>
      client.transcriptions.create({
        audio_url: "https://audio.example.com/calls/4821.wav",
        model: "stt-async-v3",
        enable_speaker_diarization: false,
      }),
    );
    expect(created).toMatchObject({ audio_url: "https://audio.example.com/calls/4821.wav" });
    const done = await call(() => client.transcriptions.waitUntilDone(created.id, { pollIntervalMs: 20 }));
    expect(done).toMatchObject({ id: created.id, status: "completed", file_id: expect.any(String) });
    expect(done.text).toEqual(expect.any(String));
    const refused: Parameters<AsyncServiceClient["transcribe"]>[1] = {
      model: "stt-async-v3",
      enable_speaker_diarization: false,
      // @ts-expect-error transcribe uploads its audio: a config naming other audio is refused by its type.
      audio_url: "https://a.example/x.wav",
    };
    expect(refused).toHaveProperty("audio_url");
  });

  it("lists models and mints a temporary key", async () => {
    expect((await call(() => client.models.list())).models.map((m) => m.id)).toContain("stt-rt-v3");
    const key = await call(() =>
      client.auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 }),
    );
    expect(key.api_key).toMatch(/^tmp_[A-Za-z0-9_-]+$/);
  });

  const errorCases = Object.entries(operationSpecs).flatMap(([operationId, spec]) =>
    spec.errorStatuses.map((status) => ({ operationId: operationId as keyof typeof operationSpecs, status })),
  );
  it.each(errorCases)(
    "raises the kind of $status for $operationId, with its fields",
    async ({ operationId, status }) => {
      const error = (await call(() => callsByOperation[operationId](client, { prefer: `code=${status}` })).catch(
        (e: unknown) => e,
      )) as ServiceError;
      const expectedKind = expectedHttpStatusKinds[status] ?? "ServiceAPIError";
      expect(error).toBeInstanceOf(serviceErrorKinds[expectedKind as keyof typeof serviceErrorKinds]);
      expect(error.name).toBe(expectedKind);
      expect(error.status).toBe(status);
      expect(error.errorType).toEqual(expect.any(String));
      expect(error.requestId).toEqual(expect.any(String));
      expect(error.message).toContain(`answered ${status} ${error.errorType}`);
      if (status === 429 || status === 503) expect(error.retryAfter).toBeGreaterThan(0);
    },
  );
});

describe("AsyncServiceClient against the mock, without the key on the wire", () => {
  it("maps the mock's real 401 to ServiceAuthenticationError", async () => {
    const client = new AsyncServiceClient({
      apiKey: "test-key",
      baseUrl,
      // Stands for a proxy that drops the Authorization header.
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.delete("authorization");
        return fetch(request);
      },
    });
    await expect(client.models.list()).rejects.toBeInstanceOf(ServiceAuthenticationError);
  });
});

describe("createFetchClient (the typed openapi-fetch client) against the mock", () => {
  it("sends the key, reads a typed answer, and hands errors back as data rather than throwing", async () => {
    const seen: string[] = [];
    const api = createFetchClient({
      apiKey: `key-${randomUUID()}`,
      baseUrl,
      fetch: (input, init) => {
        const request = new Request(input, init);
        seen.push(request.headers.get("authorization")?.replace(/key-[\w-]+/, "key-…") ?? "none");
        return fetch(request);
      },
    });
    const { data, error } = await api.GET("/models");
    expect(error).toBeUndefined();
    expect(data?.models.map((model) => model.id)).toContain("stt-async-v3");
    const missing = await api.GET("/files/{file_id}", { params: { path: { file_id: "no-such-file" } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ error_type: "file_not_found" });
    expect(seen).toEqual(["Bearer key-…", "Bearer key-…"]);
  });

  it("checks its options as the clients do", () => {
    expect(() => createFetchClient({ apiKey: "test-key", baseUrl: "not a url" })).toThrow(ServiceConfigError);
  });
});

describe("withResponse against the stateful mock: the data with its request id, status and headers", () => {
  it("AsyncServiceClient: call(…).withResponse()", async () => {
    const client = new AsyncServiceClient({ apiKey: `key-${randomUUID()}`, baseUrl, maxRetries: 0 });
    const uploaded = await client.files.upload(wavPath).withResponse();
    expect(uploaded.response.status).toBe(201);
    expect(uploaded.requestId).toEqual(expect.any(String));
    const got = await client.files.get(uploaded.data.file_id).withResponse();
    expect(got.data).toEqual(uploaded.data);
    expect(got.requestId).toEqual(got.response.headers.get("x-request-id"));
    expect(got.requestId).not.toBe(uploaded.requestId);
    expect(await client.files.get(uploaded.data.file_id)).toEqual(uploaded.data);
  });

  it("SyncServiceClient: method.withResponse(…), its response carrying the status and headers", () => {
    const client = new SyncServiceClient({ apiKey: `key-${randomUUID()}`, baseUrl, maxRetries: 0 });
    try {
      const uploaded = client.files.upload.withResponse(wavPath);
      expect(uploaded.response.status).toBe(201);
      const got = client.files.get.withResponse(uploaded.data.file_id);
      expect(got.data).toEqual(uploaded.data);
      expect(got.requestId).toEqual(expect.any(String));
      expect(got.requestId).toBe(got.response.headers.get("x-request-id"));
      const page = client.files.list.withResponse({ limit: 1 });
      expect([...page.data].map((file) => file.file_id)).toEqual([uploaded.data.file_id]);
      expect(client.files.get(uploaded.data.file_id)).toEqual(uploaded.data);
    } finally {
      client.close();
    }
  });
});
