// The Markdown twin of a Markdown page of the site (index.md beside index.html): its source as the reader of the
// HTML sees it. What the HTML build substitutes is substituted the same way (the tested examples included, the
// table of pages), and links between pages lead to the twins: `guide.html` and `docs/guide.md` to `guide.md`,
// a reference's anchor to the heading of its Markdown twin.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { referenceTwinAnchor } from "./anchors.js";
import { codeBlock } from "./inert-markdown.js";

export interface TwinSource {
  /** The page's file, such as `guide.html`. */
  file: string;
  /** Repository-relative Markdown, such as `docs/guide.md` (none for a reference page). */
  source?: string;
}

/** `guide.html` → `guide.md`: the twin's name, beside its page. */
export function twinOf(file: string): string {
  return file.replace(/\.html$/, ".md");
}

/** `<!-- include: path -->` as the HTML page shows it: the file's path, then its code. */
function withIncludes(markdown: string, root: string): string {
  return markdown.replace(/<!-- include: (\S+) -->/g, (_, path: string) => {
    const code = readFileSync(join(root, path), "utf8");
    return `\`${path}\`, run by the test suite:\n\n${codeBlock(code, "ts")}`;
  });
}

/**
 * Every link to a page of the site (by its HTML file or its Markdown source) as a link to that page's twin;
 * `referenceFiles` are the pages whose anchors are routes (`#/files/uploadfile`). Other links are left as written.
 */
export function withTwinLinks(markdown: string, pages: TwinSource[], referenceFiles: string[]): string {
  return markdown.replace(/\]\(([^)\s#]*)(#[^)\s]*)?\)/g, (link, target: string, hash = "") => {
    const page = pages.find(
      (candidate) =>
        candidate.file === target ||
        (candidate.source !== undefined && [target, `docs/${target}`].includes(candidate.source)) ||
        twinOf(candidate.file) === target,
    );
    if (page === undefined) return link;
    const anchor = referenceFiles.includes(page.file) ? referenceTwinAnchor(hash) : hash;
    return `](${twinOf(page.file)}${anchor})`;
  });
}

/**
 * The changelog's `<sub>` (where a change was found, in small print on the HTML page) as text in brackets: the
 * one element the pages' Markdown carries, which a Markdown file should not.
 */
function withoutSubscripts(markdown: string): string {
  return markdown.replace(/<sub>(.*?)<\/sub>/g, "($1)");
}

/** The twin of one Markdown page; `sitePagesTable` is the landing page's table of pages, as build.ts makes it. */
export function pageTwin(options: {
  page: Required<TwinSource>;
  root: string;
  pages: TwinSource[];
  referenceFiles: string[];
  sitePagesTable: string;
}): string {
  const source = readFileSync(join(options.root, options.page.source), "utf8");
  // Any comment but the two markers is invisible on the HTML page; in a Markdown file it would be raw HTML.
  const withoutComments = source.replace(/<!--(?! include: | site-pages -->)[\s\S]*?-->\n?/g, "");
  const substituted = withIncludes(withoutComments, options.root).replaceAll(
    "<!-- site-pages -->",
    () => options.sitePagesTable,
  );
  return `${withTwinLinks(withoutSubscripts(substituted), options.pages, options.referenceFiles).trimEnd()}\n`;
}
