// Lists that are both a promise of their first page and an async iterable of every item on every page:
//   const page = await client.files.list();            // one page
//   for await (const file of client.files.list()) {}   // all files, fetching pages as needed

/** What a list method returns: a promise of the first page, and an async iterable of every item. */
export type PagePromise<Page, Item> = Promise<Page> & AsyncIterable<Item>;

/**
 * Makes the first page's promise iterable. It stays a native promise rather than a subclass of Promise:
 * `await` on a subclass takes a slower path (one more job through its `then`), which costs every list call.
 */
export function pagePromise<Page, Item>(
  firstPage: Promise<Page>,
  fetchPage: (cursor: string) => Promise<Page>,
  itemsOf: (page: Page) => Item[],
  nextCursorOf: (page: Page) => string | null | undefined,
): PagePromise<Page, Item> {
  return Object.assign(firstPage, {
    async *[Symbol.asyncIterator](): AsyncGenerator<Item> {
      let page = await firstPage;
      for (;;) {
        yield* itemsOf(page);
        const cursor = nextCursorOf(page);
        if (cursor === null || cursor === undefined || cursor === "") return;
        page = await fetchPage(cursor);
      }
    },
  });
}
