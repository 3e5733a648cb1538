// The real-time client under each way a stream can fail before or while it runs, played by an in-memory socket
// (FakeSocket) or a loopback server that refuses the upgrade: every promise settles, each failure has its
// kind and cause, a connect given up closes its socket, and a reconnect outlasts refused reopens. The same
// faults, asked of both mocks by their directives, run in stream-faults-mocks.{unit,integration}.test.ts.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Socket } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connectThroughFake, FakeSocket } from "#test-support/hostile/fake-socket.js";
import { failOnEscapes, rejection, settled } from "#test-support/hostile/process-guard.js";
import { ackFrame, finalToken, finishedFrame, resultFrame } from "#test-support/hostile/ws-server.js";
import { RedactingLogger } from "../../src/core/logger.js";
import {
  ServiceAPIError,
  ServiceAuthenticationError,
  ServiceError,
  ServiceNetworkError,
  ServiceRateLimitError,
  ServiceTimeoutError,
  ServiceValidationError,
} from "../../src/index.js";
import { probeConnection } from "../../src/realtime/connect-probe.js";
import { Reconnector } from "../../src/realtime/reconnect.js";
import type { RealtimeEvents, RealtimeSession } from "../../src/realtime.js";
import { realtimeClient } from "./support.js";

failOnEscapes();
const config = { model: "stt-rt-v3", audio_format: "pcm_s16le", sample_rate: 16000, num_channels: 1 } as const;
/** Nothing listens here: a probe, if one ran, would be refused at once. */
const nowhere = "ws://127.0.0.1:9/transcribe-websocket";
/** 100 ms of 16 kHz mono 16-bit silence. */
const audio100ms = new Uint8Array(3200);

beforeEach(() => {
  FakeSocket.made = [];
});

/** Every event of a session, as it comes. */
function record(session: RealtimeSession) {
  const events: { type: keyof RealtimeEvents; payload: unknown }[] = [];
  for (const type of ["error", "close", "unknown", "state", "reconnect"] as const) {
    session.on(type, (payload) => events.push({ type, payload }));
  }
  return events;
}

const ofType = (events: ReturnType<typeof record>, type: keyof RealtimeEvents) =>
  events.filter((event) => event.type === type).map((event) => event.payload);

/** The socket made after the first `count`, once the client made it. */
async function socketAfter(count: number): Promise<FakeSocket> {
  for (let turn = 0; turn < 10_000; turn++) {
    const socket = FakeSocket.made[count];
    if (socket) return socket;
    await new Promise((resolve) => setTimeout(resolve, turn < 1000 ? 0 : 5));
  }
  throw new Error(`no socket number ${count + 1} was made`);
}

/** Resolves when the session reaches `state`. */
function reaches(session: RealtimeSession, state: string): Promise<void> {
  return new Promise((resolve) => {
    if (session.state === state) return resolve();
    session.on("state", (change) => change.state === state && resolve());
  });
}

describe("connect() given up by its signal", () => {
  it("already aborted: rejects with the signal's reason and opens no socket", async () => {
    const reason = new Error("unmounted");
    const client = realtimeClient(nowhere, { WebSocket: FakeSocket });
    const error = await rejection(client.connect(config, { signal: AbortSignal.abort(reason) }), "connect()");
    expect(error).toBe(reason);
    expect(FakeSocket.made).toHaveLength(0);
  });

  it("after the socket opened, before the acknowledgement: closes the socket, rejects with the reason, and a late ack changes nothing", async () => {
    const abort = new AbortController();
    const connecting = realtimeClient(nowhere, { WebSocket: FakeSocket }).connect(config, { signal: abort.signal });
    const socket = await FakeSocket.configured();
    abort.abort();
    const error = await rejection(connecting, "connect()");
    expect((error as Error).name).toBe("AbortError");
    expect(socket.closedWith).toEqual({ code: 1000, reason: "the client gave up connecting" });
    // What the socket does after it was given up reaches nobody.
    socket.deliver(ackFrame);
    socket.end(1006);
  });

  it("with the socket still connecting (a server that never answers the upgrade): nothing throws, the connection is closed", async () => {
    const held = new Set<Socket>();
    const silent = createTcpServer((socket) => {
      held.add(socket);
      socket.on("error", () => undefined);
      // Read (and drop) what comes, so that the client's end of the connection is seen.
      socket.resume();
    });
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    try {
      const url = `ws://127.0.0.1:${(silent.address() as AddressInfo).port}/transcribe-websocket`;
      const abort = new AbortController();
      // The runtime's own WebSocket: `ws` on Node 20, undici on 22+, each with its own close-while-connecting.
      const connecting = realtimeClient(url).connect(config, { signal: abort.signal });
      while (held.size === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const [connection] = held;
      const released = once(connection as Socket, "close");
      abort.abort(new Error("gave up"));
      expect(((await rejection(connecting, "connect()")) as Error).message).toBe("gave up");
      await settled(released, "the server's side of the connection closing");
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });

  it("refuses a signal that is not an AbortSignal", async () => {
    const client = realtimeClient(nowhere, { WebSocket: FakeSocket });
    await expect(client.connect(config, { signal: "stop" as never })).rejects.toThrow(/must be an AbortSignal/);
    await expect(client.connect(config, { sigal: undefined } as never)).rejects.toThrow(/sigal/);
  });
});

describe("the acknowledgement", () => {
  it("never sent: connect() rejects with ServiceTimeoutError after connectTimeoutMs and closes the socket", async () => {
    const connecting = realtimeClient(nowhere, { WebSocket: FakeSocket, connectTimeoutMs: 200 }).connect(config);
    const socket = await FakeSocket.configured();
    const error = await rejection(connecting, "connect()");
    expect(error).toBeInstanceOf(ServiceTimeoutError);
    expect((error as Error).message).toBe(`No acknowledgement within 200 ms of connecting to ${nowhere}.`);
    expect(socket.closedWith?.code).toBe(1000);
  });

  it("sent late, within connectTimeoutMs: connect() resolves and the session streams", async () => {
    const connecting = realtimeClient(nowhere, { WebSocket: FakeSocket, connectTimeoutMs: 5_000 }).connect(config);
    const socket = await FakeSocket.configured();
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.deliver(ackFrame);
    const session = (await settled(connecting, "connect()")).value as RealtimeSession;
    expect(session.state).toBe("configured");
    await session.sendAudio(audio100ms);
    expect(session.state).toBe("streaming");
    session.close();
  });

  it("replaced by a close without an error frame: ServiceNetworkError naming the close code", async () => {
    const connecting = realtimeClient(nowhere, { WebSocket: FakeSocket }).connect(config);
    (await FakeSocket.configured()).end(1011, "going away on purpose");
    const error = await rejection(connecting, "connect()");
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect((error as Error).message).toContain(
      "closed before the acknowledgement (close code 1011: going away on purpose)",
    );
  });
});

describe("a message type the client does not know", () => {
  it("before and after the acknowledgement: an unknown event each, and the transcript is as without them", async () => {
    const unannounced = { type: "mock_unannounced", note: "a message type this client does not know" };
    const client = realtimeClient(nowhere, { WebSocket: FakeSocket });
    const connecting = client.connect(config);
    const socket = await FakeSocket.configured();
    const early: unknown[] = [];
    // Before the acknowledgement the session has no listeners yet: it is logged and ignored, and the ack still counts.
    socket.deliver(JSON.stringify(unannounced));
    socket.deliver(ackFrame);
    const session = await connecting;
    session.on("unknown", (payload) => early.push(payload));
    await session.sendAudio(audio100ms);
    socket.deliver(resultFrame([finalToken("Hello", 0, 40)], 40));
    socket.deliver(JSON.stringify(unannounced));
    socket.deliver(resultFrame([finalToken(" world", 40, 90)], 90));
    const finishing = session.finish();
    socket.deliver(finishedFrame);
    socket.end(1000);
    const { value } = await settled(finishing, "finish()");
    expect(value?.text).toBe("Hello world");
    expect(early).toEqual([{ frame: unannounced, reason: "a frame that matches no message of the contract" }]);
  });
});

describe("a stall: the server goes silent while audio flows", () => {
  it("finalize() then finish() reject with ServiceTimeoutError after finishTimeoutMs; the socket is closed, once", async () => {
    const client = realtimeClient(nowhere, { WebSocket: FakeSocket, finishTimeoutMs: 200 });
    const { session, socket } = await connectThroughFake(client, config);
    const events = record(session);
    for (let frame = 0; frame < 5; frame++) await session.sendAudio(audio100ms);
    const finalized = await rejection(session.finalize(), "finalize()");
    expect(finalized).toBeInstanceOf(ServiceTimeoutError);
    expect(session.state).toBe("streaming");
    await session.sendAudio(audio100ms);
    const finished = await rejection(session.finish(), "finish()");
    expect(finished).toBeInstanceOf(ServiceTimeoutError);
    expect((finished as Error).message).toBe("finish() got no finished message: the server sent nothing for 200 ms.");
    expect(socket.closedWith?.code).toBe(1000);
    expect(ofType(events, "close")).toHaveLength(1);
    expect(ofType(events, "error")).toEqual([{ error: finished }]);
    expect(session.state).toBe("closed");
  });
});

describe("a refused upgrade, read where the runtime shows it (Node)", () => {
  let refusing: Server | undefined;
  afterEach(() => {
    refusing?.close();
    refusing?.closeAllConnections();
    refusing = undefined;
  });

  /** A server that refuses every upgrade with `status`, the headers given, and a one-line body. */
  async function refusingServer(status: number, headers: Record<string, string>): Promise<string> {
    refusing = createServer((_request, response) => response.writeHead(426).end());
    refusing.on("upgrade", (_request, socket) => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      const body = `Refused on purpose: ${status}.\n`;
      socket.end(
        `HTTP/1.1 ${status} Refused\r\n${lines.join("")}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    refusing.listen(0, "127.0.0.1");
    await once(refusing, "listening");
    return `ws://127.0.0.1:${(refusing.address() as AddressInfo).port}/transcribe-websocket`;
  }

  it.each([
    [429, { "Retry-After": "2" }, ServiceRateLimitError, 2],
    [503, { "Retry-After": "7" }, ServiceAPIError, 7],
    [503, {}, ServiceAPIError, undefined],
    [401, {}, ServiceAuthenticationError, undefined],
    [403, {}, ServiceAuthenticationError, undefined],
  ] as const)("%i %o: its kind, status and retryAfter", async (status, headers, Kind, retryAfter) => {
    const url = await refusingServer(status, headers);
    const error = (await rejection(realtimeClient(url).connect(config), "connect()")) as ServiceError;
    expect(error).toBeInstanceOf(Kind);
    expect(error.status).toBe(status);
    expect(error.retryAfter).toBe(retryAfter);
    expect(error.message).toContain(
      `refused the WebSocket upgrade with HTTP ${status}: Refused on purpose: ${status}.`,
    );
  });

  it("the probe (Node 22+'s WebSocket shows nothing) reads the same Retry-After; a hostile one is as none", async () => {
    expect(await probeConnection(await refusingServer(429, { "Retry-After": "3" }))).toEqual({
      refused: { status: 429, firstLine: "Refused on purpose: 429.", retryAfter: 3 },
    });
    for (const hostile of ["-1", "soon", "1e400", "9".repeat(400), "Wed, 99 Foo 2026 99:99:99 GMT"]) {
      refusing?.close();
      refusing?.closeAllConnections();
      const probed = await probeConnection(await refusingServer(429, { "Retry-After": hostile }));
      expect(probed?.refused?.status, hostile).toBe(429);
      const seconds = probed?.refused?.retryAfter;
      expect(seconds === undefined || (Number.isFinite(seconds) && seconds >= 0), hostile).toBe(true);
    }
  });
});

describe("reconnect, when the reopen attempts are refused", () => {
  const logger = new RedactingLogger({ debug() {}, info() {}, warn() {}, error() {} }, "off", []);
  /** A Reconnector whose waits are recorded, not waited. */
  function reconnector(maxAttempts: number) {
    const waits: number[] = [];
    const made = new Reconnector(maxAttempts, 1 << 20, logger, async (ms, signal) => {
      signal?.throwIfAborted();
      waits.push(ms);
    });
    return { made, waits };
  }
  /** A host whose open() fails with each of `failures` in turn, then succeeds. */
  function host(failures: ServiceError[]) {
    let opened = 0;
    return {
      get opened() {
        return opened;
      },
      sentMs: 0,
      finalUntilMs: 0,
      header: undefined,
      open: async () => {
        const failure = failures[opened++];
        if (failure) throw failure;
        return () => undefined;
      },
    };
  }
  const dropped = new ServiceNetworkError("dropped");

  it("tries again after the Retry-After asked, else a back-off, until one is accepted", async () => {
    const { made, waits } = reconnector(3);
    const target = host([
      new ServiceRateLimitError("slow down", { status: 429, retryAfter: 2 }),
      new ServiceAPIError("overloaded", { status: 503 }),
    ]);
    const reopened = await made.reopen(target, dropped);
    expect(reopened.attempt).toBe(3);
    expect(target.opened).toBe(3);
    expect(waits[0]).toBe(2000);
    // The second retry's back-off: 1 s less up to 25 % jitter.
    expect(waits[1]).toBeGreaterThanOrEqual(750);
    expect(waits[1]).toBeLessThanOrEqual(1000);
  });

  it("gives up with the last failure when the attempts run out, or at once for a failure it cannot outlast", async () => {
    const refused = new ServiceAPIError("still overloaded", { status: 503 });
    const outOfAttempts = reconnector(2);
    expect(await rejection(outOfAttempts.made.reopen(host([refused, refused, refused]), dropped), "reopen")).toBe(
      refused,
    );
    const forbidden = new ServiceAuthenticationError("no", { status: 401 });
    const authentication = reconnector(5);
    expect(await rejection(authentication.made.reopen(host([forbidden]), dropped), "reopen")).toBe(forbidden);
    expect(authentication.waits).toEqual([]);
    const tooLong = new ServiceRateLimitError("come back tomorrow", { status: 429, retryAfter: 86_400 });
    const patient = reconnector(5);
    expect(await rejection(patient.made.reopen(host([tooLong]), dropped), "reopen")).toBe(tooLong);
    expect(patient.waits).toEqual([]);
    const invalid = new ServiceValidationError("bad", { status: 400 });
    expect(await rejection(reconnector(5).made.reopen(host([invalid]), dropped), "reopen")).toBe(invalid);
  });

  it("stops at once when its signal aborts (close()), with the signal's reason", async () => {
    const { made } = reconnector(5);
    const abort = new AbortController();
    const reason = new Error("closed");
    abort.abort(reason);
    const refused = new ServiceAPIError("overloaded", { status: 503 });
    expect(await rejection(made.reopen(host([refused]), dropped, abort.signal), "reopen")).toBe(reason);
  });
});

describe("a session that reconnects through refused reopens", () => {
  /** Connects with reconnect on, sends 300 ms with a final token for the first 100, then drops the socket. */
  async function droppedSession(reconnect: { maxAttempts: number }) {
    const client = realtimeClient(nowhere, { WebSocket: FakeSocket, reconnect });
    const { session, socket } = await connectThroughFake(client, config);
    const events = record(session);
    for (let frame = 0; frame < 3; frame++) await session.sendAudio(audio100ms);
    socket.deliver(resultFrame([finalToken("Hello", 0, 100)], 100));
    socket.end(1006);
    return { session, events };
  }

  it("is `reconnecting` meanwhile, tries again after each refusal, then continues the transcript", async () => {
    const { session, events } = await droppedSession({ maxAttempts: 3 });
    expect(session.state).toBe("reconnecting");
    // Two reopens closed before their acknowledgement, as a browser shows a refused upgrade, then one accepted.
    (await socketAfter(1)).end(1006);
    (await socketAfter(2)).end(1006);
    const third = await socketAfter(3);
    while (third.sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    third.deliver(ackFrame);
    await reaches(session, "streaming");
    // The 200 ms not yet final were sent again, after the config.
    expect(third.sent.slice(1).map((frame) => (frame as Uint8Array).byteLength)).toEqual([3200, 3200]);
    // The new session counts from 0: its token at 0–80 is the stream's 100–180.
    third.deliver(resultFrame([finalToken(" again", 0, 80)], 200));
    const finishing = session.finish();
    third.deliver(finishedFrame);
    third.end(1000);
    const { value } = await settled(finishing, "finish()");
    expect(value?.text).toBe("Hello again");
    expect(value?.tokens.map((token) => [token.start_ms, token.end_ms])).toEqual([
      [0, 100],
      [100, 180],
    ]);
    expect(ofType(events, "reconnect")).toEqual([expect.objectContaining({ attempt: 3, resentMs: 200, lostMs: 0 })]);
    expect(ofType(events, "error")).toEqual([]);
    const states = ofType(events, "state").map((change) => (change as { state: string }).state);
    expect(states).toEqual(["streaming", "reconnecting", "configured", "streaming", "closed"]);
  });

  it("ends with the last failure once the attempts run out: error event, close once, finish() rejects", async () => {
    const { session, events } = await droppedSession({ maxAttempts: 2 });
    const finishing = session.finish();
    (await socketAfter(1)).end(1006);
    (await socketAfter(2)).end(1013, "try again later");
    const error = await rejection(finishing, "finish()");
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect((error as Error).message).toContain("close code 1013: try again later");
    expect(ofType(events, "error")).toEqual([{ error }]);
    expect(ofType(events, "close")).toHaveLength(1);
    expect(session.state).toBe("closed");
    expect(FakeSocket.made).toHaveLength(3);
  });

  it("close() while reconnecting: one close event, no error event, every wait settles, no attempt after it", async () => {
    const { session, events } = await droppedSession({ maxAttempts: 5 });
    const finishing = session.finish();
    (await socketAfter(1)).end(1006); // now waiting its back-off before the next attempt
    session.close();
    expect(await rejection(finishing, "finish()")).toBeInstanceOf(ServiceError);
    await reaches(session, "closed");
    expect(ofType(events, "close")).toEqual([{ code: 1000, reason: "closed by the client" }]);
    expect(ofType(events, "error")).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // past the back-off it would have waited
    expect(FakeSocket.made).toHaveLength(2);
  });

  it("close() during a reopen's handshake closes that socket and settles likewise", async () => {
    const { session, events } = await droppedSession({ maxAttempts: 5 });
    const reopening = await socketAfter(1);
    while (reopening.sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    session.close();
    await reaches(session, "closed");
    expect(reopening.closedWith?.code).toBe(1000);
    expect(ofType(events, "close")).toHaveLength(1);
    expect(ofType(events, "error")).toEqual([]);
  });
});
