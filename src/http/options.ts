// The client's options, checked once at construction: a bad option fails there, before any I/O, with a
// ServiceConfigError that says what was wrong and what to do (and never repeats the key).
import { ServiceConfigError } from "../../generated/errors.js";
import { defaultBaseUrl } from "../../generated/http/operations.js";
import { checkLogger, checkOptionNames, checkServiceUrl, isPrintableKey } from "../config-checks.js";
import { environment, resolveLogLevel } from "../environment.js";
import { consoleLogger, type Logger, type LogLevel, RedactingLogger } from "./logger.js";

export interface ClientOptions {
  /** The API key. Default: the `STT_API_KEY` environment variable. */
  apiKey?: string;
  /** The base URL, including the version prefix. Default: `STT_BASE_URL`, then the spec's first server. */
  baseUrl?: string;
  /** The deadline of each attempt, in milliseconds. Default: 60 000. */
  timeoutMs?: number;
  /** How many times a failed attempt that may succeed when repeated is retried. Default: 2. */
  maxRetries?: number;
  /** The fetch to use. Default: the global fetch. */
  fetch?: typeof fetch;
  /** Where log lines go. Default: the console. */
  logger?: Logger;
  /** The lowest level logged. Default: `STT_LOG`, else `warn`. */
  logLevel?: LogLevel;
  /** Headers sent with every request. */
  defaultHeaders?: Record<string, string>;
  /**
   * The longest response body read, in bytes; a longer one is not downloaded past this point and rejects
   * with a ServiceAPIError that is not retried. Default: 67 108 864 (64 MiB), above any real answer: the
   * largest, a transcription of 300 minutes of fast speech with translation, holds about 200 000 tokens of
   * some 200 bytes each with every field, about 40 MB.
   */
  maxResponseBytes?: number;
}

export interface ResolvedClientOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  fetch: typeof fetch;
  logger: RedactingLogger;
  defaultHeaders: Record<string, string>;
  maxResponseBytes: number;
}

/** Every option of ClientOptions: any other name is refused (a typo would otherwise go unnoticed). */
export const clientOptionNames = [
  "apiKey",
  "baseUrl",
  "timeoutMs",
  "maxRetries",
  "fetch",
  "logger",
  "logLevel",
  "defaultHeaders",
  "maxResponseBytes",
] as const satisfies readonly (keyof ClientOptions)[];

export const defaultTimeoutMs = 60_000;
export const defaultMaxRetries = 2;
export const defaultMaxResponseBytes = 64 * 1024 * 1024;
const maxAllowedRetries = 10;

/** `known`: the options this client takes (the sync client and createFetchClient take fewer). */
export function resolveClientOptions(
  options: ClientOptions = {},
  known: readonly string[] = clientOptionNames,
): ResolvedClientOptions {
  if (typeof options !== "object" || options === null) {
    throw new ServiceConfigError("The client options must be an object, such as { apiKey }.");
  }
  checkOptionNames(options, known);
  const apiKey = options.apiKey ?? environment("STT_API_KEY");
  if (apiKey === undefined || apiKey === "") {
    throw new ServiceConfigError("No API key: pass { apiKey } or set the STT_API_KEY environment variable.");
  }
  // Printable ASCII only: anything else cannot travel in an Authorization header.
  if (!isPrintableKey(apiKey)) {
    throw new ServiceConfigError("The API key must be a string of printable ASCII characters, without spaces.");
  }

  const baseUrlSetting = options.baseUrl ?? environment("STT_BASE_URL");
  const baseUrl =
    baseUrlSetting === undefined
      ? defaultBaseUrl
      : // Paths are appended to it: no trailing slash.
        checkServiceUrl(
          baseUrlSetting,
          options.baseUrl !== undefined ? "baseUrl" : "STT_BASE_URL",
          ["https:", "http:"],
          defaultBaseUrl,
        ).replace(/\/+$/, "");

  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  if (typeof timeoutMs !== "number" || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new ServiceConfigError(`timeoutMs is ${String(timeoutMs)}; give a number of milliseconds above 0.`);
  }
  const maxRetries = options.maxRetries ?? defaultMaxRetries;
  if (!Number.isInteger(maxRetries) || maxRetries < 0 || maxRetries > maxAllowedRetries) {
    throw new ServiceConfigError(
      `maxRetries is ${String(maxRetries)}; give a whole number from 0 to ${maxAllowedRetries}.`,
    );
  }
  const fetchFunction = options.fetch ?? globalThis.fetch;
  if (typeof fetchFunction !== "function") {
    throw new ServiceConfigError(
      options.fetch === undefined
        ? "No fetch: this runtime has no global fetch, so pass { fetch }."
        : `fetch is ${typeof options.fetch}; pass a function with the signature of the global fetch.`,
    );
  }
  const logLevel = resolveLogLevel(options.logLevel);
  const logger = options.logger ?? consoleLogger;
  checkLogger(logger);
  const defaultHeaders = checkDefaultHeaders(options.defaultHeaders ?? {});
  const maxResponseBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
  if (!Number.isSafeInteger(maxResponseBytes) || maxResponseBytes <= 0) {
    throw new ServiceConfigError(
      `maxResponseBytes is ${String(maxResponseBytes)}; give a whole number of bytes above 0 (default ${defaultMaxResponseBytes}).`,
    );
  }
  return {
    apiKey,
    baseUrl,
    timeoutMs,
    maxRetries,
    // Called unbound, as some fetch implementations (browsers') require.
    fetch: (input, init) => fetchFunction(input, init),
    logger: new RedactingLogger(logger, logLevel, [apiKey]),
    defaultHeaders,
    maxResponseBytes,
  };
}

/** A header name is an HTTP token (RFC 9110 5.6.2). */
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A header value: visible characters, spaces and tabs, no line breaks (which would start another header). */
const headerValue = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Refuses headers that fetch would reject on every call (as a retried network error) or, worse, that
 * would smuggle another header in. A value is never quoted back: it may be a credential.
 */
function checkDefaultHeaders(headers: Record<string, string>): Record<string, string> {
  const prototype = typeof headers === "object" && headers !== null ? Object.getPrototypeOf(headers) : undefined;
  // A Headers or Map instance has no entries of its own: its headers would be dropped without a word.
  if (prototype !== Object.prototype && prototype !== null) {
    throw new ServiceConfigError(
      'defaultHeaders must be a plain object of names and values, such as { "x-team": "a" }.',
    );
  }
  for (const [name, value] of Object.entries(headers)) {
    if (!headerName.test(name)) {
      throw new ServiceConfigError(
        `defaultHeaders has the name ${JSON.stringify(name)}, which is not a header name: use letters, digits and !#$%&'*+.^_\`|~- only.`,
      );
    }
    if (typeof value !== "string") throw new ServiceConfigError(`defaultHeaders["${name}"] must be a string.`);
    if (!headerValue.test(value)) {
      throw new ServiceConfigError(
        `defaultHeaders["${name}"] holds a line break or a character a header cannot carry; give printable text on one line.`,
      );
    }
    if (name.toLowerCase() === "authorization") {
      throw new ServiceConfigError("defaultHeaders must not set Authorization; pass the key as apiKey.");
    }
  }
  return headers;
}
