// The generated resources pass the right inputs for every operation: a bare context runs each one through
// the generated typed fetch client (openapi-fetch), and the mock in example mode (Prism's engine) validates
// each request against the spec (path, query, JSON and multipart bodies) and answers with the named examples. The SDK's own runtime is not
// involved, so this holds the generated code alone to the spec.

import type {
  OperationContext,
  OperationInput,
  OperationRoute,
  OperationSpec,
  RequestOptions,
} from "stt-service/in-repository";
import { createFetchClient, GeneratedClient, operationSpecs, resourceClasses } from "stt-service/in-repository";
import { describe, expect, inject, it } from "vitest";

const calls: { operation: OperationSpec; status: number }[] = [];

function formData(upload: NonNullable<OperationInput["upload"]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) if (value !== undefined) form.append(name, value);
  const file = upload.file as File;
  form.append(upload.field, file, file.name);
  return form;
}

/**
 * How openapi-fetch is to read a route's success body, as the generated route says it comes (from the spec's
 * media types): text, bytes or JSON. So an operation answering text or bytes needs no edit here.
 */
function parseAsOf(route: OperationRoute): "text" | "arrayBuffer" | "json" {
  return route.responseBody === "text" ? "text" : route.responseBody === "binary" ? "arrayBuffer" : "json";
}

/**
 * The least a runtime must do: authenticate, ask for the media types the route answers, serialize multipart
 * bodies, read the body as the route says, reject non-2xx answers.
 */
async function bareRun(route: OperationRoute, input: OperationInput): Promise<never> {
  const operation = Object.values(operationSpecs).find((spec) => spec.name === route.name);
  if (!operation) throw new Error(`no operation ${route.name}`);
  const client = createFetchClient({
    baseUrl: inject("examplesBaseUrl"),
    headers: { authorization: "Bearer test-key", ...(route.accept ? { accept: route.accept.join(", ") } : {}) },
  });
  const { data, response } = await client.request(
    operation.method.toLowerCase() as "get",
    operation.path as "/models",
    {
      params: { path: input.path, query: input.query },
      ...(input.upload ? { body: {}, bodySerializer: () => formData(input.upload as never) } : { body: input.body }),
      parseAs: parseAsOf(route),
      signal: AbortSignal.timeout(10_000),
    } as never,
  );
  calls.push({ operation, status: response.status });
  if (response.status !== operation.successStatus) {
    throw new Error(`${operation.operationId}: ${response.status} ${JSON.stringify(await response.text())}`);
  }
  const body: unknown = data;
  return (body instanceof ArrayBuffer ? new Uint8Array(body) : body) as never;
}

const bareContext: OperationContext = {
  // The data alone: the answer behind withResponse() is the runtime's job, tested with it.
  run: (route, _options, input) =>
    Object.assign(bareRun(route, input), {
      withResponse: () => Promise.reject(new Error("the bare context keeps no answer")),
    }),
  // Bytes whole, as openapi-fetch reads them: streaming is the runtime's job, tested with it.
  download(route: OperationRoute, options: RequestOptions | undefined, input: OperationInput) {
    const bytes = this.run<Uint8Array>(route, options, input);
    return Object.assign(bytes, {
      asResponse: () => Promise.reject(new Error("the bare context does not stream")),
    });
  },
  // The first page only: walking pages is the runtime's job, tested with it.
  list<Page, Item>(route: OperationRoute, options: RequestOptions | undefined, input: OperationInput) {
    const first = this.run<Page>(route, options, input);
    return Object.assign(first, {
      async *[Symbol.asyncIterator]() {
        yield* (await first)[route.pagination?.items as keyof Page] as Item[];
      },
    });
  },
};

const api = new GeneratedClient(bareContext, resourceClasses);

describe("the generated HTTP resources, through the generated typed fetch client, against the example mode", () => {
  it("upload a file as multipart with its name", async () => {
    const audio = new File([new Uint8Array([82, 73, 70, 70, 0, 0])], "support-call.wav", { type: "audio/wav" });
    const file = await api.files.upload(audio, { clientReferenceId: "ticket-4821" });
    expect(file).toMatchObject({ file_id: expect.any(String), status: "uploaded", filename: "support-call.wav" });
  });

  it("list, get and delete files", async () => {
    const page = await api.files.list({ limit: 2 });
    expect(page.files.length).toBeGreaterThan(0);
    const items = [];
    for await (const item of api.files.list({ limit: 2 })) items.push(item);
    expect(items).toEqual(page.files);
    expect(page).toHaveProperty("next_page_cursor");
    const file = await api.files.get("6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11");
    expect(file.file_id).toBe("6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11");
    await expect(api.files.delete(file.file_id)).resolves.toBeUndefined();
  });

  it("create, list, get and delete transcriptions", async () => {
    const created = await api.transcriptions.create({
      file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
      model: "stt-async-v3",
      enable_speaker_diarization: true,
      translation: { type: "two_way", language_a: "en", language_b: "es" },
    });
    expect(created.status).toBe("processing");
    const page = await api.transcriptions.list();
    expect(page.transcriptions.length).toBeGreaterThan(0);
    const completed = await api.transcriptions.get(created.id);
    expect(completed.status).toBe("completed");
    expect(completed.tokens?.map((token) => token.text).join("")).toBe(completed.text);
    await expect(api.transcriptions.delete(created.id)).resolves.toBeUndefined();
  });

  it("list models and mint a temporary key", async () => {
    const { models } = await api.models.list();
    expect(models.map((model) => model.id)).toContain("stt-rt-v3");
    const key = await api.auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 });
    expect(key.api_key).toMatch(/^tmp_/);
  });

  it("get a file's content, as bytes", async () => {
    const bytes = await api.files.content("6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11");
    expect(new TextDecoder().decode(bytes)).toBe("RIFF$\u0000\u0000\u0000WAVEfmt ");
  });

  it("get the webhook signing secret, and rotate it", async () => {
    expect((await api.webhooks.secret()).secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect((await api.webhooks.rotateSecret()).secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
  });

  it("get a transcription's captions, as text", async () => {
    const captions = await api.transcriptions.captions("4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81");
    expect(captions).toMatch(/^WEBVTT\n/);
  });

  it("ran every operation of the spec", () => {
    expect([...new Set(calls.map((call) => call.operation.operationId))].sort()).toEqual(
      Object.keys(operationSpecs).sort(),
    );
  });
});
