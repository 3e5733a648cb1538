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
/**
 * `paced:<frames>:<ms>`: a result frame every `ms`, each with one final token whose text is the wall time it
 * was sent at (`Date.now()`), so the client can tell how late its handler saw it; then finished, close 1000.
 */
function sendPaced(socket, frames, intervalMs) {
  let n = 0;
  const timer = setInterval(() => {
    if (n === frames || socket.readyState !== 1) {
      clearInterval(timer);
      socket.send(
        JSON.stringify({ tokens: [], final_audio_proc_ms: n * 100, total_audio_proc_ms: n * 100, finished: true }),
      );
      socket.close(1000);
      return;
    }
    const token = {
      text: String(Date.now()),
      start_ms: n * 100,
      end_ms: n * 100 + 90,
      confidence: 0.9,
      is_final: true,
    };
    socket.send(
      JSON.stringify({ tokens: [token], final_audio_proc_ms: n * 100 + 100, total_audio_proc_ms: n * 100 + 100 }),
    );
    n++;
  }, intervalMs);
}

const server = new WebSocketServer({ host: "127.0.0.1", port: 0, maxPayload: 8 * 1024 * 1024 });
server.on("connection", (socket) => {
  socket.once("message", (data) => {
    const config = JSON.parse(String(data));
    socket.send(JSON.stringify({ type: "ack", session_id: "bench", model: config.model }));
    const paced = /^paced:(\d+):(\d+)$/.exec(config.client_reference_id ?? "");
    if (paced) {
      sendPaced(socket, Number(paced[1]), Number(paced[2]));
      return;
    }
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
