// A keepalive that a client sent in time still counts when the mock's own process was too busy to read it before
// the idle time-out came due. Node runs a loop turn's expired timers before it reads the sockets, so the mock
// used to close such a live session with 408, laying its own stall on the client (the conformance kit's
// keepalive check met it on a loaded machine). The client here shares the mock's thread, so one busy wait
// stalls both: the keepalive is written to the kernel in time, and read only once the time-out is due.
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { useStreamingMock } from "#test-support/streaming-mock.js";
import { wavBytes } from "#test-support/wav-fixtures.js";

const idleTimeoutMs = 200;
const { mock } = useStreamingMock({ limits: { idleTimeoutMs } });

/** Holds this thread, the mock's and the client's, for `ms`: a busy or starved process. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("the streaming mock's idle time-out, when the mock itself stalls", () => {
  it("counts a keepalive sent in time that waited in the socket while the mock was busy past the time-out", async () => {
    const socket = new WebSocket(mock().url, { headers: { authorization: "Bearer own-stall" } });
    const frames: { type?: string; error_code?: number; finished?: boolean }[] = [];
    socket.on("message", (data) => frames.push(JSON.parse(String(data))));
    const closed = once(socket, "close");
    await once(socket, "open");
    socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" }));
    while (!frames.some((frame) => frame.type === "ack")) await once(socket, "message");
    // Half the time-out after the ack, the client keeps the session alive; then the process stalls past it.
    busy(idleTimeoutMs / 2);
    socket.send(JSON.stringify({ type: "keepalive" }));
    busy(idleTimeoutMs);
    socket.send(wavBytes(1));
    socket.send("");
    await closed;
    expect(frames.filter((frame) => frame.error_code !== undefined)).toEqual([]);
    expect(frames.at(-1)?.finished).toBe(true);
  });
});
