// The WAV writer through the WAV reader: what pcm16Wav writes, parseWavHeader (and so the real-time client's
// clock, the fake microphone, the mock and the kit) reads back as the same format, samples and length.
import { describe, expect, it } from "vitest";
import { AudioClock } from "../../src/realtime/audio-clock.js";
import { parseWavHeader, pcm16Wav } from "../../src/realtime/wav.js";

describe("pcm16Wav", () => {
  it("writes a header parseWavHeader reads back: rate, channels, 16 bits, samples after it", () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const bytes = pcm16Wav(samples, 22_050, 2);
    expect(parseWavHeader(bytes)).toEqual({ sampleRate: 22_050, channels: 2, bitsPerSample: 16, dataOffset: 44 });
    const view = new DataView(bytes.buffer);
    expect(Array.from({ length: samples.length }, (_, index) => view.getInt16(44 + index * 2, true))).toEqual([
      ...samples,
    ]);
    expect(bytes.byteLength).toBe(44 + samples.length * 2);
    // The RIFF size, the byte rate, the frame size and the data size, which players read and the reader skips.
    expect([
      view.getUint32(4, true),
      view.getUint32(28, true),
      view.getUint16(32, true),
      view.getUint32(40, true),
    ]).toEqual([36 + 12, 22_050 * 2 * 2, 4, 12]);
  });

  it("writes audio whose length the real-time clock measures exactly", () => {
    const clock = new AudioClock({ audio_format: "wav" });
    clock.feed(pcm16Wav(new Int16Array(16_000 / 4), 16_000));
    expect(clock.exact).toBe(true);
    expect(clock.durationMs).toBe(250);
  });

  it("writes a header alone for no samples, which the reader still takes for a WAV", () => {
    const bytes = pcm16Wav([], 8_000);
    expect(bytes.byteLength).toBe(44);
    expect(parseWavHeader(bytes)).toEqual({ sampleRate: 8_000, channels: 1, bitsPerSample: 16, dataOffset: 44 });
  });
});

describe("parseWavHeader", () => {
  it("waits for more bytes of a header cut short, and refuses bytes that are no WAV", () => {
    const bytes = pcm16Wav(new Int16Array(10), 16_000);
    expect(parseWavHeader(bytes.subarray(0, 3))).toBeUndefined();
    expect(parseWavHeader(bytes.subarray(0, 30))).toBeUndefined();
    expect(parseWavHeader(new TextEncoder().encode("ID3 an mp3, not a WAV"))).toBeNull();
  });
});
