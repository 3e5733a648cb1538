// The real-time client against the streaming mock over real loopback sockets: the whole flow of the
// interface document, with the transcript exactly as the spec's examples say.
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { firstExampleText, useStreamingMock } from "#test-support/streaming-mock.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { ServiceError } from "../../src/index.js";
import type { RealtimeSession } from "../../src/realtime.js";
import { realtimeClient } from "./support.js";

const { mock, logs } = useStreamingMock();

function record(session: RealtimeSession) {
  const events: { type: string; texts?: string[] }[] = [];
  for (const type of ["interim", "final", "endpoint", "finalized", "finished", "error", "close"] as const) {
    session.on(type, (payload) => {
      const tokens = (payload as { tokens?: { text: string }[] }).tokens;
      events.push({ type, texts: tokens?.map((token) => token.text) });
    });
  }
  return events;
}

describe("a real-time session against the streaming mock", () => {
  it("streams a WAV file: interim then final tokens, finalize with <fin>, finish with finished and 1000", async () => {
    const audio = wavBytes(4);
    const session = await realtimeClient(mock().url).connect({
      model: "stt-rt-v3",
      audio_format: "auto",
      enable_endpoint_detection: true,
    });
    expect(session.state).toBe("configured");
    expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const events = record(session);
    const closes: number[] = [];
    session.on("close", ({ code }) => closes.push(code));

    await session.stream(audio.subarray(0, 44 + 2 * 32_000), { chunkMs: 100 });
    expect(session.state).toBe("streaming");
    const finalizing = session.finalize();
    expect(session.state).toBe("finalizing");
    const finalized = await finalizing;
    expect(session.state).toBe("streaming");
    expect(finalized.map((token) => token.text).join("")).toBe("Hello, thanks for calling Acme support");
    expect(finalized.some((token) => token.text === "<fin>")).toBe(false);

    await session.stream(audio.subarray(44 + 2 * 32_000));
    const done = await session.finish();
    expect(done.text).toBe(firstExampleText);
    expect(session.transcript.text).toBe(firstExampleText);
    expect(session.state).toBe("closed");
    expect(closes).toEqual([1000]);

    const firstInterim = events.findIndex((e) => e.type === "interim" && e.texts?.includes("Hello"));
    const firstFinal = events.findIndex((e) => e.type === "final" && e.texts?.includes("Hello"));
    expect(firstInterim).toBeGreaterThanOrEqual(0);
    expect(firstInterim).toBeLessThan(firstFinal);
    expect(events.filter((e) => e.type === "endpoint")).toHaveLength(2);
    expect(events.filter((e) => e.type === "finalized")).toHaveLength(1);
    expect(events.map((e) => e.type)).toContain("finished");
    const finalTexts = session.transcript.finalTokens.map((token) => `${token.start_ms}:${token.text}`);
    expect(new Set(finalTexts).size).toBe(finalTexts.length);
    expect(finalTexts.some((text) => text.includes("<"))).toBe(false);
    expect(logs.some((line) => line.includes("key from header"))).toBe(true);
  });

  it("refuses calls in the wrong state with a clear ServiceError", async () => {
    const session = await realtimeClient(mock().url).connect({ model: "stt-rt-v3", audio_format: "auto" });
    await session.sendAudio(wavBytes(0.5));
    await session.finish();
    await expect(session.sendAudio(new Uint8Array(10))).rejects.toThrow(
      new ServiceError("Cannot send audio: the session is closed. Open a new session with connect()."),
    );
    expect(() => session.finalize()).toThrow("Cannot finalize: the session is closed.");
  });

  it("refuses misspelt or invalid options of stream(), finalize() and events(), sending nothing, and goes on", async () => {
    const session = await realtimeClient(mock().url).connect({ model: "stt-rt-v3", audio_format: "auto" });
    await expect(session.stream(wavBytes(0.5), { chunkMS: 50 } as never)).rejects.toThrow(
      'stream(): unknown option "chunkMS"; did you mean "chunkMs"?',
    );
    await expect(session.stream(wavBytes(0.5), { chunkMs: 0 })).rejects.toThrow("stream() chunkMs is 0");
    expect(() => session.finalize({ trailingSilence: 100 } as never)).toThrow(
      'finalize(): unknown option "trailingSilence"; did you mean "trailingSilenceMs"? The options are trailingSilenceMs.',
    );
    expect(() => session.finalize(5 as never)).toThrow("finalize() options must be an object of options, or left out.");
    expect(() => session.events({ maxQueued: 5 } as never)).toThrow(
      'events(): unknown option "maxQueued"; did you mean "maxQueuedEvents"?',
    );
    expect(() => session.events("all" as never)).toThrow("events() options must be an object of options, or left out.");
    await expect(session.stream(wavBytes(0.5), null as never)).rejects.toThrow(
      "stream() options must be an object of options, or left out.",
    );
    expect(session.state).toBe("configured");
    await session.stream(wavBytes(0.5), { chunkMs: 50 });
    const { text } = await session.finish();
    expect(text.length).toBeGreaterThan(0);
  });

  it("labels speakers with diarization and adds translated tokens with translation", async () => {
    const session = await realtimeClient(mock().url).connect({
      model: "stt-rt-v3",
      audio_format: "pcm_s16le",
      sample_rate: 16_000,
      num_channels: 1,
      enable_speaker_diarization: true,
      translation: { type: "one_way", target_language: "es" },
    });
    await session.stream(wavBytes(4).subarray(44));
    const done = await session.finish();
    expect(done.text).toBe(firstExampleText);
    const originals = done.tokens.filter((token) => token.translation_status === "original");
    const translated = done.tokens.filter((token) => token.translation_status === "translation");
    expect(originals.every((token) => token.speaker === "1" && token.language === "en")).toBe(true);
    expect(translated.length).toBeGreaterThan(0);
    expect(
      translated.every(
        (token) => token.language === "es" && token.source_language === "en" && token.start_ms === undefined,
      ),
    ).toBe(true);
    expect(done.translatedText.length).toBeGreaterThan(0);
  });

  it("sends no interim tokens when enable_streaming is false", async () => {
    const session = await realtimeClient(mock().url).connect({
      model: "stt-rt-v3",
      audio_format: "auto",
      enable_streaming: false,
    });
    const interim: number[] = [];
    session.on("interim", ({ tokens }) => interim.push(tokens.length));
    await session.stream(wavBytes(4));
    expect((await session.finish()).text).toBe(firstExampleText);
    expect(interim.every((count) => count === 0)).toBe(true);
  });

  it("serves its events as an async iterator, ending at close", async () => {
    const session = await realtimeClient(mock().url).connect({ model: "stt-rt-v3", audio_format: "auto" });
    const types: string[] = [];
    const iterate = (async () => {
      for await (const event of session.events()) types.push(event.type);
    })();
    await session.stream(wavBytes(1));
    await session.finish();
    await iterate;
    // Interim events reach an iterator even with no interim listener: events are built for any audience.
    expect(types).toContain("interim");
    expect(types).toContain("final");
    expect(types.at(-1)).toBe("close");
  });

  it("authenticates with the stt-api-key subprotocol when given a WebSocket class", async () => {
    const before = logs.length;
    const session = await realtimeClient(mock().url, {
      apiKey: undefined,
      temporaryKey: async () => "tmp_Q2hhbmdlTWVUb0FSZWFsS2V5",
      WebSocket: WebSocket as never,
    }).connect({ model: "stt-rt-v3", audio_format: "auto" });
    await session.stream(wavBytes(1));
    await session.finish();
    expect(logs.slice(before).some((line) => line.includes("key from subprotocol"))).toBe(true);
  });
});
