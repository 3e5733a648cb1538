// Settings from the environment, where there is one (Node; not browsers).
import { type LogLevel, parseLogLevel } from "./logger.js";

export function environment(name: string): string | undefined {
  const value = typeof process === "undefined" ? undefined : process.env?.[name];
  return value === undefined || value === "" ? undefined : value;
}

/** The log level: the option, else `STT_LOG`, else `warn`. */
export function resolveLogLevel(option: LogLevel | undefined): LogLevel {
  if (option !== undefined) return parseLogLevel(option, "logLevel");
  const fromEnvironment = environment("STT_LOG");
  return fromEnvironment === undefined ? "warn" : parseLogLevel(fromEnvironment, "STT_LOG");
}

/** Node runs this code: `process.versions.node` is Node's own (Bun and Deno set it too, and are servers alike). */
function isNode(): boolean {
  return typeof process !== "undefined" && typeof process.versions?.node === "string";
}

/**
 * A browser: any scope that is not Node. A page or an iframe (`window`), and every worker (module `Worker`,
 * `SharedWorker`, Service Worker: `self`, a `WorkerGlobalScope`, with no `window` or `document`), whose code
 * anyone who opens the page can read like the page's. jsdom and happy-dom set `window` and `document` in
 * Node's test runners, where a key is no more exposed than anywhere else in Node: they count as Node. The
 * one rule of every client's key checks.
 */
export function isBrowser(): boolean {
  return !isNode() && (typeof self !== "undefined" || typeof window !== "undefined");
}
