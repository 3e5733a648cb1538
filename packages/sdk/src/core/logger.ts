// The SDK's logging: a small Logger interface (console by default), a level, and redaction of secrets on
// every line, whatever logger the caller plugs in.
import { ServiceConfigError } from "../generated/errors.js";
import { redactText, redactValue } from "./redaction.js";

/** How much the SDK logs: lines of this level and above; `off` logs nothing. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "off";

/** The structured fields of a log line (keys and secrets are redacted before a logger sees them). */
export type LogFields = Record<string, unknown>;

/** Where log lines go. Any object with these four methods will do, such as `console` or a pino logger. */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export const logLevels: readonly LogLevel[] = ["debug", "info", "warn", "error", "off"];

export function parseLogLevel(value: string, source: string): LogLevel {
  const level = value.trim().toLowerCase();
  if ((logLevels as readonly string[]).includes(level)) return level as LogLevel;
  throw new ServiceConfigError(`${source} is "${value}"; use one of ${logLevels.join(", ")}.`);
}

/** A console method that tags its lines, and passes fields only when there are some. */
function toConsole(level: Exclude<LogLevel, "off">): Logger[typeof level] {
  return (message, fields) => console[level](`[stt-service] ${message}`, ...(fields ? [fields] : []));
}

export const consoleLogger: Logger = {
  debug: toConsole("debug"),
  info: toConsole("info"),
  warn: toConsole("warn"),
  error: toConsole("error"),
};

/** A logger that drops lines below its level and removes the given secrets from the rest. */
export class RedactingLogger implements Logger {
  constructor(
    private readonly target: Logger,
    readonly level: LogLevel,
    private readonly secrets: readonly string[],
  ) {}

  enabled(level: Exclude<LogLevel, "off">): boolean {
    // logLevels runs from the most verbose to off: a level's place in it is its severity.
    return logLevels.indexOf(level) >= logLevels.indexOf(this.level);
  }

  debug(message: string, fields?: LogFields): void {
    this.write("debug", message, fields);
  }
  info(message: string, fields?: LogFields): void {
    this.write("info", message, fields);
  }
  warn(message: string, fields?: LogFields): void {
    this.write("warn", message, fields);
  }
  error(message: string, fields?: LogFields): void {
    this.write("error", message, fields);
  }

  private write(level: Exclude<LogLevel, "off">, message: string, fields: LogFields | undefined): void {
    if (!this.enabled(level)) return;
    const safeMessage = redactText(message, this.secrets);
    if (fields === undefined) this.target[level](safeMessage);
    else this.target[level](safeMessage, redactValue(fields, this.secrets) as LogFields);
  }
}
