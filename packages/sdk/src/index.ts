// stt-service: the asynchronous client, the error kinds and the contract's types.

export { type CaptionFormat, type CaptionOptions, type CaptionToken, captionsFromTokens } from "./captions.js";
export { AsyncServiceClient, type TranscribeOptions } from "./client.js";
export type { LogFields, Logger, LogLevel } from "./core/logger.js";
export * from "./errors.js";
export { createFetchClient, type FetchClientOptions } from "./fetch-client.js";
export type { FetchClient } from "./generated/http/fetch-client.js";
export type { UploadFileOptions } from "./generated/http/resources/index.js";
export type * from "./generated/http/types.js";
export type { WebhookEvent } from "./generated/webhooks.js";
export type {
  AcceptOptions,
  CallPromise,
  DownloadPromise,
  PagePromise,
  RequestOptions,
  UploadOptions,
  UploadProgress,
  UploadSource,
  WithResponse,
} from "./http/operation-context.js";
export type { ClientOptions } from "./http/options.js";
export { type RealtimeClientOptions, type RealtimeConfig, RealtimeServiceClient } from "./realtime/client.js";
export type { RealtimeEvents, RealtimeSession, SessionState } from "./realtime/session.js";
export type { WaitOptions } from "./resources/transcriptions.js";
export type { Webhooks } from "./webhooks/resource.js";
export {
  unwrapWebhook,
  verifyWebhook,
  type WebhookBody,
  type WebhookHeaders,
  type WebhookVerifyOptions,
} from "./webhooks/verify.js";
