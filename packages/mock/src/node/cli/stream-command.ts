// `stt-mock stream` (`npm run mock:stream` in the contract's repository): the streaming mock alone, on
// 127.0.0.1:4011 (or --stream-port / STT_MOCK_STREAM_PORT), optionally with a scripts file of your own
// (--script path.json). Ctrl-C stops it.

import { loadMockScript, startStreamingMock } from "../stream-server.js";
import { defaultConnectionTimeouts } from "../timeouts.js";
import {
  failUsage,
  packagedDocs,
  parseCommandLine,
  readTimeouts,
  timeoutOptions,
  withOptions,
} from "./command-line.js";

const usageText = (command: string, docs: string) => `Usage: ${withOptions(command, "[options]")}

Starts the streaming mock alone (stt-mock without "stream" starts it with the HTTP mock). Ctrl-C or SIGTERM stops it.

Options (environment variable in brackets):
  --host <address>         where it listens [STT_MOCK_HOST]                              default 127.0.0.1
  --stream-port <port>     its port, 0 for a free one [STT_MOCK_STREAM_PORT]              default 4011
                           (--port is the same; --stream-port is the name npm run mock uses)
  --script <file>          your own transcripts (JSON; see the docs below)
  --verbose                log every session event
  --headers-timeout-ms <ms>   time for the upgrade request's headers [STT_MOCK_HEADERS_TIMEOUT_MS] default 30000
  --request-timeout-ms <ms>   time for the whole upgrade request [STT_MOCK_REQUEST_TIMEOUT_MS]     default 900000
  --idle-timeout-ms <ms>      a silent connection is closed [STT_MOCK_IDLE_TIMEOUT_MS]            default 60000
  -h, --help               this text

Docs: ${docs}.`;

/** The streaming mock alone, as `stt-mock stream`: parses `args`, starts it, keeps the process until a signal. */
export async function runStreamMockCommand(args: string[], options: { command?: string } = {}): Promise<void> {
  const command = options.command ?? "stt-mock stream";
  const usage = usageText(command, packagedDocs);
  const values = parseCommandLine(
    {
      command,
      usage,
      options: {
        host: { type: "string", default: process.env.STT_MOCK_HOST ?? "127.0.0.1" },
        "stream-port": { type: "string" },
        port: { type: "string" },
        script: { type: "string" },
        verbose: { type: "boolean", default: false },
        ...timeoutOptions,
        help: { type: "boolean", short: "h", default: false },
      },
      hints: { "http-port": "the streaming mock has no HTTP side; stt-mock without `stream` starts both." },
    },
    args,
  );
  if (values.port !== undefined && values["stream-port"] !== undefined) {
    failUsage(command, "--port and --stream-port name the same port: give one of them.");
  }
  const portValue = String(values["stream-port"] ?? values.port ?? process.env.STT_MOCK_STREAM_PORT ?? "4011");
  const port = Number(portValue);
  if (!/^\d+$/.test(portValue) || port > 65535) {
    const source =
      values["stream-port"] !== undefined
        ? "--stream-port"
        : values.port !== undefined
          ? "--port"
          : "STT_MOCK_STREAM_PORT";
    failUsage(command, `${source} "${portValue}" is not a port: give a whole number from 0 to 65535.`);
  }
  const timeouts = readTimeouts(command, values, defaultConnectionTimeouts);
  const host = String(values.host);
  // A scripts file that cannot be used is a wrong command line (exit 2), said before anything listens.
  let script: Awaited<ReturnType<typeof loadMockScript>> | undefined;
  try {
    script = values.script ? await loadMockScript(String(values.script)) : undefined;
  } catch (error) {
    failUsage(command, (error as Error).message);
  }
  try {
    const mock = await startStreamingMock({
      host,
      port,
      script,
      timeouts,
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
        ? `Port ${port} on ${host} is already in use. Stop what uses it, or pass --stream-port.`
        : (error as Error).message,
    );
    process.exit(1);
  }
}
