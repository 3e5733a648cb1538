// Checks the clients share for their options: a key that can travel in a header or a subprotocol, and a
// service URL that cannot leak one. Each throws a ServiceConfigError saying what to do, never the key.
import { ServiceConfigError } from "../generated/errors.js";

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
