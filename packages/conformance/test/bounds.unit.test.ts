// What a hostile server can make the kit hold or do is bounded: a session keeps facts of each frame (and
// the JSON of small frames only), not the frames; a frame over 1 MiB is a violation of its own; a list page
// of 60 000 bad items is validated on its first 1 001 items, not all of them (the validator is quadratic
// in failing items).
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { checkResponse } from "../src/checks/responses.js";
import type { Exchange } from "../src/exchange.js";
import { Report } from "../src/report.js";
import { loadContract } from "../src/spec.js";
import { StreamSession } from "../src/stream-session.js";

let server: WebSocketServer | undefined;
afterEach(async () => {
  const stopping = server;
  server = undefined;
  if (!stopping) return;
  for (const client of stopping.clients) client.terminate();
  await new Promise((resolve) => stopping.close(resolve));
});

/** A stream that answers the config with a valid ack, then sends `frames` and closes. */
async function hostileStream(frames: string[]): Promise<string> {
  server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((resolve) => server?.once("listening", resolve));
  server.on("connection", (socket) => {
    socket.once("message", () => {
      socket.send(JSON.stringify({ type: "ack", session_id: "s1", model: "stt-rt-v3" }));
      for (const frame of frames) socket.send(frame);
      socket.close(1000);
    });
  });
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/transcribe-websocket`;
}

/** The run's deadline, far away: these tests wait for the close, never for it. */
const farDeadline = {
  signal: new AbortController().signal,
  passed: false,
  begin() {},
  remainingMs: () => 600_000,
  reached: () => new Error("unreachable"),
};

async function session(url: string): Promise<StreamSession> {
  const opened: StreamSession[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: the deadline stands in for the run's, whose class the test does not need
  const open = StreamSession.open as (...args: any[]) => Promise<StreamSession>;
  const stream = await open(WebSocket, url, { apiKey: "k" }, 10_000, farDeadline, opened);
  stream.sendJson({ model: "stt-rt-v3", audio_format: "auto" });
  await stream.waitClosed(60_000);
  return stream;
}

describe("a stream session's memory", () => {
  it("keeps a bounded record of 1 MiB frames after a valid ack, not the frames", async () => {
    const frame = JSON.stringify({
      tokens: [],
      final_audio_proc_ms: 0,
      total_audio_proc_ms: 0,
      pad: "x".repeat(1_000_000),
    });
    const count = 20;
    const stream = await session(await hostileStream(Array.from({ length: count }, () => frame)));
    expect(stream.frames.length).toBe(count + 1);
    // Everything the session holds of the frames, as text: 20 MB when it kept them.
    const kept = JSON.stringify(stream.frames).length + stream.evidence().length;
    expect(kept).toBeLessThan(256 * 1024);
  }, 60_000);

  it("takes a frame over 1 MiB for a violation of its own and does not read it", async () => {
    const stream = await session(await hostileStream([`"${"x".repeat(1_500_000)}"`]));
    expect(stream.oversized).toBe(true);
    expect(stream.evidence()).toMatch(/a frame over 1048576 bytes/);
  }, 60_000);
});

describe("validating a large list page", () => {
  it("validates at most the first 1 001 items of a 60 000-item page of bad items, and still names maxItems", () => {
    const contract = loadContract();
    const validated: number[] = [];
    const counting = {
      ...contract,
      operation: contract.operation,
      problems(pointer: string, value: unknown) {
        const files = (value as { files?: unknown[] })?.files;
        if (Array.isArray(files)) validated.push(files.length);
        return contract.problems(pointer, value);
      },
    };
    const item = { file_id: "f", status: "BAD!", filename: "a.wav", size: -1, created_at: "x", client_reference_id: 5 };
    const body = {
      files: Array.from({ length: 60_000 }, (_, index) => ({ ...item, file_id: `f${index}` })),
      next_page_cursor: null,
    };
    const text = JSON.stringify(body);
    const exchange: Exchange = {
      request: { operationId: "listFiles", path: "/files?limit=1", apiKey: "k" },
      status: 200,
      headers: new Headers({ "content-type": "application/json", "x-request-id": "r" }),
      text,
      body,
      curl: "curl -X GET 'http://127.0.0.1/v1/files?limit=1'",
    };
    const report = new Report();
    checkResponse(counting, report, exchange);
    expect(text.length).toBeGreaterThan(6_000_000);
    expect(Math.max(...validated)).toBeLessThanOrEqual(1_001);
    const violation = report.violations().find((entry) => entry.check === "http.body-schema");
    expect(violation?.message).toMatch(/must NOT have more than 1000 items/);
  }, 120_000);
});
