// The keys of the generated options: every query key is [queryKeyPrefix, operationId, params], so an app can
// reach all of this package's queries, one operation's, or one call's (`invalidateQueries` matches prefixes).
// Keys hold only what the call was asked (path ids, the query, the media type): never the client, its key or
// its options, so they serialize (TanStack Query hashes them as JSON) and a key may be logged or persisted.

/** The first element of every key the generated options make: `invalidateQueries({ queryKey: [queryKeyPrefix] })`. */
export const queryKeyPrefix = "stt-service";

/** The key of one call of a read: `["stt-service", "getTranscription", { transcriptionId }]`. */
export function operationQueryKey<const OperationId extends string, const Params extends object>(
  operationId: OperationId,
  params: Params,
): readonly [typeof queryKeyPrefix, OperationId, Params] {
  return [queryKeyPrefix, operationId, params];
}

/**
 * The key of a list read page by page: the list's key and `"infinite"`, since an infinite query caches pages
 * (`{ pages, pageParams }`), not one page, and the two must never share a cache entry. Invalidating the list's
 * operation (`[queryKeyPrefix, "listFiles"]`) still reaches both.
 */
export function infiniteQueryKey<const OperationId extends string, const Params extends object>(
  operationId: OperationId,
  params: Params,
): readonly [typeof queryKeyPrefix, OperationId, Params, "infinite"] {
  return [queryKeyPrefix, operationId, params, "infinite"];
}

/** The key of a write: `["stt-service", "createTranscription"]`, for `useIsMutating` and mutation defaults. */
export function operationMutationKey<const OperationId extends string>(
  operationId: OperationId,
): readonly [typeof queryKeyPrefix, OperationId] {
  return [queryKeyPrefix, operationId];
}
