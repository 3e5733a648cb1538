// Standard Webhooks signing (https://www.standardwebhooks.com/), with Web Crypto so that it runs in the MSW
// handlers' browser as in Node: the key is the base64 after `whsec_`, the signed content
// `<webhook-id>.<webhook-timestamp>.<body>`, each signature `v1,<base64 of the HMAC-SHA256>`, one per secret
// that still signs (two after a rotation), separated by spaces.
import { base64, base64url, fromBase64url, randomBytes, utf8Bytes } from "../../platform-shims.js";

/** A new `webhook-id`: `msg_` and 24 random base64url characters. */
export function newWebhookId(): string {
  return `msg_${base64url(randomBytes(18))}`;
}

/** The HMAC key of a `whsec_<base64>` secret. */
function keyBytesOf(secret: string): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64url(secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret);
  return new Uint8Array(bytes);
}

/** The `webhook-signature` header of one attempt: a `v1,` signature per secret, in the order given. */
export async function webhookSignature(
  secrets: readonly string[],
  webhookId: string,
  timestampSeconds: number,
  body: string,
): Promise<string> {
  const content = new Uint8Array(utf8Bytes(`${webhookId}.${timestampSeconds}.${body}`));
  const signatures = await Promise.all(
    secrets.map(async (secret) => {
      const key = await globalThis.crypto.subtle.importKey(
        "raw",
        keyBytesOf(secret),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign"],
      );
      return `v1,${base64(new Uint8Array(await globalThis.crypto.subtle.sign("HMAC", key, content)))}`;
    }),
  );
  return signatures.join(" ");
}
