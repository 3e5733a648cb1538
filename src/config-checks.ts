// Checks the clients share for their options: only options they know, a key that can travel in a header
// or a subprotocol, a service URL that cannot leak one, a logger with its four methods. Each throws a
// ServiceConfigError saying what to do, never the key.
import { ServiceConfigError } from "../generated/errors.js";
import type { Logger } from "./http/logger.js";

/** Refuses an option the client does not know: a typo such as `baseURL` would otherwise be ignored. */
export function checkOptionNames(options: object, known: readonly string[]): void {
  for (const name of Object.keys(options)) {
    if (known.includes(name)) continue;
    const near = known.find((option) => option.toLowerCase() === name.toLowerCase());
    throw new ServiceConfigError(
      `Unknown option "${name}"${near ? `; did you mean "${near}"?` : "."} The options are ${known.join(", ")}.`,
    );
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
