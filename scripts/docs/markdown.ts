// A markdown page of the site: the tested examples included, code highlighted, tables in their own scrolling
// box, an id and a "#" link on every heading; and the page cut into sections (heading, anchor, text) for the
// site's search, with its h2 and h3 headings for the page's contents (page-contents.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { forHtml } from "@stt-service/spec-documents";
import { Marked, type Token, type Tokens } from "marked";
import type { SearchEntry } from "../../docs/site/search-entry.js";
import type { Highlight } from "./highlight.js";
import { plainText } from "./search-index.js";

export interface MarkdownPage {
  html: string;
  sections: SearchEntry[];
  /** The h2 and h3 headings, in page order: what a table of contents lists. */
  headings: PageHeading[];
}

export interface PageHeading {
  depth: 2 | 3;
  id: string;
  /** The heading as HTML (inline code kept), escaped as the page shows it. */
  html: string;
  text: string;
}

/** Where a page shows the table of the site's pages (the landing page). */
const sitePagesMarker = "<!-- site-pages -->";

/** Replaces `<!-- include: path -->` with the file's code, so the page shows what the tests run. */
export function withIncludes(markdown: string, root: string): string {
  return markdown.replace(/<!-- include: (\S+) -->/g, (_, path: string) => {
    const code = readFileSync(join(root, path), "utf8").trimEnd();
    const fence = path.endsWith(".py") ? "py" : "ts";
    return `<p class="example-source">${forHtml(path)}, run by the test suite:</p>\n\n\`\`\`${fence}\n${code}\n\`\`\``;
  });
}

export function slug(text: string): string {
  return (
    plainText(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "section"
  );
}

export function renderMarkdownPage(options: {
  source: string;
  root: string;
  file: string;
  pageTitle: string;
  highlight: Highlight;
  /** The table of the site's pages, in markdown, for `<!-- site-pages -->`. */
  sitePagesTable?: string;
}): MarkdownPage {
  const markdown = withIncludes(readFileSync(join(options.root, options.source), "utf8"), options.root)
    .replaceAll(sitePagesMarker, () => {
      if (options.sitePagesTable === undefined)
        throw new Error(`${options.source}: no table of pages for ${sitePagesMarker}`);
      return options.sitePagesTable;
    })
    // Links between the docs' markdown files become links between the site's pages.
    .replace(/\]\((?:docs\/)?([a-z-]+)\.md\)/g, "]($1.html)");

  // Headings get ids (deduplicated in page order); each h1–h3 opens a search section that runs to the next.
  const headingIds = new Map<Tokens.Heading, string>();
  const used = new Map<string, number>();
  const sections: SearchEntry[] = [];
  const headings: PageHeading[] = [];
  const marked = new Marked({ gfm: true });
  const tokens = marked.lexer(markdown);
  for (const token of tokens) {
    if (token.type === "heading") {
      const heading = token as Tokens.Heading;
      const base = slug(heading.text);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      const id = seen === 0 ? base : `${base}-${seen + 1}`;
      headingIds.set(heading, id);
      if (heading.depth <= 3) {
        sections.push({
          url: heading.depth === 1 ? options.file : `${options.file}#${id}`,
          page: options.pageTitle,
          title: plainText(heading.text),
          text: "",
        });
        continue;
      }
    }
    const section = sections.at(-1);
    if (section) section.text = `${section.text} ${plainText((token as Token).raw)}`.trim();
  }

  marked.use({
    renderer: {
      // The "#" link sits inside the heading, after its words, as GitHub's does: a keyboard reaches it in
      // reading order, and page.css shows it on hover and focus. Its name says which section it links to.
      heading(token) {
        const id = headingIds.get(token) ?? slug(token.text);
        const inner = this.parser.parseInline(token.tokens);
        const text = plainText(token.text);
        if (token.depth === 2 || token.depth === 3) headings.push({ depth: token.depth, id, html: inner, text });
        const anchor = `<a class="heading-anchor" href="#${id}" aria-label="Link to this section: ${forHtml(text)}">#</a>`;
        return `<h${token.depth} id="${id}">${inner} ${anchor}</h${token.depth}>\n`;
      },
      code(token) {
        return `${options.highlight(token.text, token.lang)}\n`;
      },
      table: scrollingTable,
    },
  });
  const html = marked.parser(tokens) as string;
  return { html, sections, headings };
}

/**
 * A wide table scrolls inside its own box instead of widening the page. Each body cell carries its column's
 * heading (data-label): on a phone, where a row shows as a card of its cells, page.css shows the heading above
 * the cell's text.
 */
function scrollingTable(this: RendererThis, token: Tokens.Table): string {
  const labels = token.header.map((cell) => plainText(cell.text));
  const cell = (tag: "th" | "td", content: Tokens.TableCell, label = "") =>
    `<${tag}${label ? ` data-label="${forHtml(label)}"` : ""}${content.align ? ` align="${content.align}"` : ""}>${this.parser.parseInline(content.tokens)}</${tag}>`;
  const head = `<tr>${token.header.map((header) => cell("th", header)).join("")}</tr>`;
  const rows = token.rows.map(
    (row) => `<tr>${row.map((content, index) => cell("td", content, labels[index])).join("")}</tr>`,
  );
  const body = rows.length > 0 ? `<tbody>\n${rows.join("\n")}\n</tbody>` : "";
  return `<div class="table-scroll"><table>\n<thead>\n${head}\n</thead>\n${body}</table></div>\n`;
}

type RendererThis = { parser: { parseInline(tokens: Token[]): string } };

export interface FragmentOptions {
  /** The level the fragment's highest heading takes on its page (the fragment's other headings follow it). */
  topHeading?: number;
  /** The id of a heading, from its plain text; none when left out. */
  headingId?: (text: string) => string;
}

/** http(s), mailto, or a place in the site (`#…`, `guide.html`): no scheme of its own. */
function followableHref(href: string): boolean {
  const trimmed = href.trim();
  if (/^(?:https?|mailto):/i.test(trimmed)) return true;
  // A browser drops tabs and line breaks from an address: `java\tscript:` is `javascript:` to it.
  const controls = [...trimmed].some((character) => character.charCodeAt(0) < 0x20);
  return !controls && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith("//");
}

/** Renders a piece of Markdown a spec carries (a description) into a page that has its own headings. */
export type MarkdownFragment = (markdown: string, options?: FragmentOptions) => string;

/**
 * The references' Markdown: the pages' highlighter and tables, headings moved under the page's own, and raw
 * HTML shown as text. The build already hands it Markdown without raw HTML (without-html.ts); this renderer
 * refuses it again, so a description that slipped past that pass still cannot put markup on the page.
 */
export function createMarkdownFragment(highlight: Highlight): MarkdownFragment {
  return (markdown, options = {}) => {
    const marked = new Marked({ gfm: true });
    const tokens = marked.lexer(markdown);
    const depths = tokens.filter((token) => token.type === "heading").map((token) => (token as Tokens.Heading).depth);
    const shift = (options.topHeading ?? 2) - Math.min(...depths, 6);
    marked.use({
      renderer: {
        heading(token) {
          const depth = Math.min(6, Math.max(1, token.depth + shift));
          const id = options.headingId ? ` id="${forHtml(options.headingId(plainText(token.text)))}"` : "";
          return `<h${depth}${id}>${this.parser.parseInline(token.tokens)}</h${depth}>\n`;
        },
        code(token) {
          const known = ["ts", "typescript", "js", "javascript", "sh", "json", "py", "python", ""];
          const lang = (token.lang ?? "").trim().toLowerCase();
          return `${highlight(token.text, known.includes(lang) ? lang || undefined : undefined)}\n`;
        },
        html(token) {
          return forHtml(token.text);
        },
        // A spec's link leads a reader to the web, to mail, or within the site; `javascript:`, `data:` and any
        // other scheme is shown as its words (the page's policy would refuse to run it, but a link a reader
        // cannot follow is no link).
        link(token) {
          const text = this.parser.parseInline(token.tokens);
          if (!followableHref(token.href)) return text;
          const title = token.title ? ` title="${forHtml(token.title)}"` : "";
          return `<a href="${forHtml(token.href)}"${title}>${text}</a>`;
        },
        image(token) {
          return forHtml(token.text);
        },
        table: scrollingTable,
      },
    });
    return marked.parser(tokens) as string;
  };
}
