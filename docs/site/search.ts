// The search box in the site's top bar, on every page (one index of every page). The index is a file of its
// own, search-index.js (scripts/docs/search-index.ts), loaded when the reader first goes to the box, not with
// the page: it is most of the search's weight, and a page a reader only reads never needs it. What is found,
// and in which order, is search-ranking.ts's. The list shows the first results and a "Show
// more" button at its end for the next ones; arrows move through the results and onto that button.
import type { SearchEntry } from "./search-entry.js";
import { search } from "./search-ranking.js";

/** What search-index.js sets when it runs (a classic script, so the site works from a folder, file:// too). */
declare global {
  interface Window {
    sttSearchIndex?: SearchEntry[];
  }
}

/**
 * The index's address: beside this script, which may be served under a subpath. Read as the script first runs,
 * the only moment `currentScript` names it (the ranking's tests import this module where there is no document).
 */
const indexUrl =
  typeof document === "undefined"
    ? ""
    : new URL("search-index.js", (document.currentScript as HTMLScriptElement | null)?.src ?? document.baseURI).href;

let indexLoading: Promise<SearchEntry[]> | undefined;

/** The index, loaded once: a <script> element, as the page's policy runs the site's own files. */
function loadIndex(): Promise<SearchEntry[]> {
  indexLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = indexUrl;
    script.addEventListener("load", () => resolve(window.sttSearchIndex ?? []));
    script.addEventListener("error", () => {
      // Another try on the next visit to the box, not a search that stays broken.
      indexLoading = undefined;
      reject(new Error("the search index did not load"));
    });
    document.head.append(script);
  });
  return indexLoading;
}

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
  let index: SearchEntry[] | undefined;
  const message = (text: string) => {
    const item = document.createElement("li");
    item.className = "no-result";
    item.textContent = text;
    list.append(item);
    list.hidden = false;
  };
  const show = () => {
    const query = input.value;
    list.replaceChildren();
    links = [];
    if (!query.trim()) return close();
    if (!index) {
      message("Loading the search…");
      loadIndex().then(
        (loaded) => {
          index = loaded;
          // The reader may have typed on, or left: the box as it is now.
          if (input.value.trim()) show();
        },
        () => {
          list.replaceChildren();
          message("The search did not load: check the connection, then type again");
        },
      );
      return;
    }
    const results = search(index, query);
    showFrom(results, query, 0);
    if (results.length === 0) message(`Nothing found for “${query.trim()}”`);
    list.hidden = false;
  };

  // The index starts loading as the reader reaches the box, so it is there by the first letter typed.
  input.addEventListener("focus", () => {
    loadIndex().catch(() => undefined);
  });
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
