// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type { CallPromise, OperationContext, RequestOptions } from "../../../http/operation-context.js";
import { operationRoutes } from "../operations.js";
import type { WebhookSecret } from "../types.js";

/**
 * The secret that signs the webhooks a transcription sends when it ends.
 */
export class WebhooksResource {
  constructor(protected readonly context: OperationContext) {}

  /**
   * Get the webhook signing secret.
   *
   * Returns the secret that signs this API key's webhooks (`whsec_` then base64: the key of the HMAC is
   * the bytes the base64 decodes to). Keep it on the receiving server, like the API key. It takes no
   * input, so it has no validation error.
   *
   * `GET /webhooks/secret` (operation `getWebhookSecret`)
   *
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  secret(options?: RequestOptions): CallPromise<WebhookSecret> {
    return this.context.run<WebhookSecret>(operationRoutes.getWebhookSecret, options, {});
  }

  /**
   * Rotate the webhook signing secret.
   *
   * Makes a new signing secret and returns it. For 24 hours the previous secret still signs every
   * delivery beside the new one (two signatures in `webhook-signature`), so that receivers can move to
   * the new secret without refusing a delivery; after that only the new one signs. It takes no input, so
   * it has no validation error.
   *
   * `POST /webhooks/secret/rotate` (operation `rotateWebhookSecret`)
   *
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  rotateSecret(options?: RequestOptions): CallPromise<WebhookSecret> {
    return this.context.run<WebhookSecret>(operationRoutes.rotateWebhookSecret, options, {});
  }
}
