// The head of a request to the HTTP mock, read once before its body: the method, the path and query as sent,
// the headers as the contract engine reads them, and what the mock acts on from them: the bearer key, the
// `Prefer` header (an example or a status asked for), the content type and declared length, the operation's
// Idempotency-Key.
import type { IHttpRequest } from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";

/** What a `Prefer` header asks of the mock: a status, a named example, or random data instead of examples. */
export interface Prefer {
  code?: number;
  exampleKey?: string;
  dynamic?: boolean;
}

export interface RequestHead {
  /** Lower case, as the engine takes it. */
  method: IHttpRequest["method"];
  /** The path as sent, with the base path: a URL parser resolves `/files/%2E%2E` to `/`, hiding what was asked. */
  pathname: string;
  query: Record<string, string | string[]>;
  /** Every header, as the engine reads them; the body reading updates the length fields. */
  headers: Record<string, string>;
  /** The page's `Origin`, for the answer's CORS headers. */
  origin: string | null;
  /** Where the request was sent (scheme, host and port), for an answer that names the base URL. */
  serverOrigin: string;
  apiKey: string | undefined;
  prefer: Prefer;
  contentType: string;
  /** The Content-Length as sent; 0 without one. */
  contentLength: number;
}

/** The head of a web Request; `target` is the path and query as sent, when the transport has them. */
export function readRequestHead(request: Request, target?: string): RequestHead {
  const url = new URL(request.url);
  const sent = target ?? `${url.pathname}${url.search}`;
  const queryAt = sent.indexOf("?");
  const headers = headersOf(request.headers);
  return {
    method: request.method.toLowerCase() as IHttpRequest["method"],
    pathname: queryAt < 0 ? sent : sent.slice(0, queryAt),
    query: queryOf(new URL(sent, "http://mock.invalid")),
    headers,
    origin: request.headers.get("origin"),
    serverOrigin: url.origin,
    apiKey: bearerOf(request.headers.get("authorization")),
    prefer: parsePrefer(headers.prefer),
    contentType: request.headers.get("content-type") ?? "",
    contentLength: Number(request.headers.get("content-length") ?? 0),
  };
}

export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = {};
  for (const part of (header ?? "").split(/[,;]/)) {
    const [name = "", value = ""] = part
      .trim()
      .split("=")
      .map((text) => text.trim());
    if (name === "code" && /^\d{3}$/.test(value)) prefer.code = Number(value);
    else if (name === "example" && value) prefer.exampleKey = value;
    else if (name === "dynamic") prefer.dynamic = value === "true";
  }
  return prefer;
}

export function bearerOf(authorization: string | null | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
}

/** The value of the operation's Idempotency-Key header, under the name the contract gives it. */
export function idempotencyKeyOf(operation: IHttpOperation | undefined, headers: Headers): string | null {
  const name = operation?.request?.headers?.find((header) => header.name.toLowerCase() === "idempotency-key")?.name;
  return name ? headers.get(name) : null;
}

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  // An auth scheme is case-insensitive (RFC 9110, 11.1), as bearerOf reads it; Prism compares it as written
  // and would answer `bearer k` 401.
  if (out.authorization !== undefined) out.authorization = out.authorization.replace(/^bearer(?=\s)/i, "Bearer");
  return out;
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}
