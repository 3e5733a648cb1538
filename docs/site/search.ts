// The search box in the site's top bar, on every page (one index of every page). The build
// (scripts/docs/search-index.ts) compiles this file with the index of every page in place of SEARCH_INDEX;
// what is found, and in which order, is search-ranking.ts's. The list shows the first results and a "Show
// more" button at its end for the next ones; arrows move through the results and onto that button.
import type { SearchEntry } from "../../scripts/docs/search-index.js";
import { search } from "./search-ranking.js";

declare const SEARCH_INDEX: SearchEntry[];

export { search } from "./search-ranking.js";

/** Results shown at first, and added by each press of "Show more": a list that fits a laptop's screen. */
export const resultsPerPage = 8;

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
  /** What the arrows move through: the results' links, and the "Show more" button when there is one. */
  let links: HTMLElement[] = [];

  const close = () => {
    list.hidden = true;
  };
  const resultItem = (entry: SearchEntry, query: string) => {
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
    return { item, link };
  };
  /** Appends the next results to the list, with a "Show more" button after them while some remain. */
  const showFrom = (results: SearchEntry[], query: string, from: number) => {
    list.querySelector(".more-results")?.remove();
    links = links.filter((element) => element instanceof HTMLAnchorElement);
    const shown = results.slice(from, from + resultsPerPage).map((entry) => resultItem(entry, query));
    for (const { item, link } of shown) {
      list.append(item);
      links.push(link);
    }
    const next = from + resultsPerPage;
    if (next < results.length) {
      const item = document.createElement("li");
      item.className = "more-results";
      const more = document.createElement("button");
      more.type = "button";
      more.textContent = `Show more (${next} of ${results.length} shown)`;
      more.addEventListener("click", (event) => {
        // The button leaves the list as the next results come: the page's "click outside closes the
        // list" would take this click for one outside.
        event.stopPropagation();
        showFrom(results, query, next);
        // The keyboard goes on where it was: the first of the results just added.
        links[next]?.focus();
      });
      item.append(more);
      list.append(item);
      links.push(more);
    }
    return shown;
  };
  const show = () => {
    const query = input.value;
    list.replaceChildren();
    links = [];
    if (!query.trim()) return close();
    const results = search(SEARCH_INDEX, query);
    showFrom(results, query, 0);
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
    const at = links.indexOf(document.activeElement as HTMLElement);
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
    } else if (event.key === "Enter" && event.target === input && links[0] instanceof HTMLAnchorElement) {
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
