// The command lines of the project's scripts (`npm run mock`, `npm run mock:stream`): parseArgs, with what a
// person at a terminal needs instead of its stack trace: --help prints the usage, and a flag it does not
// know, a missing value or a stray argument prints one line saying what was wrong and the flag probably
// meant, then the usage, and exits 2 (the shell's "wrong usage").
import { type ParseArgsConfig, parseArgs } from "node:util";
import { timerBoundProblem } from "stt-service/shared-runtime";

type Options = NonNullable<ParseArgsConfig["options"]>;
type Values = Record<string, string | boolean | string[] | undefined>;

export interface CommandLine {
  /** As typed by a user, such as `npm run mock:stream`. */
  command: string;
  usage: string;
  options: Options;
  /** Flags of other commands that people reach for here, and what to say instead (`port` → "use --http-port"). */
  hints?: Record<string, string>;
}

/**
 * Where a user of the installed package finds the mocks' docs: its own README, which the package carries
 * (the repository's docs/mock.md is not in it).
 */
export const packagedDocs = "the README.md of @stt-service/mock (node_modules/@stt-service/mock/README.md)";

/** How options follow the command: after `--` when npm runs it (`npm run mock -- --help`), else at once. */
export function withOptions(command: string, options: string): string {
  return command.startsWith("npm run ") ? `${command} -- ${options}` : `${command} ${options}`;
}

/** Prints the message and where the usage is, and exits 2. */
export function failUsage(command: string, message: string): never {
  console.error(`${message}\nRun ${withOptions(command, "--help")} for the options.`);
  process.exit(2);
}

/** The option name closest to a mistyped one (at most two edits away), for "did you mean". */
export function closestOption(typed: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(typed, name);
    if (distance <= 2 && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function unknownFlag(message: string): string | undefined {
  // Node's wording: "Unknown option '--port'. To specify a positional argument starting with a '-', ..."
  return /Unknown option '-{1,2}([^']+)'/.exec(message)?.[1];
}

/** The parsed flags; on --help prints the usage and exits 0, on a wrong command line exits 2 (see above). */
export function parseCommandLine(line: CommandLine, args = process.argv.slice(2)): Values {
  let values: Values;
  try {
    // An option given `multiple: true` (a repeatable flag, such as --allow-webhook-host) is an array.
    values = parseArgs({ args, options: line.options, strict: true, allowPositionals: false }).values as Values;
  } catch (error) {
    const message = (error as Error).message;
    const flag = unknownFlag(message);
    let problem = `${line.command}: ${message.split(". ")[0] ?? message}.`;
    if (flag !== undefined) {
      const closest = closestOption(flag, Object.keys(line.options));
      const advice = line.hints?.[flag] ?? (closest ? `did you mean --${closest}?` : "the options are below.");
      problem = `${line.command} has no option --${flag}: ${advice}`;
    }
    console.error(`${problem}\n\n${line.usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(line.usage);
    process.exit(0);
  }
  return values;
}

export interface WholeNumberFlag {
  /** The flag without its dashes, such as `max-key-states`. */
  flag: string;
  /** The environment variable read when the flag is not given, such as `STT_MOCK_MAX_KEY_STATES`. */
  env: string;
  fallback: number;
  min: number;
  /** Milliseconds that end in a timer: held to stt-service/shared-runtime's timerBoundProblem (2^31-1 ms). */
  timer?: boolean;
}

/**
 * A whole number from the flag, else its environment variable, else the fallback; anything else (a fraction,
 * a word, less than `min`) exits 2 naming where the value came from, so a stale variable is found.
 */
export function wholeNumberFlag(command: string, values: Values, spec: WholeNumberFlag): number {
  const given = values[spec.flag];
  const raw = typeof given === "string" ? given : process.env[spec.env];
  if (raw === undefined || raw === "") return spec.fallback;
  const number = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(number) || number < spec.min) {
    const source = typeof given === "string" ? `--${spec.flag}` : spec.env;
    failUsage(command, `${source} "${raw}" must be a whole number from ${spec.min} up.`);
  }
  const problem = spec.timer
    ? timerBoundProblem(typeof given === "string" ? `--${spec.flag}` : spec.env, number)
    : undefined;
  if (problem !== undefined) failUsage(command, problem);
  return number;
}

/** The connection timeouts of either mock (src/mock/timeouts.ts), as flags: the same three in both commands. */
export const timeoutFlags = {
  headersTimeoutMs: { flag: "headers-timeout-ms", env: "STT_MOCK_HEADERS_TIMEOUT_MS", min: 1, timer: true },
  requestTimeoutMs: { flag: "request-timeout-ms", env: "STT_MOCK_REQUEST_TIMEOUT_MS", min: 1, timer: true },
  idleTimeoutMs: { flag: "idle-timeout-ms", env: "STT_MOCK_IDLE_TIMEOUT_MS", min: 1, timer: true },
} as const;

/** parseArgs options for the timeout flags (values are read with wholeNumberFlag). */
export const timeoutOptions: Options = Object.fromEntries(
  Object.values(timeoutFlags).map(({ flag }) => [flag, { type: "string" }]),
);

/** The timeouts from the command line, the environment, or src/mock/timeouts.ts's defaults. */
export function readTimeouts(
  command: string,
  values: Values,
  defaults: Record<keyof typeof timeoutFlags, number>,
): Record<keyof typeof timeoutFlags, number> {
  const read = (key: keyof typeof timeoutFlags) =>
    wholeNumberFlag(command, values, { ...timeoutFlags[key], fallback: defaults[key] });
  return {
    headersTimeoutMs: read("headersTimeoutMs"),
    requestTimeoutMs: read("requestTimeoutMs"),
    idleTimeoutMs: read("idleTimeoutMs"),
  };
}

/**
 * The HTTP mock's minimum request-body data rate (src/mock/timeouts.ts), as flags: `npm run mock` only, the
 * streaming mock reading no bodies.
 */
export const bodyRateFlags = {
  minBodyBytesPerSecond: { flag: "min-body-rate", env: "STT_MOCK_MIN_BODY_RATE", min: 1 },
  bodyRateGraceMs: { flag: "body-rate-grace-ms", env: "STT_MOCK_BODY_RATE_GRACE_MS", min: 1, timer: true },
} as const;

/** parseArgs options for the body-rate flags (values are read with wholeNumberFlag). */
export const bodyRateOptions: Options = Object.fromEntries(
  Object.values(bodyRateFlags).map(({ flag }) => [flag, { type: "string" }]),
);

/** The minimum body data rate from the command line, the environment, or src/mock/timeouts.ts's defaults. */
export function readBodyRate(
  command: string,
  values: Values,
  defaults: Record<keyof typeof bodyRateFlags, number>,
): Record<keyof typeof bodyRateFlags, number> {
  const read = (key: keyof typeof bodyRateFlags) =>
    wholeNumberFlag(command, values, { ...bodyRateFlags[key], fallback: defaults[key] });
  return { minBodyBytesPerSecond: read("minBodyBytesPerSecond"), bodyRateGraceMs: read("bodyRateGraceMs") };
}
