// The streaming mock's `audio_offset_ms` from a hostile client (a raw `ws` socket): an offset the contract does
// not allow (negative, past 300 minutes, a fraction, a string, a huge number) is refused with the contract's 400
// error frame naming the field, before any work; the largest allowed one is acknowledged and transcribed at once.
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { useStreamingMock } from "#test-support/streaming-mock.js";
import { wavBytes } from "#test-support/wav-fixtures.js";

const { mock } = useStreamingMock();

/** Opens a socket, sends a config with `offset`, then `audio` and the end of audio when given; resolves with every frame and the close code. */
async function session(offset: unknown, audio?: Uint8Array) {
  const socket = new WebSocket(mock().url, { headers: { authorization: "Bearer resume-test" } });
  const frames: Record<string, unknown>[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(String(data))));
  const closed = once(socket, "close").then(([code]) => code as number);
  await once(socket, "open");
  socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto", audio_offset_ms: offset }));
  if (audio) {
    socket.send(audio);
    socket.send("");
  }
  return { frames, code: await closed };
}

describe("audio_offset_ms from a hostile client", () => {
  it.each([
    ["negative", -1],
    ["past 7 days", 604_800_001],
    ["a fraction", 1.5],
    ["a string", "3000"],
    ["past any safe integer", 1e300],
    ["null", null],
  ])("refuses an offset that is %s with 400 naming it, and closes 1008", async (_name, offset) => {
    const { frames, code } = await session(offset);
    expect(code).toBe(1008);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ error_code: 400, error_message: expect.stringContaining("audio_offset_ms") });
  });

  it("takes the largest the contract allows, and says the words from there at once, timed from the session's start", async () => {
    const { frames, code } = await session(604_800_000, wavBytes(2));
    expect(code).toBe(1000);
    expect(frames[0]).toMatchObject({ type: "ack" });
    const tokens = frames.flatMap((frame) => (frame.tokens as { start_ms?: number; end_ms?: number }[]) ?? []);
    const timed = tokens.filter((token) => token.start_ms !== undefined);
    expect(timed.length).toBeGreaterThan(0);
    for (const token of timed) {
      expect(token.start_ms).toBeGreaterThanOrEqual(0);
      expect(token.end_ms).toBeLessThanOrEqual(2_000);
    }
    expect(frames.at(-1)).toMatchObject({ finished: true, total_audio_proc_ms: 2_000, final_audio_proc_ms: 2_000 });
  });
});
