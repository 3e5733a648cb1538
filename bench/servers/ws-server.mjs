// A loopback WebSocket server for the real-time benchmarks, in its own process. After the config it
// acknowledges, then either blasts `frames` result frames (then finished, close 1000) or sinks audio
// until the end-of-audio frame.
import { WebSocketServer } from "ws";

const tokens = (n) =>
  Array.from({ length: 5 }, (_, i) => ({
    text: ` w${n}-${i}`,
    start_ms: n * 500 + i * 100,
    end_ms: n * 500 + i * 100 + 90,
    confidence: 0.95,
    is_final: i < 3,
  }));
const server = new WebSocketServer({ host: "127.0.0.1", port: 0, maxPayload: 8 * 1024 * 1024 });
server.on("connection", (socket) => {
  socket.once("message", (data) => {
    const config = JSON.parse(String(data));
    socket.send(JSON.stringify({ type: "ack", session_id: "bench", model: config.model }));
    const frames = Number(/^blast:(\d+)$/.exec(config.client_reference_id ?? "")?.[1] ?? 0);
    if (frames > 0) {
      for (let n = 0; n < frames; n++) {
        socket.send(
          JSON.stringify({ tokens: tokens(n), final_audio_proc_ms: n * 500 + 300, total_audio_proc_ms: n * 500 + 500 }),
        );
      }
      socket.send(
        JSON.stringify({
          tokens: [],
          final_audio_proc_ms: frames * 500,
          total_audio_proc_ms: frames * 500,
          finished: true,
        }),
      );
      socket.close(1000);
      return;
    }
    socket.on("message", (message, isBinary) => {
      if (!isBinary && String(message) === "") {
        socket.send(JSON.stringify({ tokens: [], final_audio_proc_ms: 0, total_audio_proc_ms: 0, finished: true }));
        socket.close(1000);
      }
    });
  });
});
server.on("listening", () => process.send?.({ port: server.address().port }));
process.on("disconnect", () => process.exit(0));
