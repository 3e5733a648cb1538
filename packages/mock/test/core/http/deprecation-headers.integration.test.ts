// The HTTP mock answers the use of what the contract deprecates with `Deprecation` (RFC 9745: `@<unix
// seconds>`) and `Sunset` (RFC 8594: an HTTP-date), on a copy of the spec with `GET /models` deprecated (an
// answer from the examples, through Prism), the `limit` query parameter deprecated (the stateful list), and two
// body fields deprecated beside their `$ref`s: a form field of the upload, a JSON field of a transcription.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySpecs, type SpecCopy } from "#test-support/spec-copies.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { type RunningMocks, startMocks } from "../../../src/index.js";

const wav = new Uint8Array(readFileSync(writeWavFixture("deprecation.wav", 1)));

let copy: SpecCopy;
let mocks: RunningMocks;

beforeAll(async () => {
  copy = copySpecs();
  copy.edit("openapi.yaml", (openapi) => {
    Object.assign(openapi.paths["/models"].get, {
      deprecated: true,
      "x-sunset": "2027-06-30",
      "x-deprecated-since": "2026-01-15",
    });
    Object.assign(openapi.components.parameters.Limit, { deprecated: true, "x-sunset": "2027-03-31" });
    const { TranscriptionConfig, UploadFileRequest } = openapi.components.schemas;
    Object.assign(TranscriptionConfig.properties.context, { deprecated: true, "x-sunset": "2027-09-30" });
    Object.assign(UploadFileRequest.properties.client_reference_id, { deprecated: true, "x-sunset": "2027-04-30" });
  });
  mocks = await startMocks({ specPath: `${copy.dir}/openapi.yaml` });
}, 60_000);

afterAll(async () => {
  await mocks?.stop();
  copy?.remove();
});

const authorization = "Bearer deprecation-headers";

function get(path: string): Promise<Response> {
  return fetch(`${mocks.httpUrl}${path}`, { headers: { authorization } });
}

function upload(fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new Blob([wav], { type: "audio/wav" }), "deprecation.wav");
  return fetch(`${mocks.httpUrl}/files`, { method: "POST", headers: { authorization }, body: form });
}

function transcribe(body: object): Promise<Response> {
  return fetch(`${mocks.httpUrl}/transcriptions`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("the HTTP mock on deprecated elements", () => {
  it("answers a deprecated operation (from its examples, through Prism) with Deprecation and Sunset", async () => {
    const response = await get("/models");
    expect(response.status).toBe(200);
    // 2026-01-15T00:00:00Z as an RFC 9745 structured-field date; the last day's end as an RFC 8594 HTTP-date.
    expect(response.headers.get("deprecation")).toBe("@1768435200");
    expect(response.headers.get("sunset")).toBe("Wed, 30 Jun 2027 23:59:59 GMT");
    // A browser app may read them: the mock exposes them to CORS.
    expect(response.headers.get("access-control-expose-headers")).toContain("deprecation, sunset");
    await response.body?.cancel();
  });

  it("answers a deprecated query parameter, when sent, on the stateful list with Deprecation (no known start: @0)", async () => {
    const withLimit = await get("/files?limit=5");
    expect(withLimit.status).toBe(200);
    expect(withLimit.headers.get("deprecation")).toBe("@0");
    // Prism 5.12 drops a parameter's extensions, so its x-sunset does not reach the mock: no Sunset rather than a
    // wrong one (the SDK's warning and the reference carry it).
    expect(withLimit.headers.get("sunset")).toBeNull();
    await withLimit.body?.cancel();

    const without = await get("/files");
    expect(without.status).toBe(200);
    expect(without.headers.get("deprecation")).toBeNull();
    expect(without.headers.get("sunset")).toBeNull();
    await without.body?.cancel();
  });

  it("answers a request sending a deprecated form field or JSON field with Deprecation and Sunset, not one without", async () => {
    const plain = await upload({});
    expect(plain.status).toBe(201);
    expect(plain.headers.get("deprecation")).toBeNull();
    const { file_id: fileId } = (await plain.json()) as { file_id: string };

    const referenced = await upload({ client_reference_id: "deprecated-field" });
    expect(referenced.status).toBe(201);
    expect(referenced.headers.get("deprecation")).toBe("@0");
    expect(referenced.headers.get("sunset")).toBe("Fri, 30 Apr 2027 23:59:59 GMT");
    await referenced.body?.cancel();

    const body = { file_id: fileId, model: "stt-async-v3", enable_speaker_diarization: false };
    const without = await transcribe(body);
    expect(without.status).toBe(201);
    expect(without.headers.get("deprecation")).toBeNull();
    await without.body?.cancel();
    const withContext = await transcribe({ ...body, context: { text: "a call about invoices" } });
    expect(withContext.status).toBe(201);
    expect(withContext.headers.get("deprecation")).toBe("@0");
    expect(withContext.headers.get("sunset")).toBe("Thu, 30 Sep 2027 23:59:59 GMT");
    await withContext.body?.cancel();
  });

  it("adds nothing to an operation the contract does not deprecate, and keeps its answers valid", async () => {
    const response = await get("/files/not-there");
    expect(response.status).toBe(404);
    expect(response.headers.get("deprecation")).toBeNull();
    expect(response.headers.get("sunset")).toBeNull();
    await response.body?.cancel();
    expect(mocks.responseViolations).toBe(0);
  });
});
