// The SDK against both mocks (the server, Prism checking each exchange, and the MSW handlers in process) for
// what issue 49 added: a transcription's captions (WebVTT and SubRip, by format and by Accept, the SDK's own
// cue rules), a file's bytes byte for byte, a transcription from an `audio_url` (the stand-in audio, an
// unreachable `.invalid` host), exactly one of `file_id` and `audio_url`, a `webhook_url` outside loopback, and
// the webhook secret across a rotation. One clock, moved by hand, runs both.
import { randomUUID } from "node:crypto";
import { setupServer } from "msw/node";
import { AsyncServiceClient, captionsFromTokens, ServiceValidationError } from "stt-service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { signingSecrets } from "../../src/core/service/webhook-secrets.js";
import { createMockHandlers, manualClock } from "../../src/msw/handlers.js";
import { type RunningMocks, startMocks } from "../../src/node/start.js";

const clock = manualClock(Date.parse("2026-11-20T10:00:00Z"));
const handlersUrl = "https://issue-49.example/v1";
/** A store of 100 000 bytes: two WAVs of 2 s (64 KB each) do not fit, and the older expires. */
const smallStore = { maxStoredBytes: 100_000 };
const smallHandlersUrl = "https://small-store.example/v1";
let server: RunningMocks;
let smallServer: RunningMocks;
const handlers = createMockHandlers({ baseUrl: handlersUrl, clock, onLog: () => {} });
const smallHandlers = createMockHandlers({ baseUrl: smallHandlersUrl, stateLimits: smallStore, onLog: () => {} });
// Only the handlers' URLs are MSW's: the SDK reaches the server mocks over the network.
const msw = setupServer(...handlers, ...smallHandlers);

beforeAll(async () => {
  server = await startMocks({ now: clock.now, onLog: () => {} });
  smallServer = await startMocks({ stateLimits: smallStore, onLog: () => {} });
  msw.listen({ onUnhandledRequest: "bypass" });
});
afterAll(async () => {
  msw.close();
  await Promise.all([server?.stop(), smallServer?.stop()]);
  expect(server.responseViolations + smallServer.responseViolations).toBe(0);
  expect(handlers.responseViolations + smallHandlers.responseViolations).toBe(0);
});

const mocks = [
  { name: "the server mock", baseUrl: () => server.httpUrl, state: () => server.state },
  { name: "the MSW handlers", baseUrl: () => handlersUrl, state: () => handlers.state },
];

function clientOf(baseUrl: string) {
  const apiKey = `key-${randomUUID()}`;
  return { apiKey, client: new AsyncServiceClient({ apiKey, baseUrl, maxRetries: 0 }) };
}

const wav = (seconds: number) => new Blob([wavBytes(seconds)], { type: "audio/wav" });
const model = { model: "stt-async-v3", enable_speaker_diarization: false } as const;

describe.each(mocks)("$name", ({ baseUrl, state }) => {
  it("answers captions by the SDK's own cue rules, WebVTT or SubRip, once the transcription is completed", async () => {
    const { client } = clientOf(baseUrl());
    const file = await client.files.upload(wav(9));
    const created = await client.transcriptions.create({
      ...model,
      file_id: file.file_id,
      enable_speaker_diarization: true,
    });
    await expect(client.transcriptions.captions(created.id)).rejects.toMatchObject({
      status: 409,
      errorType: "transcription_invalid_state",
    });
    clock.advance(60_000);
    const done = await client.transcriptions.get(created.id);
    expect(done.status).toBe("completed");
    const tokens = done.tokens ?? [];
    const vtt = captionsFromTokens(tokens, { format: "vtt" });
    const srt = captionsFromTokens(tokens, { format: "srt" });
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.120 --> /);
    expect(srt).toMatch(/^1\n00:00:00,120 --> /);
    expect(await client.transcriptions.captions(created.id)).toBe(vtt);
    expect(await client.transcriptions.captions(created.id, { format: "srt" })).toBe(srt);
    expect(await client.transcriptions.captions(created.id, undefined, { accept: "application/x-subrip" })).toBe(srt);
    // The query wins over Accept.
    expect(
      await client.transcriptions.captions(created.id, { format: "vtt" }, { accept: "application/x-subrip" }),
    ).toBe(vtt);
  });

  it("answers a file's content byte for byte, named for download, and 404 once it is deleted", async () => {
    const { client } = clientOf(baseUrl());
    const audio = wavBytes(2);
    const file = await client.files.upload(new Blob([audio], { type: "audio/wav" }), { filename: 'café "call".wav' });
    expect(await client.files.content(file.file_id)).toEqual(audio);
    const response = await client.files.content(file.file_id).asResponse();
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="caf_ _call_.wav"; filename*=UTF-8''caf%C3%A9%20%22call%22.wav`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(audio);
    await client.files.delete(file.file_id);
    await expect(client.files.content(file.file_id)).rejects.toMatchObject({
      status: 404,
      errorType: "file_not_found",
    });
  });

  it("transcribes an audio_url it may not fetch from a stand-in audio made a file, echoing audio_url and webhook_url", async () => {
    const { client } = clientOf(baseUrl());
    const audio_url = "https://storage.example.com/calls/support%20call.wav";
    const webhook_url = "http://127.0.0.1:9/hooks";
    const created = await client.transcriptions.create({ ...model, audio_url, webhook_url });
    expect(created).toMatchObject({ status: "processing", audio_url, webhook_url });
    clock.advance(60_000);
    const done = await client.transcriptions.get(created.id);
    expect(done).toMatchObject({ status: "completed", file_id: created.file_id, audio_url, webhook_url });
    expect(done.text).toMatch(/^Hello, thanks for calling Acme support\./);
    const file = await client.files.get(created.file_id);
    expect(file).toMatchObject({ filename: "support call.wav", status: "uploaded" });
    const bytes = await client.files.content(created.file_id);
    expect(bytes.length).toBe(file.size);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("RIFF");
    expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe("WAVE");
    // As long as the script it is transcribed by: the transcript's last word is in it.
    expect(done.duration_ms).toBeGreaterThanOrEqual(Math.max(...(done.tokens ?? []).map((token) => token.end_ms ?? 0)));
  });

  it("fails a transcription from a host under .invalid as unreachable, without a file", async () => {
    const { client } = clientOf(baseUrl());
    const created = await client.transcriptions.create({ ...model, audio_url: "https://audio.example.invalid/a.wav" });
    clock.advance(60_000);
    const failed = await client.transcriptions.get(created.id);
    expect(failed).toMatchObject({ status: "error", error_type: "audio_url_unreachable" });
    expect(failed.error_message).toMatch(/audio\.example\.invalid/);
    await expect(client.files.get(created.file_id)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses both file_id and audio_url, or neither, and a webhook_url outside loopback, with a clear 400", async () => {
    const { client } = clientOf(baseUrl());
    const file = await client.files.upload(wav(1));
    const oneOf = {
      error_type: "one_of",
      location: "body.audio_url",
      message: "Give exactly one of file_id and audio_url",
    };
    for (const body of [
      { ...model, file_id: file.file_id, audio_url: "https://storage.example.com/a.wav" },
      { ...model } as typeof model & { file_id: string },
    ]) {
      const refused = await client.transcriptions.create(body).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ServiceValidationError);
      expect((refused as ServiceValidationError).validationErrors?.[0]).toEqual(oneOf);
    }
    await expect(
      client.transcriptions.create({ ...model, file_id: file.file_id, webhook_url: "https://api.example.com/hooks" }),
    ).rejects.toMatchObject({
      status: 400,
      errorType: "webhook_url_not_allowed",
      validationErrors: [{ error_type: "not_allowed", location: "body.webhook_url" }],
    });
    for (const webhook_url of ["http://localhost:8080/h", "http://127.8.9.10/h", "http://[::1]:1/h"]) {
      expect((await client.transcriptions.create({ ...model, file_id: file.file_id, webhook_url })).webhook_url).toBe(
        webhook_url,
      );
    }
  });

  it("keeps a key's webhook secret, and signs with the previous one for 24 hours after a rotation", async () => {
    const { apiKey, client } = clientOf(baseUrl());
    const first = await client.webhooks.secret();
    expect(first).toMatchObject({
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
      previous_secret_expires_at: null,
    });
    expect(await client.webhooks.secret()).toEqual(first);
    expect((await clientOf(baseUrl()).client.webhooks.secret()).secret).not.toBe(first.secret);
    const rotated = await client.webhooks.rotateSecret();
    expect(rotated.secret).not.toBe(first.secret);
    expect(rotated.previous_secret_expires_at).toBe(
      new Date(clock.now() + 86_400_000).toISOString().replace(".000Z", "Z"),
    );
    const tenant = state().peekTenant(apiKey);
    if (!tenant) throw new Error("the key has no state");
    expect(signingSecrets(tenant, clock.now())).toEqual([rotated.secret, first.secret]);
    clock.advance(86_400_000);
    expect(await client.webhooks.secret()).toEqual({ ...rotated, previous_secret_expires_at: null });
    expect(signingSecrets(tenant, clock.now())).toEqual([rotated.secret]);
  });
});

describe("a file whose bytes the store gave up", () => {
  it("answers 409 file_expired for its content, on both mocks", async () => {
    for (const baseUrl of [smallServer.httpUrl, smallHandlersUrl]) {
      const { client } = clientOf(baseUrl);
      const older = await client.files.upload(wav(2));
      await client.files.upload(wav(2));
      expect((await client.files.get(older.file_id)).status).toBe("expired");
      await expect(client.files.content(older.file_id)).rejects.toMatchObject({
        status: 409,
        errorType: "file_expired",
      });
    }
  });
});
