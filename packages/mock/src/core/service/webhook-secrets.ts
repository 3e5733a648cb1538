// Each API key's webhook signing secret (`GET /webhooks/secret`, `POST /webhooks/secret/rotate`): made on first
// use, `whsec_` then 24 random bytes in base64, as Standard Webhooks has it. A rotation keeps the previous
// secret signing beside the new one for 24 hours, so that receivers can move over without refusing a delivery.
// The webhook deliveries sign with `signingSecrets`: the current secret, then the previous while it signs.
import type { WebhookSecret } from "stt-service";
import { base64, randomBytes } from "../platform-shims.js";
import type { Tenant } from "./state.js";

/** How long a rotated-out secret still signs, as the contract says. */
export const previousSecretSignsMs = 24 * 60 * 60_000;

/** A key's secrets: the current one, and the previous one until it stops signing. */
export interface WebhookSecrets {
  secret: string;
  createdMs: number;
  previous: { secret: string; expiresAtMs: number } | undefined;
}

function newSecret(): string {
  return `whsec_${base64(randomBytes(24))}`;
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The key's secrets, made on first use; a previous secret past its 24 hours is dropped. */
export function webhookSecretsOf(tenant: Tenant, nowMs: number): WebhookSecrets {
  tenant.webhookSecrets ??= { secret: newSecret(), createdMs: nowMs, previous: undefined };
  const secrets = tenant.webhookSecrets;
  if (secrets.previous && secrets.previous.expiresAtMs <= nowMs) secrets.previous = undefined;
  return secrets;
}

/** Makes a new secret; the one it replaces signs beside it for 24 hours. */
export function rotateWebhookSecret(tenant: Tenant, nowMs: number): WebhookSecrets {
  const current = webhookSecretsOf(tenant, nowMs);
  tenant.webhookSecrets = {
    secret: newSecret(),
    createdMs: nowMs,
    previous: { secret: current.secret, expiresAtMs: nowMs + previousSecretSignsMs },
  };
  return tenant.webhookSecrets;
}

/** The secrets a delivery of this key is signed with now: the current one first, then the previous while it signs. */
export function signingSecrets(tenant: Tenant, nowMs: number): string[] {
  const secrets = webhookSecretsOf(tenant, nowMs);
  return secrets.previous ? [secrets.secret, secrets.previous.secret] : [secrets.secret];
}

/** The contract's WebhookSecret. */
export function webhookSecretView(secrets: WebhookSecrets): WebhookSecret {
  return {
    secret: secrets.secret,
    created_at: iso(secrets.createdMs),
    previous_secret_expires_at: secrets.previous ? iso(secrets.previous.expiresAtMs) : null,
  };
}
