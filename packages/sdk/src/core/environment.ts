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
