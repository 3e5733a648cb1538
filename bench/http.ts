// HTTP: requests per second of AsyncServiceClient against raw fetch and bare openapi-fetch, on the same
// loopback server, with retries, error mapping and debug logging on (to a sink that drops the lines); and
// the SDK's own CPU per call with the network taken out (a fetch that answers at once), which a shared
// machine's noise does not move as much. Run on this Node and, by run.ts, on Node 24.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import createClient from "openapi-fetch";
import { AsyncServiceClient, type ClientOptions } from "stt-service";
import type { paths } from "stt-service/in-repository";
import { benchPeers, compareWithCpu, startServer } from "./lib.js";

const concurrency = 8;
const perRound = 1200;

async function inParallel(task: () => Promise<unknown>): Promise<void> {
  let left = perRound;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await task();
    }),
  );
}

export async function benchHttp(rounds = 7) {
  const server = await startServer(new URL("./servers/http-server.mjs", import.meta.url).pathname);
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const sink = () => undefined;
  const settings: ClientOptions = {
    apiKey: "bench-key",
    baseUrl,
    maxRetries: 2,
    logLevel: "debug",
    logger: { debug: sink, info: sink, warn: sink, error: sink },
  };
  const client = new AsyncServiceClient(settings);
  const bare = createClient<paths>({ baseUrl, headers: { authorization: "Bearer bench-key" } });
  const headers = { authorization: "Bearer bench-key", accept: "application/json" };
  // Raw fetch with a deadline, as any client that can time out must send it: undici's handling of a
  // per-request AbortSignal is most of what the SDK costs over raw fetch on loopback.
  const withDeadline = async (url: string, init: RequestInit = {}) => {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), 60_000);
    try {
      return await (await fetch(url, { ...init, signal: deadline.signal })).json();
    } finally {
      clearTimeout(timer);
    }
  };
  const body = JSON.stringify({ file_id: "file-1", model: "stt-async-v3", enable_speaker_diarization: false });
  const operations = {
    "GET transcription": {
      fetch: async () => (await fetch(`${baseUrl}/transcriptions/tr-1`, { headers })).json(),
      "fetch + deadline": () => withDeadline(`${baseUrl}/transcriptions/tr-1`, { headers }),
      "openapi-fetch": () =>
        bare.GET("/transcriptions/{transcription_id}", { params: { path: { transcription_id: "tr-1" } } }),
      call: (sdk: AsyncServiceClient) => sdk.transcriptions.get("tr-1"),
    },
    "list page": {
      fetch: async () => (await fetch(`${baseUrl}/transcriptions?limit=20`, { headers })).json(),
      "fetch + deadline": () => withDeadline(`${baseUrl}/transcriptions?limit=20`, { headers }),
      "openapi-fetch": () => bare.GET("/transcriptions", { params: { query: { limit: 20 } } }),
      call: (sdk: AsyncServiceClient) => sdk.transcriptions.list({ limit: 20 }),
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
      "fetch + deadline": () =>
        withDeadline(`${baseUrl}/transcriptions`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
          body,
        }),
      "openapi-fetch": () =>
        bare.POST("/transcriptions", { body: JSON.parse(body), headers: { "idempotency-key": crypto.randomUUID() } }),
      call: (sdk: AsyncServiceClient) => sdk.transcriptions.create(JSON.parse(body)),
    },
  } as const;
  const rows = [];
  for (const [operation, { call, ...baselines }] of Object.entries(operations)) {
    const contenders: Record<string, () => Promise<unknown>> = { ...baselines, client: () => call(client) };
    const { rates, cpuMicros } = await compareWithCpu(Object.keys(contenders), perRound, rounds, (name) =>
      inParallel(contenders[name] as () => Promise<unknown>),
    );
    const ownMicros = await ownCostMicros(settings, call, rounds);
    const ratio = (a: number | undefined, b: number | undefined) => Number(((a ?? 0) / (b ?? 1)).toFixed(3));
    rows.push({
      operation,
      "fetch req/s": Math.round(rates.fetch ?? 0),
      "client req/s": Math.round(rates.client ?? 0),
      "client / fetch": ratio(rates.client, rates.fetch),
      "client / fetch + deadline": ratio(rates.client, rates["fetch + deadline"]),
      "client / openapi-fetch": ratio(rates.client, rates["openapi-fetch"]),
      "CPU µs/req fetch": Math.round(cpuMicros.fetch ?? 0),
      "fetch + deadline": Math.round(cpuMicros["fetch + deadline"] ?? 0),
      client: Math.round(cpuMicros.client ?? 0),
      "SDK's own µs/call": Number(ownMicros.toFixed(1)),
    });
  }
  server.stop();
  return rows;
}

/**
 * The SDK's own CPU per call, network aside: the client over a fetch that answers at once with the loopback
 * server's answer, minus that fetch and the parse of its body alone. The answer is a bare object with what
 * a Response offers the client (status, headers, a body read in one chunk): building real Responses would add their own cost,
 * large and unsteady on Node 20, to both sides.
 */
async function ownCostMicros(
  settings: ClientOptions,
  call: (client: AsyncServiceClient) => Promise<unknown>,
  rounds: number,
): Promise<number> {
  let recorded = { status: 200, headers: new Headers(), bytes: new Uint8Array(0) };
  // A body of one chunk, read as the client reads bodies (a reader, then done): no stream machinery.
  const oneChunk = (bytes: Uint8Array) => ({
    getReader() {
      let sent = false;
      return {
        read: async () => {
          if (sent) return { done: true, value: undefined };
          sent = true;
          return { done: false, value: bytes };
        },
        cancel: async () => undefined,
      };
    },
    cancel: async () => undefined,
  });
  const stub = async () => {
    const { status, headers, bytes } = recorded;
    return { status, headers, body: oneChunk(bytes) } as unknown as Response;
  };
  // The operation's answer from the real server, recorded once and replayed.
  const recorder = new AsyncServiceClient({
    ...settings,
    fetch: async (input, init) => {
      const real = await fetch(input, init);
      recorded = {
        status: real.status,
        headers: new Headers(real.headers),
        bytes: new Uint8Array(await real.arrayBuffer()),
      };
      return stub();
    },
  });
  await call(recorder);
  const stubbed = new AsyncServiceClient({ ...settings, fetch: stub });
  const count = 3000;
  const contenders: Record<string, () => Promise<unknown>> = {
    "stub fetch": async () => {
      const reader = ((await stub()).body as ReadableStream<Uint8Array>).getReader();
      const { value } = await reader.read();
      await reader.read();
      return JSON.parse(new TextDecoder().decode(value));
    },
    client: () => call(stubbed),
  };
  const { cpuMicros } = await compareWithCpu(Object.keys(contenders), count, rounds, async (name) => {
    const run = contenders[name] as () => Promise<unknown>;
    for (let left = count; left > 0; left--) await run();
  });
  return (cpuMicros.client ?? 0) - (cpuMicros["stub fetch"] ?? 0);
}

/** The same bench on Node 24 (the node@24 package), whose fetch handles a per-request signal far faster. */
export function benchHttpOnNode24(): Record<string, unknown>[] {
  const peers = benchPeers();
  if ("missing" in peers) return [{ operation: `not measured: ${peers.missing}` }];
  const root = resolve(import.meta.dirname, "..");
  const output = execFileSync(
    peers.node24,
    ["--conditions=stt-service-source", "--import", "tsx", "bench/http-rows.ts"],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return JSON.parse(output) as Record<string, unknown>[];
}
