// The streaming mock as strict as production where a browser meets it: the subprotocol carries a temporary
// key only (the contract's temporaryKeySubprotocol), and an upgrade to another path than the channel's is
// answered with a 404 that names the path to use.
import { once } from "node:events";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { useStreamingMock } from "#test-support/streaming-mock.js";

const { mock } = useStreamingMock();

interface Outcome {
  protocol: string;
  frames: Record<string, unknown>[];
  close: { code: number; reason: string };
}

/** Opens a socket with the `stt-api-key` subprotocol and `key`, sends a config, and waits for the close. */
async function streamWithSubprotocol(key: string): Promise<Outcome> {
  const socket = new WebSocket(mock().url, ["stt-api-key", key]);
  const frames: Record<string, unknown>[] = [];
  socket.on("message", (data) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    frames.push(frame);
    // An acknowledged session is ended by the client: the test waits on the close either way.
    if (frame.type === "ack") socket.close(1000, "done");
  });
  const closed = once(socket, "close");
  await once(socket, "open");
  const protocol = socket.protocol;
  socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" }));
  const [code, reason] = (await closed) as [number, Buffer];
  return { protocol, frames, close: { code, reason: reason.toString() } };
}

/** An upgrade request to `path` of the mock's port: the status and body of the answer. */
function upgradeTo(path: string): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({
      host: "127.0.0.1",
      port: mock().port,
      path,
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
      },
    });
    outgoing.on("upgrade", () => reject(new Error(`${path} was upgraded`)));
    outgoing.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("the streaming mock's subprotocol", () => {
  it("refuses a long-lived key with the contract's 401 error frame and close 1008, naming POST /auth/temporary-api-key", async () => {
    const outcome = await streamWithSubprotocol("sk_live_long-lived-key");
    expect(outcome.frames).toEqual([
      expect.objectContaining({
        error_code: 401,
        error_type: "unauthenticated",
        error_message: expect.stringContaining("Mint a temporary key with POST /auth/temporary-api-key"),
      }),
    ]);
    expect(outcome.close.code).toBe(1008);
    expect(outcome.close.reason).toContain("A long-lived API key in the subprotocol");
  });

  it("takes a temporary key (tmp_…) and acknowledges the config", async () => {
    const outcome = await streamWithSubprotocol("tmp_Q2hhbmdlTWVUb0FSZWFsS2V5");
    expect(outcome.protocol).toBe("stt-api-key");
    expect(outcome.frames).toEqual([expect.objectContaining({ type: "ack" })]);
  });

  it("takes a long-lived key in the Authorization header, where it belongs", async () => {
    const socket = new WebSocket(mock().url, { headers: { authorization: "Bearer sk_live_long-lived-key" } });
    await once(socket, "open");
    socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" }));
    const [data] = (await once(socket, "message")) as [Buffer];
    expect(JSON.parse(data.toString())).toMatchObject({ type: "ack" });
    socket.close();
    await once(socket, "close");
  });
});

describe("the streaming mock's path", () => {
  it.each(["/", "/v1", "/transcribe?x=1"])(
    "answers an upgrade to %s with a 404 whose body names /transcribe-websocket",
    async (path) => {
      const { status, body } = await upgradeTo(path);
      expect(status).toBe(404);
      expect(body).toBe(
        `No stream at "${path.split("?")[0]}": the stream is at the path /transcribe-websocket, so the stream URL is ${mock().url}.`,
      );
    },
  );

  it("still upgrades /transcribe-websocket, with or without a query, to a session that acknowledges a config", async () => {
    const firstFrames: unknown[] = [];
    for (const suffix of ["", "?trace=1"]) {
      const socket = new WebSocket(`${mock().url}${suffix}`, { headers: { authorization: "Bearer k" } });
      await once(socket, "open");
      const answered = once(socket, "message");
      socket.send(JSON.stringify({ model: "stt-rt-v3", audio_format: "auto" }));
      const [data] = (await answered) as [Buffer];
      firstFrames.push(JSON.parse(data.toString()));
      socket.close();
      await once(socket, "close");
    }
    expect(firstFrames).toEqual([expect.objectContaining({ type: "ack" }), expect.objectContaining({ type: "ack" })]);
  });
});
