// A loopback HTTP server that answers each request with the next scripted fault, including answers no
// honest server sends: bodies nested far deeper than a stack, bodies of any size, endless chunked bodies.
// It runs in a worker thread so that it keeps answering while the synchronous client blocks the test's
// thread, and it counts the bytes it wrote, so a test can bound what a client downloaded.
import { createServer } from "node:http";
import { parentPort } from "node:worker_threads";

let faults = [];
let requests = [];
const sockets = new Set();
/** Answers still being written; `requests` replies once they have all ended. */
const open = new Set();
const whenIdle = [];

/** The body of an answer and its content type. */
function bodyOf(fault) {
  // An error body whose `extra` field nests `nest` arrays deep.
  if (fault.nest !== undefined) {
    const extra = `${"[".repeat(fault.nest)}${"]".repeat(fault.nest)}`;
    return [
      `{"status_code":${fault.status},"error_type":"deep","message":"deep","request_id":"r","extra":${extra}}`,
      true,
    ];
  }
  if (fault.bytes !== undefined) return ["x".repeat(fault.bytes), false];
  // A JSON array of `[0]`s: 4 bytes each on the wire, ten times that once parsed.
  if (fault.arrays !== undefined) return [`[${"[0],".repeat(fault.arrays - 1)}[0]]`, true];
  const isJson = typeof fault.body === "object" && fault.body !== null;
  return [fault.body === undefined ? "" : isJson ? JSON.stringify(fault.body) : String(fault.body), isJson];
}

const server = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks);
    const record = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      bodyBytes: body.length,
      bodyStart: body.subarray(0, 600).toString("latin1"),
      arrivedAtMs: performance.now(),
      bytesWritten: 0,
    };
    requests.push(record);
    const fault = faults.shift() ?? { status: 500, body: "no scripted answer left" };
    if (fault.reset) return request.socket.destroy();
    if (fault.hang) return;
    open.add(record);
    response.on("close", () => {
      open.delete(record);
      if (open.size === 0) for (const reply of whenIdle.splice(0)) reply();
    });
    const headers = { "x-request-id": `req-${requests.length}` };
    if (fault.endless) {
      // Chunked and never ending: written as fast as the client reads, until it goes away.
      response.writeHead(fault.status, { "content-type": "application/json", ...headers, ...fault.headers });
      const chunk = Buffer.alloc(64 * 1024, 0x78);
      const pump = () => {
        while (!response.destroyed) {
          record.bytesWritten += chunk.length;
          if (!response.write(chunk)) return response.once("drain", pump);
        }
      };
      return pump();
    }
    const [text, isJson] = bodyOf(fault);
    const payload = Buffer.from(text);
    response.writeHead(fault.status, {
      "content-type": isJson ? "application/json" : "text/html",
      ...headers,
      ...(fault.lengthless ? { "transfer-encoding": "chunked" } : { "content-length": String(payload.length) }),
      ...fault.headers,
    });
    record.bytesWritten = payload.length;
    response.end(payload);
  });
});
server.on("connection", (socket) => {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
});

parentPort.on("message", (message) => {
  if (message.type === "script") {
    faults = [...message.faults];
    requests = [];
    parentPort.postMessage({ type: "scripted" });
  } else if (message.type === "requests") {
    const reply = () => parentPort.postMessage({ type: "requests", requests });
    if (open.size === 0) reply();
    else whenIdle.push(reply);
  } else if (message.type === "stop") {
    for (const socket of sockets) socket.destroy();
    server.close(() => parentPort.postMessage({ type: "stopped" }));
  }
});

server.listen(0, "127.0.0.1", () => parentPort.postMessage({ type: "listening", port: server.address().port }));
