// A loopback reverse proxy in front of the mock that records each exchange (method, path, status), so a
// test can check that an example called the operation it documents, and that the call succeeded, without
// depending on what the example prints.
import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

export interface Exchange {
  method: string;
  /** The path as the mock saw it, base path included (such as `/v1/files/abc`), without the query. */
  path: string;
  status: number;
}

export interface RecordingProxy {
  /** The mock's base URL with the proxy's origin: the same path, so a `/v1` base path is kept. */
  url: string;
  exchanges: Exchange[];
  close(): Promise<void>;
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const exchanges: Exchange[] = [];
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", upstream.origin);
    // TEST_API_BASE_URL may point the tests at an HTTPS deployment.
    const forwarded = (upstream.protocol === "https:" ? httpsRequest : httpRequest)(
      url,
      { method: incoming.method, headers: { ...incoming.headers, host: upstream.host } },
      (answer) => {
        exchanges.push({ method: incoming.method ?? "GET", path: url.pathname, status: answer.statusCode ?? 0 });
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", (error) => {
      exchanges.push({ method: incoming.method ?? "GET", path: url.pathname, status: 502 });
      outgoing.writeHead(502, { "content-type": "text/plain" }).end(`proxy: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${upstream.pathname.replace(/\/$/, "")}`,
    exchanges,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
