// Real-time test helpers: a streaming mock per test file on a free loopback port, and WAV fixtures.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import {
  type RunningStreamingMock,
  type StreamingMockOptions,
  startStreamingMock,
} from "../../packages/mock/src/index.js";
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
