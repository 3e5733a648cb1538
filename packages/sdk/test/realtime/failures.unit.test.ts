// What goes wrong on a stream, over real loopback sockets: every error kind the mock can send, auth, the
// idle time-out, a dropped connection, malformed frames both ways, reconnect, and many sessions at once.
import { once } from "node:events";
import { describe, expect, it, vi } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { expectedStreamErrors } from "#test-support/contract-expectations.js";
import { firstExampleText, useStreamingMock } from "#test-support/streaming-mock.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { streamErrorCodes } from "../../src/generated/errors.js";
import {
  ServiceAuthenticationError,
  type ServiceError,
  ServiceNetworkError,
  ServiceTimeoutError,
  serviceErrorKinds,
} from "../../src/index.js";
import type { RealtimeSession } from "../../src/realtime.js";
import { realtimeClient } from "./support.js";

const { mock } = useStreamingMock({ limits: { idleTimeoutMs: 600 } });
// The load test's own mock, with the default idle limit: on a machine whose cores other work holds, 50 sessions
// can each go longer than the idle test's 0.6 s between two sends, keepalives or not.
const { mock: roomyMock } = useStreamingMock();
const config = { model: "stt-rt-v3", audio_format: "auto" } as const;

/** A raw socket to the mock, to send what the client never would. */
async function rawSocket(url: string, headers: Record<string, string> = { authorization: "Bearer k" }) {
  const socket = new WebSocket(url, { headers });
  const frames: unknown[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(String(data))));
  const closed = once(socket, "close").then(([code, reason]) => ({ code: code as number, reason: String(reason) }));
  await once(socket, "open");
  return { socket, frames, closed };
}

describe("stream errors", () => {
  it.each(Object.entries(expectedStreamErrors))(
    "error_code %s from the mock raises its kind",
    async (code, expected) => {
      const client = realtimeClient(mock().url);
      const error: ServiceError = await client
        .connect({ ...config, client_reference_id: `mock:error:${code}` })
        .catch((e) => e);
      expect(error).toBeInstanceOf(serviceErrorKinds[expected.kind as keyof typeof serviceErrorKinds]);
      expect(error.name).toBe(expected.kind);
      expect(error.status).toBe(Number(code));
      expect(error.errorType).toBe(streamErrorCodes[Number(code)]?.errorType);
    },
  );

  it("closes with the contract's close code after each error frame", async () => {
    for (const [code, expected] of Object.entries(expectedStreamErrors)) {
      const { socket, frames, closed } = await rawSocket(mock().url);
      socket.send(JSON.stringify({ ...config, client_reference_id: `mock:error:${code}` }));
      expect((await closed).code, code).toBe(expected.closeCode);
      expect(frames[0]).toMatchObject({ error_code: Number(code) });
    }
  });

  it("answers a missing key with a 401 frame and a rejected key with ServiceAuthenticationError", async () => {
    const { socket, frames, closed } = await rawSocket(mock().url, {});
    socket.send(JSON.stringify(config));
    expect((await closed).code).toBe(1008);
    expect(frames).toEqual([expect.objectContaining({ error_code: 401, error_type: "unauthenticated" })]);
    const error = await realtimeClient(mock().url, { apiKey: "invalid-key" })
      .connect(config)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ServiceAuthenticationError);
  });

  it("times out an idle session (408 → ServiceTimeoutError), and keepalive prevents it", async () => {
    const errors: ServiceError[] = [];
    const quiet = await realtimeClient(mock().url, { keepaliveIntervalMs: 0 }).connect(config);
    quiet.on("error", ({ error }) => errors.push(error));
    const kept = await realtimeClient(mock().url, { keepaliveIntervalMs: 150 }).connect(config);
    await new Promise((resolve) => quiet.on("close", resolve));
    expect(errors[0]).toBeInstanceOf(ServiceTimeoutError);
    expect(errors[0]?.message).toContain("No audio or keepalive received for 0.6 seconds");
    // The mock's idle limit is 600 ms: a session that sends keepalives outlives it several times over.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(kept.state).toBe("configured");
    kept.close();
  });

  it("keeps every final token when the connection drops without an error frame", async () => {
    const session = await realtimeClient(mock().url).connect({
      ...config,
      client_reference_id: "mock:drop:after-ms:2500",
    });
    const errors: ServiceError[] = [];
    session.on("error", ({ error }) => errors.push(error));
    const closed = new Promise((resolve) => session.on("close", resolve));
    await session.stream(wavBytes(4)).catch(() => undefined);
    await closed;
    expect(errors[0]).toBeInstanceOf(ServiceNetworkError);
    expect(errors[0]?.message).toMatch(
      /dropped without an error frame \(close code 1006\); \d+ final tokens were kept/,
    );
    expect(session.transcript.finalText.startsWith("Hello, thanks for calling Acme")).toBe(true);
    expect(session.state).toBe("closed");
  });
});

describe("malformed frames", () => {
  it("the mock answers a malformed client frame with a 400 frame and close 1008", async () => {
    const cases: [string, (socket: WebSocket) => void, string][] = [
      ["not JSON config", (s) => s.send("{model"), "The first frame must be the config message"],
      [
        "invalid config",
        (s) => s.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "pcm_s16le" })),
        "Invalid config message",
      ],
      [
        "audio first",
        (s) => s.send(Buffer.alloc(100)),
        "Audio before the config message: send the config message first.",
      ],
      [
        "unknown message",
        (s) => {
          s.send(JSON.stringify(config));
          s.send(JSON.stringify({ type: "flush" }));
        },
        "Unknown message",
      ],
      [
        "text that is not JSON",
        (s) => {
          s.send(JSON.stringify(config));
          s.send("hello");
        },
        "A text frame is not JSON",
      ],
    ];
    for (const [name, act, message] of cases) {
      const { socket, frames, closed } = await rawSocket(mock().url);
      act(socket);
      expect((await closed).code, name).toBe(1008);
      const error = frames.find((frame) => (frame as { error_code?: number }).error_code === 400) as {
        error_message: string;
      };
      expect(error?.error_message, name).toContain(message);
    }
  });

  it("the client reports malformed server frames and keeps going", async () => {
    const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await once(server, "listening");
    server.on("connection", (socket) => {
      socket.once("message", () => socket.send(JSON.stringify({ type: "ack", session_id: "s", model: "stt-rt-v3" })));
      // The rest follows the client's first audio, once the test listens.
      socket.on("message", (_data, isBinary) => {
        if (!isBinary) return;
        socket.send("garbage{");
        socket.send(JSON.stringify({ surprise: true }));
        socket.send(
          JSON.stringify({
            tokens: [{ text: "Hi", start_ms: 0, end_ms: 100, confidence: 0.9, is_final: true, new_field: 1 }],
            final_audio_proc_ms: 100,
            total_audio_proc_ms: 100,
          }),
        );
        socket.send(JSON.stringify({ tokens: [], final_audio_proc_ms: 100, total_audio_proc_ms: 100, finished: true }));
        socket.close(1000);
      });
    });
    const port = (server.address() as { port: number }).port;
    const session = await realtimeClient(`ws://127.0.0.1:${port}`).connect(config);
    const unknown: string[] = [];
    session.on("unknown", ({ reason }) => unknown.push(reason));
    const closed = new Promise((resolve) => session.on("close", resolve));
    await session.sendAudio(new Uint8Array(32));
    await closed;
    expect(unknown).toEqual(["a text frame that is not JSON", "a frame that matches no message of the contract"]);
    expect(session.transcript.finalText).toBe("Hi");
    server.close();
  });
});

describe("reconnect and load", () => {
  it("reconnects after a 503, resends the audio not yet final, and finishes without duplicates", async () => {
    const session = await realtimeClient(mock().url, { reconnect: true }).connect({
      ...config,
      client_reference_id: "mock:error:503:after-ms:2000:once",
    });
    const reconnects: { resentMs: number; lostMs: number; error: ServiceError }[] = [];
    let finalBeforeReconnect = 0;
    session.on("reconnect", (event) => {
      reconnects.push(event);
      finalBeforeReconnect = session.transcript.finalUntilMs;
    });
    await session.stream(wavBytes(4));
    const done = await session.finish();
    expect(reconnects).toHaveLength(1);
    expect(reconnects[0]?.error.status).toBe(503);
    expect(reconnects[0]?.lostMs).toBe(0);
    // Everything after the last final token was sent again: at least the 2 s the first session never finished.
    expect(reconnects[0]?.resentMs).toBeGreaterThanOrEqual(2_000);
    const timed = done.tokens.filter((token) => token.start_ms !== undefined);
    const starts = timed.map((token) => token.start_ms as number);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts.every(Number.isInteger)).toBe(true);
    // The new session's tokens (shifted by the resend's start) follow the old ones without overlap.
    const firstAfter = timed.find((token) => (token.start_ms as number) >= finalBeforeReconnect);
    expect(firstAfter).toBeDefined();
    expect(done.text.startsWith("Hello, thanks for calling")).toBe(true);
    expect(session.state).toBe("closed");
  });

  it("completes 50 concurrent sessions, each with the exact transcript", async () => {
    const audio = wavBytes(4);
    const client = realtimeClient(roomyMock().url);
    const sessions: RealtimeSession[] = await Promise.all(Array.from({ length: 50 }, () => client.connect(config)));
    const results = await Promise.all(
      sessions.map(async (session) => {
        await session.stream(audio);
        return session.finish();
      }),
    );
    expect(results.map((result) => result.text)).toEqual(Array(50).fill(firstExampleText));
    await vi.waitFor(() => expect(roomyMock().sessions).toBe(0), { timeout: 15_000 });
  });
});
