// Where the consoles send their requests, shared by every console of the page: the mock running in the page
// (the default; its key is made up here, since it guards nothing), or a server the reader names with their
// key. The key of a named server is kept in sessionStorage only (gone when the tab closes, never in a URL or
// in code shown), and only servers the page's Content-Security-Policy lets it reach can be named: the build
// widens `connect-src` to the spec's servers' origins and to loopback (a reader's stt-mock), nothing else.
// A named server the page cannot reach stays the reader's choice, refused: a console then sends nothing,
// rather than quietly asking another server and showing its answer as if the named one had given it.
declare const TRY_IT_SERVERS: string[];
/** The server the code views name when the in-page mock answered: one a reader can call from their shell. */
declare const TRY_IT_CODE_SERVER: string;

const serverKey = "stt-try-it.server";
const apiKeyKey = "stt-try-it.key";
/** Said on `document` when a console's server panel changes the choice, so that the others show it too. */
export const serverChangedEvent = "stt-try-it:server";

export type Target =
  | { kind: "in-page"; baseUrl: string; apiKey: string }
  | { kind: "named"; baseUrl: string; apiKey: string }
  /** A server named that the page may not reach (or no URL yet): nothing is sent; `reason` says what to do. */
  | { kind: "refused"; baseUrl: string; reason: string };

/** The server the code views name for a request to `target`: the one it went to, unless that is the page's own. */
export function codeServerOf(target: Target): string {
  // A refused server is still one a shell can call (no page policy binds it), unless it is no URL at all.
  if (target.kind === "refused" && !URL.canParse(target.baseUrl)) return TRY_IT_CODE_SERVER;
  return target.kind === "in-page" ? TRY_IT_CODE_SERVER : target.baseUrl;
}

/** The server the reader named (its URL may be empty, or refused), or undefined when the in-page mock is chosen. */
export function namedServer(): { baseUrl: string; apiKey: string } | undefined {
  const baseUrl = sessionStorage.getItem(serverKey);
  return baseUrl === null ? undefined : { baseUrl, apiKey: sessionStorage.getItem(apiKeyKey) ?? "" };
}

/** Why the page cannot reach `baseUrl`, or undefined when it can. */
export function refusalOf(baseUrl: string): string | undefined {
  if (baseUrl.trim() === "")
    return "No server named: give its base URL, /v1 included, such as http://127.0.0.1:4010/v1.";
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return "That is not a URL: give the server's base URL, /v1 included, such as http://127.0.0.1:4010/v1.";
  }
  const allowed = TRY_IT_SERVERS.some((source) => {
    const [scheme, host, port] = /^(\w+):\/\/([^:/]+)(?::(\*|\d+))?$/.exec(source)?.slice(1) ?? [];
    return url.protocol === `${scheme}:` && url.hostname === host && (port === "*" || url.port === (port ?? ""));
  });
  return allowed
    ? undefined
    : `This page's Content-Security-Policy lets it reach only ${TRY_IT_SERVERS.join(", ")}: nothing is sent to ${url.origin}. Name a server there, choose the mock running in this page, or run the curl line below from your shell.`;
}

export function nameServer(baseUrl: string, apiKey: string): void {
  sessionStorage.setItem(serverKey, baseUrl);
  sessionStorage.setItem(apiKeyKey, apiKey);
  document.dispatchEvent(new Event(serverChangedEvent));
}

export function useInPageMock(): void {
  sessionStorage.removeItem(serverKey);
  sessionStorage.removeItem(apiKeyKey);
  document.dispatchEvent(new Event(serverChangedEvent));
}

/** Where a request goes now; the in-page mock is started on the first request that goes to it. */
export async function currentTarget(): Promise<Target> {
  const named = namedServer();
  if (named) {
    const reason = refusalOf(named.baseUrl);
    return reason ? { kind: "refused", baseUrl: named.baseUrl, reason } : { kind: "named", ...named };
  }
  const { inPageMock, visitorKey } = await import("../in-page-mock.js");
  return { kind: "in-page", baseUrl: (await inPageMock()).httpBaseUrl, apiKey: visitorKey };
}
