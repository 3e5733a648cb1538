// stt-service/webhooks: verifying the service's webhook deliveries on a server or an edge runtime, with no
// client (Web Crypto only), and the error kinds and event types it needs.

export * from "./errors.js";
export type {
  TranscriptionCompletedEvent,
  TranscriptionEventData,
  TranscriptionFailedEvent,
} from "./generated/http/types.js";
export type { WebhookEvent } from "./generated/webhooks.js";
export {
  maxWebhookBodyBytes,
  unwrapWebhook,
  verifyWebhook,
  type WebhookBody,
  type WebhookHeaders,
  type WebhookVerifyOptions,
} from "./webhooks/verify.js";
