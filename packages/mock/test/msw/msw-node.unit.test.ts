// The mock's service as MSW handlers in Node (setupServer): the SDK, with its default production URLs and no
// server listening anywhere, runs the whole batch flow and a stream against the same stateful service that
// `stt-mock` runs, with the contract checked in process.
import { randomUUID } from "node:crypto";
import { setupServer } from "msw/node";
import { AsyncServiceClient, ServiceNotFoundError, ServiceValidationError } from "stt-service";
import { RealtimeServiceClient, type WebSocketConstructor } from "stt-service/realtime";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { notAudioFiles } from "#test-support/not-audio.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { createMockHandlers, manualClock } from "../../src/msw/handlers.js";

// Node 20 has no global WebSocket, and MSW's `ws.link` intercepts only the global one (it patches it on
// listen): `ws`'s class stands in as the global, and the SDK is handed the global (now MSW's) to use.
// On Node 22+ the global exists and this line does nothing.
if (globalThis.WebSocket === undefined) {
  Object.defineProperty(globalThis, "WebSocket", { value: NodeWebSocket, configurable: true, writable: true });
}

const handlers = createMockHandlers();
const clock = manualClock(Date.parse("2026-01-01T00:00:00Z"));
const timed = createMockHandlers({
  baseUrl: "https://timed.example/v1",
  streamUrl: "wss://timed.example/stream",
  clock,
});
const server = setupServer(...handlers, ...timed);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

function wav(seconds: number): Blob {
  return new Blob([wavBytes(seconds) as Uint8Array<ArrayBuffer>], { type: "audio/wav" });
}

function client(apiKey = `key-${randomUUID()}`, baseUrl?: string) {
  return new AsyncServiceClient({ apiKey, maxRetries: 0, ...(baseUrl ? { baseUrl } : {}) });
}

describe("createMockHandlers() with setupServer", () => {
  it("uploads a WAV and transcribe()s it to a completed transcription at the production URL, at once", async () => {
    const batch = client();
    const transcription = await batch.transcribe(
      wav(4),
      { model: "stt-async-v3", enable_speaker_diarization: false },
      { pollIntervalMs: 1 },
    );
    expect(transcription.status).toBe("completed");
    expect(transcription.text).toMatch(/^Hello, thanks for calling Acme support\./);
    expect(handlers.responseViolations).toBe(0);
  });

  it("pages through lists that end, and answers 404 for a deleted file", async () => {
    const batch = client();
    const made: string[] = [];
    for (let index = 0; index < 5; index++) made.push((await batch.files.upload(wav(1))).file_id);
    const seen: string[] = [];
    for await (const file of batch.files.list({ limit: 2 })) seen.push(file.file_id);
    expect(seen).toEqual([...made].reverse());
    const first = await batch.files.list({ limit: 2 });
    expect(first.next_page_cursor).toEqual(expect.any(String));
    await batch.files.delete(made[0] as string);
    await expect(batch.files.get(made[0] as string)).rejects.toBeInstanceOf(ServiceNotFoundError);
  });

  it("keeps a second key's data apart", async () => {
    const one = client();
    const other = client();
    const file = await one.files.upload(wav(1));
    await expect(other.files.get(file.file_id)).rejects.toBeInstanceOf(ServiceNotFoundError);
    const page = await other.files.list();
    expect(page.files).toEqual([]);
  });

  it("answers the contract's error bodies: an invalid request names the violation, found by the generated validators", async () => {
    const response = await fetch("https://api.stt-service.dev/v1/files?limit=0", {
      headers: { authorization: "Bearer k1" },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ status_code: 400, error_type: "invalid_request" });
    expect(body.validation_errors[0].location).toBe("query.limit");
    const keyless = await fetch("https://api.stt-service.dev/v1/files");
    expect(keyless.status).toBe(401);
    const batch = client();
    const file = await batch.files.upload(wav(1));
    const refused = batch.transcriptions.create({
      file_id: file.file_id,
      model: "stt-rt-v3",
      enable_speaker_diarization: false,
    });
    await expect(refused).rejects.toBeInstanceOf(ServiceValidationError);
  });

  it("answers from the contract's examples on Prefer:, and fails a transcription on demand with mock:error", async () => {
    const preferred = await fetch("https://api.stt-service.dev/v1/models", {
      headers: { authorization: "Bearer k1", prefer: "code=503" },
    });
    expect(preferred.status).toBe(503);
    expect((await preferred.json()).error_type).toBe("service_unavailable");
    const batch = client();
    const failed = batch.transcribe(
      wav(1),
      {
        model: "stt-async-v3",
        enable_speaker_diarization: false,
        client_reference_id: "mock:error:audio_decode_failed",
      },
      { pollIntervalMs: 1 },
    );
    await expect(failed).rejects.toThrow(/failed: audio_decode_failed/);
  });

  it("answers the contract's 404 for a path id the key does not own on every operation, a Prefer: example= too, and an example with the ids asked for", async () => {
    const owner = `key-${randomUUID()}`;
    const batch = client(owner);
    const file = await batch.files.upload(wav(1));
    const created = await batch.transcriptions.create({
      file_id: file.file_id,
      model: "stt-async-v3",
      enable_speaker_diarization: false,
    });
    const stranger = `key-${randomUUID()}`;
    const exampleId = "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81";
    const transcriptionNotFound = { error_type: "transcription_not_found", message: "Transcription not found." };
    const fileNotFound = { error_type: "file_not_found", message: "File not found." };
    for (const [apiKey, method, path, prefer, error] of [
      [owner, "GET", "/transcriptions/nope", undefined, transcriptionNotFound],
      // The example's own id, and a Prefer: example=, are no way around the check.
      [owner, "GET", `/transcriptions/${exampleId}`, "example=completed", transcriptionNotFound],
      [stranger, "GET", `/transcriptions/${created.id}`, "example=completed", transcriptionNotFound],
      [stranger, "DELETE", `/transcriptions/${created.id}`, undefined, transcriptionNotFound],
      [stranger, "GET", `/files/${file.file_id}`, "example=uploaded", fileNotFound],
      [owner, "DELETE", "/files/nope", undefined, fileNotFound],
    ] as const) {
      const response = await fetch(`https://api.stt-service.dev/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${apiKey}`, ...(prefer ? { prefer } : {}) },
      });
      const body = await response.json();
      expect(response.status, `${method} ${path} ${prefer ?? ""}: ${JSON.stringify(body)}`).toBe(404);
      expect(body).toEqual({ status_code: 404, ...error, request_id: response.headers.get("x-request-id") });
    }
    // The owner's own transcription: the example asked for, with its ids, not the example's.
    const response = await fetch(`https://api.stt-service.dev/v1/transcriptions/${created.id}`, {
      headers: { authorization: `Bearer ${owner}`, prefer: "example=completed" },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ id: created.id, file_id: file.file_id, status: "completed" });
    expect(JSON.stringify(body)).not.toContain(exampleId);
    expect(handlers.responseViolations).toBe(0);
  });

  it("completes transcriptions on the test's clock when given one: processing until advanced", async () => {
    const batch = client(undefined, "https://timed.example/v1");
    const file = await batch.files.upload(wav(4));
    const created = await batch.transcriptions.create({
      file_id: file.file_id,
      model: "stt-async-v3",
      enable_speaker_diarization: false,
    });
    expect(created.status).toBe("processing");
    clock.advance(60_000);
    const done = await batch.transcriptions.get(created.id);
    expect(done.status).toBe("completed");
  });

  it("streams the same WAV to the same final text as the batch transcription, through ws.link", async () => {
    const apiKey = `key-${randomUUID()}`;
    const audio = wavBytes(9);
    const transcription = await client(apiKey).transcribe(
      new Blob([audio as Uint8Array<ArrayBuffer>], { type: "audio/wav" }),
      { model: "stt-async-v3", enable_speaker_diarization: false },
      { pollIntervalMs: 1 },
    );
    // A stream's subprotocol carries a temporary key only (the handlers refuse the API key there, as the
    // contract says): minted by POST /auth/temporary-api-key at the production URL, through the same handlers.
    const minted = await fetch("https://api.stt-service.dev/v1/auth/temporary-api-key", {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ usage_type: "transcribe_websocket", expires_in_seconds: 60, single_use: true }),
    });
    expect(minted.status).toBe(201);
    const { api_key: temporaryKey } = (await minted.json()) as { api_key: string };
    // The global WebSocket, which MSW patched on listen: passed in, the SDK sends the key as a subprotocol.
    const realtime = new RealtimeServiceClient({
      temporaryKey,
      WebSocket: globalThis.WebSocket as unknown as WebSocketConstructor,
    });
    const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
    await session.stream(audio, { chunkMs: 250 });
    const streamed = await session.finish();
    expect(streamed.text).toBe(transcription.text);
    expect(streamed.tokens).toEqual(transcription.tokens);
  });

  it.each([
    ["a text file", notAudioFiles.text],
    ["a 49 kB JavaScript file", notAudioFiles.script],
  ])(
    "refuses %s over ws.link with the contract's 400 error frame and close 1008, as the server mock does",
    async (_name, bytes) => {
      const apiKey = `key-${randomUUID()}`;
      const minted = await fetch("https://api.stt-service.dev/v1/auth/temporary-api-key", {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ usage_type: "transcribe_websocket", expires_in_seconds: 60, single_use: true }),
      });
      const { api_key: temporaryKey } = (await minted.json()) as { api_key: string };
      const socket = new globalThis.WebSocket("wss://stream.stt-service.dev/transcribe-websocket", [
        "stt-api-key",
        temporaryKey,
      ]);
      socket.binaryType = "arraybuffer";
      const frames: Record<string, unknown>[] = [];
      socket.addEventListener("message", (event) => frames.push(JSON.parse(String(event.data))));
      const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
      await new Promise((resolve) => socket.addEventListener("open", resolve, { once: true }));
      socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" }));
      for (let at = 0; at < bytes.length; at += 4096) socket.send(bytes.slice(at, at + 4096));
      socket.send("");
      expect(await closed).toBe(1008);
      expect(frames.filter((frame) => "tokens" in frame)).toEqual([]);
      expect(frames.at(-1)).toMatchObject({
        error_code: 400,
        error_type: "invalid_request",
        error_message: expect.stringContaining("not in a supported format"),
      });
    },
  );
});

describe("the stream under setupServer with a long-lived key in Node", () => {
  // The SDK's default in Node: the key in the Authorization header, never in the URL or a subprotocol. MSW's
  // interceptor hands the handler the WebSocket constructor's second argument as it came, here the init
  // object with those headers, and the handlers read the key from it as the stream server reads the header.
  it("connects with { apiKey } alone, the key only in the Authorization header, and streams the batch text", async () => {
    const apiKey = `key-${randomUUID()}`;
    const audio = wavBytes(4);
    const transcription = await client(apiKey).transcribe(
      new Blob([audio as Uint8Array<ArrayBuffer>], { type: "audio/wav" }),
      { model: "stt-async-v3", enable_speaker_diarization: false },
      { pollIntervalMs: 1 },
    );
    const constructed: unknown[][] = [];
    const Global = globalThis.WebSocket;
    const spy = new Proxy(Global, {
      construct(target, args, newTarget) {
        constructed.push(args);
        return Reflect.construct(target, args, newTarget);
      },
    });
    Object.defineProperty(globalThis, "WebSocket", { value: spy, configurable: true, writable: true });
    try {
      const session = await new RealtimeServiceClient({ apiKey }).connect({ model: "stt-rt-v3", audio_format: "auto" });
      await session.stream(audio, { chunkMs: 250 });
      expect((await session.finish()).text).toBe(transcription.text);
    } finally {
      Object.defineProperty(globalThis, "WebSocket", { value: Global, configurable: true, writable: true });
    }
    expect(constructed).toHaveLength(1);
    const [url, init] = constructed[0] as [string, unknown];
    expect(url).not.toContain(apiKey);
    expect(init).toEqual({ headers: { authorization: `Bearer ${apiKey}` } });
  });

  it("still refuses a long-lived key in the subprotocol with 401, as the contract says", async () => {
    const realtime = new RealtimeServiceClient({
      apiKey: `key-${randomUUID()}`,
      WebSocket: globalThis.WebSocket as unknown as WebSocketConstructor,
    });
    await expect(realtime.connect({ model: "stt-rt-v3", audio_format: "auto" })).rejects.toMatchObject({
      status: 401,
      message: expect.stringMatching(/temporary key/),
    });
  });
});
