// The shape of one entry of the site's search index: the build writes the index (scripts/docs/search-index.ts),
// the page ranks and draws it (search-ranking.ts, search.ts). Types only: no code of the page.

/** One page section, reference operation or message the search can find. */
export interface SearchEntry {
  /** The page and anchor, such as `guide.html#real-time-transcription` or `http.html#/files/uploadfile`. */
  url: string;
  /** The page's name, shown under each result. */
  page: string;
  title: string;
  /** What the search matches besides the title. */
  text: string;
  /**
   * A reference entry's names of the contract, space-separated: operation id, path, SDK call, parameters,
   * fields, messages. A word of the API found here ranks above the same word in a guide's text.
   */
  names?: string;
  /** The page's name and summary: what each of its sections is about without saying it (see search-ranking.ts). */
  context?: string;
}
