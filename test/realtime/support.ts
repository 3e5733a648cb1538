// Real-time test helpers: a streaming mock per test file on a free loopback port, and WAV fixtures.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningStreamingMock, type StreamingMockOptions, startStreamingMock } from "@stt-service/mock";
import { afterAll, beforeAll } from "vitest";
import { type RealtimeClientOptions, RealtimeServiceClient } from "../../packages/sdk/src/realtime.js";
import { writeWavFixture } from "../http/clients.js";

export function useStreamingMock(options: StreamingMockOptions = {}): {
  mock: () => RunningStreamingMock;
  logs: string[];
} {
  let mock: RunningStreamingMock | undefined;
  const logs: string[] = [];
  beforeAll(async () => {
    mock = await startStreamingMock({ port: 0, onLog: (line) => logs.push(line), ...options });
  });
  afterAll(async () => {
    await mock?.close();
  });
  return {
    logs,
    mock: () => {
      if (!mock) throw new Error("the streaming mock is not started yet");
      return mock;
    },
  };
}

export function realtimeClient(url: string, options: RealtimeClientOptions = {}): RealtimeServiceClient {
  return new RealtimeServiceClient({ apiKey: "test-key", streamUrl: url, ...options });
}

/** A 16 kHz mono PCM WAV of the given length, as bytes. */
export function wavBytes(seconds: number): Uint8Array {
  return new Uint8Array(readFileSync(writeWavFixture(`tone-${seconds}s.wav`, seconds)));
}

/** The first example of the spec, which the mock speaks first: its text, for 4 s of audio. */
export const firstExampleText = "Hello, thanks for calling Acme support. How can I help you today?";

/**
 * A speech-like mono 16-bit WAV at `rate` Hz, written to a temporary file: voiced syllables (a fundamental
 * gliding between 110 and 190 Hz with ten harmonics, their level falling as 1/k) about four a second, with
 * pauses between words, and a little noise. What a microphone test needs: a level that moves like speech's
 * and energy up to a few kHz, at a rate the capture must resample.
 */
export function writeSpeechLikeWav(seconds: number, rate = 44_100): { path: string; bytes: Uint8Array } {
  const samples = Math.round(rate * seconds);
  const data = Buffer.alloc(samples * 2);
  let phase = 0;
  // A fixed seed: the fixture is the same bytes on every run.
  let seed = 12_345;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 1_073_741_824 - 1;
  };
  for (let index = 0; index < samples; index++) {
    const time = index / rate;
    const fundamental = 150 + 40 * Math.sin(2 * Math.PI * 0.7 * time);
    phase += (2 * Math.PI * fundamental) / rate;
    let voiced = 0;
    for (let harmonic = 1; harmonic <= 10; harmonic++) voiced += Math.sin(harmonic * phase) / harmonic;
    // Syllables at 4 per second, every fourth one a pause between words.
    const syllable = Math.floor(time * 4);
    const envelope = syllable % 4 === 3 ? 0 : Math.sin(Math.PI * ((time * 4) % 1)) ** 2;
    const value = 0.25 * envelope * voiced + 0.005 * noise();
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  const bytes = Buffer.concat([header, data]);
  const path = join(mkdtempSync(join(tmpdir(), "stt-fixture-")), `speech-like-${seconds}s-${rate}.wav`);
  writeFileSync(path, bytes);
  return { path, bytes: new Uint8Array(bytes) };
}
