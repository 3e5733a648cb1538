// A loopback HTTP server for the benchmarks, in its own process: fixed JSON answers, as fast as it can.
import { createServer } from "node:http";

const transcription = JSON.stringify({
  id: "tr-1",
  status: "completed",
  file_id: "file-1",
  model: "stt-async-v3",
  created_at: "2026-11-20T14:03:15Z",
  enable_speaker_diarization: false,
  enable_language_identification: false,
  client_reference_id: null,
  text: "Hello, thanks for calling Acme support.",
  tokens: Array.from({ length: 20 }, (_, i) => ({
    text: ` word${i}`,
    start_ms: i * 100,
    end_ms: i * 100 + 90,
    confidence: 0.97,
    is_final: true,
  })),
});
const page = JSON.stringify({
  transcriptions: Array.from({ length: 20 }, (_, i) => ({
    ...JSON.parse(transcription),
    id: `tr-${i}`,
    tokens: undefined,
  })),
  next_page_cursor: null,
});
const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    const body =
      request.method === "POST"
        ? transcription
        : request.url?.startsWith("/transcriptions?") || request.url === "/transcriptions"
          ? page
          : transcription;
    response.writeHead(request.method === "POST" ? 201 : 200, {
      "content-type": "application/json",
      "x-request-id": "req-1",
      "content-length": Buffer.byteLength(body),
    });
    response.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => process.send?.({ port: server.address().port }));
process.on("disconnect", () => process.exit(0));
