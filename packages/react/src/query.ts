// @stt-service/react/query: TanStack Query options for every HTTP operation, generated from the spec
// (src/generated/), and the little they share (src/query/). The only entry that imports TanStack Query, an
// optional peer: an app that uses the live-transcription hook alone never loads it.
export * from "./generated/query-options.js";
export type { ArgumentOf, CallOptions, ClientWith, ResultOf } from "./query/client.js";
export { infiniteQueryKey, operationMutationKey, operationQueryKey, queryKeyPrefix } from "./query/keys.js";
export { nextPageParam } from "./query/pages.js";
export { type PolledQuery, type PollOptions, refetchUntilFinal } from "./query/poll.js";
