// The Standard Webhooks signature (https://www.standardwebhooks.com/): HMAC-SHA256 over
// `${webhook-id}.${webhook-timestamp}.${body}`, keyed with the bytes of the secret's base64, checked by Web
// Crypto's verify, which compares in constant time. Web Crypto alone, so it runs in Node 20+, browsers and
// edge runtimes (Cloudflare Workers, Deno, Vercel Edge) alike.
import { ServiceConfigError } from "../generated/errors.js";

const secretPrefix = "whsec_";
/** Rotation has two secrets at a time; a list longer than this is a mistake, and each one costs a key import. */
export const maxSecrets = 8;
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** An HMAC-SHA256 is 32 bytes: its base64 is 44 characters. */
const signatureBytes = 32;

/** The bytes of standard, padded base64, or undefined when it is not that. `atob` is in every runtime. */
export function base64Bytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!base64Pattern.test(text)) return undefined;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The HMAC keys of the secrets given: each `whsec_<base64>` (as `webhooks.secret()` answers), or its bare
 * base64 (as the Standard Webhooks libraries also take it). Anything else is the receiver's configuration,
 * not the delivery's fault: a ServiceConfigError, which never quotes the secret.
 */
export async function hmacKeys(secret: string | readonly string[]): Promise<CryptoKey[]> {
  const secrets = typeof secret === "string" ? [secret] : secret;
  if (!Array.isArray(secrets) || secrets.length === 0) {
    throw new ServiceConfigError(
      "webhooks: give the signing secret (a string, `whsec_…`, from webhooks.secret()), or a list of them while a rotation is under way.",
    );
  }
  if (secrets.length > maxSecrets) {
    throw new ServiceConfigError(
      `webhooks: ${secrets.length} secrets given; give at most ${maxSecrets} (a rotation needs the new one and the previous one).`,
    );
  }
  if (globalThis.crypto?.subtle === undefined) {
    throw new ServiceConfigError(
      "webhooks: this runtime has no Web Crypto (globalThis.crypto.subtle); use Node 20 or later, a browser in a secure context, or an edge runtime.",
    );
  }
  return Promise.all(
    secrets.map((each: unknown, index) => {
      const which = secrets.length > 1 ? `secret ${index + 1} of ${secrets.length}` : "the secret";
      if (typeof each !== "string") {
        throw new ServiceConfigError(
          `webhooks: ${which} is a ${typeof each}; give the string webhooks.secret() answers (\`whsec_…\`).`,
        );
      }
      const encoded = each.startsWith(secretPrefix) ? each.slice(secretPrefix.length) : each;
      const key = base64Bytes(encoded);
      if (key === undefined || key.length === 0) {
        throw new ServiceConfigError(
          `webhooks: ${which} is not a signing secret: it should be \`whsec_\` then base64, as webhooks.secret() answers it (copy it whole; it is not the API key).`,
        );
      }
      return globalThis.crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    }),
  );
}

/** Whether any of the v1 signatures is the HMAC of the signed content under any of the keys. */
export async function anySignatureMatches(
  keys: readonly CryptoKey[],
  signatures: readonly string[],
  signedContent: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const decoded = signatures
    .map(base64Bytes)
    .filter((bytes): bytes is Uint8Array<ArrayBuffer> => bytes !== undefined && bytes.length === signatureBytes);
  for (const key of keys) {
    for (const signature of decoded) {
      if (await globalThis.crypto.subtle.verify("HMAC", key, signature, signedContent)) return true;
    }
  }
  return false;
}
