// The search box in the site's top bar, on every page (one index of every page). The build
// (scripts/docs/search-index.ts) compiles this file with the index of every page in place of SEARCH_INDEX.
import type { SearchEntry } from "../../scripts/docs/search-index.js";

declare const SEARCH_INDEX: SearchEntry[];

const maxResults = 8;

interface Scored {
  entry: SearchEntry;
  score: number;
}

/**
 * Every word of the query must appear in the title or the text. A word in the title counts most as a whole
 * word, then as a word's start, then anywhere in it; the whole query at the title's start or in it adds more.
 */
export function search(index: SearchEntry[], query: string): SearchEntry[] {
  const phrase = query.trim().toLowerCase();
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: Scored[] = [];
  for (const entry of index) {
    const title = entry.title.toLowerCase();
    const text = entry.text.toLowerCase();
    let score = (title.startsWith(phrase) ? 15 : 0) + (title.includes(phrase) ? 10 : 0);
    for (const word of words) {
      const start = `(^|[^a-z0-9])${escapeRegExp(word)}`;
      if (new RegExp(`${start}($|[^a-z0-9])`).test(title)) score += 10;
      else if (new RegExp(start).test(title)) score += 8;
      else if (title.includes(word)) score += 5;
      else if (text.includes(word)) score += 1;
      else {
        score = -1;
        break;
      }
    }
    if (score > 0) scored.push({ entry, score });
  }
  // Array.prototype.sort is stable: equal scores keep the site's order (pages, then sections in order).
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, maxResults)
    .map((result) => result.entry);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** About 110 characters of the text around the first word found, so a result shows why it matched. */
function excerpt(text: string, query: string): string {
  const lower = text.toLowerCase();
  const word = query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .find((w) => lower.includes(w));
  const at = word === undefined ? 0 : lower.indexOf(word);
  const start = Math.max(0, at - 40);
  const cut = text.slice(start, start + 110);
  return `${start > 0 ? "…" : ""}${cut}${start + 110 < text.length ? "…" : ""}`;
}

function setUp(): void {
  const input = document.getElementById("site-search") as HTMLInputElement | null;
  const list = document.getElementById("site-search-results") as HTMLUListElement | null;
  const box = input?.parentElement;
  if (!input || !list || !box) return;
  let links: HTMLAnchorElement[] = [];

  const close = () => {
    list.hidden = true;
  };
  const show = () => {
    const query = input.value;
    list.replaceChildren();
    links = [];
    if (!query.trim()) return close();
    const results = search(SEARCH_INDEX, query);
    for (const entry of results) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = entry.url;
      link.append(entry.title, " ");
      const page = document.createElement("span");
      page.className = "result-page";
      page.textContent = `· ${entry.page}`;
      const text = document.createElement("span");
      text.className = "result-text";
      text.textContent = excerpt(entry.text, query);
      link.append(page, text);
      // A result on the page already open changes only the hash: close the list so the section shows.
      link.addEventListener("click", close);
      item.append(link);
      list.append(item);
      links.push(link);
    }
    if (results.length === 0) {
      const item = document.createElement("li");
      item.className = "no-result";
      item.textContent = `Nothing found for “${query.trim()}”`;
      list.append(item);
    }
    list.hidden = false;
  };

  input.addEventListener("input", show);
  // Back in a box that still holds a query, a click shows its results again (not a focus: Escape refocuses).
  input.addEventListener("click", () => {
    if (input.value.trim() && list.hidden) show();
  });
  // Arrows move the focus through the results (a focused link opens with Enter, as any link does); Enter in
  // the box opens the first result; Escape closes the list.
  box.addEventListener("keydown", (event) => {
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown" && list.hidden && input.value.trim()) {
      event.preventDefault();
      show();
    } else if (event.key === "ArrowDown" && links.length) {
      event.preventDefault();
      links[(at + 1) % links.length]?.focus();
    } else if (event.key === "ArrowUp" && links.length) {
      event.preventDefault();
      if (at <= 0) input.focus();
      else links[at - 1]?.focus();
    } else if (event.key === "Enter" && event.target === input && links[0]) {
      event.preventDefault();
      close();
      location.href = links[0].href;
    } else if (event.key === "Escape") {
      close();
      input.focus();
    }
  });
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Node) || !box.contains(event.target)) close();
  });
  // "/" focuses the search, as on most docs sites, unless the reader is typing somewhere.
  document.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement | null;
    const typing = target?.closest("input, textarea, select, [contenteditable='true']");
    if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      input.focus();
    }
  });
}

if (typeof document !== "undefined") {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
}
