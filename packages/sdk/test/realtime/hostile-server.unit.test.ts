// The real-time client against a hostile WebSocket server on a real loopback socket, and against an
// in-memory one where a test needs a frame no socket can carry: nothing a server sends may escape to the
// app as an uncaught exception, leave finish() or finalize() pending for ever, or carry the key out.
import { inspect } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { connectThroughFake, FakeSocket } from "#test-support/hostile/fake-socket.js";
import { failOnEscapes, rejection, settled } from "#test-support/hostile/process-guard.js";
import {
  ackFrame,
  deepErrorFrame,
  finalToken,
  finishedFrame,
  resultFrame,
  useHostileWsServer,
} from "#test-support/hostile/ws-server.js";
import {
  ServiceAPIError,
  type ServiceError,
  ServiceNetworkError,
  ServiceTimeoutError,
  ServiceValidationError,
} from "../../src/index.js";
import { Transcript } from "../../src/realtime/transcript.js";
import type { RealtimeEvents, RealtimeSession } from "../../src/realtime.js";
import { capturingLogger } from "../http/clients.js";
import { realtimeClient } from "./support.js";

failOnEscapes();
const server = useHostileWsServer();
const config = { model: "stt-rt-v3", audio_format: "pcm_s16le", sample_rate: 16000, num_channels: 1 } as const;
const apiKey = "sk_live_hostile_5e6f7a8b9c0d";
/** Far deeper than any stack a recursive reader of it could hold. */
const depth = 100_000;

/** Every event of a session, as it comes. */
function record(session: RealtimeSession) {
  const events: { type: keyof RealtimeEvents; payload: unknown }[] = [];
  for (const type of ["error", "close", "unknown", "state"] as const) {
    session.on(type, (payload) => events.push({ type, payload }));
  }
  return events;
}

/** The error of the session's `error` event. */
function errorEvent(events: { type: keyof RealtimeEvents; payload: unknown }[]): ServiceError | undefined {
  return (events.find((event) => event.type === "error")?.payload as { error: ServiceError } | undefined)?.error;
}

/** Everything an error shows: message, stack, JSON, what util.inspect prints, a structured clone of it. */
function everythingOf(error: ServiceError): string {
  return [
    error.message,
    error.stack,
    JSON.stringify(error),
    inspect(error, { depth: null }),
    JSON.stringify(structuredClone(error.body)),
  ].join("\n");
}

describe("a deeply nested error frame", () => {
  it("before the acknowledgement rejects connect() with the frame's kind, and nothing escapes", async () => {
    server().behave((socket) => socket.send(deepErrorFrame(depth, 500)));
    const error = (await rejection(realtimeClient(server().url).connect(config), "connect()")) as ServiceError;
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.status).toBe(500);
    // The body keeps its fields, and its nesting only as deep as anything that prints it can follow.
    expect(error.body).toMatchObject({ error_code: 500, error_type: "deep" });
    expect(everythingOf(error)).toContain("[nested too deep]");
  });

  it("after the acknowledgement, from a server that then never closes, fails the session: error event, close event, finish() rejects", async () => {
    server().behave((socket) => {
      socket.send(ackFrame);
      // Answers the end of audio with the frame, and then nothing: no close of its own.
      socket.on("message", (data) => {
        if (String(data) === "") socket.send(deepErrorFrame(depth, 500));
      });
    });
    const session = await realtimeClient(server().url).connect(config);
    const events = record(session);
    const error = (await rejection(session.finish(), "finish()")) as ServiceError;
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.status).toBe(500);
    expect(
      events.filter((event) => event.type === "error").map((event) => (event.payload as { error: unknown }).error),
    ).toEqual([error]);
    expect(events.at(-1)?.type).toBe("close");
    expect(session.state).toBe("closed");
    expect(() => everythingOf(error)).not.toThrow();
  });
});

describe("an exception the session does not expect, while it handles a frame", () => {
  afterEach(() => {
    FakeSocket.made = [];
  });

  it("becomes an error event and a close, rejects finish(), and never reaches the app", async () => {
    const client = realtimeClient("ws://127.0.0.1:1", { WebSocket: FakeSocket, logger: capturingLogger().logger });
    const { session, socket } = await connectThroughFake(client, config);
    const events = record(session);
    const finishing = session.finish();
    // No socket carries such a frame; it stands for any fault in the session's own code: reading it throws.
    const booby = new Proxy(
      {},
      {
        ownKeys() {
          throw new RangeError("Maximum call stack size exceeded");
        },
      },
    );
    expect(() => socket.deliver(booby)).not.toThrow();
    const error = (await rejection(finishing, "finish()")) as ServiceError;
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.message).toBe("The client could not handle what the server sent: Maximum call stack size exceeded");
    expect(events.map((event) => event.type)).toEqual(["error", "state", "close"]);
    expect(socket.closedWith?.code).toBe(1000);
    // What the socket does afterwards is ignored: a late close reports nothing more.
    socket.end(1006);
    expect(events).toHaveLength(3);
  });
});

describe("the key, echoed by a hostile server", () => {
  it("is not in a close event's reason, an unknown frame's payload, an error body's property names, nor their text", async () => {
    server().behave((socket) => {
      socket.send(ackFrame);
      // Once the test listens: it sends audio when it does.
      socket.once("message", () => {
        socket.send(JSON.stringify({ [`echo_${apiKey}`]: apiKey }));
        socket.send(
          JSON.stringify({
            error_code: 400,
            error_type: "bad",
            error_message: "bad",
            [`field_${apiKey}`]: { [apiKey]: 1 },
          }),
        );
        socket.close(4000, `dropped ${apiKey}`);
      });
    });
    const { logger, lines } = capturingLogger();
    const session = await realtimeClient(server().url, { apiKey, logger, logLevel: "debug" }).connect(config);
    const events = record(session);
    await session.sendAudio(new Uint8Array(320));
    await settled(new Promise((resolve) => session.on("close", resolve)), "the close event");
    const error = errorEvent(events) as ServiceError;
    expect(error).toBeInstanceOf(ServiceValidationError);
    expect(events.find((event) => event.type === "close")?.payload).toEqual({
      code: 4000,
      reason: "dropped [redacted]",
    });
    expect(Object.keys(error.body as object)).toContain("field_[redacted]");
    const shown = [
      JSON.stringify(events.map((event) => event.payload)),
      everythingOf(error),
      ...lines.map((line) => `${line.message} ${JSON.stringify(line.fields)}`),
    ].join("\n");
    expect(shown).not.toContain(apiKey.slice(0, 12));
  });
});

describe("finalize() and finish() against a server that never answers", () => {
  it("finalize() rejects with ServiceTimeoutError after finishTimeoutMs of silence, and the session streams on", async () => {
    server().behave((socket) => socket.send(ackFrame));
    const session = await realtimeClient(server().url, { finishTimeoutMs: 200 }).connect(config);
    await session.sendAudio(new Uint8Array(3200));
    const error = await rejection(session.finalize(), "finalize()");
    expect(error).toBeInstanceOf(ServiceTimeoutError);
    expect((error as Error).message).toBe("finalize() got no <fin>: the server sent nothing for 200 ms.");
    expect(session.state).toBe("streaming");
    session.close();
  });

  it("finish() rejects with ServiceTimeoutError, with an error event and a close", async () => {
    server().behave((socket) => socket.send(ackFrame));
    const session = await realtimeClient(server().url, { finishTimeoutMs: 200 }).connect(config);
    const events = record(session);
    const error = await rejection(session.finish(), "finish()");
    expect(error).toBeInstanceOf(ServiceTimeoutError);
    expect((error as Error).message).toBe("finish() got no finished message: the server sent nothing for 200 ms.");
    expect(events.filter((event) => event.type !== "state").map((event) => event.type)).toEqual(["error", "close"]);
    expect(session.state).toBe("closed");
  });

  it("finish() resolves with the transcript when the server sends finished but never closes", async () => {
    server().behave((socket) => {
      socket.send(ackFrame);
      socket.on("message", (data) => {
        if (String(data) !== "") return;
        socket.send(resultFrame([finalToken("Hello", 0, 400)], 400));
        socket.send(finishedFrame);
      });
    });
    const session = await realtimeClient(server().url, { finishTimeoutMs: 200 }).connect(config);
    const { value } = await settled(session.finish(), "finish()");
    expect(value?.text).toBe("Hello");
    expect(session.state).toBe("closed");
  });
});

describe("the transcript, given absurd timing", () => {
  const token = (text: string, start: number, end: number) => finalToken(text, start, end);

  it("keeps every final token after one that starts at 1e300, or runs backwards", () => {
    const transcript = new Transcript();
    transcript.addFinal([token("Hello", 0, 300), token(" poison", 1e300, 1e300)]);
    transcript.addFinal([token(" world", 300, 600), token(" back", 100, 50), token(" again", 700, 900)]);
    expect(transcript.finalText).toBe("Hello poison world back again");
    // Timing no server could mean moves nothing: where final audio ends stays where the real tokens end.
    expect(transcript.finalUntilMs).toBe(900);
  });

  it("keeps every final token after a reconnect, however far a token before it claimed to reach", () => {
    const transcript = new Transcript();
    transcript.addFinal([token("Hello", 0, 300), token(" far", 9_000_000_000, 9_000_000_100)]);
    // 1 s of audio was sent: no repeat can start past it.
    transcript.resendFrom(1_000);
    const added = transcript.addFinal([token("Hello", 0, 300), token(" again", 1_000, 1_200)]);
    expect(added.map((t) => t.text)).toEqual([" again"]);
  });

  it("keeps the tokens of a session that receives one at 1e300, end to end", async () => {
    server().behave((socket) => {
      socket.send(ackFrame);
      socket.on("message", (data) => {
        if (String(data) !== "") return;
        socket.send(resultFrame([token("One", 0, 100), token(" poison", 1e300, 1e300)], 100));
        socket.send(resultFrame([token(" two", 100, 200)], 200));
        socket.send(resultFrame([token(" three", 200, 300)], 300));
        socket.send(finishedFrame);
        socket.close(1000);
      });
    });
    const session = await realtimeClient(server().url).connect(config);
    const { value } = await settled(session.finish(), "finish()");
    expect(value?.text).toBe("One poison two three");
  });
});

describe("a drop", () => {
  it("is still a ServiceNetworkError, with its close reason redacted", async () => {
    server().behave((socket) => {
      socket.send(ackFrame);
      socket.once("message", () => socket.close(4000, `gone ${apiKey}`));
    });
    const session = await realtimeClient(server().url, { apiKey }).connect(config);
    const events = record(session);
    await session.sendAudio(new Uint8Array(320));
    await settled(new Promise((resolve) => session.on("close", resolve)), "the close event");
    const error = errorEvent(events) as ServiceError;
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect(error.message).toContain("close code 4000: gone [redacted]");
  });
});
