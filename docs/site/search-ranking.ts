// What the site's search finds, and in which order: a pure function of the index and the query, so the unit
// tests rank a small index by hand and the page (search.ts) draws what this returns.
import type { SearchEntry } from "./search-entry.js";

/**
 * Points for one word of the query, by where it is found; an entry takes, for each word, the best place.
 *
 * - The title: as a whole word, at a word's start, anywhere in it. A section is about what its title says.
 * - The contract's names the entry documents (`names`: a reference's operation id, path, fields, messages),
 *   as a whole name or a whole `_` part of one (`diarization` in `enable_speaker_diarization`), or at a
 *   name's start. Only the references document names; the guide and the mocks page use them in their text.
 *   So a word of the API ("diarization", "file_id", "finalize") finds the reference first, above a guide
 *   section that merely mentions it, and a word of prose ("retries") finds the guide first, by its title.
 * - The text: anywhere, a little.
 * - One typo (one letter added, left out, changed, or two letters swapped, in words of 4 letters or more):
 *   less than the same word spelt right, in the same place.
 * - The page's summary (`context`): the least; it lets "websocket close code" find the streaming
 *   reference's sections on close codes, which say "close code" but not "WebSocket" (their page does).
 * A word found nowhere leaves the entry out, and so does a query found only in the page's summary: that
 * would list every section of the page.
 */
const points = {
  titleWord: 10,
  titleWordStart: 8,
  nameWhole: 9,
  nameStart: 6,
  titleInside: 5,
  typoInTitle: 4,
  typoInName: 4,
  text: 1,
  typoInText: 0.5,
  context: 0.25,
} as const;

/** The whole query at the title's start, or in it: a bonus on top of the words'. */
const phrasePoints = { titleStart: 15, inTitle: 10 } as const;

/** Words shorter than this match only as written: a typo in "cod" could be "cd", "god", "cot", … */
const typoMinLength = 4;
/**
 * A typo at a word's start, for words at least this long: "transcripton" finds "transcriptions". Shorter
 * ones would find too much ("code" is one letter from "mode", the start of "model").
 */
const typoPrefixMinLength = 6;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (Math.abs(lengthGap) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (lengthGap === 1) return a.slice(start + 1) === b.slice(start);
  if (lengthGap === -1) return a.slice(start) === b.slice(start + 1);
  if (a.slice(start + 1) === b.slice(start + 1)) return true;
  // Two neighbours swapped: "tarnscription".
  return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
}

/** A query word one typo from a word, or from a word's start (so "transcripton" finds "transcriptions"). */
function typoOf(word: string, candidates: Iterable<string>): boolean {
  if (word.length < typoMinLength) return false;
  for (const candidate of candidates) {
    if (withinOneEdit(word, candidate)) return true;
    if (word.length < typoPrefixMinLength) continue;
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      if (length < candidate.length && length >= typoMinLength && withinOneEdit(word, candidate.slice(0, length)))
        return true;
    }
  }
  return false;
}

interface Prepared {
  title: string;
  titleWords: string[];
  names: string[];
  /** The names and their `_`/`.`/`/` parts, as words. */
  nameWords: Set<string>;
  text: string;
  textWords: Set<string>;
  context: string;
}

const prepared = new WeakMap<SearchEntry, Prepared>();

function prepare(entry: SearchEntry): Prepared {
  let ready = prepared.get(entry);
  if (!ready) {
    const written = (entry.names ?? "").split(/\s+/).filter(Boolean);
    const names = written.map((name) => name.toLowerCase());
    // camelCase parts too: "transcription" is a part of createTranscription.
    const parts = written.flatMap((name) => wordsOf(name.replace(/([a-z0-9])([A-Z])/g, "$1 $2")));
    ready = {
      title: entry.title.toLowerCase(),
      titleWords: wordsOf(entry.title),
      names,
      nameWords: new Set([...names, ...parts]),
      text: entry.text.toLowerCase(),
      textWords: new Set(wordsOf(entry.text)),
      context: (entry.context ?? "").toLowerCase(),
    };
    prepared.set(entry, ready);
  }
  return ready;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The best points of one query word in an entry, or 0 when it is found nowhere. */
function wordPoints(entry: Prepared, word: string): number {
  const start = `(^|[^a-z0-9])${escapeRegExp(word)}`;
  if (new RegExp(`${start}($|[^a-z0-9])`).test(entry.title)) return points.titleWord;
  if (entry.nameWords.has(word)) return points.nameWhole;
  if (new RegExp(start).test(entry.title)) return points.titleWordStart;
  if (entry.names.some((name) => name.startsWith(word))) return points.nameStart;
  if (entry.title.includes(word)) return points.titleInside;
  if (typoOf(word, entry.titleWords)) return points.typoInTitle;
  if (typoOf(word, entry.nameWords)) return points.typoInName;
  if (entry.text.includes(word)) return points.text;
  if (typoOf(word, entry.textWords)) return points.typoInText;
  if (entry.context.includes(word)) return points.context;
  return 0;
}

/**
 * Every entry that has every word of the query somewhere, best first (the points above, summed over the
 * words); equal scores keep the index's order (the pages in the top bar's order, then sections in order).
 * All of them: the page shows the first ones and more on request.
 */
export function search(index: SearchEntry[], query: string): SearchEntry[] {
  const phrase = query.trim().toLowerCase();
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: { entry: SearchEntry; score: number }[] = [];
  for (const entry of index) {
    const ready = prepare(entry);
    let score =
      (ready.title.startsWith(phrase) ? phrasePoints.titleStart : 0) +
      (ready.title.includes(phrase) ? phrasePoints.inTitle : 0);
    let foundInEntry = false;
    for (const word of words) {
      const found = wordPoints(ready, word);
      if (found === 0) {
        score = 0;
        break;
      }
      foundInEntry ||= found > points.context;
      score += found;
    }
    if (score > 0 && foundInEntry) scored.push({ entry, score });
  }
  // Array.prototype.sort is stable: equal scores keep the index's order.
  return scored.sort((a, b) => b.score - a.score).map((result) => result.entry);
}
