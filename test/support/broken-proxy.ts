// A loopback proxy in front of the mocks that breaks the contract in ONE way: it forwards HTTP and the
// WebSocket stream, and a defect's hooks rewrite a request, an answer or a frame on the way. Each broken
// server of the suite is the healthy mock plus one such defect, so a check that fails on it is the check
// that catches that defect.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import WebSocket, { WebSocketServer } from "ws";

export interface ProxiedRequest {
  method: string;
  /** The path under the base URL, with its query, such as `/files?limit=1`. */
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Defect {
  /** Rewrites a request before it goes on, or answers it at once. */
  request?(request: ProxiedRequest): ProxiedRequest | ProxiedResponse;
  /** Rewrites an answer on its way back. */
  response?(request: ProxiedRequest, response: ProxiedResponse): ProxiedResponse;
  /** Rewrites the upgrade's headers and subprotocols on the way to the mock. */
  upgrade?(
    headers: Record<string, string>,
    protocols: string[],
  ): { headers: Record<string, string>; protocols: string[] };
  /** Whether the proxy answers the client's subprotocol (a defect may withhold it). */
  answerSubprotocol?: boolean;
  /** Rewrites a client frame (text frames as strings); null drops it. */
  fromClient?(frame: string | Buffer): string | Buffer | null;
  /** Rewrites a server text frame; null drops it. */
  fromServer?(frame: string): string | null;
  /** The close code passed on to the client. */
  closeCode?(code: number): number;
}

export interface BrokenServer {
  baseUrl: string;
  streamUrl: string;
  close(): Promise<void>;
}

const maxBody = 16 * 1024 * 1024;

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    if (size > maxBody) throw new Error("request body over the proxy's bound");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function flat(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name] = String(value);
  return out;
}

export function isResponse(value: ProxiedRequest | ProxiedResponse): value is ProxiedResponse {
  return "status" in value;
}

export async function startBrokenServer(httpUrl: string, streamUrl: string, defect: Defect): Promise<BrokenServer> {
  const upstream = new URL(httpUrl);
  const basePath = upstream.pathname.replace(/\/$/, "");
  const server = createServer(async (incoming, outgoing) => {
    try {
      let request: ProxiedRequest | ProxiedResponse = {
        method: incoming.method ?? "GET",
        path: (incoming.url ?? "/").slice(basePath.length),
        headers: flat(incoming.headers),
        body: await readBody(incoming),
      };
      const original = request;
      if (defect.request) request = defect.request(request);
      let response: ProxiedResponse;
      if (isResponse(request)) response = request;
      else {
        const { host: _host, "content-length": _length, connection: _connection, ...headers } = request.headers;
        const answer = await fetch(`${upstream.origin}${basePath}${request.path}`, {
          method: request.method,
          headers,
          body: request.method === "GET" || request.method === "DELETE" ? undefined : new Uint8Array(request.body),
        });
        const answerHeaders: Record<string, string> = {};
        // Hop-by-hop headers stay with the upstream's connection: the mock's `keep-alive: timeout=…` passed on
        // would have the client keep its connection to this proxy past this server's own keep-alive time-out.
        answer.headers.forEach((value, name) => {
          if (!["content-length", "transfer-encoding", "connection", "keep-alive"].includes(name))
            answerHeaders[name] = value;
        });
        response = { status: answer.status, headers: answerHeaders, body: Buffer.from(await answer.arrayBuffer()) };
        if (defect.response) response = defect.response(isResponse(request) ? original : request, response);
      }
      outgoing.writeHead(response.status, response.headers).end(response.body);
    } catch (error) {
      outgoing.writeHead(502, { "content-type": "text/plain" }).end(`proxy: ${(error as Error).message}`);
    }
  });
  const streamTarget = new URL(streamUrl);
  const sockets = new WebSocketServer({
    server,
    handleProtocols: (protocols) => (defect.answerSubprotocol === false ? false : ([...protocols][0] ?? false)),
  });
  sockets.on("connection", (client, upgrade) => {
    const protocolHeader = upgrade.headers["sec-websocket-protocol"];
    let protocols = protocolHeader ? protocolHeader.split(",").map((entry) => entry.trim()) : [];
    let headers: Record<string, string> = upgrade.headers.authorization
      ? { authorization: upgrade.headers.authorization }
      : {};
    if (defect.upgrade) ({ headers, protocols } = defect.upgrade(headers, protocols));
    const mock = new WebSocket(`${streamTarget.origin}${streamTarget.pathname}`, protocols, { headers });
    const pending: (string | Buffer)[] = [];
    client.on("message", (data, isBinary) => {
      const frame = defect.fromClient
        ? defect.fromClient(isBinary ? (data as Buffer) : data.toString())
        : isBinary
          ? (data as Buffer)
          : data.toString();
      if (frame === null) return;
      if (mock.readyState === WebSocket.OPEN) mock.send(frame);
      else pending.push(frame);
    });
    mock.on("open", () => {
      for (const frame of pending.splice(0)) mock.send(frame);
    });
    mock.on("message", (data, isBinary) => {
      if (isBinary) return client.send(data);
      const frame = defect.fromServer ? defect.fromServer(data.toString()) : data.toString();
      if (frame !== null) client.send(frame);
    });
    mock.on("close", (code, reason) => {
      const forwarded = defect.closeCode ? defect.closeCode(code) : code;
      if (client.readyState === WebSocket.OPEN) client.close(forwarded === 1005 ? 1000 : forwarded, reason);
    });
    mock.on("error", () => client.terminate());
    client.on("close", () => mock.close());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    streamUrl: `ws://127.0.0.1:${port}${streamTarget.pathname}`,
    close: async () => {
      for (const socket of sockets.clients) socket.terminate();
      sockets.close();
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
