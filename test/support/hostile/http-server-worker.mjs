// A loopback HTTP server that answers each request with the next scripted answer, including the ones no
// honest server sends: bodies nested thousands deep, bodies of any size, endless chunked bodies. It runs in
// a worker thread so that it keeps answering while the synchronous client blocks the test's thread, and it
// counts the bytes it wrote, so a test can bound what a client downloaded.
import { createServer } from "node:http";
import { parentPort } from "node:worker_threads";

let answers = [];
let requests = [];
const sockets = new Set();
const open = new Set();
/** Replies waiting for every open answer to end. */
const whenIdle = [];

/** The body of an answer, as text or as a generator of chunks. */
function bodyOf(answer) {
  if (answer.nest !== undefined) {
    // An error body whose `extra` field nests `nest` arrays deep.
    return `{"status_code":${answer.status},"error_type":"deep","message":"deep","request_id":"r","extra":${"[".repeat(answer.nest)}${"]".repeat(answer.nest)}}`;
  }
  if (answer.bytes !== undefined) return "x".repeat(answer.bytes);
  // A JSON array of this many `[0]`: 4 bytes each on the wire, ten times that once parsed.
  if (answer.arrays !== undefined) return `[${"[0],".repeat(answer.arrays - 1)}[0]]`;
  return answer.body ?? "";
}

const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    const record = { method: request.method, url: request.url, headers: request.headers, bytesWritten: 0 };
    requests.push(record);
    const answer = answers.shift() ?? { status: 500, body: "no scripted answer left" };
    if (answer.reset) return request.socket.destroy();
    if (answer.hang) return;
    open.add(record);
    const finish = () => {
      open.delete(record);
      if (open.size > 0) return;
      for (const reply of whenIdle.splice(0)) reply();
    };
    response.on("close", finish);
    const headers = { "content-type": "application/json", "x-request-id": `req-${requests.length}`, ...answer.headers };
    if (answer.endless) {
      // Chunked, never ending: writes as fast as the client reads, until it goes away.
      response.writeHead(answer.status, headers);
      const chunk = Buffer.alloc(64 * 1024, 0x78);
      const pump = () => {
        while (!response.destroyed) {
          record.bytesWritten += chunk.length;
          if (!response.write(chunk)) return response.once("drain", pump);
        }
      };
      return pump();
    }
    const body = Buffer.from(bodyOf(answer));
    if (answer.lengthless) headers["transfer-encoding"] = "chunked";
    else headers["content-length"] = String(answer.contentLength ?? body.length);
    response.writeHead(answer.status, headers);
    record.bytesWritten = body.length;
    response.end(body);
  });
});
server.on("connection", (socket) => {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
});

parentPort.on("message", (message) => {
  if (message.type === "script") {
    answers = [...message.answers];
    requests = [];
    parentPort.postMessage({ type: "scripted" });
  } else if (message.type === "requests") {
    // Only once every answer has ended (or its client went away), so their byte counts are final.
    const reply = () => parentPort.postMessage({ type: "requests", requests });
    if (open.size === 0) reply();
    else whenIdle.push(reply);
  } else if (message.type === "stop") {
    for (const socket of sockets) socket.destroy();
    server.close(() => parentPort.postMessage({ type: "stopped" }));
  }
});

server.listen(0, "127.0.0.1", () => parentPort.postMessage({ type: "listening", port: server.address().port }));
