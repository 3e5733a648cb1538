// The microphone's resampler, in Node: pure code, measured on tones whose frequency and level are known.
import { describe, expect, it } from "vitest";
import { Resampler, rms, toPcm16 } from "../../../src/realtime/capture/resampler.js";

function tone(frequency: number, rate: number, seconds: number, amplitude = 0.5): Float32Array {
  const samples = new Float32Array(Math.round(rate * seconds));
  for (let index = 0; index < samples.length; index++) {
    samples[index] = amplitude * Math.sin((2 * Math.PI * frequency * index) / rate);
  }
  return samples;
}

/** Frequency from upward zero crossings: the span between the first and the last, over the periods between. */
function zeroCrossingFrequency(samples: Float32Array, rate: number): number {
  const crossings: number[] = [];
  for (let index = 1; index < samples.length; index++) {
    const before = samples[index - 1] as number;
    const after = samples[index] as number;
    // Where the line between the two samples crosses zero, to a fraction of a sample.
    if (before < 0 && after >= 0) crossings.push(index - 1 + before / (before - after));
  }
  const first = crossings[0] as number;
  const last = crossings[crossings.length - 1] as number;
  return ((crossings.length - 1) * rate) / (last - first);
}

/** The amplitude of one frequency in a signal (a single DFT bin, Goertzel's way). */
function amplitudeAt(samples: Float32Array, frequency: number, rate: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / rate);
  let previous = 0;
  let beforePrevious = 0;
  for (const sample of samples) {
    const current = sample + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  const power = previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious;
  return (2 * Math.sqrt(Math.max(0, power))) / samples.length;
}

const decibels = (ratio: number) => 20 * Math.log10(ratio);

/** The middle of a signal, away from the filter's start and end. */
function middle(samples: Float32Array, rate: number): Float32Array {
  const margin = Math.round(rate * 0.05);
  return samples.subarray(margin, samples.length - margin);
}

function resampleWhole(input: Float32Array, from: number, to: number): Float32Array {
  const resampler = new Resampler(from, to);
  return concat([resampler.process([input]), resampler.flush()]);
}

function concat(parts: Float32Array[]): Float32Array {
  const whole = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

describe("the microphone's resampler", () => {
  it("turns a 1 kHz sine at 48 kHz into a 1 kHz sine at 16 kHz, its level kept", () => {
    const output = resampleWhole(tone(1000, 48_000, 1), 48_000, 16_000);
    expect(output.length).toBe(16_000);
    const steady = middle(output, 16_000);
    expect(zeroCrossingFrequency(steady, 16_000)).toBeCloseTo(1000, 1);
    expect(amplitudeAt(steady, 1000, 16_000)).toBeCloseTo(0.5, 3);
  });

  it("turns a 1 kHz sine at 44.1 kHz and at 8 kHz into 1 kHz at 16 kHz", () => {
    for (const rate of [44_100, 8000]) {
      const steady = middle(resampleWhole(tone(1000, rate, 1), rate, 16_000), 16_000);
      expect(zeroCrossingFrequency(steady, 16_000)).toBeCloseTo(1000, 1);
      expect(amplitudeAt(steady, 1000, 16_000)).toBeCloseTo(0.5, 3);
    }
  });

  it("attenuates a 10 kHz tone (above the 8 kHz Nyquist frequency of 16 kHz) by more than 80 dB", () => {
    const measured: Record<string, number> = {};
    for (const rate of [48_000, 44_100]) {
      const input = tone(10_000, rate, 1);
      const output = middle(resampleWhole(input, rate, 16_000), 16_000);
      // What is left, wherever it landed (10 kHz folds to 6 kHz at 16 kHz), against the input's level.
      measured[rate] = decibels(rms(output) / rms(input));
      // The alias bin itself, against the tone's amplitude.
      expect(decibels(amplitudeAt(output, 6000, 16_000) / 0.5)).toBeLessThan(-80);
    }
    console.log(`10 kHz tone to 16 kHz, level after resampling: ${JSON.stringify(measured)} dB`);
    expect(measured[48_000]).toBeLessThan(-80);
    expect(measured[44_100]).toBeLessThan(-80);
  });

  it("passes 6 kHz (in the passband) within 0.1 dB", () => {
    const steady = middle(resampleWhole(tone(6000, 48_000, 1), 48_000, 16_000), 16_000);
    expect(Math.abs(decibels(amplitudeAt(steady, 6000, 16_000) / 0.5))).toBeLessThan(0.1);
  });

  it("keeps the duration of 44.1 kHz input fed in 100 ms chunks, to within one chunk", () => {
    const resampler = new Resampler(44_100, 16_000);
    const input = tone(440, 44_100, 3.7);
    const parts: Float32Array[] = [];
    let fedDuringStream = 0;
    for (let at = 0; at < input.length; at += 4410) {
      parts.push(resampler.process([input.subarray(at, at + 4410)]));
      fedDuringStream += parts[parts.length - 1]?.length ?? 0;
    }
    // While streaming, only the filter's reach is held back: far less than a chunk.
    expect(3.7 * 16_000 - fedDuringStream).toBeLessThan(1600);
    parts.push(resampler.flush());
    expect(concat(parts).length).toBe(Math.ceil((input.length * 16_000) / 44_100));
    expect(concat(parts).length).toBe(59_200);
  });

  it("adds nothing at chunk boundaries: chunked output equals the whole buffer's, sample for sample", () => {
    for (const rate of [48_000, 44_100, 22_050, 8000]) {
      const left = tone(523, rate, 0.5);
      const right = tone(1700, rate, 0.5, 0.3);
      const whole = new Resampler(rate, 16_000);
      const expected = concat([whole.process([left, right]), whole.flush()]);
      // Chunk sizes of every kind: 1 sample, a render quantum, primes, more than the filter's length.
      const sizes = [1, 128, 7, 2048, 333, 0, 4410, 97];
      const chunked = new Resampler(rate, 16_000);
      const parts: Float32Array[] = [];
      for (let at = 0, turn = 0; at < left.length; turn++) {
        const size = sizes[turn % sizes.length] as number;
        parts.push(chunked.process([left.subarray(at, at + size), right.subarray(at, at + size)]));
        at += size;
      }
      parts.push(chunked.flush());
      expect(concat(parts)).toEqual(expected);
    }
  });

  it("averages channels to mono", () => {
    const resampler = new Resampler(16_000, 16_000);
    const output = concat([
      resampler.process([Float32Array.of(0.5, 0.5, 0.5, 0.5), Float32Array.of(-0.5, 0.1, 0.5, 0.9)]),
      resampler.flush(),
    ]);
    // Same rate: no filter, the samples pass through.
    expect([...output].map((sample) => Number(sample.toFixed(6)))).toEqual([0, 0.3, 0.5, 0.7]);
  });

  it("writes pcm_s16le, clipping beyond -1..1", () => {
    const bytes = toPcm16(Float32Array.of(0, 0.5, -0.5, 1, -1, 1.7, -3));
    const view = new DataView(bytes.buffer);
    const values = Array.from({ length: 7 }, (_, index) => view.getInt16(index * 2, true));
    expect(values).toEqual([0, 16384, -16383, 32767, -32767, 32767, -32767]);
    // Little-endian: 16384 is 0x4000, its low byte first.
    expect([...bytes.subarray(2, 4)]).toEqual([0x00, 0x40]);
  });
});
