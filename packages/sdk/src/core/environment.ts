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

/**
 * A browser page: a window and a document, and not Node. jsdom and happy-dom set both globals in Node's
 * test runners, where a key is no more exposed than anywhere else in Node: `process.versions.node` tells them apart.
 */
export function isBrowserPage(): boolean {
  const node = typeof process !== "undefined" && typeof process.versions?.node === "string";
  return !node && typeof window !== "undefined" && typeof document !== "undefined";
}
