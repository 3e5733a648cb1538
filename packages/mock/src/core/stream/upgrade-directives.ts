// Faults of the WebSocket upgrade itself, asked in the stream URL's path, before any frame: a stream URL
// `/__mock/refuse:<401|403|429|503>[:retry-after:<s>][:times:<n>]/transcribe-websocket` is refused as a gateway
// in front of the service refuses it. A path is the one thing a browser's WebSocket lets a page choose besides
// the subprotocols, so a page can ask for it too. The path comes from the client: parsing is bounded and strict,
// and a `/__mock/` path that does not parse is answered 400 with the grammar.
import { oneLine } from "../text.js";
import { boundedInteger, directiveBounds } from "./session-directives.js";

/** The statuses an upgrade can be refused with, and what each says. */
export const refusalStatuses: Record<number, string> = {
  401: "Unauthorized: a gateway rejected the key",
  403: "Forbidden: a gateway does not let this key stream",
  429: "Too Many Requests: too many sessions start at once",
  503: "Service Unavailable: the service is restarting",
};

/** The longest Retry-After the mock sends, in seconds. */
export const maxRetryAfterSeconds = 3600;

export interface UpgradeDirective {
  /** The directive as written in the path, which counts its uses. */
  text: string;
  status: number;
  /** Seconds, for 429 and 503 only (default 1); undefined for the others. */
  retryAfterSeconds: number | undefined;
  /** A key's first `after` upgrades are accepted (0: none), then the refusals start. */
  after: number;
  /** Then `times` upgrades with a key are refused, later ones accepted; undefined: every one refused. */
  times: number | undefined;
}

export const upgradeDirectiveGrammar =
  `/__mock/refuse:<401|403|429|503>[:retry-after:<s>][:after:<k>][:times:<n>]<stream path> ` +
  `(retry-after 0 to ${maxRetryAfterSeconds} s, with 429 and 503 only, default 1; after 0 to ${directiveBounds.times}: ` +
  `the key's first k upgrades are accepted; times 1 to ${directiveBounds.times})`;

/** What a path asks: nothing (not a `/__mock/` path), a directive, or a problem to answer with 400. */
export type ParsedUpgradePath = { directive: UpgradeDirective } | { problem: string } | undefined;

const prefix = "/__mock/";

/** The longest `/__mock/` path read; a valid one is under 100 characters. */
const maxPathLength = 512;

/** The client's path, quoted in a one-line answer: short, and no control character could split the answer. */
function shown(text: string): string {
  return oneLine(text.length > 80 ? `${text.slice(0, 80)}...` : text);
}

/** The upgrade fault a requested path (without its query) asks of the stream at `streamPath`. */
export function parseUpgradePath(requested: string, streamPath: string): ParsedUpgradePath {
  if (!requested.startsWith(prefix)) return undefined;
  const refuse = (what: string) => ({
    problem: `The mock path "${shown(requested)}" ${what}. The grammar: ${upgradeDirectiveGrammar.replace("<stream path>", streamPath)}.`,
  });
  if (requested.length > maxPathLength) return refuse(`is longer than ${maxPathLength} characters`);
  const rest = requested.slice(prefix.length);
  const slash = rest.indexOf("/");
  const text = slash < 0 ? rest : rest.slice(0, slash);
  if (slash < 0 || rest.slice(slash) !== streamPath) return refuse(`does not end with the stream's path ${streamPath}`);
  const parts = text.split(":");
  // The longest valid one, refuse:<status>:retry-after:<s>:after:<k>:times:<n>, has 8 parts.
  if (parts.length > 8) return refuse("has too many parts");
  if (parts.shift() !== "refuse") return refuse("names no upgrade fault the mock knows (refuse is the one)");
  const statusText = parts.shift();
  const status = boundedInteger(statusText, 599, 100);
  if (status === undefined || refusalStatuses[status] === undefined) {
    return refuse("needs a status of 401, 403, 429 or 503 after refuse:");
  }
  let retryAfterSeconds = status === 429 || status === 503 ? 1 : undefined;
  if (parts[0] === "retry-after") {
    parts.shift();
    if (retryAfterSeconds === undefined) return refuse("takes retry-after with 429 and 503 only");
    retryAfterSeconds = boundedInteger(parts.shift(), maxRetryAfterSeconds);
    if (retryAfterSeconds === undefined) return refuse(`needs retry-after from 0 to ${maxRetryAfterSeconds} s`);
  }
  let after = 0;
  if (parts[0] === "after") {
    parts.shift();
    const value = boundedInteger(parts.shift(), directiveBounds.times);
    if (value === undefined) return refuse(`needs after from 0 to ${directiveBounds.times}`);
    after = value;
  }
  let times: number | undefined;
  if (parts[0] === "times") {
    parts.shift();
    times = boundedInteger(parts.shift(), directiveBounds.times, 1);
    if (times === undefined) return refuse(`needs times from 1 to ${directiveBounds.times}`);
  }
  if (parts.length > 0) return refuse(`has parts the grammar does not take (${shown(parts.join(":"))})`);
  return { directive: { text, status, retryAfterSeconds, after, times } };
}

/** The refusal's one-line body: on purpose, and what the status means (the SDK quotes a refusal's first line). */
export function refusalBody(directive: UpgradeDirective): string {
  const retry = directive.retryAfterSeconds === undefined ? "" : ` Retry after ${directive.retryAfterSeconds} s.`;
  return `Refused on purpose by the mock (${directive.text}): ${directive.status} ${refusalStatuses[directive.status]}.${retry}`;
}
