// A streaming mock per test file on a free loopback port, and the text it speaks first.
import { type RunningStreamingMock, type StreamingMockOptions, startStreamingMock } from "@stt-service/mock";
import { afterAll, beforeAll } from "vitest";

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

/** The first example of the spec, which the mock speaks first: its text, for 4 s of audio. */
export const firstExampleText = "Hello, thanks for calling Acme support. How can I help you today?";
