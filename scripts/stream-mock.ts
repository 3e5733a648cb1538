// `npm run mock:stream`: the streaming mock alone, on 127.0.0.1:4011 (or --port / STT_MOCK_STREAM_PORT),
// optionally with a scripts file of your own (--script path.json). Ctrl-C stops it.
import { parseArgs } from "node:util";
import { loadMockScript, startStreamingMock } from "../src/mock.js";

const { values } = parseArgs({
  options: {
    host: { type: "string", default: process.env.STT_MOCK_HOST ?? "127.0.0.1" },
    port: { type: "string", default: process.env.STT_MOCK_STREAM_PORT ?? "4011" },
    script: { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port "${values.port}": give a whole number from 0 to 65535.`);
  process.exit(2);
}
try {
  const script = values.script ? await loadMockScript(values.script) : undefined;
  const mock = await startStreamingMock({
    host: values.host,
    port,
    script,
    onLog: values.verbose ? (line) => console.log(line) : undefined,
  });
  console.log(`Streaming mock on ${mock.url}  [pid ${process.pid}]`);
  const stop = async () => {
    await mock.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  // Started by `npm run mock` with an IPC channel: end with that parent.
  if (process.send) process.once("disconnect", stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === "EADDRINUSE"
      ? `Port ${port} on ${values.host} is already in use. Stop what uses it, or pass --port.`
      : (error as Error).message,
  );
  process.exit(1);
}
