// HTTP: requests per second of AsyncServiceClient against raw fetch and bare openapi-fetch, on the same
// loopback server, with retries, error mapping and debug logging on (to a sink that drops the lines).
import createClient from "openapi-fetch";
import type { paths } from "../generated/http/schema.js";
import { AsyncServiceClient } from "../src/index.js";
import { compare, startServer } from "./lib.js";

const concurrency = 8;
const perRound = 800;

async function inParallel(task: () => Promise<unknown>): Promise<void> {
  let left = perRound;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await task();
    }),
  );
}

export async function benchHttp(rounds = 5) {
  const server = await startServer(new URL("./servers/http-server.mjs", import.meta.url).pathname);
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const sink = () => undefined;
  const client = new AsyncServiceClient({
    apiKey: "bench-key",
    baseUrl,
    maxRetries: 2,
    logLevel: "debug",
    logger: { debug: sink, info: sink, warn: sink, error: sink },
  });
  const bare = createClient<paths>({ baseUrl, headers: { authorization: "Bearer bench-key" } });
  const headers = { authorization: "Bearer bench-key", accept: "application/json" };
  const body = JSON.stringify({ file_id: "file-1", model: "stt-async-v3", enable_speaker_diarization: false });
  const operations = {
    "GET transcription": {
      fetch: async () => (await fetch(`${baseUrl}/transcriptions/tr-1`, { headers })).json(),
      "openapi-fetch": () =>
        bare.GET("/transcriptions/{transcription_id}", { params: { path: { transcription_id: "tr-1" } } }),
      client: () => client.transcriptions.get("tr-1"),
    },
    "list page": {
      fetch: async () => (await fetch(`${baseUrl}/transcriptions?limit=20`, { headers })).json(),
      "openapi-fetch": () => bare.GET("/transcriptions", { params: { query: { limit: 20 } } }),
      client: () => client.transcriptions.list({ limit: 20 }),
    },
    create: {
      fetch: async () =>
        (
          await fetch(`${baseUrl}/transcriptions`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
            body,
          })
        ).json(),
      "openapi-fetch": () =>
        bare.POST("/transcriptions", { body: JSON.parse(body), headers: { "idempotency-key": crypto.randomUUID() } }),
      client: () => client.transcriptions.create(JSON.parse(body)),
    },
  } as const;
  const rows = [];
  for (const [operation, contenders] of Object.entries(operations)) {
    const rates = await compare(Object.keys(contenders), perRound, rounds, (name) =>
      inParallel(contenders[name as keyof typeof contenders]),
    );
    rows.push({
      operation,
      "fetch req/s": Math.round(rates.fetch ?? 0),
      "openapi-fetch req/s": Math.round(rates["openapi-fetch"] ?? 0),
      "client req/s": Math.round(rates.client ?? 0),
      "client / fetch": Number(((rates.client ?? 0) / (rates.fetch ?? 1)).toFixed(3)),
      "client / openapi-fetch": Number(((rates.client ?? 0) / (rates["openapi-fetch"] ?? 1)).toFixed(3)),
    });
  }
  server.stop();
  return rows;
}
