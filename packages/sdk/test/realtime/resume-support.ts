// A stream of the same audio twice, once plainly and once dropped by the mock mid-stream (`mock:drop:…:once`)
// and reconnected by the SDK: what the resume tests compare, against the stt-mock process and the MSW handlers.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { wavBytes } from "#test-support/wav-fixtures.js";
import type {
  RealtimeConfig,
  RealtimeServiceClient,
  ServiceError,
  RealtimeToken as Token,
} from "../../src/realtime.js";

/** Longer than the mock's script (about 8.6 s), so the resumed session also crosses into its next loop. */
export const resumeAudio = wavBytes(9);
const config = { model: "stt-rt-v3", audio_format: "auto" } as const satisfies RealtimeConfig;

/** Where the drop tests cut the stream, in ms of audio: the 3 s, and points inside words and pauses. */
export const dropPoints = [3_000, 700, 1_333, 4_520, 6_250, 8_111];

export interface StreamedOnce {
  text: string;
  tokens: Token[];
  reconnects: { attempt: number; resentMs: number; lostMs: number; error: ServiceError }[];
}

/**
 * Streams `resumeAudio` through a new session of `client` and finishes it. `client` takes the key to use: each
 * stream with a drop needs one of its own, since the mock counts `:once` per key and reference.
 */
export async function streamOnce(
  client: (key: string) => RealtimeServiceClient,
  reference?: string,
): Promise<StreamedOnce> {
  const session = await client(`key-resume-${randomUUID()}`).connect({
    ...config,
    ...(reference ? { client_reference_id: reference } : {}),
  });
  const reconnects: StreamedOnce["reconnects"] = [];
  session.on("reconnect", (event) => reconnects.push(event));
  await session.stream(resumeAudio, { chunkMs: 100 });
  const { text, tokens } = await session.finish();
  return { text, tokens, reconnects };
}

/** The drop changed nothing of the transcript: same text, same final tokens at the same times, one reconnect. */
export function expectSameTranscript(plain: StreamedOnce, dropped: StreamedOnce, dropMs: number): void {
  const label = `dropped after ${dropMs} ms of audio`;
  expect(dropped.reconnects, label).toHaveLength(1);
  expect(dropped.reconnects[0]?.lostMs, label).toBe(0);
  expect(dropped.reconnects[0]?.resentMs, label).toBeGreaterThan(0);
  expect(dropped.text, label).toBe(plain.text);
  const timing = (tokens: Token[]) =>
    tokens.map(
      ({ text, start_ms, end_ms }) => ({ text, start_ms, end_ms }) as Pick<Token, "text" | "start_ms" | "end_ms">,
    );
  expect(timing(dropped.tokens), label).toEqual(timing(plain.tokens));
  const starts = dropped.tokens.map((token) => token.start_ms as number);
  for (let index = 1; index < starts.length; index++) {
    expect(starts[index], `${label}: token ${index} starts after the one before it`).toBeGreaterThan(
      starts[index - 1] as number,
    );
  }
}
