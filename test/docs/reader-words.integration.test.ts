// The site speaks to a reader who installed the packages from npm, not to someone inside this repository. It
// builds the site (`buildSite` into a temporary folder; the references' Redoc builds are child processes, hence
// an integration test) and refuses this repository's own words in what a reader is shown: the markdown pages'
// text and accessible names, the search's titles and excerpts, and the specs' prose (descriptions, summaries
// and titles: what the references, the stream playground's help and the SDK's hovers show).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltSite, buildSite, sitePages } from "../../scripts/docs/build.js";
import { loadSpecDocuments } from "../support/spec-documents.js";

/**
 * This repository's words, each with why a reader should not meet it. Allowed on purpose, because a reader
 * uses them: `docs/examples/…` and `examples/…` (the examples the pages show, run by the test suite, which a
 * reader opens on GitHub or copies, `src/` folders of the example projects included), `specs/openapi.yaml`
 * and `specs/asyncapi.yaml` (the contract, which the HTTP reference offers for download), npm scripts and
 * commands (`npm run mock`), Prism (readers run it through the mock), and HTTP headers such as `X-Request-Id`.
 */
const internalTerms: { term: RegExp; why: string }[] = [
  {
    term: /interface document/i,
    why: "the project's design document, which no reader has: the references are the reader's description",
  },
  {
    term: /\{base_url\}|\{stream_url\}/,
    why: "placeholders of that design document: a reader is given the URLs themselves",
  },
  {
    term: /(?<![\w/.-])(?:scripts|packages|templates)\/[\w./*<>-]*/,
    why: "the repository's tooling and the packages' sources: a reader installs the packages from npm and has neither",
  },
  {
    // A path into test/, or a test file named alone (a file in docs/examples/ is an example, shown as such).
    term: /(?<![\w/.-])test\/[\w./-]+|(?<![\w/.-])[\w-]+(?:\.[\w-]+)*\.test\.ts\b/,
    why: "the project's own tests: say what is tested (the test suite runs the example), not which file tests it",
  },
  {
    // Lower case and alone: not `X-Request-Id` (a header), not `application/x-subrip` (a media type).
    term: /(?<![\w/.-])x-[a-z]+(?:-[a-z]+)*\b/,
    why: "the specs' extension keys (x-error-kinds, x-resource, …): the generator reads them, a reader sees what they produce",
  },
];

/** Each term found in a text, with a little of the text around it, for the failure message. */
function internalWordsIn(where: string, text: string): string[] {
  return internalTerms.flatMap(({ term, why }) => {
    const found = new RegExp(term.source, `${term.flags.replace("g", "")}g`);
    return [...text.matchAll(found)].map(
      (match) =>
        `${where}: "${match[0]}" in "…${text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)}…" (${why})`,
    );
  });
}

/** What a reader is shown of a built page: its text, and the accessible names of its elements. */
function readerText(html: string): string {
  const names = [...html.matchAll(/\s(?:aria-label|title|alt)="([^"]*)"/g)].map((match) => match[1]);
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<head>[\s\S]*?<\/head>/i, " ")
    .replace(/<[^>]+>/g, " ");
  return [text, ...names]
    .join("\n")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The specs' prose: every description, summary and title outside the `x-` extensions (read by tools only). */
function specProse(value: unknown, path: string, into: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) specProse(item, `${path}/${index}`, into);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith("x-")) continue;
      if (["description", "summary", "title"].includes(key) && typeof item === "string")
        into.push([`${path}/${key}`, item]);
      else specProse(item, `${path}/${key}`, into);
    }
  }
  return into;
}

const outDir = mkdtempSync(join(tmpdir(), "stt-site-reader-words-"));
let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite(outDir);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the site's words are a reader's", () => {
  // The references too: drawn at build time, their text is in the page as a reader gets it.
  it.each(sitePages.map((page) => page.file))("%s names nothing of this repository's insides", (file) => {
    const text = readerText(readFileSync(join(outDir, file), "utf8"));
    expect(text.length).toBeGreaterThan(200);
    expect(internalWordsIn(file, text)).toEqual([]);
  });

  it("the search shows nothing of this repository's insides in its titles and excerpts", () => {
    const found = site.searchEntries.flatMap((entry) => internalWordsIn(entry.url, `${entry.title}\n${entry.text}`));
    expect(found).toEqual([]);
  });

  it("the specs' descriptions, summaries and titles (the references, the playground's help) neither", () => {
    const prose = Object.entries(loadSpecDocuments()).flatMap(([file, document]) => specProse(document, file));
    expect(prose.length).toBeGreaterThan(100);
    expect(prose.flatMap(([where, text]) => internalWordsIn(where, text))).toEqual([]);
  });

  it.each([
    ["the design document's words", "as the interface document names them"],
    ["its placeholders", "the service, {base_url}"],
    ["a tooling path", "built by scripts/docs/build.ts"],
    ["a package's source", "see packages/mock/src/generated/http/contract.js"],
    ["a test file", "test/package/jest.package.test.ts runs both"],
    ["a test file named alone", "the microphone-app.package.test.ts installs"],
    ["an extension key", "the spec's `x-error-kinds` notes"],
  ])("refuses %s (%j)", (_, text) => {
    expect(internalWordsIn("sample", text)).toHaveLength(1);
  });

  it.each([
    ["an example a reader opens", "docs/examples/fake-microphone.test.ts, run by the test suite"],
    ["an example project's file", "examples/browser-microphone/src/transcriber.js"],
    ["the contract", "from specs/openapi.yaml"],
    ["a header", "every response carries an X-Request-Id header"],
    ["a media type", "text such as application/x-subrip"],
    ["Prism", "Prism answers from the examples"],
  ])("allows %s (%j)", (_, text) => {
    expect(internalWordsIn("sample", text)).toEqual([]);
  });
});
