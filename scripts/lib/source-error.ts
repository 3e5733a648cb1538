// A problem in what the docs are built from (a missing code sample, a pattern without words), as opposed
// to a fault of the build: `npm run docs` prints its message alone, a paragraph saying which file to add or
// change, and exits 1, where any other error keeps its stack trace for whoever debugs the build. The lint's
// pattern-words check (scripts/gate/pattern-words.ts) reports the same errors earlier, one line each.
export class DocsSourceError extends Error {
  override name = "DocsSourceError";
}
