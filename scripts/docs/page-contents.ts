// A long page's table of contents (its h2 and h3 headings), written at build time so that it needs no
// script. It is written twice, and page-tools.css shows one at a time: a sticky column beside the text where
// the screen has room for it, and a collapsed <details> under the title where it has not (a phone, a narrow
// window). The hidden one is `display: none`, so a screen reader meets one list, never both.
import type { PageHeading } from "./markdown.js";

/** The headings as a nested list: each h3 inside the list of the h2 before it. */
function headingList(headings: PageHeading[]): string {
  // A heading's own link (a reference in its words) would nest a link inside the contents' link.
  const linkText = (html: string) => html.replace(/<\/?a\b[^>]*>/g, "");
  const items: string[] = [];
  let open = false;
  for (const heading of headings) {
    const link = `<a href="#${heading.id}">${linkText(heading.html)}</a>`;
    if (heading.depth === 3 && items.length > 0) {
      if (!open) items.push("<ol>");
      open = true;
      items.push(`<li>${link}</li>`);
      continue;
    }
    if (open) items.push("</ol></li>");
    else if (items.length > 0) items.push("</li>");
    open = false;
    items.push(`<li>${link}`);
  }
  if (open) items.push("</ol>");
  if (items.length > 0) items.push("</li>");
  return `<ol>${items.join("")}</ol>`;
}

/**
 * The page's text with its contents: the side column before the text (the grid of page-tools.css places it),
 * the collapsed list after the page's title. The page as it was when it has fewer than two h2 headings.
 */
export function withPageContents(html: string, headings: PageHeading[]): string {
  if (headings.filter((heading) => heading.depth === 2).length < 2) return html;
  const list = headingList(headings);
  const side = [
    `<nav class="page-contents page-contents-side" aria-label="On this page">`,
    `<p class="page-contents-title" aria-hidden="true">On this page</p>`,
    list,
    `</nav>`,
  ].join("\n");
  const inline = [
    `<details class="page-contents page-contents-inline">`,
    `<summary>On this page</summary>`,
    `<nav aria-label="On this page">${list}</nav>`,
    `</details>`,
  ].join("\n");
  const titleEnd = html.indexOf("</h1>");
  const text =
    titleEnd === -1 ? `${inline}\n${html}` : `${html.slice(0, titleEnd + 5)}\n${inline}${html.slice(titleEnd + 5)}`;
  return `${side}\n<div class="page-text">\n${text}</div>`;
}
