// The frame both reference pages share: the head (the shared stylesheet and script, loaded as files so the
// second page takes them from the cache the first filled), the site's top bar, the contents sidebar and the
// page's text. The sidebar is plain links in a <details>: it works without the script, is open beside the text
// on a wide screen, and on a phone stands above the text, in the flow, under the top bar (reference.js folds it
// there once the page has loaded, so the text comes first).
import { forHtml } from "@stt-service/spec-documents";

/** The files the build writes beside the pages, which both pages load. */
export const referenceStylesheet = "reference.css";
export const referenceScript = "reference.js";

/** The URLs the pages load the shared files by (with their content's hash, scripts/docs/reference/assets.ts). */
export interface ReferenceAssets {
  stylesheet: string;
  script: string;
}

/** First in every page's tab order (the markdown pages' shell too), to the page's <main id="content">. */
export const skipLink = '<a class="skip-link" href="#content">Skip to content</a>';

export interface TocEntry {
  /** The id of the section the entry links to, such as `/files/uploadfile`. */
  id: string;
  label: string;
  /** A short word before the label, such as the method (`POST`) or the action (`Send`). */
  badge?: { text: string; className: string };
  children?: TocEntry[];
}

function tocList(entries: TocEntry[]): string {
  const items = entries.map((entry) => {
    const badge = entry.badge
      ? `<span class="badge ${forHtml(entry.badge.className)}">${forHtml(entry.badge.text)}</span> `
      : "";
    const children = entry.children && entry.children.length > 0 ? tocList(entry.children) : "";
    return `<li><a href="#${forHtml(entry.id)}">${badge}${forHtml(entry.label)}</a>${children}</li>`;
  });
  return `<ul>${items.join("")}</ul>`;
}

export interface ReferencePageParts {
  /** The document's title: the page's one h1. */
  title: string;
  /** The browser tab's title. */
  documentTitle: string;
  /** The site's top bar, this page marked current. */
  nav: string;
  toc: TocEntry[];
  /** The sections below the h1, already HTML. */
  content: string;
  /** Said under the h1, such as "Version 2.0.0". */
  subtitle: string;
  assets: ReferenceAssets;
  /** What every page's <head> carries (scripts/docs/theme.ts): the theme applied before the first paint. */
  head: string;
}

export function referencePage(parts: ReferencePageParts): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${forHtml(parts.documentTitle)}</title>
<link rel="icon" href="data:,">
${parts.head}
<link rel="stylesheet" href="${forHtml(parts.assets.stylesheet)}">
<script src="${forHtml(parts.assets.script)}" defer></script>
<script src="search.js" defer></script>
</head>
<body>
${skipLink}
${parts.nav}
<div class="reference-layout">
<details class="reference-toc" open>
<summary>Contents of this page</summary>
<nav aria-label="Contents of this page">${tocList(parts.toc)}</nav>
</details>
<main id="content" class="page reference">
<h1>${forHtml(parts.title)}</h1>
<p class="subtitle">${forHtml(parts.subtitle)}</p>
${parts.content}
</main>
</div>
</body>
</html>
`;
}
