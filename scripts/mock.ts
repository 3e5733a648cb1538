// `npm run mock`: serves the HTTP contract with Prism on 127.0.0.1:4010 (or --port / STT_MOCK_HTTP_PORT)
// until Ctrl-C. The streaming mock joins it once it exists (see README, "Status").
import { parseArgs } from "node:util";
import { assertPortFree } from "./lib/ports.js";
import { startPrism } from "./lib/prism.js";

const { values } = parseArgs({
  options: {
    host: { type: "string", default: process.env.STT_MOCK_HOST ?? "127.0.0.1" },
    port: { type: "string", default: process.env.STT_MOCK_HTTP_PORT ?? "4010" },
  },
});
const host = values.host;
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Invalid port "${values.port}": give a whole number from 1 to 65535.`);
  process.exit(2);
}

try {
  await assertPortFree(host, port);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const prism = await startPrism({ host, port });
console.log(`HTTP mock (Prism) on ${prism.url}  [pid ${prism.pid}]

  curl -H 'Authorization: Bearer any-key' ${prism.url}/models
  curl -H 'Authorization: Bearer any-key' -H 'Prefer: example=completed_diarized' \\
       ${prism.url}/transcriptions/4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81

Ctrl-C stops it.`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await prism.stop();
    process.exit(0);
  });
}
