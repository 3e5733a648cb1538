// An operation added to a copy of the spec with no handler in the mock (CONTRIBUTING.md says one is
// optional), whose path names a kept resource: `GET /transcriptions/{transcription_id}/srt`. The stateful
// mock answers an id the key does not own with the contract's 404, and its example with the ids asked for;
// the conformance kit, reading the operation from the same copy, checks it and fails a server that answers
// its example for any id.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadContract, parseOptions, runConformance } from "@stt-service/conformance";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrokenServer } from "#test-support/broken-proxy.js";
import { failedChecks, firstKey, secondKey } from "#test-support/conformance-kit.js";
import { errorBodyProblems, keyed } from "#test-support/raw-http.js";
import { copySpecs, type SpecCopy } from "#test-support/spec-copies.js";
import { loadSpecDocuments } from "#test-support/spec-documents.js";
import { keptResourceOperations } from "#test-support/spec-lists.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { type RunningMocks, startMocks } from "../../../src/index.js";

/** Another transcription's id and file, as a contributor's example would have them. */
const example = {
  transcription_id: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
  format: "srt",
  subtitles: "1\n00:00:00,000 --> 00:00:01,500\nHello.\n",
};

/** The spec edit: a schema and an operation on the transcriptions' path, its responses as getTranscription's. */
function addSubtitles(copy: SpecCopy): void {
  copy.edit("openapi.yaml", (spec) => {
    const id = { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" };
    spec.components.schemas.TranscriptionSubtitles = {
      title: "TranscriptionSubtitles",
      type: "object",
      required: ["transcription_id", "file_id", "format", "subtitles"],
      properties: {
        transcription_id: { ...id, description: "The transcription's id." },
        file_id: { ...id, description: "The transcribed file's id." },
        format: { type: "string", enum: ["srt"], description: "The subtitle format." },
        subtitles: { type: "string", maxLength: 100000, description: "The subtitles." },
      },
    };
    const transcription = spec.paths["/transcriptions/{transcription_id}"];
    const ok = transcription.get.responses["200"];
    spec.paths["/transcriptions/{transcription_id}/srt"] = {
      parameters: transcription.parameters,
      get: {
        operationId: "getTranscriptionSubtitles",
        tags: ["transcriptions"],
        summary: "Get a transcription's subtitles",
        description: "Returns the transcript of a completed transcription as SRT subtitles.",
        responses: {
          ...transcription.get.responses,
          "200": {
            description: "The subtitles.",
            headers: ok.headers,
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/TranscriptionSubtitles" },
                examples: { srt: { value: example } },
              },
            },
          },
        },
      },
    };
  });
}

const operation = "getTranscriptionSubtitles (GET /transcriptions/{transcription_id}/srt)";
let copy: SpecCopy;
let mocks: RunningMocks;
const logged: string[] = [];

beforeAll(async () => {
  copy = copySpecs();
  addSubtitles(copy);
  mocks = await startMocks({
    specPath: join(copy.dir, "openapi.yaml"),
    speed: 200,
    minProcessingMs: 20,
    streamLimits: { idleTimeoutMs: 1000 },
    onLog: (line) => logged.push(line),
  });
}, 60_000);

afterAll(async () => {
  await mocks?.stop();
  copy?.remove();
});

async function transcriptionOf(caller: ReturnType<typeof keyed>): Promise<{ id: string; fileId: string }> {
  const form = new FormData();
  const wav = new Uint8Array(readFileSync(writeWavFixture("subtitles.wav", 1)));
  form.append("file", new Blob([wav], { type: "audio/wav" }), "subtitles.wav");
  const fileId = ((await caller.upload(form)).body as { file_id: string }).file_id;
  const created = await caller.postJson("/transcriptions", {
    file_id: fileId,
    model: "stt-async-v3",
    enable_speaker_diarization: false,
  });
  expect(created.status, created.text).toBe(201);
  return { id: (created.body as { id: string }).id, fileId };
}

describe("an operation without a handler whose path names a transcription", () => {
  it("answers the contract's 404 for an id the key does not own: never made, another key's", async () => {
    const owner = keyed(mocks.httpUrl, "subtitles-owner");
    const { id } = await transcriptionOf(owner);
    for (const [caller, path] of [
      [owner, "/transcriptions/nope/srt"],
      [owner, `/transcriptions/${example.transcription_id}/srt`],
      [keyed(mocks.httpUrl, "subtitles-other"), `/transcriptions/${id}/srt`],
    ] as const) {
      const answer = await caller.get(path);
      expect(answer.status, `${path}: ${answer.text}`).toBe(404);
      expect(errorBodyProblems(answer.body)).toEqual([]);
      expect(answer.body).toMatchObject({
        status_code: 404,
        error_type: "transcription_not_found",
        message: "Transcription not found.",
        request_id: answer.headers.get("x-request-id"),
      });
    }
    // A Prefer: example= is no way around it.
    expect((await owner.get("/transcriptions/nope/srt", { prefer: "example=srt" })).status).toBe(404);
  });

  it("answers its example with the ids asked for for a transcription the key owns", async () => {
    const owner = keyed(mocks.httpUrl, "subtitles-reader");
    const { id, fileId } = await transcriptionOf(owner);
    for (const prefer of [{}, { prefer: "example=srt" }] as Record<string, string>[]) {
      const answer = await owner.get(`/transcriptions/${id}/srt`, prefer);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(answer.body).toEqual({ ...example, transcription_id: id, file_id: fileId });
    }
    // Prism checked every answer against the copy's contract.
    expect(mocks.responseViolations, logged.join("\n")).toBe(0);
  });
});

describe("the conformance kit, reading the operation from the same spec", () => {
  const run = async (baseUrl: string, streamUrl: string) => {
    const options = parseOptions(
      [
        ...["--base-url", baseUrl, "--stream-url", streamUrl, "--api-key", firstKey, "--second-api-key", secondKey],
        ...["--seed", "24", "--only", "http", "--negative-runs", "1"],
      ],
      {},
    );
    if (options === "help") throw new Error("unreachable: no --help given");
    return runConformance(options, loadContract(copy.dir));
  };

  it("holds the mock to it", async () => {
    const outcome = await run(mocks.httpUrl, mocks.streamUrl);
    expect(failedChecks(outcome), outcome.text).toEqual([]);
    // Every operation of the copy whose path names a kept resource, the new one among them.
    const named = keptResourceOperations(loadSpecDocuments(copy.dir));
    expect(named).toContain("getTranscriptionSubtitles");
    const unknownIds = outcome.report.results().find((result) => result.check === "state.unknown-id");
    expect(unknownIds?.verified, `${named.join(", ")}\n${outcome.text}`).toBe(named.length);
    expect(outcome.exitCode).toBe(0);
  }, 60_000);

  it("fails a server that answers the operation's example for an id no key made, naming the operation", async () => {
    const server = await startBrokenServer(mocks.httpUrl, mocks.streamUrl, {
      response: (request, response) => {
        const id = /^\/transcriptions\/([^/?]+)\/srt$/.exec(request.path)?.[1];
        if (id === undefined || response.status !== 404) return response;
        const body = { ...example, transcription_id: decodeURIComponent(id) };
        return { ...response, status: 200, body: Buffer.from(JSON.stringify(body)) };
      },
    });
    try {
      const outcome = await run(server.baseUrl, server.streamUrl);
      expect(failedChecks(outcome), outcome.text).toEqual(["state.unknown-id"]);
      expect(outcome.exitCode).toBe(1);
      const [violation] = outcome.report.violations();
      expect(violation?.message).toContain(`${operation} answered 200`);
      expect(violation?.message).toContain("the contract says 404 transcription_not_found");
      expect(outcome.text).toContain(operation);
    } finally {
      await server.close();
    }
  }, 60_000);
});
