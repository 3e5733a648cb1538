// Standard Webhooks (https://www.standardwebhooks.com/) as a receiver checks it, written here with node:crypto
// and apart from the SDK's verifier, so the kit does not take the SDK's word for what the SDK is checked
// against: the HMAC-SHA256 of `${webhook-id}.${webhook-timestamp}.${body}` keyed with the base64 after
// `whsec_`, base64 in `webhook-signature` as `v1,<signature>` (several separated by spaces).
import { createHmac, timingSafeEqual } from "node:crypto";

/** How far a delivery's timestamp may be from the receiver's clock, either way, in seconds. */
export const timestampToleranceSeconds = 300;

/** The HMAC key of a `whsec_<base64>` secret, or undefined when the secret is not of that form. */
export function signingKey(secret: string): Buffer | undefined {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  return match?.[1] ? Buffer.from(match[1], "base64") : undefined;
}

/** The `v1,<base64>` signature of a delivery, as a sender writes it. */
export function sign(secret: string, id: string, timestamp: string, body: Uint8Array): string {
  const key = signingKey(secret);
  if (!key) throw new Error("a signing secret is whsec_ followed by base64");
  const mac = createHmac("sha256", key).update(`${id}.${timestamp}.`).update(body).digest("base64");
  return `v1,${mac}`;
}

/** Whether any v1 signature of the header is right for any of the secrets; compared in constant time. */
export function signatureMatches(
  secrets: string[],
  id: string,
  timestamp: string,
  body: Uint8Array,
  header: string,
): boolean {
  const given = header
    .split(" ")
    .filter((part) => part.startsWith("v1,"))
    .map((part) => Buffer.from(part.slice(3), "base64"));
  return secrets.some((secret) => {
    if (!signingKey(secret)) return false;
    const expected = Buffer.from(sign(secret, id, timestamp, body).slice(3), "base64");
    return given.some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));
  });
}
