// The command line and its environment fallbacks, checked before any I/O: a bad option is an error that
// says what was wrong and what to give instead (exit 2).

import { timerBoundProblem } from "stt-service/shared-runtime";
import { type Audio, readWav, toneWav } from "./audio.js";
import type { RunOptions } from "./context.js";

/** A bad option or a missing one: the command prints it with the usage and exits 2. */
export class UsageError extends Error {}

/** 15 minutes: two transcriptions of the audio and a keepalive hold take a few minutes on a real service. */
export const defaultMaxRunSeconds = 900;

/** Seconds the kit waits for a webhook delivery answered 500 to be tried again: the spec's first retry is after 5 s. */
export const defaultWebhookRetrySeconds = 30;

/** The command's usage text. */
export const usage = `stt-conformance: checks that a server keeps the stt-service contract (HTTP and the real-time stream).

  stt-conformance --base-url URL --stream-url URL --api-key KEY [--second-api-key KEY2]
                  [--audio FILE.wav] [--only http|stream] [--seed N] [--junit FILE]
                  [--budget N] [--negative-runs N] [--idle-timeout-seconds N] [--transcription-timeout N]
                  [--max-run-seconds N] [--webhook-retry-seconds N] [--audio-url URL]

  Environment fallbacks: STT_BASE_URL, STT_STREAM_URL, STT_API_KEY, STT_SECOND_API_KEY.
  Exit 0: the server keeps the contract. 1: violations (each named, with a curl line or frames).
  2: the kit cannot run (bad options, unreachable server, refused key), or cannot finish within
  --max-run-seconds (default 900).

  Webhooks: the kit listens on 127.0.0.1 (a free port) for the deliveries of a transcription it creates with a
  webhook_url there, so the server must be able to call this machine's loopback (a local server or mock). It
  answers the first delivery 500 and waits --webhook-retry-seconds (default 30) for the retry with the same
  webhook-id; 0 leaves the retry check out (a server whose retry schedule is slower). The audio_url check
  names the run's audio on that listener too, unless --audio-url gives an address the server can fetch.`;

const flags = new Set([
  "base-url",
  "stream-url",
  "api-key",
  "second-api-key",
  "audio",
  "only",
  "seed",
  "junit",
  "budget",
  "negative-runs",
  "idle-timeout-seconds",
  "transcription-timeout",
  "max-run-seconds",
  "webhook-retry-seconds",
  "audio-url",
]);

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new UsageError(`--${name} ${value}: give a whole number ≥ 0`);
  return number;
}

/**
 * A time in seconds that ends in a timer, held to the timers' bound (stt-service/shared-runtime's
 * timerBoundProblem), since a longer wait would end at once; `name` is the flag or option as given.
 * `waitsMs`: how long the kit waits per second given (the keepalive check holds the stream idle for 1.5 idle
 * time-outs).
 */
export function checkSeconds(name: string, value: number | undefined, waitsMs = 1000): void {
  const problem = value === undefined ? undefined : timerBoundProblem(name, value, { unitMs: waitsMs, unit: " s" });
  if (problem !== undefined) throw new UsageError(problem);
}

/** The run's times, as the command and runConformance() check them; `nameOf` names each as it was given. */
export function checkRunTimes(
  options: Pick<
    RunOptions,
    "maxRunSeconds" | "transcriptionTimeoutSeconds" | "idleTimeoutSeconds" | "webhookRetrySeconds"
  >,
  nameOf: (flag: string, option: string) => string,
): void {
  checkSeconds(nameOf("--webhook-retry-seconds", "webhookRetrySeconds"), options.webhookRetrySeconds);
  checkSeconds(nameOf("--max-run-seconds", "maxRunSeconds"), options.maxRunSeconds);
  checkSeconds(nameOf("--transcription-timeout", "transcriptionTimeoutSeconds"), options.transcriptionTimeoutSeconds);
  checkSeconds(nameOf("--idle-timeout-seconds", "idleTimeoutSeconds"), options.idleTimeoutSeconds, 1500);
}

function url(name: string, value: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new UsageError(`--${name} "${value}" is not a URL: give one such as ${protocols[0]}//host/…`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new UsageError(`--${name} must use ${protocols.join(" or ")}, not ${parsed.protocol}`);
  if (parsed.username || parsed.password || parsed.search) {
    throw new UsageError(`--${name} must not carry credentials or a query: keys go in --api-key`);
  }
  return value.replace(/\/+$/, "");
}

/** --audio-url as given: any http(s) address, a signed one with its query included. */
function audioUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined;
  if (protocol !== "http:" && protocol !== "https:")
    throw new UsageError(`--audio-url "${value}" is not an http or https URL the server can fetch`);
  return value;
}

/**
 * The command line's options (and their `STT_*` fallbacks, read from `env`, such as `process.env`) as the
 * run's options, or "help"; a bad option throws a UsageError saying what to pass instead.
 */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): RunOptions | "help" {
  const given = new Map<string, string>();
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] as string;
    if (argument === "--help" || argument === "-h") return "help";
    const [name = "", inline] = argument.replace(/^--/, "").split(/=(.*)/s);
    if (!argument.startsWith("--") || !flags.has(name)) throw new UsageError(`unknown option ${argument}: see --help`);
    const value = inline ?? argv[++index];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    given.set(name, value);
  }
  const baseUrl = given.get("base-url") ?? env.STT_BASE_URL;
  const streamUrl = given.get("stream-url") ?? env.STT_STREAM_URL;
  const apiKey = given.get("api-key") ?? env.STT_API_KEY;
  const only = given.get("only");
  if (only !== undefined && only !== "http" && only !== "stream")
    throw new UsageError(`--only ${only}: give http or stream`);
  if (!apiKey) throw new UsageError("no API key: give --api-key KEY or set STT_API_KEY");
  if (!baseUrl)
    throw new UsageError(
      "no base URL: give --base-url https://…/v1 or set STT_BASE_URL (the stream also mints keys over HTTP)",
    );
  if (only !== "http" && !streamUrl)
    throw new UsageError("no stream URL: give --stream-url wss://… (STT_STREAM_URL), or --only http");
  // The numbers first: a bad one is refused before the audio file is read.
  const idle = given.get("idle-timeout-seconds");
  const idleTimeoutSeconds = idle === undefined ? undefined : positiveInteger("idle-timeout-seconds", idle, 0);
  const transcriptionTimeoutSeconds = positiveInteger("transcription-timeout", given.get("transcription-timeout"), 300);
  const maxRunSeconds = positiveInteger("max-run-seconds", given.get("max-run-seconds"), defaultMaxRunSeconds);
  const webhookRetrySeconds = positiveInteger(
    "webhook-retry-seconds",
    given.get("webhook-retry-seconds"),
    defaultWebhookRetrySeconds,
  );
  checkRunTimes(
    { maxRunSeconds, transcriptionTimeoutSeconds, idleTimeoutSeconds, webhookRetrySeconds },
    (flag) => flag,
  );
  let audio: Audio;
  try {
    audio = given.has("audio") ? readWav(given.get("audio") as string) : toneWav();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return {
    baseUrl: url("base-url", baseUrl, ["http:", "https:"]),
    streamUrl: streamUrl ? url("stream-url", streamUrl, ["ws:", "wss:"]) : undefined,
    apiKey,
    secondApiKey: given.get("second-api-key") ?? env.STT_SECOND_API_KEY ?? undefined,
    audio,
    only: only as RunOptions["only"],
    seed: positiveInteger("seed", given.get("seed"), Date.now() % 1_000_000),
    junit: given.get("junit"),
    budget: positiveInteger("budget", given.get("budget"), 600),
    negativeRuns: positiveInteger("negative-runs", given.get("negative-runs"), 2),
    idleTimeoutSeconds,
    transcriptionTimeoutSeconds,
    maxRunSeconds,
    webhookRetrySeconds,
    audioUrl: audioUrl(given.get("audio-url")),
  };
}
