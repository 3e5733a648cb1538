// The cursor of an infinite query's next page, from the page the service answered.

/**
 * The next page's cursor, or undefined after the last page (no cursor, an empty one). A cursor the query was
 * given before would fetch the same pages for ever as the user scrolls: it ends the list instead, as the SDK's
 * own page walk stops on one.
 */
export function nextPageParam(cursor: unknown, pageParams: readonly unknown[]): string | undefined {
  if (typeof cursor !== "string" || cursor === "" || pageParams.includes(cursor)) return undefined;
  return cursor;
}
