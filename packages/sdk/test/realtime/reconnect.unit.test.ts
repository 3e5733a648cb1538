// The reconnect's resend buffer, alone: what it keeps, what it forgets, what it sends again, and when it
// gives up. (The whole reconnect runs against the streaming mock in failures.unit.test.ts.)
import { describe, expect, it } from "vitest";
import { RedactingLogger } from "../../src/core/logger.js";
import { ServiceAPIError, ServiceNetworkError, ServiceValidationError } from "../../src/index.js";
import { AudioClock } from "../../src/realtime/audio-clock.js";
import { Reconnector } from "../../src/realtime/reconnect.js";
import { pcm16Wav } from "../../src/realtime/wav.js";

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const logger = new RedactingLogger(silent, "off", []);
/** 16 kHz mono 16-bit PCM: 32 bytes per millisecond. */
const pcm = { audio_format: "pcm_s16le" as const, sample_rate: 16000, num_channels: 1 };

function feed(reconnector: Reconnector, clock: AudioClock, milliseconds: number[]): void {
  for (const ms of milliseconds) {
    const bytes = new Uint8Array(ms * 32).fill(ms);
    const startMs = clock.durationMs;
    clock.feed(bytes);
    reconnector.keep(bytes, startMs, clock.durationMs, clock.header);
  }
}

function host(clock: AudioClock, finalUntilMs: number) {
  const sent: Uint8Array[] = [];
  /** The `audio_offset_ms` each open() was asked to send in the new session's config. */
  const offsets: number[] = [];
  const send = (data: Uint8Array) => {
    sent.push(data);
  };
  return {
    sent,
    offsets,
    host: {
      sentMs: clock.durationMs,
      header: clock.header,
      finalUntilMs,
      open: async (audioOffsetMs: number) => {
        offsets.push(audioOffsetMs);
        return send;
      },
    },
  };
}

describe("the reconnect's resend buffer", () => {
  it("sends again only the audio after the last final result, and shifts the new socket's time by it", async () => {
    const clock = new AudioClock(pcm);
    const reconnector = new Reconnector(3, 1 << 20, logger);
    feed(reconnector, clock, [100, 100, 100, 100]); // frames ending at 100, 200, 300, 400 ms
    reconnector.trim(200); // the server made the first 200 ms final
    const { sent, offsets, host: target } = host(clock, 200);
    const reopened = await reconnector.reopen(target, new ServiceNetworkError("dropped"));
    expect(sent.map((frame) => (frame as Uint8Array).byteLength)).toEqual([3200, 3200]);
    expect(reopened).toEqual({ attempt: 1, resentMs: 200, lostMs: 0, resentAudio: true });
    expect(reconnector.offsetMs).toBe(200);
    // The new session is told where its audio starts in the stream, so it continues the transcript there.
    expect(offsets).toEqual([200]);
    // The new socket counts from 0 again: its 100 ms final is the session's 300 ms.
    reconnector.trim(100);
    const second = host(clock, 300);
    await reconnector.reopen(second.host, new ServiceNetworkError("dropped again"));
    expect(second.sent).toHaveLength(1);
    expect(second.offsets).toEqual([300]);
  });

  it("tells the new session a whole millisecond, the one the tokens it sends back are shifted by", async () => {
    const clock = new AudioClock(pcm);
    const reconnector = new Reconnector(3, 1 << 20, logger);
    // Frames of 100.375 ms: the resend starts with the one that begins at 200.75 ms.
    feed(reconnector, clock, [100.375, 100.375, 100.375, 100.375]);
    reconnector.trim(250);
    const { offsets, host: target } = host(clock, 250);
    await reconnector.reopen(target, new ServiceNetworkError("dropped"));
    expect(offsets).toEqual([201]);
    expect(reconnector.offsetMs).toBe(201);
  });

  it("counts as lost only audio that is neither final nor sent again: a pause the server made final is not", async () => {
    const clock = new AudioClock(pcm);
    const reconnector = new Reconnector(3, 1 << 20, logger);
    feed(reconnector, clock, [100, 100, 100, 100]);
    // The last final word ended at 150 ms; the server says everything up to 250 ms is final (a pause followed).
    reconnector.trim(250);
    const { host: target } = host(clock, 150);
    const reopened = await reconnector.reopen(target, new ServiceNetworkError("dropped"));
    expect(reopened.lostMs).toBe(0);
    expect(reopened.resentMs).toBe(200);
  });

  it("keeps at most maxResendBytes, reporting the audio it could not keep as lost", async () => {
    const clock = new AudioClock(pcm);
    const reconnector = new Reconnector(3, 3 * 3200, logger);
    feed(reconnector, clock, [100, 100, 100, 100, 100]);
    const { sent, host: target } = host(clock, 0);
    const reopened = await reconnector.reopen(target, new ServiceNetworkError("dropped"));
    expect(sent).toHaveLength(3);
    expect(reopened.lostMs).toBe(200);
    expect(reopened.resentMs).toBe(300);
  });

  it("sends a WAV header again before the samples, never as a kept frame", async () => {
    // A 16 kHz mono WAV's header, no samples yet.
    const header = pcm16Wav(new Int16Array(0), 16_000);
    const clock = new AudioClock({ audio_format: "wav" });
    const reconnector = new Reconnector(3, 1 << 20, logger);
    clock.feed(header);
    reconnector.keep(header, 0, clock.durationMs, clock.header);
    feed(reconnector, clock, [100]);
    const { sent, host: target } = host(clock, 0);
    await reconnector.reopen(target, new ServiceNetworkError("dropped"));
    expect(sent.map((frame) => (frame as Uint8Array).byteLength)).toEqual([44, 3200]);
  });

  it("keeps the samples of a first frame that holds the header too, never its header, which is sent again once", async () => {
    const header = pcm16Wav(new Int16Array(0), 16_000);
    const clock = new AudioClock({ audio_format: "wav" });
    const reconnector = new Reconnector(3, 1 << 20, logger);
    const first = new Uint8Array(header.byteLength + 3200);
    first.set(header);
    first.fill(7, header.byteLength);
    clock.feed(first);
    reconnector.keep(first, 0, clock.durationMs, clock.header);
    expect(clock.durationMs).toBe(100);
    const { sent, host: target } = host(clock, 0);
    await reconnector.reopen(target, new ServiceNetworkError("dropped"));
    // Twice, the new session would read the second header as 1.375 ms of samples, and every time after would move.
    expect(sent.map((frame) => (frame as Uint8Array).byteLength)).toEqual([44, 3200]);
    expect([...(sent[1] as Uint8Array)].every((byte) => byte === 7)).toBe(true);
  });

  it("retries drops and 503s only, and only maxAttempts times", async () => {
    const clock = new AudioClock(pcm);
    const reconnector = new Reconnector(2, 1 << 20, logger);
    expect(reconnector.canRetry(new ServiceValidationError("bad config", { status: 400 }))).toBe(false);
    expect(reconnector.canRetry(new ServiceAPIError("internal", { status: 500 }))).toBe(false);
    const overloaded = new ServiceAPIError("overloaded", { status: 503 });
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(reconnector.canRetry(overloaded)).toBe(true);
      await reconnector.reopen(host(clock, 0).host, overloaded);
    }
    expect(reconnector.canRetry(new ServiceNetworkError("dropped"))).toBe(false);
  });
});
