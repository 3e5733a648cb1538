// Deliveries signed the way Standard Webhooks says, computed here with node:crypto, apart from the SDK's Web
// Crypto path, so that a test of the SDK's verify does not check the SDK against itself.
import { createHmac, randomBytes } from "node:crypto";

/** A new secret as the service gives one: `whsec_` then the base64 of 32 random bytes. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** The v1 signature of a delivery: base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)). */
export function signature(secret: string, id: string, timestamp: number | string, body: string | Uint8Array): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return createHmac("sha256", key).update(`${id}.${timestamp}.`).update(body).digest("base64");
}

/** The headers of a delivery signed with each of the secrets. */
export function signedHeaders(
  secrets: readonly string[],
  body: string | Uint8Array,
  timestamp: number,
  id = "msg_2Lc8XJvH1WQ7pK3s",
): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((secret) => `v1,${signature(secret, id, timestamp, body)}`).join(" "),
  };
}

/** A transcription.completed event as the service sends it. */
export const completedEvent = {
  type: "transcription.completed",
  timestamp: "2026-12-02T14:03:15Z",
  data: {
    id: "tr_8f2b1c",
    status: "completed",
    file_id: "file_3a9d",
    client_reference_id: "ticket-4821",
  },
} as const;
