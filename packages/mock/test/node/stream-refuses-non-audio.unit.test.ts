// The streaming mock refuses bytes that are not audio, as the HTTP mock refuses them as an upload: a text file
// or a script streamed with a container format (`auto`) gets the contract's 400 error frame and close 1008,
// instead of an empty transcript or the scripted words. The MSW handlers run the same session: msw-node.unit.test.ts.
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { notAudioFiles } from "#test-support/not-audio.js";
import { useStreamingMock } from "#test-support/streaming-mock.js";

const { mock } = useStreamingMock();

async function stream(bytes: Uint8Array, chunkBytes: number) {
  const socket = new WebSocket(mock().url, { headers: { authorization: "Bearer not-audio-test" } });
  const frames: Record<string, unknown>[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(data.toString())));
  const closed = new Promise<{ code: number }>((resolve) => socket.once("close", (code) => resolve({ code })));
  await once(socket, "open");
  socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" }));
  for (let at = 0; at < bytes.length; at += chunkBytes) socket.send(bytes.subarray(at, at + chunkBytes));
  socket.send("");
  const { code } = await closed;
  return { code, frames };
}

describe("the streaming mock, given bytes that are not audio", () => {
  it.each([
    ["a text file", notAudioFiles.text, 4096],
    ["a 49 kB JavaScript file", notAudioFiles.script, 4096],
    ["a text file, 5 bytes a frame (its first bytes over several frames)", notAudioFiles.text, 5],
  ])("refuses %s with the contract's 400 error frame and close 1008, and no result", async (_name, bytes, chunk) => {
    const { code, frames } = await stream(bytes, chunk);
    expect(code).toBe(1008);
    expect(frames.map((frame) => Object.keys(frame).includes("tokens"))).toEqual([false, false]);
    expect(frames[0]).toMatchObject({ type: "ack" });
    expect(frames[1]).toMatchObject({
      error_code: 400,
      error_type: "invalid_request",
      error_message: expect.stringContaining("not in a supported format"),
    });
  });

  it("refuses a stream shorter than any audio header when the client ends it", async () => {
    const { code, frames } = await stream(new TextEncoder().encode("hi\n"), 4096);
    expect(code).toBe(1008);
    expect(frames.at(-1)).toMatchObject({ error_code: 400, error_type: "invalid_request" });
  });
});
