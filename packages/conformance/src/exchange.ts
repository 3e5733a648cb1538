// One call the kit makes and what came back: what the HTTP client (http.ts) records and the checks read.

export interface CallRequest {
  operationId: string;
  /** The path with its parameters filled in (already encoded), plus any query string. */
  path: string;
  /** The key to send, or null to send none. */
  apiKey: string | null;
  /** How the curl line names the key (an environment variable), so it can be pasted but never leaks. */
  keyLabel?: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** A body sent as it is (malformed JSON, a broken multipart) with its content type in `headers`. */
  raw?: string;
  form?: { fields: Record<string, string>; file?: { name: string; type: string; bytes: Uint8Array } };
  /** The answer is bytes (a file's content): kept as they came in `Exchange.bytes`, not only decoded as text. */
  binary?: boolean;
}

export interface Exchange {
  request: CallRequest;
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
  /** The body's bytes as they came, for a request marked `binary`. */
  bytes?: Uint8Array;
  /** The request as a curl line, the key redacted. */
  curl: string;
}
