// The option checks of every client and every call, in one style: each takes the option's name and value,
// returns the value to use, and throws a ServiceConfigError saying what was wrong and what to give instead,
// never quoting a key or a header's value.
import { ServiceConfigError } from "../generated/errors.js";
import { temporaryKeyForm } from "../generated/http/operations.js";
import { isBrowser } from "./environment.js";
import type { Logger } from "./logger.js";

/** A name as a typo would miss it: case, `_` and `-` ignored (`timeout_ms`, `baseURL`). */
function folded(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, "");
}

/** Letters to change, add or remove to turn one name into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** The known name a misspelt one most likely meant, if any is close. */
export function likelyName(name: string, known: readonly string[]): string | undefined {
  const wanted = folded(name);
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const other = folded(candidate);
    // A name cut short (`enable_endpoint_detect`) is as likely as a typo.
    const cut = wanted.length >= 6 && (other.startsWith(wanted) || wanted.startsWith(other));
    const distance = cut ? 1 : editDistance(wanted, other);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  // Two letters off in a long name, one in a short one: further than that is another word.
  return bestDistance <= (wanted.length > 4 ? 2 : 1) ? best : undefined;
}

/**
 * Refuses a name that is not an option: a typo such as `baseURL` or `timeoutMS` would otherwise be ignored.
 * `where` names the call, for options passed to one.
 */
export function checkOptionNames(options: object, known: readonly string[], where?: string): void {
  for (const name of Object.keys(options)) {
    if (known.includes(name)) continue;
    const near = likelyName(name, known);
    throw new ServiceConfigError(
      `${where ? `${where}: u` : "U"}nknown option "${name}"${near ? `; did you mean "${near}"?` : "."} The options are ${known.join(", ")}.`,
    );
  }
}

/** An object of options, or undefined for none. */
export function checkOptionsObject<Options extends object>(value: Options | undefined, what: string): Options {
  if (value === undefined) return {} as Options;
  if (typeof value !== "object" || value === null) {
    throw new ServiceConfigError(`${what} must be an object of options, or left out.`);
  }
  return value;
}

/** The options of a call such as `stream()`: an object of them or none, holding only the names it knows. */
export function checkCallOptions<Options extends object>(
  value: Options | undefined,
  call: string,
  known: readonly string[],
): Options {
  const given = checkOptionsObject(value, `${call} options`);
  checkOptionNames(given, known, call);
  return given;
}

export interface NumberRule {
  /** The least value allowed, or the value it must be above with `exclusive`. Default: above 0. */
  min?: number;
  /** The value must be above `min`, not equal to it. Default true. */
  exclusive?: boolean;
  max?: number;
  integer?: boolean;
  /** What the number counts, for the message: `milliseconds`, `bytes`. */
  unit?: string;
}

/** A number option: `value`, else `fallback`, within the rule. */
export function checkNumber(name: string, value: unknown, fallback: number, rule: NumberRule = {}): number {
  if (value === undefined) return fallback;
  const { min = 0, exclusive = true, max, integer = false, unit } = rule;
  const valid =
    typeof value === "number" &&
    (integer ? Number.isSafeInteger(value) : Number.isFinite(value)) &&
    (exclusive ? value > min : value >= min) &&
    (max === undefined || value <= max);
  if (valid) return value;
  const what = `${integer ? "whole number" : "number"}${unit ? ` of ${unit}` : ""}`;
  const range =
    max !== undefined
      ? exclusive
        ? `above ${min}, at most ${max}`
        : `from ${min} to ${max}`
      : `${exclusive ? "above" : "of at least"} ${min}`;
  throw new ServiceConfigError(`${name} is ${String(value)}; give a ${what} ${range} (default ${fallback}).`);
}

/**
 * The longest wait a timer can hold: Node and browsers keep a timer's delay in a signed 32-bit number and
 * treat anything longer as 1 ms, so a time-out of 2³¹ ms would fire at once instead of in 24.8 days.
 */
export const maxTimerMs = 2 ** 31 - 1;

/**
 * Why a time given as `name` is refused, or undefined when it fits a timer. `value` counts `unitMs`
 * milliseconds (1000 for a flag in seconds, named by `unit`, such as " s"); `instead` says how to ask for no
 * time-out where the option has one. The SDK's checks, the mock's flags and the kit's flags word it so.
 */
export function timerBoundProblem(
  name: string,
  value: number,
  { unitMs = 1, unit = "", instead }: { unitMs?: number; unit?: string; instead?: string } = {},
): string | undefined {
  if (!(value * unitMs > maxTimerMs)) return undefined;
  const most = Math.floor(maxTimerMs / unitMs);
  return `${name} is ${value}${unit}, longer than a timer can wait (${maxTimerMs} ms, about 24.8 days; a longer one fires at once): give at most ${most}${unit}${instead ? `, or ${instead}` : ""}.`;
}

/**
 * A number of milliseconds that ends in a timer (a time-out, an interval, a delay): `value`, else `fallback`,
 * within the rule and at most maxTimerMs. Refused rather than clamped: a caller who passed 2³¹ to mean "as
 * long as it takes" learns at once that no timer does that, and how to say it instead (`instead`).
 */
export function checkMilliseconds(
  name: string,
  value: unknown,
  fallback: number,
  rule: Omit<NumberRule, "unit" | "max"> = {},
  instead?: string,
): number {
  const problem = typeof value === "number" ? timerBoundProblem(name, value, { instead }) : undefined;
  if (problem !== undefined) throw new ServiceConfigError(problem);
  return checkNumber(name, value, fallback, { ...rule, unit: "milliseconds" });
}

export function checkFunction(name: string, value: unknown, what: string): void {
  if (value !== undefined && typeof value !== "function") {
    throw new ServiceConfigError(`${name} is ${typeof value}; pass ${what}.`);
  }
}

export function checkString(name: string, value: unknown): void {
  if (value !== undefined && (typeof value !== "string" || value === "")) {
    throw new ServiceConfigError(`${name} must be a non-empty string.`);
  }
}

export function checkSignal(name: string, value: unknown): void {
  if (value !== undefined && !(typeof AbortSignal !== "undefined" && value instanceof AbortSignal)) {
    throw new ServiceConfigError(`${name} must be an AbortSignal, such as new AbortController().signal.`);
  }
}

export function checkLogger(logger: Logger): void {
  for (const method of ["debug", "info", "warn", "error"] as const) {
    if (typeof logger?.[method] !== "function") {
      throw new ServiceConfigError(
        `logger.${method} is not a function; pass an object with debug, info, warn and error.`,
      );
    }
  }
}

/** Printable ASCII without spaces: anything else cannot travel in an Authorization header or subprotocol. */
export function isPrintableKey(value: unknown): value is string {
  return typeof value === "string" && /^[!-~]+$/.test(value);
}

/** A key of the form the contract gives temporary keys (`POST /auth/temporary-api-key`'s `api_key`). */
export function isTemporaryKey(key: string): boolean {
  return key.length <= temporaryKeyForm.maxLength && temporaryKeyForm.pattern.test(key);
}

/** The code a page with no backend mints a stream's temporary key with: both clients' advice quotes it. */
export const mintInPage =
  '(await new AsyncServiceClient({ apiKey, dangerouslyAllowBrowser: true }).auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 })).api_key';

/**
 * Refuses a long-lived key in a browser (a page, an iframe or any worker), where anyone who opens the page can read it, unless the caller
 * opted in by name (`dangerouslyAllowBrowser`, openai-node's convention). A temporary key may be there: that
 * is what it is for. `instead` says what the page should do, which differs by client: the opt-in serves
 * HTTP calls only, since the stream takes a temporary key alone from a page, so each client's advice says
 * how to stream too (advice that led to the stream's 401 is worse than none).
 */
export function checkKeyInBrowser(apiKey: string | undefined, allow: unknown, instead: string): void {
  if (allow !== undefined && typeof allow !== "boolean") {
    throw new ServiceConfigError("dangerouslyAllowBrowser must be true or false.");
  }
  if (apiKey === undefined || allow === true || isTemporaryKey(apiKey) || !isBrowser()) return;
  throw new ServiceConfigError(
    `A long-lived apiKey in a browser: a page or a worker must never hold one, since anyone who opens the page can read it. ${instead}`,
  );
}

/**
 * Refuses a `temporaryKey` (`where` says whether given or resolved) without the temporary keys' form, in every
 * runtime. In a browser a long-lived key would leave the page in the WebSocket's subprotocol, which the server
 * refuses only once it has arrived; Node would send it in the Authorization header, where the server takes it,
 * so a test in Node would pass with the mistake that breaks the page. `dangerouslyAllowBrowser` does not cover
 * it: the stream takes no other key from a page. A long-lived key is `apiKey`, which Node may use.
 */
export function checkTemporaryKey(key: string, where: string): void {
  if (isTemporaryKey(key)) return;
  throw new ServiceConfigError(
    `${where} is not a temporary key (${temporaryKeyForm.pattern.source}, at most ${temporaryKeyForm.maxLength} characters), the one key a page may stream with: ` +
      "pass the api_key of POST /auth/temporary-api-key, which your backend mints with the key it keeps. In Node, a long-lived key is apiKey (sent in the Authorization header).",
  );
}

/** A header name is an HTTP token (RFC 9110 5.6.2). */
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A header value: visible characters, spaces and tabs, no line breaks (which would start another header). */
const headerValue = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Headers (`name` says which option): refuses what fetch would reject on every call (as a retried network
 * error) or, worse, what would smuggle another header in. A value is never quoted back: it may be a
 * credential.
 */
export function checkHeaders(name: string, headers: unknown): Record<string, string> {
  if (headers === undefined) return {};
  const prototype = typeof headers === "object" && headers !== null ? Object.getPrototypeOf(headers) : undefined;
  // A Headers or Map instance has no entries of its own: its headers would be dropped without a word.
  if (prototype !== Object.prototype && prototype !== null) {
    throw new ServiceConfigError(`${name} must be a plain object of names and values, such as { "x-team": "a" }.`);
  }
  for (const [header, value] of Object.entries(headers as object)) {
    if (!headerName.test(header)) {
      throw new ServiceConfigError(
        `${name} has the name ${JSON.stringify(header)}, which is not a header name: use letters, digits and !#$%&'*+.^_\`|~- only.`,
      );
    }
    if (typeof value !== "string") throw new ServiceConfigError(`${name}["${header}"] must be a string.`);
    if (!headerValue.test(value)) {
      throw new ServiceConfigError(
        `${name}["${header}"] holds a line break or a character a header cannot carry; give printable text on one line.`,
      );
    }
    if (header.toLowerCase() === "authorization") {
      throw new ServiceConfigError(`${name} must not set Authorization; pass the key as apiKey.`);
    }
  }
  return headers as Record<string, string>;
}

/**
 * A service URL (`source` names the option or variable it came from): one of `protocols`, without
 * credentials, a query or a fragment, since URLs get logged and keys never go in them. Returns origin and
 * path.
 */
export function checkServiceUrl(value: string, source: string, protocols: readonly string[], example: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ServiceConfigError(`${source} "${value}" is not a URL; give one such as ${example}.`);
  }
  if (!protocols.includes(url.protocol)) {
    const names = protocols.map((protocol) => protocol.replace(":", ""));
    throw new ServiceConfigError(`${source} must use ${names.join(" or ")}, not ${url.protocol}`);
  }
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
    throw new ServiceConfigError(
      `${source} must not carry credentials, a query or a fragment (${url.origin}${url.pathname}); pass the key as an option.`,
    );
  }
  return `${url.origin}${url.pathname}`;
}
