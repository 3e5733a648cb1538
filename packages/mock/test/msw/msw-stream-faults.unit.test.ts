// The session faults of client_reference_id on the MSW handlers (setupServer, the global WebSocket MSW patches):
// the same frames and close codes as the streaming mock gives (../node/stream-faults.unit.test.ts), from the same
// session code, through MSW's transport.
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { firstExampleText } from "#test-support/streaming-mock.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { createMockHandlers } from "../../src/msw/handlers.js";

const streamUrl = "wss://faults.example/transcribe-websocket";
const maxSessionMs = 3000;
const sessionLimit = `The session reached its limit of ${maxSessionMs / 60_000} minutes.`;
const logs: string[] = [];
const handlers = createMockHandlers({
  baseUrl: "https://faults.example/v1",
  streamUrl,
  streamLimits: { configTimeoutMs: 200, idleTimeoutMs: 200, maxSessionMs },
  onLog: (line) => logs.push(line),
});
const server = setupServer(...handlers);
// Node 20 has no global WebSocket, and MSW intercepts only the global one: `ws`'s class stands in for the
// file's tests, and goes again after them (the unit project shares its globals between files).
const hadWebSocket = globalThis.WebSocket !== undefined;

beforeAll(() => {
  if (!hadWebSocket) {
    Object.defineProperty(globalThis, "WebSocket", { value: NodeWebSocket, configurable: true, writable: true });
  }
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => {
  server.close();
  handlers.close();
  if (!hadWebSocket) Reflect.deleteProperty(globalThis, "WebSocket");
});

interface Frame {
  type?: string;
  tokens?: { text: string; is_final?: boolean }[];
  finished?: boolean;
  error_code?: number;
  error_message?: string;
  total_audio_proc_ms?: number;
}

interface Run {
  frames: Frame[];
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
  next(): Promise<void>;
}

/** A socket through the handlers, the key in the Authorization header as the SDK sends it in Node. */
async function open(reference: string, key = `msw-faults-${Math.random()}`): Promise<Run> {
  const init = { headers: { authorization: `Bearer ${key}` } };
  const socket = new globalThis.WebSocket(streamUrl, init as unknown as string[]);
  socket.binaryType = "arraybuffer";
  const frames: Frame[] = [];
  let waiting: (() => void)[] = [];
  const wake = () => {
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  socket.addEventListener("message", (event) => {
    frames.push(JSON.parse(String(event.data)));
    wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.addEventListener("close", (event) => {
      resolve({ code: event.code, reason: event.reason });
      wake();
    }),
  );
  await new Promise((resolve) => socket.addEventListener("open", resolve, { once: true }));
  socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto", client_reference_id: reference }));
  return { frames, socket, closed, next: () => new Promise<void>((resolve) => waiting.push(resolve)) };
}

async function frameOf(run: Run, matches: (frame: Frame) => boolean): Promise<Frame> {
  for (;;) {
    const found = run.frames.find(matches);
    if (found) return found;
    await run.next();
  }
}

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

/** Turns of the event loop: what MSW dispatches (in microtasks) has arrived by then. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe("session faults in client_reference_id, on the MSW handlers", () => {
  it("stall: nothing after after-ms of audio (no <fin>, no finished, no idle time-out) until the session limit", async () => {
    const run = await open("mock:stall:after-ms:1000");
    await frameOf(run, (frame) => frame.type === "ack");
    sendEverything(run);
    const closed = await run.closed;
    expect(closed.code).toBe(1008);
    expect(run.frames).toEqual([
      expect.objectContaining({ type: "ack" }),
      expect.objectContaining({ error_code: 408, error_message: sessionLimit }),
    ]);
  }, 20_000);

  it("ack-never: no ack, no config or idle time-out, until the session limit", async () => {
    const run = await open("mock:ack-never");
    run.socket.send(JSON.stringify({ type: "keepalive" }));
    await run.closed;
    expect(run.frames).toEqual([expect.objectContaining({ error_code: 408, error_message: sessionLimit })]);
  }, 20_000);

  it("ack-delay-ms: no ack when the config has been read, the ack after the delay (past the config time-out), then a normal stream", async () => {
    const run = await open("mock:ack-delay-ms:400");
    const before = logs.length;
    while (!logs.slice(before).some((line) => line.includes("acknowledging in 400 ms"))) await settle();
    await settle();
    expect(run.frames).toEqual([]);
    await frameOf(run, (frame) => frame.type === "ack");
    sendEverything(run);
    expect((await run.closed).code).toBe(1000);
    expect(run.frames.at(-1)?.finished).toBe(true);
    expect(finalText(run.frames)).toBe(firstExampleText);
  });

  it.each([
    ["mock:close-before-ack", 1011],
    ["mock:close-before-ack:4999", 4999],
    ["mock:close-before-ack:1001", 1001],
  ])("%s: closes with %i right after the config, with no frame", async (reference, code) => {
    const run = await open(reference);
    const closed = await run.closed;
    expect(closed.code).toBe(code);
    expect(closed.reason).toContain("before the ack on purpose");
    expect(run.frames).toEqual([]);
  });

  it("unknown-message: one unknown frame right after the ack, then the stream as usual", async () => {
    const run = await open("mock:unknown-message");
    sendEverything(run);
    expect((await run.closed).code).toBe(1000);
    expect(run.frames[0]?.type).toBe("ack");
    expect(run.frames[1]).toEqual({ type: "mock_unannounced", note: "a message type this client does not know" });
    expect(run.frames.filter((frame) => frame.type === "mock_unannounced")).toHaveLength(1);
    expect(finalText(run.frames)).toBe(firstExampleText);
  });

  it("times:2 fails the first two sessions of a key; the third is a normal session", async () => {
    const codes: (number | string)[] = [];
    for (const key of ["msw-times", "msw-times", "msw-times"]) {
      const run = await open("mock:error:503:after-ms:500:times:2", key);
      await frameOf(run, (frame) => frame.type === "ack");
      sendEverything(run);
      const closed = await run.closed;
      codes.push(closed.code === 1000 ? finalText(run.frames) : (run.frames.at(-1)?.error_code as number));
    }
    expect(codes).toEqual([503, 503, firstExampleText]);
  });

  it("refuses a malformed directive with error 400 naming the grammar", async () => {
    const run = await open("mock:stall:after-ms:1:times:1:extra");
    expect((await run.closed).code).toBe(1008);
    expect(run.frames).toEqual([
      expect.objectContaining({ error_code: 400, error_message: expect.stringContaining("The grammar: mock:<fault>") }),
    ]);
  });
});
