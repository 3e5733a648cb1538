// The body of a request to the HTTP mock, read within bounds: an upload streamed into the store (upload.ts), a
// JSON body up to 1 MiB and 64 levels deep, anything else up to 64 KiB; a body the answer makes no use of is
// drained up to a bound and dropped. What was read goes into the request the contract engine checks, and into
// the fingerprint that tells an Idempotency-Key's repeat from another request.
import type { IHttpRequest } from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";
import { type Hasher, utf8Bytes, utf8Text } from "../platform-shims.js";
import { invalid, MockHttpError } from "../service/responses.js";
import type { MockState, Tenant } from "../service/state.js";
import { boundaryOf } from "./multipart.js";
import { type ReceivedUpload, receiveUpload } from "./upload.js";

/** The largest upload, as the contract says: 1 GiB. */
export const maxUploadBytes = 1024 ** 3;
/** Room for an upload's form around its file: 16 parts' headers (16 KiB) and fields (64 KiB), with room to spare. */
const multipartSlackBytes = 16 * 1024 * 1024;
/** What the mock reads of a body it answers without (a 401 to an upload): beyond it, the connection closes. */
export const maxDiscardedBytes = 16 * 1024 * 1024;
/** JSON bodies of this API are small (a context is about 10 000 characters); more is refused unread. */
const maxJsonBytes = 1024 * 1024;
const maxOtherBodyBytes = 64 * 1024;
/**
 * How deep a JSON body may nest. The contract's deepest body is a few levels; a body nested 100 000 deep
 * parses, but then overflows the stack of whatever walks it recursively (the validation, a fingerprint).
 */
export const maxJsonDepth = 64;

/** The body as it arrives, and whether one came. */
export interface IncomingBody {
  stream: AsyncIterable<Uint8Array> | undefined;
  present: boolean;
}

/**
 * A request's body: `transportBody` is the body as the transport has it when that is not `request.body`
 * (Node's request stream), and then whether a body came is read from Content-Length and Transfer-Encoding.
 */
export function incomingBody(request: Request, transportBody?: AsyncIterable<Uint8Array>): IncomingBody {
  return {
    stream: transportBody ?? (request.body ? chunksOf(request.body, request.signal) : undefined),
    present: transportBody
      ? request.headers.has("transfer-encoding") || Number(request.headers.get("content-length") ?? 0) > 0
      : request.body !== null,
  };
}

/** What reading a body depends on beyond the bytes. */
export interface BodyReading {
  contentType: string;
  /** The Content-Length as sent (0 without one). */
  contentLength: number;
  operation: IHttpOperation | undefined;
  /** An upload nobody may keep (no key, a refused key, a repeat still in use): drained, not stored. */
  uploadUnwanted: boolean;
  /** The request is refused already (its key, its head): the body is drained, whatever it is. */
  refused: boolean;
  state: MockState;
  tenant: Tenant | undefined;
  sha256?: () => Hasher;
}

/** What was read: the request's fingerprint (for Idempotency-Key repeats), and the upload when one came. */
export interface BodyRead {
  fingerprint: string;
  upload?: ReceivedUpload;
}

/**
 * Reads `body` into `request` (its body and length headers, as the engine is to check them). A body that is
 * too large, too deep, not JSON or a broken form is a MockHttpError to answer; the request's headers may
 * already say what was read.
 */
export async function readRequestBody(
  body: AsyncIterable<Uint8Array> | undefined,
  request: IHttpRequest,
  reading: BodyReading,
): Promise<BodyRead> {
  const { contentType } = reading;
  const headers = request.headers as Record<string, string>;
  if (!body) return { fingerprint: `${request.method} ${request.url.path}` };
  // An unauthenticated upload or a conflicting repeat gets no use of its body: it is not read (so a
  // gigabyte is not received for a 401), and the connection closes after the answer.
  if (/^multipart\/form-data/i.test(contentType)) {
    const boundary = boundaryOf(contentType);
    if (reading.uploadUnwanted || !boundary) {
      await discardBody(body, maxDiscardedBytes);
      if (!boundary)
        throw invalid(
          "header.content-type",
          "invalid_format",
          "A multipart body needs a boundary in its Content-Type.",
        );
      // The engine still sees that a body came, to check it is allowed here.
      request.body = `--${boundary}--\r\n`;
      headers["content-length"] = String(utf8Bytes(request.body as string).length);
      delete headers["transfer-encoding"];
      return { fingerprint: "" };
    }
    // A Content-Length no upload within the bounds can have is refused before a byte is read.
    const maxBody = Math.min(maxUploadBytes, reading.state.limits.maxStoredBytes) + multipartSlackBytes;
    const declared = reading.contentLength;
    if (declared > maxBody) {
      throw new MockHttpError(
        413,
        "file_too_large",
        `The body's Content-Length (${declared} bytes) is more than an upload this mock takes can be (${maxBody} bytes: a file up to ${maxBody - multipartSlackBytes} bytes, with its form).`,
      );
    }
    const { tenant } = reading;
    if (tenant) tenant.uploadsArriving += 1;
    const upload = await receiveUpload(
      body,
      boundary,
      reading.state,
      tenant,
      maxUploadBytes,
      multipartParts(reading.operation),
      reading.sha256,
    ).finally(() => {
      if (tenant) tenant.uploadsArriving -= 1;
    });
    request.body = upload.standIn.body;
    headers["content-type"] = upload.standIn.contentType;
    headers["content-length"] = String(utf8Bytes(upload.standIn.body).length);
    delete headers["transfer-encoding"];
    return { fingerprint: `${request.method} ${request.url.path} ${upload.fingerprint}`, upload };
  }
  if (reading.refused) {
    await discardBody(body, maxDiscardedBytes);
    delete headers["content-length"];
    delete headers["transfer-encoding"];
    return { fingerprint: "" };
  }
  const json = /^application\/([\w.+-]*\+)?json\b/i.test(contentType);
  const raw = await readBounded(body, json ? maxJsonBytes : maxOtherBodyBytes);
  delete headers["transfer-encoding"];
  if (raw.length === 0 && !json) {
    // An empty stream is no body: a service worker hands a DELETE one, where Node's parser has none.
    delete headers["content-length"];
    return { fingerprint: `${request.method} ${request.url.path}` };
  }
  headers["content-length"] = String(raw.length);
  if (!json) {
    request.body = utf8Text(raw);
    return { fingerprint: `${request.method} ${request.url.path} ${request.body}` };
  }
  const text = utf8Text(raw);
  if (jsonDepth(text) > maxJsonDepth) {
    throw invalid("body", "too_deep", `The body nests arrays or objects deeper than ${maxJsonDepth} levels.`);
  }
  try {
    request.body = JSON.parse(text);
  } catch (error) {
    throw invalid("body", "json_invalid", `The body is not valid JSON: ${(error as Error).message}`);
  }
  return { fingerprint: `${request.method} ${request.url.path} ${stableJson(request.body)}` };
}

/**
 * Reads and drops a body the answer makes no use of (a 401, a conflicting repeat), up to `limit`, so that
 * the client, still sending, gets the answer rather than a broken pipe. Past the limit it stops reading:
 * the answer goes out and the connection closes.
 */
export async function discardBody(body: AsyncIterable<Uint8Array>, limit: number): Promise<void> {
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) return;
  }
}

async function readBounded(body: AsyncIterable<Uint8Array>, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) {
      await discardBody(body, maxDiscardedBytes);
      throw invalid("body", "too_long", `The body is larger than ${limit} bytes; this operation takes far less.`);
    }
    chunks.push(chunk);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * The chunks of a web stream (a browser's ReadableStream is not async-iterable everywhere), until the request
 * is aborted: then the reading rejects with the abort's reason. MSW aborts the request's signal when its client
 * gives up, but the body it hands on never ends; without this, an upload cut off mid-body would wait for ever,
 * holding its Idempotency-Key and its bytes, where Node's server sees the connection close.
 */
async function* chunksOf(stream: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  // Cancelling ends the pending read (as `done`), which the check after it turns into the abort.
  const onAbort = () => {
    reader.cancel(signal?.reason).catch(() => {});
  };
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) return;
      yield value;
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    reader.releaseLock();
  }
}

/** The depth of the deepest array or object in a JSON text, counted without parsing it (so, without recursion). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return deepest;
}

/** The names of a multipart operation's parts, as its schema lists them. */
function multipartParts(operation: IHttpOperation | undefined): Set<string> {
  const schema = operation?.request?.body?.contents?.find((content) => content.mediaType === "multipart/form-data")
    ?.schema as { properties?: Record<string, unknown> } | undefined;
  return new Set(Object.keys(schema?.properties ?? {}));
}

/** JSON with sorted keys: two bodies that differ only in key order are the same request. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
