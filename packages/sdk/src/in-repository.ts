// stt-service/in-repository: what this repository's docs build, benches and tests read of the SDK beyond its
// public entries: the generated tables of the contract (the operations, the stream's messages), the frame
// classifier, the HTTP paths' type, and the session's class (whose methods the docs may name). The entry has the
// `stt-service-source` condition alone: it is not built, and the packed package.json has no such entry
// (scripts/build/pack.mjs), so no application can reach it.

// For the generator's own tests (test/generate/), which hold the generated modules to the contract and run them
// through the runtime they plug into.
export type { LogFields, Logger } from "./core/logger.js";
export {
  errorKindByHttpStatus,
  errorKindByStreamCode,
  errorKindForHttpStatus,
  errorKindForStreamCode,
  type ServiceErrorKindName,
  serviceErrorKinds,
  streamErrorCodes,
} from "./generated/errors.js";
export { createFetchClient } from "./generated/http/fetch-client.js";
export { operationRoutes, operationSpecs, temporaryKeyForm } from "./generated/http/operations.js";
export { GeneratedClient, resourceClasses } from "./generated/http/resources/index.js";
export type { paths } from "./generated/http/schema.js";
export { deprecatedConfigFields, streamMessages } from "./generated/realtime/channel.js";
export * as messageGuards from "./generated/realtime/messages.js";
export { classifyServerMessage, isAudioChunk, isEndOfAudioMessage } from "./generated/realtime/messages.js";
export * as validators from "./generated/realtime/validators.js";
export { parseWebhookEvent, webhookEvents, webhookEventTypes } from "./generated/webhooks.js";
export type {
  OperationContext,
  OperationInput,
  OperationRoute,
  OperationSpec,
  RequestOptions,
} from "./http/operation-context.js";
export { resolveClientOptions } from "./http/options.js";
export { HttpRuntime } from "./http/runtime.js";
export { RealtimeSession } from "./realtime/session.js";
