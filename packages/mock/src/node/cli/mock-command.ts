// `stt-mock` (and `npm run mock` in the contract's repository): both mocks for frontend teams, in this one
// process: the stateful HTTP mock (Prism checks every exchange against the contract) on 127.0.0.1:4010/v1 and
// the streaming mock on :4011. It prints how to use them and stops on Ctrl-C, SIGTERM, or when whatever
// started it (npm, npx) goes away.

import { timerBoundProblem } from "stt-service/shared-runtime";
import { defaultStateLimits } from "../../core/service/state.js";
import { packagedSpecsDir, type RunningMocks, startMocks } from "../start.js";
import { loadMockScript } from "../stream-server.js";
import { defaultConnectionTimeouts } from "../timeouts.js";
import {
  bodyRateOptions,
  failUsage,
  packagedDocs,
  parseCommandLine,
  readBodyRate,
  readTimeouts,
  timeoutOptions,
  wholeNumberFlag,
  withOptions,
} from "./command-line.js";
import { watchLauncher } from "./launcher.js";
import { assertPortFree } from "./ports.js";

const usageText = (
  command: string,
  streamCommand: string,
  docs: string,
  specsDefault: string,
) => `Usage: ${withOptions(command, "[options]")}
       ${streamCommand} [options]   the streaming mock alone (${withOptions(streamCommand, "--help")} for its options)

Starts the HTTP mock (stateful; Prism checks every exchange against specs/openapi.yaml) and the streaming
mock, in one process. Ctrl-C or SIGTERM stops both.

Options (environment variable in brackets):
  --host <address>         where both listen [STT_MOCK_HOST]                       default 127.0.0.1
  --http-port <port>       the HTTP mock's port, 0 for a free one [STT_MOCK_HTTP_PORT]    default 4010
  --stream-port <port>     the streaming mock's port, 0 for a free one [STT_MOCK_STREAM_PORT] default 4011
  --stateless              answer HTTP calls from the contract's examples, remember nothing
  --dynamic                with --stateless: random data valid against the schemas
  --speed <n>              how many times faster than the audio a transcription completes    default 20
  --latency <ms|min-max>   latency added to every HTTP answer, such as 200 or 100-800       default 0
  --failure-rate <0..1>    the share of HTTP calls answered 503 with Retry-After            default 0
  --rate-limit <n>         HTTP requests per minute and API key, then 429; 0 for none       default 0
  --store-mb <n>           MiB of uploaded bytes kept; past it the oldest files expire      default 1024
  --script <file>          your own transcripts (JSON; see the docs below), for both mocks
  --allow-webhook-host <host>  a host besides loopback a webhook_url may name; repeat it for more
                           [STT_MOCK_ALLOW_WEBHOOK_HOSTS, comma-separated]        default none
  --webhook-retry-scale <n>    multiplies the webhook retry schedule (5 s, 30 s, 2 min, 10 min,
                           45 min), such as 0.001 in tests [STT_MOCK_WEBHOOK_RETRY_SCALE]    default 1
  --allow-audio-url-host <host>  a host an audio_url is fetched from; repeat it for more; others get
                           a stand-in audio [STT_MOCK_ALLOW_AUDIO_URL_HOSTS, comma-separated] default none
  --specs <dir>            where openapi.yaml and asyncapi.yaml are       default ${specsDefault}
  --verbose                log every session event
  -h, --help               this text

Bounds (whole numbers from 1; environment variable in brackets; past a count the oldest are forgotten):
  --headers-timeout-ms <ms>           a request's headers [STT_MOCK_HEADERS_TIMEOUT_MS]       default 30000
  --request-timeout-ms <ms>           a whole request, body too [STT_MOCK_REQUEST_TIMEOUT_MS] default 900000
  --idle-timeout-ms <ms>              a silent connection closes [STT_MOCK_IDLE_TIMEOUT_MS]   default 60000
  --min-body-rate <bytes/s>           slower HTTP bodies get 408 [STT_MOCK_MIN_BODY_RATE]     default 240
  --body-rate-grace-ms <ms>           ...once this has passed [STT_MOCK_BODY_RATE_GRACE_MS]   default 5000
  --max-key-states <n>                API keys with state [STT_MOCK_MAX_KEY_STATES]           default 1000
  --max-files <n>                     files, all keys [STT_MOCK_MAX_FILES]                    default 100000
  --max-transcriptions-per-key <n>    [STT_MOCK_MAX_TRANSCRIPTIONS_PER_KEY]                   default 100000
  --max-idempotency-keys-per-key <n>  [STT_MOCK_MAX_IDEMPOTENCY_KEYS_PER_KEY]                 default 10000
  --max-temporary-keys-per-key <n>    [STT_MOCK_MAX_TEMPORARY_KEYS_PER_KEY]                   default 100

Also: POST <base URL>/../__mock/reset with 'Authorization: Bearer <key>' forgets what that key made; without a
key it needs the header 'X-Mock-Reset: all' and forgets everything. GET <base URL>/../__mock/webhooks with
'Authorization: Bearer <key>' lists the webhook deliveries of that key's transcriptions.
Docs: ${docs}.`;

/** What runs around the command where it is embedded: the contract's repository checks the generated code first. */
export interface MockCommandOptions {
  /** As the user typed it, for the usage and the error lines: `stt-mock`, `npm run mock --`. */
  command?: string;
  /** How the streaming mock alone is started there: `stt-mock stream`, `npm run mock:stream`. */
  streamCommand?: string;
  /** Where the docs are for whoever runs it: the package's README by default, docs/mock.md in the repository. */
  docs?: string;
  /**
   * Called with the specs' folder before anything listens; a message returned is printed and the command
   * exits 1 without starting.
   */
  beforeStart?: (specsDir: string) => Promise<string | undefined>;
}

/**
 * The `stt-mock` command: parses `args` (the flags of `stt-mock --help`), starts both mocks, prints how to
 * use them, and keeps the process until a signal or its launcher's exit. A wrong command line exits 2.
 */
export async function runMockCommand(args: string[], commandOptions: MockCommandOptions = {}): Promise<void> {
  const command = commandOptions.command ?? "stt-mock";
  const specsDefault = packagedSpecsDir();
  const docs = commandOptions.docs ?? packagedDocs;
  const usage = usageText(command, commandOptions.streamCommand ?? `${command} stream`, docs, specsDefault);
  function fail(message: string): never {
    failUsage(command, message);
  }

  const values = parseCommandLine(
    {
      command,
      usage,
      options: mockCommandFlags(specsDefault),
      // `npm run mock:stream` serves one port and takes --port: here there are two, each named.
      hints: {
        port: "it serves two, so name one: --http-port (default 4010) or --stream-port (default 4011).",
      },
    },
    args,
  );

  const { host, httpPort, streamPort, options, timeouts, stateLimits, webhooks } = mockCommandSettings(
    command,
    values,
    fail,
  );

  const refusal = await commandOptions.beforeStart?.(String(values.specs));
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  for (const [candidate, flag] of [
    [httpPort, "--http-port"],
    [streamPort, "--stream-port"],
  ] as const) {
    if (candidate === 0) continue;
    try {
      await assertPortFree(host, candidate);
    } catch (error) {
      console.error(`${(error as Error).message} (${flag} chooses another; 0 picks a free one.)`);
      process.exit(1);
    }
  }

  let script: Awaited<ReturnType<typeof loadMockScript>> | undefined;
  try {
    script = values.script ? await loadMockScript(String(values.script)) : undefined;
  } catch (error) {
    fail((error as Error).message);
  }
  const mocks = await startMocks({
    host,
    httpPort,
    streamPort,
    stateless: values.stateless === true,
    dynamic: values.dynamic === true,
    speed: options.speed,
    latencyMs: options.latencyMs,
    failureRate: options.failureRate,
    rateLimitPerMinute: options.rateLimitPerMinute,
    stateLimits,
    timeouts,
    script,
    allowWebhookHosts: webhooks.allowWebhookHosts,
    webhookRetryScale: webhooks.webhookRetryScale,
    allowAudioUrlHosts: webhooks.allowAudioUrlHosts,
    specPath: `${values.specs}/openapi.yaml`,
    onLog: (line) => {
      if (values.verbose || !line.startsWith("session ")) console.log(line);
    },
  });

  console.log(welcomeText(mocks, values.stateless === true, docs, webhooks.allowWebhookHosts));

  let stopping = false;
  async function stop(reason: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    await mocks.stop();
    console.log(`Stopped both mocks (${reason}).`);
    process.exit(0);
  }
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
  // npm runs this through a shell, which does not pass signals sent to npm on: when npm goes, so does this.
  watchLauncher(() => void stop("npm exited"));
}

/** The flags of `stt-mock`, as node:util's parseArgs takes them; the environment gives some their defaults. */
function mockCommandFlags(specsDefault: string) {
  return {
    host: { type: "string", default: process.env.STT_MOCK_HOST ?? "127.0.0.1" },
    "http-port": { type: "string", default: process.env.STT_MOCK_HTTP_PORT ?? "4010" },
    "stream-port": { type: "string", default: process.env.STT_MOCK_STREAM_PORT ?? "4011" },
    stateless: { type: "boolean", default: false },
    dynamic: { type: "boolean", default: false },
    speed: { type: "string", default: "20" },
    latency: { type: "string", default: "0" },
    "failure-rate": { type: "string", default: "0" },
    "rate-limit": { type: "string", default: "0" },
    "store-mb": { type: "string", default: "1024" },
    script: { type: "string" },
    "allow-webhook-host": { type: "string", multiple: true },
    "allow-audio-url-host": { type: "string", multiple: true },
    "webhook-retry-scale": { type: "string", default: process.env.STT_MOCK_WEBHOOK_RETRY_SCALE ?? "1" },
    specs: { type: "string", default: specsDefault },
    verbose: { type: "boolean", default: false },
    ...timeoutOptions,
    ...bodyRateOptions,
    "max-key-states": { type: "string" },
    "max-files": { type: "string" },
    "max-transcriptions-per-key": { type: "string" },
    "max-idempotency-keys-per-key": { type: "string" },
    "max-temporary-keys-per-key": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  } as const;
}

/** What the flags ask for, checked: a wrong value ends the command with its usage (`fail`). */
function mockCommandSettings(
  command: string,
  values: Record<string, string | boolean | string[] | undefined>,
  fail: (message: string) => never,
) {
  function port(flag: string): number {
    const value = String(values[flag]);
    const number = Number(value);
    if (!/^\d+$/.test(value) || number > 65535)
      fail(`--${flag} "${value}" is not a port: give a whole number from 0 to 65535.`);
    return number;
  }

  function number(flag: string, min: number, max = Number.POSITIVE_INFINITY): number {
    const value = Number(values[flag]);
    if (!Number.isFinite(value) || value < min || value > max) {
      fail(
        `--${flag} "${values[flag]}" must be a number from ${min}${max === Number.POSITIVE_INFINITY ? " up" : ` to ${max}`}.`,
      );
    }
    return value;
  }

  function latency(): [number, number] {
    const match = /^(\d+)(?:-(\d+))?$/.exec(String(values.latency));
    const min = Number(match?.[1]);
    const max = Number(match?.[2] ?? match?.[1]);
    if (!match || max < min) fail(`--latency "${values.latency}" must be milliseconds, or a range such as 100-800.`);
    const problem = timerBoundProblem("--latency", max);
    if (problem !== undefined) fail(problem);
    return [min, max];
  }

  const host = String(values.host);
  const httpPort = port("http-port");
  const streamPort = port("stream-port");
  // Two mocks cannot share a port: said here, before anything binds, rather than as the second bind's failure.
  if (httpPort !== 0 && httpPort === streamPort) {
    fail(
      `--http-port and --stream-port are both ${httpPort}: the HTTP mock and the streaming mock need a port each; give them two (or 0 for a free one).`,
    );
  }
  const options = {
    speed: number("speed", 0.01),
    latencyMs: latency(),
    failureRate: number("failure-rate", 0, 1),
    rateLimitPerMinute: number("rate-limit", 0),
    storeBytes: number("store-mb", 1) * 1024 * 1024,
  };
  const timeouts = {
    ...readTimeouts(command, values, defaultConnectionTimeouts),
    ...readBodyRate(command, values, defaultConnectionTimeouts),
  };
  function limit(flag: string, key: Exclude<keyof typeof defaultStateLimits, "maxStoredBytes">): number {
    const env = `STT_MOCK_${flag.replaceAll("-", "_").toUpperCase()}`;
    return wholeNumberFlag(command, values, { flag, env, fallback: defaultStateLimits[key], min: 1 });
  }
  const stateLimits = {
    maxStoredBytes: options.storeBytes,
    maxKeyStates: limit("max-key-states", "maxKeyStates"),
    maxFiles: limit("max-files", "maxFiles"),
    maxTranscriptionsPerKey: limit("max-transcriptions-per-key", "maxTranscriptionsPerKey"),
    maxIdempotencyKeysPerKey: limit("max-idempotency-keys-per-key", "maxIdempotencyKeysPerKey"),
    maxTemporaryKeysPerKey: limit("max-temporary-keys-per-key", "maxTemporaryKeysPerKey"),
  };
  if (values.dynamic && !values.stateless)
    fail("--dynamic needs --stateless: the stateful mock answers from its state.");
  // Hosts from the flags, else the variable's comma-separated list; a URL instead of a host is refused, since
  // it would never match (the mock compares host names).
  function hosts(flag: string, env: string): string[] {
    const given = values[flag];
    const list = (Array.isArray(given) ? given : (process.env[env] ?? "").split(","))
      .map((hostName) => hostName.trim())
      .filter((hostName) => hostName !== "");
    for (const hostName of list) {
      if (!/^[\w.:[\]-]+$/.test(hostName)) {
        fail(`--${flag} "${hostName}" is not a host name or address (such as hooks.example.com, 10.0.0.5).`);
      }
    }
    return list;
  }
  const webhooks = {
    allowWebhookHosts: hosts("allow-webhook-host", "STT_MOCK_ALLOW_WEBHOOK_HOSTS"),
    webhookRetryScale: number("webhook-retry-scale", 0),
    allowAudioUrlHosts: hosts("allow-audio-url-host", "STT_MOCK_ALLOW_AUDIO_URL_HOSTS"),
  };
  return { host, httpPort, streamPort, options, timeouts, stateLimits, webhooks };
}

/** What `stt-mock` prints once both mocks are up: where they are, and how to try them. */
function welcomeText(
  mocks: RunningMocks,
  stateless: boolean,
  docs: string,
  allowWebhookHosts: readonly string[],
): string {
  const mode = stateless ? "stateless: answers from the contract's examples" : "stateful, checked by Prism";
  const webhookHosts = ["loopback", ...allowWebhookHosts].join(", ");
  return `Mocks are up (pid ${process.pid}).
  HTTP       ${mocks.httpUrl}   (${mode})
  Streaming  ${mocks.streamUrl}

Try:
  curl -H 'Authorization: Bearer any-key' ${mocks.httpUrl}/models
  curl -H 'Authorization: Bearer any-key' -F file=@call.wav ${mocks.httpUrl}/files   (call.wav: any recording of yours)

From the SDK (or STT_BASE_URL and STT_STREAM_URL in the environment):
  const client = new AsyncServiceClient({ apiKey: "any-key", baseUrl: "${mocks.httpUrl}" });
  const realtime = new RealtimeServiceClient({ apiKey: "any-key", streamUrl: "${mocks.streamUrl}" });

Each API key has its own files and transcriptions. A transcription created with a webhook_url is POSTed
there, signed, when it ends (to ${webhookHosts} only); the deliveries of a key:
  curl -H 'Authorization: Bearer any-key' ${mocks.httpUrl.replace(/\/v1$/, "")}/__mock/webhooks
Failing on purpose, examples, limits: ${docs}.
Ctrl-C (or kill ${process.pid}) stops both.`;
}
