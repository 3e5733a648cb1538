// `npm run mock`: both mocks for frontend teams, as two child processes: Prism on the HTTP contract
// (127.0.0.1:4010) and the streaming mock (127.0.0.1:4011). It waits until both answer, prints how to
// use them, and stops both on Ctrl-C or SIGTERM. It refuses to start when generated/ is out of step.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { describeDrift, findDrift } from "./check-generated.js";
import { assertPortFree } from "./lib/ports.js";
import { startPrism } from "./lib/prism.js";

const { values } = parseArgs({
  options: {
    host: { type: "string", default: process.env.STT_MOCK_HOST ?? "127.0.0.1" },
    "http-port": { type: "string", default: process.env.STT_MOCK_HTTP_PORT ?? "4010" },
    "stream-port": { type: "string", default: process.env.STT_MOCK_STREAM_PORT ?? "4011" },
    script: { type: "string" },
    specs: { type: "string", default: "specs" },
    dynamic: { type: "boolean", default: false },
  },
});

function port(value: string, flag: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) {
    console.error(`--${flag} "${value}" is not a port: give a whole number from 1 to 65535.`);
    process.exit(2);
  }
  return number;
}

const host = values.host;
const httpPort = port(values["http-port"], "http-port");
const streamPort = port(values["stream-port"], "stream-port");

const drift = describeDrift(await findDrift({ specsDir: values.specs }));
if (drift) {
  console.error(`${drift}\nThe mocks would not match the SDK; not starting.`);
  process.exit(1);
}
for (const candidate of [httpPort, streamPort]) {
  try {
    await assertPortFree(host, candidate);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

function startStreamMock(): Promise<ChildProcess> {
  const args = ["--import", "tsx", "scripts/stream-mock.ts", "--host", host, "--port", String(streamPort)];
  if (values.script) args.push("--script", values.script);
  // The IPC channel ends the child when this process ends, however it ends.
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit", "ipc"] });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the streaming mock exited with code ${code}`)));
    child.stdout?.once("data", () => resolve(child));
  });
}

const prism = await startPrism({
  host,
  port: httpPort,
  specPath: `${values.specs}/openapi.yaml`,
  extraArgs: values.dynamic ? ["--dynamic"] : [],
});
let stream: ChildProcess;
try {
  stream = await startStreamMock();
} catch (error) {
  await prism.stop();
  console.error((error as Error).message);
  process.exit(1);
}

const streamUrl = `ws://${host}:${streamPort}/transcribe-websocket`;
console.log(`Mocks are up.
  HTTP       ${prism.url}   (Prism, pid ${prism.pid})
  Streaming  ${streamUrl}   (pid ${stream.pid})

Try:
  curl -H 'Authorization: Bearer any-key' ${prism.url}/models
  curl -H 'Authorization: Bearer any-key' -H 'Prefer: example=completed_diarized' ${prism.url}/transcriptions/4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81

From the SDK:
  const client = new AsyncServiceClient({ apiKey: "any-key", baseUrl: "${prism.url}" });
  const realtime = new RealtimeServiceClient({ apiKey: "any-key", streamUrl: "${streamUrl}" });

Choosing answers, failing on purpose, your own transcripts: docs/mock.md.
Ctrl-C (or kill ${process.pid}) stops both.`);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  const streamExit = stream.exitCode === null ? once(stream, "exit") : Promise.resolve();
  stream.kill("SIGTERM");
  await Promise.all([prism.stop(), streamExit]);
  console.log(`Stopped both mocks (${signal}).`);
  process.exit(0);
}
process.once("SIGINT", () => void stop("SIGINT"));
process.once("SIGTERM", () => void stop("SIGTERM"));
stream.once("exit", (code) => {
  if (stopping) return;
  console.error(`The streaming mock exited (code ${code}); stopping.`);
  void prism.stop().then(() => process.exit(1));
});
