// Lists that are both a promise of their first page and an async iterable of every item on every page:
//   const page = await client.files.list();            // one page
//   for await (const file of client.files.list()) {}   // all files, fetching pages as needed

export class PagePromise<Page, Item> extends Promise<Page> implements AsyncIterable<Item> {
  // then() and catch() return plain promises, not pages.
  static override get [Symbol.species]() {
    return Promise;
  }

  readonly #fetchPage: (cursor: string) => Promise<Page>;
  readonly #itemsOf: (page: Page) => Item[];
  readonly #nextCursorOf: (page: Page) => string | null | undefined;

  constructor(
    firstPage: Promise<Page>,
    fetchPage: (cursor: string) => Promise<Page>,
    itemsOf: (page: Page) => Item[],
    nextCursorOf: (page: Page) => string | null | undefined,
  ) {
    super((resolve, reject) => {
      firstPage.then(resolve, reject);
    });
    this.#fetchPage = fetchPage;
    this.#itemsOf = itemsOf;
    this.#nextCursorOf = nextCursorOf;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Item> {
    let page: Page = await this;
    for (;;) {
      yield* this.#itemsOf(page);
      const cursor = this.#nextCursorOf(page);
      if (cursor === null || cursor === undefined || cursor === "") return;
      page = await this.#fetchPage(cursor);
    }
  }
}
