// The session faults of client_reference_id on the streaming mock (in process, startStreamingMock), seen by a raw
// `ws` client: the exact frames and close codes of stall, ack-delay-ms, ack-never, close-before-ack,
// unknown-message and :times:<n>. Short config and idle time-outs prove that the mock's own timers do not end a
// fault early; the session limit (a few seconds here) is the signal that ends the silent ones.
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { firstExampleText, useStreamingMock } from "#test-support/streaming-mock.js";
import { wavBytes } from "#test-support/wav-fixtures.js";

const maxSessionMs = 3000;
const { mock, logs } = useStreamingMock({ limits: { configTimeoutMs: 200, idleTimeoutMs: 200, maxSessionMs } });
const sessionLimit = `The session reached its limit of ${maxSessionMs / 60_000} minutes.`;

interface Frame {
  type?: string;
  tokens?: { text: string; is_final?: boolean; end_ms: number }[];
  finished?: boolean;
  error_code?: number;
  error_message?: string;
  total_audio_proc_ms?: number;
  note?: string;
}

interface Run {
  frames: Frame[];
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

/** A raw client that sends the config with this reference, and records every frame and the close. */
async function open(reference: string, key = `faults-${Math.random()}`): Promise<Run> {
  const socket = new WebSocket(mock().url, { headers: { authorization: `Bearer ${key}` } });
  const frames: Frame[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await once(socket, "open");
  socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto", client_reference_id: reference }));
  return { frames, socket, closed };
}

async function frameOf(run: Run, matches: (frame: Frame) => boolean): Promise<Frame> {
  for (;;) {
    const found = run.frames.find(matches);
    if (found) return found;
    await once(run.socket, "message");
  }
}

/** Sends 4 s of WAV, a finalize and the end of audio. */
function sendEverything(run: Run): void {
  run.socket.send(wavBytes(4));
  run.socket.send(JSON.stringify({ type: "finalize" }));
  run.socket.send("");
}

function finalText(frames: Frame[]): string {
  return frames
    .flatMap((frame) => frame.tokens ?? [])
    .filter((token) => token.is_final && !token.text.startsWith("<"))
    .map((token) => token.text)
    .join("");
}

describe("session faults in client_reference_id, on the streaming mock", () => {
  it("stall: results up to after-ms of audio, then nothing (no <fin>, no finished, no idle time-out) until the session limit", async () => {
    const run = await open("mock:stall:after-ms:1000");
    await frameOf(run, (frame) => frame.type === "ack");
    sendEverything(run);
    const closed = await run.closed;
    expect(closed.code).toBe(1008);
    const [ack, ...rest] = run.frames;
    expect(ack?.type).toBe("ack");
    const last = rest.pop();
    expect(last).toMatchObject({ error_code: 408, error_message: sessionLimit });
    // Nothing after the stall: no result for audio past 1 s (the whole chunk is past it), no <fin>, no finished.
    expect(rest).toEqual([]);
    expect(logs.some((line) => line.includes("stalling on purpose"))).toBe(true);
  }, 20_000);

  it("stall after results: the frames before it are ordinary results of the audio before after-ms", async () => {
    const run = await open("mock:stall:after-ms:2000");
    await frameOf(run, (frame) => frame.type === "ack");
    const audio = wavBytes(4);
    // 1.5 s of WAV (header + 48 000 bytes of 16 kHz 16-bit samples), then the rest.
    run.socket.send(audio.subarray(0, 44 + 48_000));
    await frameOf(run, (frame) => (frame.total_audio_proc_ms ?? 0) > 0);
    run.socket.send(audio.subarray(44 + 48_000));
    run.socket.send("");
    await run.closed;
    const results = run.frames.filter((frame) => frame.tokens !== undefined);
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.total_audio_proc_ms).toBeLessThanOrEqual(2000);
    expect(run.frames.some((frame) => frame.finished)).toBe(false);
    expect(run.frames.at(-1)).toMatchObject({ error_code: 408, error_message: sessionLimit });
  }, 20_000);

  it("ack-never: no ack, and neither the config nor the idle time-out closes the socket; keepalives change nothing", async () => {
    const run = await open("mock:ack-never");
    run.socket.send(JSON.stringify({ type: "keepalive" }));
    run.socket.send(wavBytes(1));
    const closed = await run.closed;
    expect(run.frames).toEqual([expect.objectContaining({ error_code: 408, error_message: sessionLimit })]);
    expect(closed.code).toBe(1008);
  }, 20_000);

  it("ack-delay-ms: a delay longer than the session holds back the ack as ack-never does", async () => {
    const run = await open("mock:ack-delay-ms:600000");
    await run.closed;
    expect(run.frames).toEqual([expect.objectContaining({ error_code: 408, error_message: sessionLimit })]);
    expect(logs.some((line) => line.includes("acknowledging in 600000 ms"))).toBe(true);
  }, 20_000);

  it("ack-delay-ms: the ack comes late (past the config time-out), then the session streams as usual", async () => {
    const run = await open("mock:ack-delay-ms:400");
    await frameOf(run, (frame) => frame.type === "ack");
    sendEverything(run);
    const closed = await run.closed;
    expect(closed.code).toBe(1000);
    expect(run.frames[0]?.type).toBe("ack");
    expect(run.frames.at(-1)?.finished).toBe(true);
    expect(finalText(run.frames)).toBe(firstExampleText);
  }, 20_000);

  it.each([
    ["mock:close-before-ack", 1011],
    ["mock:close-before-ack:4000", 4000],
    ["mock:close-before-ack:1013:once", 1013],
  ])("%s: closes with %i right after the config, with no frame at all", async (reference, code) => {
    const run = await open(reference);
    const closed = await run.closed;
    expect(closed.code).toBe(code);
    expect(closed.reason).toContain("before the ack on purpose");
    expect(run.frames).toEqual([]);
  });

  it("unknown-message: one frame of an unknown type right after the ack, then the stream as usual", async () => {
    const run = await open("mock:unknown-message");
    sendEverything(run);
    const closed = await run.closed;
    expect(closed.code).toBe(1000);
    expect(run.frames[0]?.type).toBe("ack");
    expect(run.frames[1]).toEqual({ type: "mock_unannounced", note: "a message type this client does not know" });
    expect(run.frames.filter((frame) => frame.type === "mock_unannounced")).toHaveLength(1);
    expect(finalText(run.frames)).toBe(firstExampleText);
  });

  it("unknown-message:after-ms: the frame comes once, after results, when that much audio arrived", async () => {
    const run = await open("mock:unknown-message:after-ms:1000");
    await frameOf(run, (frame) => frame.type === "ack");
    const audio = wavBytes(4);
    for (let offset = 0; offset < audio.length; offset += 8000) run.socket.send(audio.subarray(offset, offset + 8000));
    run.socket.send("");
    await run.closed;
    const at = run.frames.findIndex((frame) => frame.type === "mock_unannounced");
    expect(at).toBeGreaterThan(1);
    expect(run.frames.filter((frame) => frame.type === "mock_unannounced")).toHaveLength(1);
    expect(finalText(run.frames)).toBe(firstExampleText);
  });

  it("times:2 fails the first two sessions of a key, and the third is a normal session; another key fails afresh", async () => {
    const reference = "mock:error:503:times:2";
    const codes: (number | string)[] = [];
    for (const key of ["times-a", "times-a", "times-a", "times-b"]) {
      const run = await open(reference, key);
      const first = await frameOf(run, () => true);
      codes.push(first.type ?? (first.error_code as number));
      if (first.type === "ack") {
        sendEverything(run);
        expect((await run.closed).code).toBe(1000);
        expect(finalText(run.frames)).toBe(firstExampleText);
      } else {
        expect((await run.closed).code).toBe(1013);
      }
    }
    expect(codes).toEqual([503, 503, "ack", 503]);
  });

  it.each(["mock:explode", "mock:drop:after-ms:99999999999", "mock:error:503:times:0", "mock:ack-never:after-ms:10"])(
    "refuses the malformed directive %s with error 400 naming the grammar, before any ack",
    async (reference) => {
      const run = await open(reference);
      const closed = await run.closed;
      expect(closed.code).toBe(1008);
      expect(run.frames).toEqual([
        expect.objectContaining({
          error_code: 400,
          error_message: expect.stringContaining("The grammar: mock:<fault>"),
        }),
      ]);
    },
  );
});
