// Property-based fuzzing (fast-check) of what the real-time client reads from the server: the frame
// reader and classifier alone, then whole sessions fed any sequence of frames and any ending, in memory
// (thousands of sessions) and over a real loopback socket (a few). Each property is bounded in time.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { deepJson, fuzzBudget, fuzzKey, hostileJsonValue, hostileText } from "#test-support/hostile/arbitraries.js";
import { connectThroughFake, FakeSocket } from "#test-support/hostile/fake-socket.js";
import { failOnEscapes, settled } from "#test-support/hostile/process-guard.js";
import { ackFrame, finishedFrame, useHostileWsServer } from "#test-support/hostile/ws-server.js";
import { loadSpecDocuments } from "#test-support/spec-documents.js";
import { streamMessageNames } from "#test-support/spec-lists.js";
import { classifyServerMessage, type Token } from "../../src/generated/realtime/messages.js";
import { ServiceError } from "../../src/index.js";
import { readFrame } from "../../src/realtime/frames.js";
import { isSpecialToken } from "../../src/realtime/transcript.js";
import type { RealtimeSession } from "../../src/realtime.js";
import { capturingLogger, type LogLine } from "../http/clients.js";
import { realtimeClient } from "./support.js";

failOnEscapes();
const config = { model: "stt-rt-v3", audio_format: "pcm_s16le", sample_rate: 16000, num_channels: 1 } as const;

/** A token the contract allows, its timing anything an integer can be: negative, backwards, 1e300. */
const token: fc.Arbitrary<Token> = fc.record(
  {
    text: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("<fin>", "<end>")),
    start_ms: fc.oneof(fc.integer(), fc.constant(1e300)),
    end_ms: fc.oneof(fc.integer(), fc.constant(1e300)),
    confidence: fc.double({ noNaN: true }),
    is_final: fc.boolean(),
    speaker: fc.string({ maxLength: 3 }),
    translation_status: fc.constantFrom("none", "original", "translation"),
  },
  { requiredKeys: ["text", "confidence", "is_final"] },
) as fc.Arbitrary<Token>;

/** A frame of the contract, or anything else a server could send. */
const frame: fc.Arbitrary<string | ArrayBuffer> = fc.oneof(
  fc
    .record({
      tokens: fc.array(token, { maxLength: 6 }),
      final_audio_proc_ms: fc.integer(),
      total_audio_proc_ms: fc.integer(),
    })
    .map((message) => JSON.stringify(message)),
  fc.constant(finishedFrame),
  fc.constant(ackFrame),
  fc
    .record({
      error_code: fc.oneof(fc.constantFrom(400, 401, 402, 408, 429, 500, 503), fc.integer()),
      error_type: hostileText,
      error_message: hostileText,
      extra: hostileJsonValue,
    })
    .map(({ extra, ...message }) => JSON.stringify({ ...message, [`x_${fuzzKey}`]: extra })),
  hostileJsonValue.map((value) => JSON.stringify(value) ?? "null"),
  hostileText,
  deepJson,
  fc.uint8Array({ maxLength: 64 }).map((bytes) => bytes.buffer as ArrayBuffer),
);

/** How the connection ends: after `finished` with 1000, or closed with any code and reason. */
const ending = fc.oneof(
  fc.constant({ finished: true, code: 1000, reason: "" }),
  fc.record({ finished: fc.constant(false), code: fc.integer({ min: 1000, max: 4999 }), reason: hostileText }),
);

/**
 * The texts the transcript must hold: every final token of every result frame, in order, up to the first
 * `finished` (the contract's last result: what follows is reported, not transcribed).
 */
function expectedTexts(frames: (string | ArrayBuffer)[]): { text: string; translatedText: string } {
  let text = "";
  let translatedText = "";
  for (const sent of frames) {
    if (typeof sent !== "string") continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(sent);
    } catch {
      continue;
    }
    const classified = classifyServerMessage(parsed);
    if (classified?.name === "finished") break;
    if (classified?.name !== "result") continue;
    for (const item of classified.message.tokens) {
      if (!item.is_final || isSpecialToken(item)) continue;
      if (item.translation_status === "translation") translatedText += item.text;
      else text += item.text;
    }
  }
  return { text, translatedText };
}

/** Events that report on the session rather than carry the transcript: none may hold the key. */
const reportingEvents = ["state", "error", "close", "unknown", "reconnect"] as const;

function recordEvents(session: RealtimeSession) {
  const events: { type: string; payload: unknown }[] = [];
  for (const type of reportingEvents) session.on(type, (payload) => events.push({ type, payload }));
  return events;
}

function shownBy(events: { type: string; payload: unknown }[], lines: LogLine[]): string {
  const errors = events.flatMap((event) => {
    const error = (event.payload as { error?: unknown }).error;
    return error instanceof ServiceError ? [error.message, String(error.stack), JSON.stringify(error)] : [];
  });
  return [
    JSON.stringify(events),
    ...errors,
    ...lines.map((line) => `${line.message} ${JSON.stringify(line.fields)}`),
  ].join("\n");
}

/** The server's frames of the spec, and `unknown` for anything else. */
const frameNames = [...streamMessageNames(loadSpecDocuments(), "send"), "unknown"];

describe("the frame reader, fuzzed", () => {
  it("names every text, JSON value or binary frame, and never throws", () => {
    fc.assert(
      fc.property(fc.oneof(frame, hostileBody()), (data) => {
        const read = readFrame(data);
        expect(frameNames).toContain(read.name);
      }),
      { numRuns: 3_000, ...fuzzBudget },
    );
  });
});

function hostileBody() {
  return fc.oneof(hostileText, deepJson);
}

describe("a whole session in memory, fuzzed", () => {
  afterEach(() => {
    FakeSocket.made = [];
  });

  it("keeps every final token, settles finish(), closes once, and never shows the key, whatever the server sends", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { maxLength: 12 }), ending, async (frames, end) => {
        FakeSocket.made = [];
        const { logger, lines } = capturingLogger();
        const client = realtimeClient("ws://127.0.0.1:1", {
          apiKey: fuzzKey,
          WebSocket: FakeSocket,
          logger,
          logLevel: "debug",
          keepaliveIntervalMs: 0,
        });
        const { session, socket } = await connectThroughFake(client, config);
        const events = recordEvents(session);
        const finishing = session.finish();
        for (const data of frames) expect(() => socket.deliver(data)).not.toThrow();
        if (end.finished) socket.deliver(finishedFrame);
        expect(() => socket.end(end.code, end.reason)).not.toThrow();
        const outcome = await settled(finishing, "finish()");
        if (outcome.error !== undefined) expect(outcome.error).toBeInstanceOf(ServiceError);
        expect(session.state).toBe("closed");
        expect(events.filter((event) => event.type === "close")).toHaveLength(1);
        const { text, translatedText } = expectedTexts(frames);
        expect(session.transcript.finalText).toBe(text);
        expect(session.transcript.translatedText).toBe(translatedText);
        expect(shownBy(events, lines)).not.toContain(fuzzKey);
      }),
      { numRuns: 1_500, ...fuzzBudget },
    );
  });

  it("retains less than 8 MB after 3 000 frames that add nothing final (interim results, unknown frames)", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const client = realtimeClient("ws://127.0.0.1:1", {
      WebSocket: FakeSocket,
      logLevel: "off",
      keepaliveIntervalMs: 0,
    });
    const { session, socket } = await connectThroughFake(client, config);
    session.on("interim", () => undefined);
    session.on("unknown", () => undefined);
    const interim = fc.sample(
      fc.array(
        token.map((item) => ({ ...item, is_final: false })),
        { minLength: 20, maxLength: 40 },
      ),
      { numRuns: 50, seed: 15 },
    );
    const garbage = fc.sample(hostileBody(), { numRuns: 50, seed: 15 });
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let index = 0; index < 3_000; index++) {
      socket.deliver(
        index % 2 === 0
          ? JSON.stringify({ tokens: interim[index % 50], final_audio_proc_ms: 0, total_audio_proc_ms: 0 })
          : garbage[index % 50],
      );
    }
    gc();
    const retained = process.memoryUsage().heapUsed - before;
    expect(retained).toBeLessThan(8 * 1024 * 1024);
    session.close();
    // 3 000 frames and two full collections: seconds alone, over the default 20 s on a 2-core machine under load.
  }, 120_000);
});

describe("a whole session over a real socket, fuzzed", () => {
  const server = useHostileWsServer();

  it("settles finish(), closes once and keeps the key to itself, whatever the server sends and however it ends", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(frame, fc.constant("invalid utf-8")), { maxLength: 8 }),
        fc.record({
          code: fc.integer({ min: 3000, max: 4999 }),
          reason: fc.string({ maxLength: 40 }),
          finished: fc.boolean(),
        }),
        async (frames, end) => {
          server().behave((socket) => {
            socket.send(ackFrame);
            socket.on("message", (data) => {
              if (String(data) !== "") return;
              for (const sent of frames) {
                // Text that is not UTF-8: the client's WebSocket must close (1007), not throw.
                if (sent === "invalid utf-8") socket.send(Buffer.from([0xff, 0xfe, 0x41]), { binary: false });
                else socket.send(sent, { binary: typeof sent !== "string" });
              }
              if (end.finished) socket.send(finishedFrame);
              socket.close(end.finished ? 1000 : end.code, `${end.reason.slice(0, 20)} ${fuzzKey}`);
            });
          });
          const { logger, lines } = capturingLogger();
          const session = await realtimeClient(server().url, { apiKey: fuzzKey, logger, logLevel: "debug" }).connect(
            config,
          );
          const events = recordEvents(session);
          const outcome = await settled(session.finish(), "finish()");
          if (outcome.error !== undefined) expect(outcome.error).toBeInstanceOf(ServiceError);
          if (events.every((event) => event.type !== "close")) {
            await settled(new Promise((resolve) => session.once("close", resolve)), "the close event");
          }
          expect(events.filter((event) => event.type === "close")).toHaveLength(1);
          expect(shownBy(events, lines)).not.toContain(fuzzKey);
        },
      ),
      { numRuns: 25, ...fuzzBudget, interruptAfterTimeLimit: 8_000 },
    );
  });
});
