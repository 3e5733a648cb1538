// No timer outlives its session: a stalled, a never-acknowledged and a late-acknowledged session that the client
// closes leave no pending timer behind, in the streaming mock and in the MSW handlers. Each session timer is told
// apart by its delay (the limits and the ack delay are set to odd values no other code uses), and once the
// session is over every such timer must have been cleared.
import { once } from "node:events";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket, { WebSocket as NodeWebSocket } from "ws";
import { useStreamingMock } from "#test-support/streaming-mock.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { createMockHandlers } from "../../src/msw/handlers.js";

const limits = { configTimeoutMs: 61_001, idleTimeoutMs: 61_002, maxSessionMs: 61_003 };
const ackDelayMs = 61_004;
const sessionDelays = new Set([...Object.values(limits), ackDelayMs]);
const references = ["mock:stall", "mock:stall:after-ms:500", "mock:ack-never", `mock:ack-delay-ms:${ackDelayMs}`];

/** The session timers made from now on. */
function watchTimers(): NodeJS.Timeout[] {
  const made: NodeJS.Timeout[] = [];
  const original = globalThis.setTimeout;
  vi.spyOn(globalThis, "setTimeout").mockImplementation(((callback: () => void, delay?: number) => {
    const timer = original(callback, delay);
    if (delay !== undefined && sessionDelays.has(delay)) made.push(timer);
    return timer;
  }) as typeof setTimeout);
  return made;
}

/** Whether Node has let go of a timer: cleared, or fired. */
function pending(timers: NodeJS.Timeout[]): NodeJS.Timeout[] {
  return timers.filter((timer) => !(timer as unknown as { _destroyed: boolean })._destroyed);
}

afterEach(() => vi.restoreAllMocks());

describe("timers of faulty sessions closed by the client, in the streaming mock", () => {
  const { mock } = useStreamingMock({ limits });

  it.each(references)("%s leaves no timer once the client closes", async (reference) => {
    const timers = watchTimers();
    const socket = new WebSocket(mock().url, { headers: { authorization: "Bearer timers" } });
    await once(socket, "open");
    socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto", client_reference_id: reference }));
    socket.send(wavBytes(1));
    await vi.waitFor(() => expect(timers.length).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    expect(pending(timers).length).toBeGreaterThan(0);
    socket.close();
    await once(socket, "close");
    await vi.waitFor(() => expect(mock().sessions).toBe(0), { timeout: 15_000 });
    expect(pending(timers)).toEqual([]);
  });
});

describe("timers of faulty sessions closed by the client, in the MSW handlers", () => {
  const streamUrl = "wss://timers.example/transcribe-websocket";
  const handlers = createMockHandlers({ baseUrl: "https://timers.example/v1", streamUrl, streamLimits: limits });
  const server = setupServer(...handlers);
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

  it.each(references)("%s leaves no timer once the client closes", async (reference) => {
    const timers = watchTimers();
    const init = { headers: { authorization: "Bearer timers" } };
    const socket = new globalThis.WebSocket(streamUrl, init as unknown as string[]);
    await new Promise((resolve) => socket.addEventListener("open", resolve, { once: true }));
    socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto", client_reference_id: reference }));
    socket.send(wavBytes(1));
    await vi.waitFor(() => expect(timers.length).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    expect(pending(timers).length).toBeGreaterThan(0);
    const closed = new Promise((resolve) => socket.addEventListener("close", resolve));
    socket.close();
    await closed;
    await vi.waitFor(() => expect(pending(timers)).toEqual([]), { timeout: 15_000 });
  });
});
