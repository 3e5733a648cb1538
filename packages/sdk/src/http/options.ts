// The client's options, checked once at construction: a bad option fails there, before any I/O, with a
// ServiceConfigError that says what was wrong and what to do (and never repeats the key).

import {
  checkHeaders,
  checkKeyInBrowser,
  checkLogger,
  checkMilliseconds,
  checkNumber,
  checkOptionNames,
  checkServiceUrl,
  isPrintableKey,
  mintInPage,
  type NumberRule,
} from "../core/checks.js";
import { environment, resolveLogLevel } from "../core/environment.js";
import { consoleLogger, type Logger, type LogLevel, RedactingLogger } from "../core/logger.js";
import { ServiceConfigError } from "../generated/errors.js";
import { defaultBaseUrl } from "../generated/http/operations.js";

/** Options of `AsyncServiceClient` (and, without `fetch`, of `SyncServiceClient`): the key, where the service is, and how calls behave. */
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
  /**
   * Lets a long-lived `apiKey` be used in a browser, which is refused otherwise (a ServiceConfigError): in a
   * page, an iframe or a worker (module, shared or service worker), anyone who opens the page can read the key. A page should call the HTTP API through its backend, and
   * stream with a temporary key its backend mints (`RealtimeServiceClient`'s `temporaryKey`). For an
   * internal tool, or a page that only talks to the mock, pass `true`: HTTP calls then work from the page,
   * while the stream still takes only a temporary key there, which this client can mint
   * (`auth.createTemporaryKey`). Default false; Node never checks.
   */
  dangerouslyAllowBrowser?: boolean;
}

export interface ResolvedClientOptions {
  apiKey: string;
  baseUrl: string;
  /** Where the base URL came from: a call that gets no answer from the default says how to reach the mock. */
  baseUrlSource: "baseUrl" | "STT_BASE_URL" | "default";
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
  "dangerouslyAllowBrowser",
] as const satisfies readonly (keyof ClientOptions)[];

export const defaultTimeoutMs = 60_000;
export const defaultMaxRetries = 2;
export const defaultMaxResponseBytes = 64 * 1024 * 1024;
/** How maxRetries is checked, in the constructor and per call (timeoutMs: checkMilliseconds, in both too). */
export const retriesRule: NumberRule = { integer: true, min: 0, exclusive: false, max: 10 };

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
  checkKeyInBrowser(
    apiKey,
    options.dangerouslyAllowBrowser,
    "Call the HTTP API from your backend, which keeps the key; to stream from the page, have the backend mint a temporary key (POST /auth/temporary-api-key) and pass it as RealtimeServiceClient's temporaryKey. " +
      "If you know the risk (an internal tool, a page that only talks to the mock), pass { dangerouslyAllowBrowser: true } for HTTP calls; " +
      `the stream still refuses a long-lived key from a page, so stream with a temporary key the page mints: ${mintInPage} as RealtimeServiceClient's temporaryKey.`,
  );

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

  const timeoutMs = checkMilliseconds("timeoutMs", options.timeoutMs, defaultTimeoutMs);
  const maxRetries = checkNumber("maxRetries", options.maxRetries, defaultMaxRetries, retriesRule);
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
  const defaultHeaders = checkHeaders("defaultHeaders", options.defaultHeaders);
  const maxResponseBytes = checkNumber("maxResponseBytes", options.maxResponseBytes, defaultMaxResponseBytes, {
    integer: true,
    unit: "bytes",
  });
  return {
    apiKey,
    baseUrl,
    baseUrlSource:
      baseUrlSetting === undefined ? "default" : options.baseUrl !== undefined ? "baseUrl" : "STT_BASE_URL",
    timeoutMs,
    maxRetries,
    // Called unbound, as some fetch implementations (browsers') require.
    fetch: (input, init) => fetchFunction(input, init),
    logger: new RedactingLogger(logger, logLevel, [apiKey]),
    defaultHeaders,
    maxResponseBytes,
  };
}
