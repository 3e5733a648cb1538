// A transcription from an `audio_url` whose host the mock was told to allow: the mock's core fetches it from a
// server of the test's on 127.0.0.1, within its bounds (a byte cap, a time limit, no redirect followed), and
// checks the bytes as an upload's. The transcription is processing while the fetch runs, then completes from the
// fetched audio (its file's content is those bytes) or fails with the contract's error type. A loopback host
// the mock was not told to allow is never fetched.
import { once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { CompiledContractEngine } from "../../../src/core/http/compiled-contract-engine.js";
import { HttpCore } from "../../../src/core/http/http-core.js";
import { MockState } from "../../../src/core/service/state.js";
import { defaultMockScript, mockModels } from "../../../src/generated/realtime/mock-script.js";

const audio = wavBytes(2);
const maxBytes = 200_000;
/** Requests the audio server got, by path. */
const hits = new Map<string, number>();
/** Answers held open, never sent: the fetch's time limit ends them. */
const held: ServerResponse[] = [];

const audioServer = createServer((request, response) => {
  const path = request.url ?? "/";
  hits.set(path, (hits.get(path) ?? 0) + 1);
  if (path === "/call.wav") response.writeHead(200, { "content-type": "audio/wav" }).end(audio);
  else if (path === "/notes.txt") response.writeHead(200, { "content-type": "text/plain" }).end("not audio at all");
  else if (path === "/declared-big.wav") {
    response.writeHead(200, { "content-type": "audio/wav", "content-length": String(maxBytes + 1) });
    response.end(new Uint8Array(maxBytes + 1));
  } else if (path === "/streamed-big.wav") {
    // No length said: the cap stops the body as it arrives.
    response.writeHead(200, { "content-type": "audio/wav" });
    response.write(audio.subarray(0, 44));
    for (let sent = 44; sent <= maxBytes; sent += 50_000) response.write(new Uint8Array(50_000));
    response.end();
  } else if (path === "/moved.wav") response.writeHead(302, { location: "/call.wav" }).end();
  else if (path === "/slow.wav") held.push(response);
  else response.writeHead(404).end();
});

let origin = "";
const state = new MockState();
/** A mock core on `state` whose audio fetches may take `timeoutMs`. */
const coreWithin = (timeoutMs: number) =>
  new HttpCore({
    engine: new CompiledContractEngine(),
    state,
    script: defaultMockScript,
    models: mockModels,
    stateless: false,
    dynamic: false,
    basePath: "/v1",
    speed: Number.POSITIVE_INFINITY,
    minProcessingMs: 0,
    latencyMs: [0, 0],
    failureRate: 0,
    rateLimitPerMinute: 0,
    onResponseViolation: "fail",
    allowAudioUrlHosts: ["127.0.0.1"],
    audioUrlLimits: { maxBytes, timeoutMs },
    now: Date.now,
    random: Math.random,
  });
/** Room enough that a fetch meant to end otherwise never meets its time limit on a busy machine. */
const core = coreWithin(30_000);
/** The same mock with a short time limit, for the answer that never comes. */
const impatientCore = coreWithin(300);

beforeAll(async () => {
  audioServer.listen(0, "127.0.0.1");
  await once(audioServer, "listening");
  origin = `http://127.0.0.1:${(audioServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of held) response.destroy();
  audioServer.close();
  await once(audioServer, "close");
});

async function call(path: string, init: RequestInit & { key: string }, using = core): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${init.key}`);
  if (init.body) headers.set("content-type", "application/json");
  return using.handle(new Request(`http://mock.test/v1${path}`, { ...init, headers }));
}

/**
 * Creates a transcription of `audioUrl` and resolves with it once its end is known: the state's watchers are
 * told when the fetch ends (no guessed wait).
 */
async function transcribed(audioUrl: string, using = core): Promise<{ key: string; body: Record<string, unknown> }> {
  const key = `key-${crypto.randomUUID()}`;
  let ended: () => void = () => {};
  const end = new Promise<void>((resolve) => {
    ended = resolve;
  });
  const stop = state.watchTranscriptions((tenant, record) => {
    if (tenant.apiKey === key && record.doneAtMs !== Number.POSITIVE_INFINITY) ended();
  });
  try {
    const created = await call(
      "/transcriptions",
      {
        key,
        method: "POST",
        body: JSON.stringify({ audio_url: audioUrl, model: "stt-async-v3", enable_speaker_diarization: false }),
      },
      using,
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await end;
    return {
      key,
      body: (await (await call(`/transcriptions/${id}`, { key }, using)).json()) as Record<string, unknown>,
    };
  } finally {
    stop();
  }
}

describe("a transcription from an allowed audio_url", () => {
  it("is processing while the audio is fetched, then completes from it; its file's content is the fetched bytes", async () => {
    const { key, body } = await transcribed(`${origin}/call.wav`);
    expect(body).toMatchObject({ status: "completed", duration_ms: 2000, audio_url: `${origin}/call.wav` });
    const file = (await (await call(`/files/${body.file_id}`, { key })).json()) as Record<string, unknown>;
    expect(file).toMatchObject({ filename: "call.wav", size: audio.length, status: "uploaded" });
    const content = await call(`/files/${body.file_id}/content`, { key });
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(audio);
    expect(core.responseViolations).toBe(0);
  });

  it.each([
    ["/notes.txt", "audio_url_not_audio"],
    ["/declared-big.wav", "audio_url_too_large"],
    ["/streamed-big.wav", "audio_url_too_large"],
    ["/missing.wav", "audio_url_unreachable"],
  ])("fails %s with %s, leaving no file", async (path, errorType) => {
    const { key, body } = await transcribed(`${origin}${path}`);
    expect(body).toMatchObject({ status: "error", error_type: errorType, error_message: expect.any(String) });
    expect((await call(`/files/${body.file_id}`, { key })).status).toBe(404);
    expect(state.arrivingBytes).toBe(0);
  });

  it("fails an answer that does not come within the time limit with audio_url_unreachable, leaving no file", async () => {
    const { key, body } = await transcribed(`${origin}/slow.wav`, impatientCore);
    expect(body).toMatchObject({ status: "error", error_type: "audio_url_unreachable" });
    expect(body.error_message).toMatch(/300 ms/);
    expect((await call(`/files/${body.file_id}`, { key }, impatientCore)).status).toBe(404);
    expect(state.arrivingBytes).toBe(0);
  });

  it("follows no redirect: the address it names is not fetched", async () => {
    const before = hits.get("/call.wav") ?? 0;
    const { body } = await transcribed(`${origin}/moved.wav`);
    expect(body).toMatchObject({ status: "error", error_type: "audio_url_unreachable" });
    expect(body.error_message).toMatch(/302/);
    expect(hits.get("/call.wav") ?? 0).toBe(before);
  });

  it("never fetches a loopback host it was not told to allow: localhost is answered with the stand-in audio", async () => {
    const port = new URL(origin).port;
    const before = hits.get("/call.wav") ?? 0;
    const { body } = await transcribed(`http://localhost:${port}/call.wav`);
    expect(body).toMatchObject({ status: "completed" });
    expect(body.duration_ms).not.toBe(2000);
    expect(hits.get("/call.wav") ?? 0).toBe(before);
  });
});
