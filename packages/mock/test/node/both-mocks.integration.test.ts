// The two mocks as one service: the same audio gives the same words in a batch transcription and in a
// stream (with diarization and translation shaping both alike), temporary keys minted over HTTP open streams
// until they expire, and both refuse models the service does not have.
import { randomUUID } from "node:crypto";
import { AsyncServiceClient, ServiceAuthenticationError, ServiceValidationError } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";
import { describe, expect, inject, it } from "vitest";
import { wavBytes } from "#test-support/wav-fixtures.js";

const baseUrl = inject("apiBaseUrl");
const streamUrl = inject("streamUrl");

function clients() {
  const apiKey = `key-${randomUUID()}`;
  return {
    batch: new AsyncServiceClient({ apiKey, baseUrl, maxRetries: 0 }),
    realtime: new RealtimeServiceClient({ apiKey, streamUrl }),
  };
}

describe("the HTTP and streaming mocks together", () => {
  it.each([
    { name: "plain", options: {} },
    {
      name: "diarized and translated",
      options: { enable_speaker_diarization: true, translation: { type: "one_way" as const, target_language: "es" } },
    },
  ])("give the same words at the same times for the same WAV, batch and streamed ($name)", async ({ options }) => {
    const { batch, realtime } = clients();
    const audio = wavBytes(9);
    const transcription = await batch.transcribe(
      new Blob([audio as Uint8Array<ArrayBuffer>], { type: "audio/wav" }),
      { model: "stt-async-v3", enable_speaker_diarization: false, ...options },
      { pollIntervalMs: 20 },
    );
    const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto", ...options });
    await session.stream(audio, { chunkMs: 250 });
    const streamed = await session.finish();
    expect(transcription.status).toBe("completed");
    expect(transcription.text).toBe(streamed.text);
    expect(transcription.text?.length).toBeGreaterThan(40);
    expect(transcription.tokens).toEqual(streamed.tokens);
    expect(transcription.duration_ms).toBe(9000);
    // No token ends after the audio does, in either.
    for (const token of [...(transcription.tokens ?? []), ...streamed.tokens]) {
      expect(token.end_ms ?? 0).toBeLessThanOrEqual(9000);
    }
  });

  it("let a temporary key minted over HTTP open a stream until it expires, and a single-use key once", async () => {
    const { batch } = clients();
    const minted = await batch.auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 1 });
    const browser = new RealtimeServiceClient({ temporaryKey: minted.api_key, streamUrl, authMethod: "subprotocol" });
    const session = await browser.connect({ model: "stt-rt-v3", audio_format: "auto" });
    session.close();
    // Wait for the key's own expiry time to pass, then it must be refused.
    while (Date.now() <= Date.parse(minted.expires_at) + 1000) await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(browser.connect({ model: "stt-rt-v3", audio_format: "auto" })).rejects.toBeInstanceOf(
      ServiceAuthenticationError,
    );

    const once = await batch.auth.createTemporaryKey({
      usage_type: "transcribe_websocket",
      expires_in_seconds: 60,
      single_use: true,
    });
    const oneShot = new RealtimeServiceClient({ temporaryKey: once.api_key, streamUrl, authMethod: "subprotocol" });
    (await oneShot.connect({ model: "stt-rt-v3", audio_format: "auto" })).close();
    await expect(oneShot.connect({ model: "stt-rt-v3", audio_format: "auto" })).rejects.toBeInstanceOf(
      ServiceAuthenticationError,
    );
    const made = new RealtimeServiceClient({ temporaryKey: "tmp_never-minted", streamUrl, authMethod: "subprotocol" });
    await expect(made.connect({ model: "stt-rt-v3", audio_format: "auto" })).rejects.toThrow(/Unknown temporary key/);
    // Over HTTP, a temporary key only opens streams.
    const overHttp = new AsyncServiceClient({ apiKey: once.api_key, baseUrl, maxRetries: 0 });
    await expect(overHttp.models.list()).rejects.toMatchObject({ status: 401 });
  }, 30_000);

  it("refuse a model the service does not have, and one of the other mode, in both mocks", async () => {
    const { realtime } = clients();
    for (const model of ["nope", "stt-async-v3"]) {
      const error = await realtime.connect({ model, audio_format: "auto" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceValidationError);
      expect((error as Error).message).toContain("stt-rt-v3");
    }
  });
});
