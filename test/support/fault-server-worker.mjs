// A loopback HTTP server that answers each request with the next scripted fault. It runs in a worker
// thread so that it keeps answering while the synchronous client blocks the test's thread.
import { createServer } from "node:http";
import { parentPort } from "node:worker_threads";

let faults = [];
let requests = [];
const sockets = new Set();

const server = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks);
    requests.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      bodyBytes: body.length,
      bodyStart: body.subarray(0, 600).toString("latin1"),
      arrivedAtMs: performance.now(),
    });
    const fault = faults.shift() ?? { status: 500, body: "no scripted answer left" };
    if (fault.reset) return request.socket.destroy();
    if (fault.hang) return;
    const isJson = typeof fault.body === "object" && fault.body !== null;
    const payload = fault.body === undefined ? "" : isJson ? JSON.stringify(fault.body) : String(fault.body);
    response.writeHead(fault.status, {
      "content-type": isJson ? "application/json" : "text/html",
      "x-request-id": `req-${requests.length}`,
      ...fault.headers,
    });
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
    parentPort.postMessage({ type: "requests", requests });
  } else if (message.type === "stop") {
    for (const socket of sockets) socket.destroy();
    server.close(() => parentPort.postMessage({ type: "stopped" }));
  }
});

server.listen(0, "127.0.0.1", () => parentPort.postMessage({ type: "listening", port: server.address().port }));
