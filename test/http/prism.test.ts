// Both clients against a real Prism process serving specs/openapi.yaml: every operation's happy path,
// and every declared error status reaching the right kind with its fields.
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { operationSpecs } from "../../generated/http/operations.js";
import {
  AsyncServiceClient,
  createFetchClient,
  ServiceAPIError,
  ServiceAuthenticationError,
  ServiceConfigError,
  type ServiceError,
  serviceErrorKinds,
} from "../../src/index.js";
import { expectedHttpStatusKinds } from "../contract/expectations.js";
import { call, clientKinds, closeSyncClients, writeWavFixture } from "./clients.js";

const baseUrl = inject("apiBaseUrl");
const wavPath = writeWavFixture();
afterAll(closeSyncClients);

const fileId = "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11";
const transcriptionId = "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81";

/** One call of each operation, with valid inputs, by its operationId. */
const callsByOperation: Record<
  keyof typeof operationSpecs,
  (client: AsyncServiceClient, headers: Record<string, string>) => unknown
> = {
  uploadFile: (c, headers) => c.files.upload(wavPath, { headers }),
  listFiles: (c, headers) => c.files.list({ limit: 10 }, { headers }),
  getFile: (c, headers) => c.files.get(fileId, { headers }),
  deleteFile: (c, headers) => c.files.delete(fileId, { headers }),
  createTranscription: (c, headers) =>
    c.transcriptions.create({ file_id: fileId, model: "stt-async-v3", enable_speaker_diarization: false }, { headers }),
  listTranscriptions: (c, headers) => c.transcriptions.list(undefined, { headers }),
  getTranscription: (c, headers) => c.transcriptions.get(transcriptionId, { headers }),
  deleteTranscription: (c, headers) => c.transcriptions.delete(transcriptionId, { headers }),
  listModels: (c, headers) => c.models.list({ headers }),
  createTemporaryApiKey: (c, headers) =>
    c.auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 }, { headers }),
};

describe.each(clientKinds)("$name against Prism", (kind) => {
  const client = kind.create({ apiKey: "test-key", baseUrl, maxRetries: 0 });

  it("uploads from a path, bytes and a Blob, keeping the file name", async () => {
    for (const source of [wavPath, new Uint8Array(readFileSync(wavPath)), new Blob([readFileSync(wavPath)])]) {
      const file = await call(() => client.files.upload(source, { filename: "tone.wav", clientReferenceId: "t-1" }));
      expect(file.status).toBe("uploaded");
    }
  });

  it("lists a page, and iterates items across pages until a cursor repeats", async () => {
    const page = await call(() => client.files.list({ limit: 2 }));
    expect(page.files.length).toBeGreaterThan(0);
    const seen: string[] = [];
    // Prism answers every page with the same cursor: the walk reads the second page, then stops rather
    // than go round for ever.
    const walk = async () => {
      for await (const file of client.files.list({ limit: 2 })) seen.push(file.file_id);
    };
    const error = await walk().catch((caught) => caught);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.message).toBe(
      "files.list: the service answered a next_page_cursor it gave before, so the pages would repeat for ever; the walk stops here.",
    );
    expect(seen).toHaveLength(2 * page.files.length);
  });

  it("gets, creates and deletes, and transcribes a file end to end", async () => {
    expect((await call(() => client.files.get(fileId))).file_id).toBe(fileId);
    await expect(call(() => client.files.delete(fileId))).resolves.toBeUndefined();
    const created = await call(() =>
      client.transcriptions.create({ file_id: fileId, model: "stt-async-v3", enable_speaker_diarization: true }),
    );
    expect(created.status).toBe("processing");
    expect((await call(() => client.transcriptions.list())).transcriptions.length).toBeGreaterThan(0);
    await expect(call(() => client.transcriptions.delete(created.id))).resolves.toBeUndefined();
    const done = await call(() =>
      client.transcribe(
        wavPath,
        { model: "stt-async-v3", enable_speaker_diarization: false },
        { pollIntervalMs: 5, deleteFile: true },
      ),
    );
    expect(done.status).toBe("completed");
    expect(done.text).toBe("Hello, thanks for calling Acme support. How can I help you today?");
  });

  it("lists models and mints a temporary key", async () => {
    expect((await call(() => client.models.list())).models.map((m) => m.id)).toContain("stt-rt-v3");
    const key = await call(() =>
      client.auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 }),
    );
    expect(key.api_key).toMatch(/^tmp_/);
  });

  it("raises ServiceAuthenticationError on 401", async () => {
    const error = await call(() => client.models.list({ headers: { prefer: "code=401" } })).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceAuthenticationError);
    expect(error).toMatchObject({ status: 401, errorType: "unauthenticated" });
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
      if (operationId === "createTranscription" && status === 400) {
        expect(error.validationErrors).toEqual([
          { error_type: "missing", location: "body.model", message: "Field required" },
        ]);
      }
    },
  );
});

describe("AsyncServiceClient against Prism, without the key on the wire", () => {
  it("maps Prism's real 401 to ServiceAuthenticationError", async () => {
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

describe("createFetchClient (the typed openapi-fetch client) against Prism", () => {
  it("sends the key, reads a typed answer, and hands errors back as data rather than throwing", async () => {
    const seen: string[] = [];
    const api = createFetchClient({
      apiKey: "test-key",
      baseUrl,
      fetch: (input, init) => {
        const request = new Request(input, init);
        seen.push(request.headers.get("authorization") ?? "none");
        return fetch(request);
      },
    });
    const { data, error } = await api.GET("/transcriptions/{transcription_id}", {
      params: { path: { transcription_id: transcriptionId } },
    });
    expect(error).toBeUndefined();
    expect(data?.id).toBe(transcriptionId);
    const missing = await api.GET("/files/{file_id}", {
      params: { path: { file_id: fileId } },
      headers: { Prefer: "code=404" },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ error_type: expect.any(String) });
    expect(seen).toEqual(["Bearer test-key", "Bearer test-key"]);
  });

  it("checks its options as the clients do", () => {
    expect(() => createFetchClient({ apiKey: "test-key", baseUrl: "not a url" })).toThrow(ServiceConfigError);
  });
});
