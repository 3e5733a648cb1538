// What a reconnect tells the new session: its config is the session's, with `audio_offset_ms` moved to where the
// audio it sends again starts (added to the caller's own offset), over a real loopback socket to a server that
// records each config and drops the first connection.
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { realtimeClient } from "./support.js";

const ack = JSON.stringify({ type: "ack", session_id: "s", model: "stt-rt-v3" });
/** 100 ms of 16 kHz mono 16-bit PCM. */
const tenthOfASecond = new Uint8Array(3200);

describe("the config of a reconnected session", () => {
  it("carries audio_offset_ms: the caller's own offset plus where the resent audio starts", async () => {
    const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await once(server, "listening");
    const configs: Record<string, unknown>[] = [];
    server.on("connection", (socket) => {
      socket.once("message", (data) => {
        configs.push(JSON.parse(String(data)));
        socket.send(ack);
        if (configs.length === 1) {
          // The first 100 ms are final, then the connection drops without a close frame.
          socket.once("message", () => {
            const result = {
              tokens: [{ text: "Hi", start_ms: 10, end_ms: 90, confidence: 1, is_final: true }],
              final_audio_proc_ms: 100,
              total_audio_proc_ms: 100,
            };
            socket.send(JSON.stringify(result), () => socket.terminate());
          });
          return;
        }
        socket.on("message", (frame, isBinary) => {
          if (isBinary || String(frame) !== "") return;
          socket.send(
            JSON.stringify({ tokens: [], final_audio_proc_ms: 100, total_audio_proc_ms: 100, finished: true }),
          );
          socket.close(1000);
        });
      });
    });
    const port = (server.address() as { port: number }).port;
    try {
      const session = await realtimeClient(`ws://127.0.0.1:${port}`, { reconnect: true }).connect({
        model: "stt-rt-v3",
        audio_format: "pcm_s16le",
        sample_rate: 16_000,
        num_channels: 1,
        audio_offset_ms: 5_000,
      });
      const reconnected = new Promise((resolve) => session.on("reconnect", resolve));
      await session.sendAudio(tenthOfASecond);
      await reconnected;
      await session.sendAudio(tenthOfASecond);
      const { text } = await session.finish();
      expect(text).toBe("Hi");
      expect(configs.map((config) => config.audio_offset_ms)).toEqual([5_000, 5_100]);
      // Nothing else of the config changes.
      expect({ ...configs[1], audio_offset_ms: 5_000 }).toEqual(configs[0]);
    } finally {
      server.close();
    }
  });
});
