// A `for await` reader slower than the server, over a real loopback socket: its queue stays within the
// documented bound (interim and result events superseded, final events kept), a reader that falls past
// the bound gets an error instead of a silent gap, and what a server sends after `finished` is no part of
// the transcript.
import { describe, expect, it } from "vitest";
import { failOnEscapes } from "#test-support/hostile/process-guard.js";
import {
  ackFrame,
  finalToken,
  finishedFrame,
  resultFrame,
  useHostileWsServer,
} from "#test-support/hostile/ws-server.js";
import { ServiceConfigError, ServiceError } from "../../src/index.js";
import type { RealtimeSession } from "../../src/realtime.js";
import { capturingLogger } from "../http/clients.js";
import { realtimeClient } from "./support.js";

failOnEscapes();
const server = useHostileWsServer();
const config = { model: "stt-rt-v3", audio_format: "pcm_s16le", sample_rate: 16000, num_channels: 1 } as const;

function interimToken(text: string, startMs: number) {
  return { text, start_ms: startMs, end_ms: startMs + 90, confidence: 0.5, is_final: false };
}

/** Acknowledges, then answers the end of audio with `frames`, `finished` and a close 1000. */
function floodOnEndOfAudio(frames: () => string[]): void {
  server().behave((socket) => {
    socket.send(ackFrame);
    socket.on("message", (data, isBinary) => {
      if (isBinary || String(data) !== "") return;
      for (const frame of frames()) socket.send(frame);
      socket.send(finishedFrame);
      socket.close(1000);
    });
  });
}

/** Reads an iterator to its end: the events, and the error it ended with, if any. */
async function drain(iterator: AsyncIterator<{ type: string }>) {
  const events: { type: string; tokens?: { text: string }[] }[] = [];
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return { events, error: undefined };
      events.push(next.value);
    }
  } catch (error) {
    return { events, error };
  }
}

const finalTexts = (events: { type: string; tokens?: { text: string }[] }[]) =>
  events.filter((event) => event.type === "final").flatMap((event) => event.tokens?.map((token) => token.text) ?? []);

function connect(): Promise<RealtimeSession> {
  return realtimeClient(server().url).connect(config);
}

describe("a slow events() reader under a result flood", () => {
  it("keeps its queue within maxQueuedEvents: interim and result events superseded, every final token yielded", async () => {
    const frames = 5000;
    const finalEvery = 50;
    // Mostly interim results, as a server sends them; one final token every 50 frames.
    floodOnEndOfAudio(() =>
      Array.from({ length: frames }, (_, n) =>
        resultFrame(
          n % finalEvery === 0
            ? [finalToken(` f${n}`, n * 10, n * 10 + 5), interimToken(` i${n}`, n * 10 + 5)]
            : [interimToken(` i${n}`, n * 10)],
        ),
      ),
    );
    const session = await connect();
    const iterator = session.events({ maxQueuedEvents: 200 });
    // The slowest reader: nothing is read until the whole flood is in and the session has closed.
    const snapshot = await session.finish();
    expect(session.state).toBe("closed");
    const expected = Array.from({ length: frames / finalEvery }, (_, k) => ` f${k * finalEvery}`);
    expect(snapshot.tokens.map((token) => token.text)).toEqual(expected);

    expect(iterator.limit).toBe(200);
    expect(iterator.mostQueued).toBeLessThanOrEqual(200);
    expect(iterator.queued).toBeLessThanOrEqual(200);
    // 5000 result and about 5000 interim events came; all but the latest of each were superseded.
    expect(iterator.superseded).toBeGreaterThanOrEqual(2 * frames - 2 - 2);
    const { events, error } = await drain(iterator);
    expect(error).toBeUndefined();
    expect(events.length).toBeLessThanOrEqual(200);
    expect(finalTexts(events)).toEqual(expected);
    // The latest interim and result survive, after every final event.
    const lastInterim = events.filter((event) => event.type === "interim").at(-1) as unknown as { text: string };
    expect(lastInterim.text).toBe(` i${frames - 1}`);
    expect(events.at(-1)?.type).toBe("close");
  });

  it("that falls past the bound ends with an error naming the bound, after yielding every final token it holds, in order", async () => {
    const frames = 3000;
    floodOnEndOfAudio(() => Array.from({ length: frames }, (_, n) => resultFrame([finalToken(` w${n}`, n, n + 1)])));
    const session = await connect();
    const iterator = session.events({ maxQueuedEvents: 100 });
    const snapshot = await session.finish();
    // The session lost nothing: the transcript holds every final token.
    expect(snapshot.tokens).toHaveLength(frames);
    expect(iterator.mostQueued).toBeLessThanOrEqual(100);

    const { events, error } = await drain(iterator);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as Error).message).toMatch(/fell 100 events behind/);
    expect((error as Error).message).toMatch(/session\.transcript/);
    expect(events.length).toBeLessThanOrEqual(100);
    // No gap: what the reader got is the start of the transcript.
    const yielded = finalTexts(events);
    expect(yielded.length).toBeGreaterThan(0);
    expect(yielded).toEqual(snapshot.tokens.slice(0, yielded.length).map((token) => token.text));
    // After the error the iterator is done.
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });

  it("holds 1 000 unread events by default, and refuses a bound that is not a whole number of at least 1", async () => {
    server().behave((socket) => socket.send(ackFrame));
    const session = await connect();
    expect(session.events().limit).toBe(1000);
    expect(() => session.events({ maxQueuedEvents: 0 })).toThrow(ServiceConfigError);
    expect(() => session.events({ maxQueuedEvents: 1.5 })).toThrow(/maxQueuedEvents is 1.5; give a whole number/);
    expect(() => session.events({ maxQueued: 5 } as never)).toThrow(ServiceConfigError);
    session.close();
  });
});

describe("an events() iterator ended by its reader", () => {
  it("ends a next() that was waiting, and takes no more events", async () => {
    server().behave((socket) => socket.send(ackFrame));
    const session = await connect();
    const iterator = session.events();
    const waiting = iterator.next();
    await iterator.return?.();
    expect(await waiting).toEqual({ done: true, value: undefined });
    session.close();
    expect(iterator.queued).toBe(0);
  });
});

describe("results after finished", () => {
  it("raise no final event, stay out of the transcript and finish(), and are reported as unknown frames", async () => {
    server().behave((socket) => {
      socket.send(ackFrame);
      socket.on("message", (data, isBinary) => {
        if (isBinary || String(data) !== "") return;
        socket.send(resultFrame([finalToken("kept", 0, 100)], 100));
        socket.send(finishedFrame);
        // What no honest server sends: more results, and a second finished, before the close.
        socket.send(resultFrame([finalToken(" late", 100, 200), interimToken(" later", 200)], 200));
        socket.send(resultFrame([{ text: "<fin>", confidence: 1, is_final: true }], 200));
        socket.send(finishedFrame);
        socket.close(1000);
      });
    });
    const { logger, lines } = capturingLogger();
    const session = await realtimeClient(server().url, { logger }).connect(config);
    const finals: string[] = [];
    const unknown: string[] = [];
    let finalized = 0;
    session.on("final", ({ tokens }) => finals.push(...tokens.map((token) => token.text)));
    session.on("finalized", () => finalized++);
    session.on("unknown", ({ reason }) => unknown.push(reason));
    const snapshot = await session.finish();
    expect(snapshot.text).toBe("kept");
    expect(snapshot.tokens.map((token) => token.text)).toEqual(["kept"]);
    expect(finals).toEqual(["kept"]);
    expect(finalized).toBe(0);
    expect(session.transcript.text).toBe("kept");
    expect(unknown).toEqual(["a result after finished", "a result after finished", "a second finished"]);
    expect(lines.filter((line) => line.level === "warn").map((line) => line.message)).toEqual([
      expect.stringMatching(/^Ignored a result after finished: .* late/),
      expect.stringMatching(/^Ignored a result after finished: .*<fin>/),
      expect.stringMatching(/^Ignored a second finished: /),
    ]);
  });

  it("end the session whole when the socket drops after finished: no reconnect, no later result in finish()", async () => {
    let connections = 0;
    server().behave((socket) => {
      connections++;
      socket.send(ackFrame);
      socket.on("message", (data, isBinary) => {
        if (isBinary || String(data) !== "") return;
        // A second connection would bring a result that no audio of this session asked for.
        const text = connections === 1 ? "kept" : " injected";
        socket.send(resultFrame([finalToken(text, 0, 100)], 100));
        socket.send(finishedFrame);
        if (connections === 1) socket.terminate();
        else socket.close(1000);
      });
    });
    const session = await realtimeClient(server().url, { reconnect: true }).connect(config);
    const finals: string[] = [];
    const errors: unknown[] = [];
    session.on("final", ({ tokens }) => finals.push(...tokens.map((token) => token.text)));
    session.on("error", ({ error }) => errors.push(error));
    const closed = new Promise<number>((resolve) => session.on("close", ({ code }) => resolve(code)));
    const snapshot = await session.finish();
    expect(snapshot.text).toBe("kept");
    expect(await closed).toBe(1006);
    expect(finals).toEqual(["kept"]);
    expect(errors).toEqual([]);
    expect(connections).toBe(1);
  });
});
