// stt-service/sync (Node only): the synchronous client, and the same error kinds and types as the root.

export * from "./errors.js";
export type * from "./generated/http/types.js";
export type { ClientOptions } from "./http/options.js";
export { type SyncClientOptions, type SyncPage, SyncServiceClient } from "./sync/client.js";
