// The streaming mock against a hostile client (a raw `ws` socket): numbers in audio headers, frame sizes and
// texts come from the other side and are bounded before they drive work; every refusal is the contract's
// error frame followed by a close, and the mock keeps serving others.
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { useStreamingMock } from "#test-support/streaming-mock.js";
import { closeReason } from "../../src/core/stream/session.js";

const { mock } = useStreamingMock();

interface Captured {
  frames: string[];
  largestFrame: number;
  close: Promise<{ code: number; reason: string }>;
  socket: WebSocket;
}

async function configured(
  config: Record<string, unknown> = { model: "stt-rt-v3", audio_format: "auto" },
): Promise<Captured> {
  const socket = new WebSocket(mock().url, { headers: { authorization: "Bearer hostile-test" } });
  const captured: Captured = {
    frames: [],
    largestFrame: 0,
    socket,
    close: new Promise((resolve) =>
      socket.once("close", (code, reason) => resolve({ code, reason: reason.toString("utf8") })),
    ),
  };
  socket.on("message", (data) => {
    const text = data.toString();
    captured.largestFrame = Math.max(captured.largestFrame, text.length);
    captured.frames.push(text);
  });
  await once(socket, "open");
  socket.send(JSON.stringify(config));
  while (!captured.frames.some((frame) => frame.includes('"ack"'))) await once(socket, "message");
  return captured;
}

function wavHeader(sampleRate: number, channels: number, bitsPerSample: number, dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(Math.max(1, (sampleRate * channels * bitsPerSample) / 8), 28);
  header.writeUInt16LE(Math.max(1, (channels * bitsPerSample) / 8), 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write("data", 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

function errorFrames(captured: Captured): { error_code: number; error_message: string }[] {
  return captured.frames.filter((frame) => frame.includes('"error_code"')).map((frame) => JSON.parse(frame));
}

async function stillServes(): Promise<void> {
  const next = await configured();
  next.socket.close();
  await next.close;
}

describe("the streaming mock against a hostile client", () => {
  it.each([64 * 1024, 256 * 1024])(
    "refuses a WAV header claiming 1 Hz, 1 channel, 1 bit (then %i bytes) with an error frame, and keeps serving",
    async (dataBytes) => {
      const session = await configured();
      session.socket.send(Buffer.concat([wavHeader(1, 1, 1, dataBytes), Buffer.alloc(dataBytes)]));
      const close = await session.close;
      expect(close.code).toBe(1008);
      expect(errorFrames(session)).toEqual([
        expect.objectContaining({ error_code: 400, error_message: expect.stringContaining("1 Hz") }),
      ]);
      expect(session.largestFrame).toBeLessThan(1024);
      await stillServes();
    },
  );

  it("answers the largest frame a valid header allows (4 MiB at 1 kHz, 8 bits: 70 min) in bounded result frames", async () => {
    const session = await configured();
    const bytes = 4 * 1024 * 1024 - 64;
    session.socket.send(Buffer.concat([wavHeader(1000, 1, 8, bytes), Buffer.alloc(bytes - 44)]));
    session.socket.send("");
    const close = await session.close;
    expect(close.code).toBe(1000);
    const tokens = session.frames.map((frame) => (JSON.parse(frame).tokens ?? []).length as number);
    expect(Math.max(...tokens)).toBeLessThanOrEqual(500);
    expect(tokens.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(5_000);
    expect(session.largestFrame).toBeLessThan(100 * 1024);
  });

  it("ends a session past 300 minutes of audio with the contract's 408", async () => {
    const session = await configured();
    const chunk = 4 * 1024 * 1024 - 64;
    session.socket.send(Buffer.concat([wavHeader(1000, 1, 8, 0x7fffffff), Buffer.alloc(chunk - 44)]));
    // 300 minutes at 1 000 bytes a second is 18 000 000 bytes: the fifth frame passes it.
    for (let sent = chunk; sent <= 18_000_000 + chunk && session.socket.readyState === WebSocket.OPEN; sent += chunk) {
      session.socket.send(Buffer.alloc(chunk));
    }
    const close = await session.close;
    expect(close.code).toBe(1008);
    expect(errorFrames(session).at(-1)).toMatchObject({
      error_code: 408,
      error_message: expect.stringContaining("300 minutes"),
    });
  });

  it("closes after the error frame of an unknown message whose reason would pass 123 bytes (80 × é)", async () => {
    const session = await configured();
    session.socket.send(JSON.stringify({ type: "é".repeat(80) }));
    const close = await session.close;
    expect(close.code).toBe(1008);
    expect(Buffer.byteLength(close.reason)).toBeLessThanOrEqual(123);
    expect(errorFrames(session)).toHaveLength(1);
  });

  it("sends an error frame before closing on a frame over 4 MiB (1009) and on text that is not UTF-8 (1007)", async () => {
    const large = await configured();
    large.socket.send(Buffer.alloc(4 * 1024 * 1024 + 1));
    expect((await large.close).code).toBe(1009);
    expect(errorFrames(large)).toEqual([
      expect.objectContaining({ error_code: 400, error_message: expect.stringContaining("4 MiB") }),
    ]);

    const garbled = await configured();
    garbled.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect((await garbled.close).code).toBe(1007);
    expect(errorFrames(garbled)).toEqual([
      expect.objectContaining({ error_message: expect.stringContaining("UTF-8") }),
    ]);
    await stillServes();
  });

  it("refuses a config that breaks the contract's bounds or names an unknown option, naming the field", async () => {
    for (const [config, named] of [
      [{ model: "stt-rt-v3", audio_format: "auto", api_key: "k".repeat(100_000) }, "api_key"],
      [{ model: "stt-rt-v3", audio_format: "pcm_s16le", sampleRate: 16000, num_channels: 1 }, "sampleRate"],
    ] as const) {
      const socket = new WebSocket(mock().url, { headers: { authorization: "Bearer hostile-test" } });
      const frames: string[] = [];
      socket.on("message", (data) => frames.push(data.toString()));
      const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
      await once(socket, "open");
      socket.send(JSON.stringify(config));
      expect(await closed).toBe(1008);
      const error = JSON.parse(frames[0] ?? "{}");
      expect(error).toMatchObject({ error_code: 400 });
      expect(error.error_message).toContain(named);
      expect(error.error_message.length).toBeLessThan(300);
    }
  });

  it("cuts a close reason to 123 bytes on a character boundary", () => {
    for (const text of ["é".repeat(80), "a".repeat(200), `${"a".repeat(119)}é€😀`]) {
      const reason = closeReason(text);
      expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
      expect(Buffer.from(reason).toString("utf8")).toBe(reason);
      expect(reason).not.toContain("\uFFFD");
    }
    expect(closeReason("short")).toBe("short");
  });
});

describe("a :once failure directive", () => {
  /** The first frame a session with this key and reference gets: "ack", or the error code. */
  async function firstFrame(key: string, reference: string): Promise<string> {
    const socket = new WebSocket(mock().url, { headers: { authorization: `Bearer ${key}` } });
    await once(socket, "open");
    socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto", client_reference_id: reference }));
    const [data] = await once(socket, "message");
    socket.terminate();
    const frame = JSON.parse(String(data)) as { type?: string; error_code?: number };
    return frame.type === "ack" ? "ack" : String(frame.error_code);
  }

  it("is once per key: another key's session neither uses it up nor takes its failure", async () => {
    const reference = "mock:error:503:once";
    expect(await firstFrame("once-a", reference)).toBe("503");
    expect(await firstFrame("once-b", reference)).toBe("503");
    expect(await firstFrame("once-a", reference)).toBe("ack");
    expect(await firstFrame("once-b", reference)).toBe("ack");
  });
});
