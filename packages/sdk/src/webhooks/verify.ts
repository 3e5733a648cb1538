// verifyWebhook and unwrapWebhook: what a receiving server calls on each delivery, with no client. They refuse
// a delivery with a ServiceWebhookVerificationError saying what was wrong (answer it 400 and do not act on
// it); a mistake of the receiver's own (a parsed body, a malformed secret, an unknown option) is a
// ServiceConfigError instead, so that it is fixed rather than answered 400 for ever.
import { checkOptionNames, checkOptionsObject } from "../core/checks.js";
import { ServiceConfigError, ServiceWebhookVerificationError } from "../generated/errors.js";
import { parseWebhookEvent, type WebhookEvent } from "../generated/webhooks.js";
import { anySignatureMatches, hmacKeys } from "./signature.js";

/** Options of verifyWebhook and unwrapWebhook (and of `client.webhooks.verify` and `.unwrap`). */
export interface WebhookVerifyOptions {
  /**
   * How far the `webhook-timestamp` may be from now, in seconds, either way (an older delivery is a replay, a
   * later one a forgery or a clock that is off). Default 300.
   */
  toleranceSeconds?: number;
  /** The time to check the timestamp against, as a Date or milliseconds since the epoch. Default: now (for tests). */
  now?: Date | number;
}

/**
 * The raw body of a delivery, exactly as it arrived: a string, or its bytes. Never the parsed JSON: the
 * signature is over the bytes that were sent, which parsing and serializing again do not give back.
 */
export type WebhookBody = string | Uint8Array | ArrayBuffer;

/**
 * A delivery's headers: a fetch `Headers`, or a plain record such as Node's `IncomingHttpHeaders` (names in
 * any case; a value may be a list of them).
 */
export type WebhookHeaders =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

const optionNames = ["toleranceSeconds", "now"] as const satisfies readonly (keyof WebhookVerifyOptions)[];

// Bounds on what a hostile sender may make the receiver handle: the events are a few hundred bytes, their ids
// and signatures shorter still, and a rotation signs twice.
/** The largest body checked; an event is far smaller. */
export const maxWebhookBodyBytes = 1_048_576;
const maxIdLength = 256;
const maxSignatureHeaderLength = 4_096;
const maxSignatures = 16;

const refusedAdvice = "Answer the delivery 400 and do not act on it.";

function refuse(reason: string): never {
  throw new ServiceWebhookVerificationError(`Webhook refused: ${reason} ${refusedAdvice}`);
}

function bodyBytes(body: unknown): Uint8Array {
  let bytes: Uint8Array;
  if (typeof body === "string") {
    // Each character is a byte or more in UTF-8: a string this long is over the bound before it is encoded.
    if (body.length > maxWebhookBodyBytes) {
      refuse(`its body is over ${maxWebhookBodyBytes} bytes, more than a webhook event can be.`);
    }
    bytes = new TextEncoder().encode(body);
  } else if (ArrayBuffer.isView(body)) bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  else if (Object.prototype.toString.call(body) === "[object ArrayBuffer]") bytes = new Uint8Array(body as ArrayBuffer);
  else {
    const what = body === null ? "null" : typeof body;
    throw new ServiceConfigError(
      `webhooks: the body is ${what === "object" ? "an object" : what}; pass the raw body as it arrived (a string, a Uint8Array or an ArrayBuffer), never the parsed JSON: the signature covers the exact bytes sent, which JSON.stringify does not give back. In Express, read it with express.raw({ type: "application/json" }); with fetch, await request.text().`,
    );
  }
  if (bytes.byteLength > maxWebhookBodyBytes) {
    refuse(`its body is ${bytes.byteLength} bytes, over the ${maxWebhookBodyBytes} a webhook event can be.`);
  }
  return bytes;
}

/** One header's value; `joined` lets a header that may repeat (the signatures) come as a list. */
function headerValue(headers: WebhookHeaders, name: string, joined: boolean): string | undefined {
  if (typeof (headers as { get?: unknown }).get === "function") {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const record = headers as Readonly<Record<string, unknown>>;
  for (const key of Object.keys(record)) {
    if (key.toLowerCase() !== name) continue;
    const value = record[key];
    if (value === undefined) continue;
    if (typeof value === "string") return value;
    if (Array.isArray(value) && value.every((each) => typeof each === "string")) {
      if (joined) return value.join(" ");
      if (value.length === 1) return value[0];
      refuse(`it has ${value.length} ${name} headers; a delivery has one.`);
    }
    refuse(`its ${name} header is not text.`);
  }
  return undefined;
}

function requiredHeader(headers: WebhookHeaders, name: string, joined = false): string {
  const value = headerValue(headers, name, joined);
  if (value === undefined || value === "") {
    refuse(
      `it has no ${name} header. Pass the request's headers as they arrived (a Headers, or Node's request.headers), and check that no proxy strips webhook-* headers.`,
    );
  }
  return value;
}

function checkedOptions(options: WebhookVerifyOptions | undefined): { tolerance: number; nowSeconds: number } {
  const checked = checkOptionsObject(options, "webhooks options");
  checkOptionNames(checked, optionNames, "webhooks");
  const { toleranceSeconds = 300, now = Date.now() } = checked;
  if (typeof toleranceSeconds !== "number" || !Number.isFinite(toleranceSeconds) || toleranceSeconds < 0) {
    throw new ServiceConfigError("webhooks: toleranceSeconds must be a number of seconds, 0 or more (default 300).");
  }
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (typeof nowMs !== "number" || !Number.isFinite(nowMs)) {
    throw new ServiceConfigError("webhooks: now must be a valid Date or milliseconds since the epoch (Date.now()).");
  }
  return { tolerance: toleranceSeconds, nowSeconds: Math.floor(nowMs / 1000) };
}

function checkTimestamp(timestamp: string, tolerance: number, nowSeconds: number): void {
  if (!/^\d{1,12}$/.test(timestamp)) {
    refuse("its webhook-timestamp is not a time in seconds since the epoch (digits only).");
  }
  const age = nowSeconds - Number(timestamp);
  if (age > tolerance) {
    refuse(
      `its webhook-timestamp is ${age} s old, beyond the tolerance of ${tolerance} s: a replayed delivery, or this server's clock is behind (check it is synchronized).`,
    );
  }
  if (-age > tolerance) {
    refuse(
      `its webhook-timestamp is ${-age} s in the future, beyond the tolerance of ${tolerance} s: not signed by the service, or this server's clock is ahead (check it is synchronized).`,
    );
  }
}

/**
 * The v1 signatures of `webhook-signature` (`v1,<base64>` separated by spaces, or tabs, as the Python SDK takes
 * them); other versions are ignored. A comma closing an entry is dropped: a `Headers` and Node join a repeated
 * header with `", "`, and base64 has no comma (as the Python SDK reads it).
 */
function v1Signatures(header: string): string[] {
  if (header.length > maxSignatureHeaderLength) {
    refuse(
      `its webhook-signature header is ${header.length} characters, over the ${maxSignatureHeaderLength} accepted.`,
    );
  }
  const entries = header
    .split(/[ \t]+/)
    .filter((entry) => entry !== "")
    .map((entry) => (entry.endsWith(",") ? entry.slice(0, -1) : entry));
  if (entries.length > maxSignatures) {
    refuse(`its webhook-signature holds ${entries.length} signatures, over the ${maxSignatures} accepted.`);
  }
  const signatures = entries.filter((entry) => entry.startsWith("v1,")).map((entry) => entry.slice(3));
  if (signatures.length === 0) {
    refuse("its webhook-signature has no v1 signature (`v1,<base64>`).");
  }
  return signatures;
}

/** The body's bytes once every check has passed. */
async function verifiedBytes(
  body: WebhookBody,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: WebhookVerifyOptions | undefined,
): Promise<Uint8Array> {
  const { tolerance, nowSeconds } = checkedOptions(options);
  const keys = await hmacKeys(secret);
  const bytes = bodyBytes(body);
  if (headers === null || typeof headers !== "object") {
    throw new ServiceConfigError(
      "webhooks: pass the request's headers (a Headers, or a record such as Node's request.headers).",
    );
  }
  const id = requiredHeader(headers, "webhook-id");
  if (id.length > maxIdLength) refuse(`its webhook-id is ${id.length} characters, over the ${maxIdLength} accepted.`);
  const timestamp = requiredHeader(headers, "webhook-timestamp");
  checkTimestamp(timestamp, tolerance, nowSeconds);
  const signatures = v1Signatures(requiredHeader(headers, "webhook-signature", true));
  const prefix = new TextEncoder().encode(`${id}.${timestamp}.`);
  const signedContent = new Uint8Array(prefix.length + bytes.length);
  signedContent.set(prefix);
  signedContent.set(bytes, prefix.length);
  if (!(await anySignatureMatches(keys, signatures, signedContent))) {
    const secrets = typeof secret === "string" ? "the secret" : `any of the ${secret.length} secrets`;
    refuse(
      `no signature matches ${secrets} given. Either the body was changed after it was signed (pass the raw body as it arrived, before any parsing or re-encoding), or the secret is not the one that signs this API key's webhooks (get it with webhooks.secret(); during a rotation pass the new and the previous one).`,
    );
  }
  return bytes;
}

/**
 * Checks a webhook delivery per Standard Webhooks, without parsing it: a v1 signature of its `webhook-id`,
 * `webhook-timestamp` and raw body matches the secret (or one of them, during a rotation), compared in
 * constant time, and its timestamp is within `toleranceSeconds` of now. Web Crypto only: Node 20+, browsers,
 * edge runtimes.
 *
 * @param body The raw body as it arrived (a string or bytes), never the parsed JSON.
 * @param headers The request's headers: a `Headers`, or a record such as Node's `request.headers`.
 * @param secret `whsec_…` from `webhooks.secret()` (its bare base64 is taken too), or a list of them.
 * @throws ServiceWebhookVerificationError when the delivery is refused: answer it 400 and do not act on it.
 * @throws ServiceConfigError when an argument is the receiver's mistake: a parsed body, a malformed secret.
 */
export async function verifyWebhook(
  body: WebhookBody,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options?: WebhookVerifyOptions,
): Promise<void> {
  await verifiedBytes(body, headers, secret, options);
}

/**
 * Verifies a webhook delivery as `verifyWebhook` does, then returns its event, typed by its `type`
 * (`transcription.completed` or `transcription.failed`) and checked against the spec's shape.
 *
 * ```ts
 * const event = await unwrapWebhook(await request.text(), request.headers, process.env.STT_WEBHOOK_SECRET);
 * if (event.type === "transcription.completed") console.log(event.data.id);
 * ```
 *
 * @throws ServiceWebhookVerificationError when the delivery is refused, or its body is not a webhook event.
 * @throws ServiceConfigError when an argument is the receiver's mistake: a parsed body, a malformed secret.
 */
export async function unwrapWebhook(
  body: WebhookBody,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options?: WebhookVerifyOptions,
): Promise<WebhookEvent> {
  const bytes = await verifiedBytes(body, headers, secret, options);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    refuse("its body, though signed, is not UTF-8 JSON.");
  }
  try {
    // The spec's schemas, generated: a receiver never finds a field missing where the event's type says it is.
    return parseWebhookEvent(parsed);
  } catch (error) {
    refuse(
      `its body, though signed, is not a webhook event this SDK knows: ${(error as Error).message} A newer SDK may know it.`,
    );
  }
}
