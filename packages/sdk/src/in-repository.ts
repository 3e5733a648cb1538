// stt-service/in-repository: what this repository's docs build, benches and tests read of the SDK beyond its
// public entries: the generated tables of the contract (the operations, the stream's messages), the frame
// classifier, the HTTP paths' type, and the session's class (whose methods the docs may name). The entry has the
// `stt-service-source` condition alone: it is not built, and the packed package.json has no such entry
// (scripts/build/pack.mjs), so no application can reach it.

export { operationSpecs } from "./generated/http/operations.js";
export type { paths } from "./generated/http/schema.js";
export { streamMessages } from "./generated/realtime/channel.js";
export { classifyServerMessage } from "./generated/realtime/messages.js";
export { RealtimeSession } from "./realtime/session.js";
