// Where the consoles send their requests, shared by every console of the page: the mock running in the page
// (the default; its key is made up here, since it guards nothing), or a server the reader names with their
// key. The key of a named server is kept in sessionStorage only (gone when the tab closes, never in a URL or
// in code shown), and only servers the page's Content-Security-Policy lets it reach can be named: the build
// widens `connect-src` to the spec's servers' origins and to loopback (a reader's stt-mock), nothing else.
declare const TRY_IT_SERVERS: string[];

const serverKey = "stt-try-it.server";
const apiKeyKey = "stt-try-it.key";

export interface Target {
  kind: "in-page" | "named";
  baseUrl: string;
  apiKey: string;
}

export function namedServer(): { baseUrl: string; apiKey: string } | undefined {
  const baseUrl = sessionStorage.getItem(serverKey);
  return baseUrl ? { baseUrl, apiKey: sessionStorage.getItem(apiKeyKey) ?? "" } : undefined;
}

/** Why the page cannot reach `baseUrl`, or undefined when it can. */
export function refusalOf(baseUrl: string): string | undefined {
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
    : `This page's Content-Security-Policy lets it reach only ${TRY_IT_SERVERS.join(", ")}; name a server there.`;
}

export function nameServer(baseUrl: string, apiKey: string): void {
  sessionStorage.setItem(serverKey, baseUrl);
  sessionStorage.setItem(apiKeyKey, apiKey);
}

export function useInPageMock(): void {
  sessionStorage.removeItem(serverKey);
  sessionStorage.removeItem(apiKeyKey);
}

/** Where a request goes now; the in-page mock is started on the first request that goes to it. */
export async function currentTarget(): Promise<Target> {
  const named = namedServer();
  if (named) return { kind: "named", ...named };
  const { inPageMock, visitorKey } = await import("../in-page-mock.js");
  return { kind: "in-page", baseUrl: (await inPageMock()).httpBaseUrl, apiKey: visitorKey };
}
