// The HTTP mock checks its exchanges with Prism's own pipeline in process. This holds that gate to what
// Prism's real proxy (`prism proxy <spec> <mock>`, a separate process) finds: on the true contract neither
// finds a violation in a scenario of every operation; on a contract the mock's answers break, both find it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningPrism, startPrism } from "#test-support/prism.js";
import { keyed, type RawAnswer } from "#test-support/raw-http.js";
import { copySpecs, type SpecCopy } from "#test-support/spec-copies.js";
import { type RunningMocks, startMocks } from "../../../src/index.js";

interface Pair {
  mocks: RunningMocks;
  proxy: RunningPrism;
}

const started: Pair[] = [];
let broken: SpecCopy;

async function pair(specPath: string): Promise<Pair> {
  const mocks = await startMocks({ specPath, speed: 1000, minProcessingMs: 0 });
  try {
    const proxy = await startPrism({ specPath, upstream: mocks.httpUrl, readyTimeoutMs: 60_000 });
    const result = { mocks, proxy };
    started.push(result);
    return result;
  } catch (error) {
    await mocks.stop();
    throw error;
  }
}

/** Raw 16-bit PCM named by its content type: bytes Prism's proxy passes on unharmed (it reads bodies as text). */
function rawAudio(): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(16_000)], { type: "audio/L16; rate=16000; channels=1" }), "call.pcm");
  form.append("client_reference_id", "gate");
  return form;
}

/** Every operation once, through `baseUrl` (the mock itself, or Prism's proxy in front of it). */
async function scenario(baseUrl: string): Promise<RawAnswer[]> {
  const caller = keyed(baseUrl, `key-${randomUUID()}`);
  const uploaded = await caller.upload(rawAudio());
  const fileId = (uploaded.body as { file_id: string }).file_id;
  const created = await caller.postJson("/transcriptions", {
    file_id: fileId,
    model: "stt-async-v3",
    enable_speaker_diarization: false,
  });
  const id = (created.body as { id: string }).id;
  return [
    uploaded,
    await caller.get("/files"),
    await caller.get(`/files/${fileId}`),
    created,
    await caller.get("/transcriptions"),
    await caller.get(`/transcriptions/${id}`),
    await caller.get("/models"),
    await caller.postJson("/auth/temporary-api-key", { usage_type: "transcribe_websocket", expires_in_seconds: 60 }),
    await caller.delete(`/transcriptions/${id}`),
    await caller.delete(`/files/${fileId}`),
  ];
}

function violations(answers: RawAnswer[]): string[] {
  return answers.flatMap((answer) => {
    const header = answer.headers.get("sl-violations");
    return header
      ? (JSON.parse(header) as { location: string[]; message: string }[]).map(
          (v) => `${v.location.join(".")}: ${v.message}`,
        )
      : [];
  });
}

beforeAll(() => {
  broken = copySpecs();
  // The mock's file names are longer than this: every answer with a file breaks the contract.
  broken.edit("openapi.yaml", (spec) => {
    spec.components.schemas.FileObject.properties.filename.maxLength = 3;
  });
});

afterAll(async () => {
  for (const { mocks, proxy } of started) await Promise.all([mocks.stop(), proxy.stop()]);
  broken?.remove();
});

describe("the mock's contract engine, beside Prism's own proxy", () => {
  it("finds no violation in a scenario of every operation, as Prism's proxy finds none", async () => {
    const { mocks, proxy } = await pair("specs/openapi.yaml");
    const direct = await scenario(mocks.httpUrl);
    const proxied = await scenario(proxy.url);
    expect(direct.map((answer) => answer.status)).toEqual([201, 200, 200, 201, 200, 200, 200, 201, 204, 204]);
    expect(proxied.map((answer) => answer.status)).toEqual(direct.map((answer) => answer.status));
    expect(violations(direct)).toEqual([]);
    expect(violations(proxied)).toEqual([]);
    expect(mocks.responseViolations).toBe(0);
  }, 90_000);

  it("finds the answers that break a contract, where Prism's proxy finds them", async () => {
    const { mocks, proxy } = await pair(`${broken.dir}/openapi.yaml`);
    const direct = await scenario(mocks.httpUrl);
    const proxied = await scenario(proxy.url);
    const filenameProblems = (found: string[]) =>
      found
        .filter((violation) => /^response\.body(\.files\.0)?\.filename: /.test(violation))
        .map((v) => v.split(":")[0]);
    expect(filenameProblems(violations(direct))).toEqual(filenameProblems(violations(proxied)));
    expect(filenameProblems(violations(direct)).length).toBeGreaterThanOrEqual(3);
    expect(mocks.responseViolations).toBeGreaterThanOrEqual(3);
  }, 90_000);
});
