// Lists that are both a promise of their first page and an async iterable of every item on every page:
//   const page = await client.files.list();            // one page
//   for await (const file of client.files.list()) {}   // all files, fetching pages as needed
import { ServiceAPIError } from "../generated/errors.js";
import type { CallPromise, PagePromise } from "./operation-context.js";

/**
 * The cursor of the page after this one, or undefined after the last. A cursor the walk was given before
 * would send it round the same pages for ever: it stops with a ServiceAPIError instead.
 */
export function nextCursor(cursor: unknown, seen: Set<string>, where: string, cursorField: string): string | undefined {
  if (typeof cursor !== "string" || cursor === "") return undefined;
  if (seen.has(cursor)) {
    throw new ServiceAPIError(
      `${where}: the service answered a ${cursorField} it gave before, so the pages would repeat for ever; the walk stops here.`,
    );
  }
  seen.add(cursor);
  return cursor;
}

/**
 * Makes the first page's promise iterable. It stays a native promise rather than a subclass of Promise:
 * `await` on a subclass takes a slower path (one more job through its `then`), which costs every list call.
 */
export function pagePromise<Page, Item>(
  where: string,
  cursorField: string,
  firstPage: CallPromise<Page>,
  fetchPage: (cursor: string) => Promise<Page>,
  itemsOf: (page: Page) => Item[],
  nextCursorOf: (page: Page) => unknown,
): PagePromise<Page, Item> {
  return Object.assign(firstPage, {
    async *[Symbol.asyncIterator](): AsyncGenerator<Item> {
      const seen = new Set<string>();
      let page = await firstPage;
      for (;;) {
        yield* itemsOf(page);
        const cursor = nextCursor(nextCursorOf(page), seen, where, cursorField);
        if (cursor === undefined) return;
        page = await fetchPage(cursor);
      }
    },
  });
}
