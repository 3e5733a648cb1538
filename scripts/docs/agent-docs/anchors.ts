// The anchors of the agent docs' Markdown: each heading's, as the site's HTML pages make them (markdown.ts's
// slug, the second of a name `-2`), and the way a link into a reference page (`#/files/uploadfile`)
// becomes a link into that page's Markdown twin.
import { Marked, type Tokens } from "marked";
import { DocsSourceError } from "../../lib/source-error.js";
import { slug } from "../markdown.js";

/** The slug of every heading of a Markdown text, in order, before the site's deduplication. */
function headingSlugs(markdown: string): string[] {
  return new Marked({ gfm: true })
    .lexer(markdown)
    .filter((token) => token.type === "heading")
    .map((token) => slug((token as Tokens.Heading).text));
}

/** The anchor of every heading of a Markdown text, in order, as the site's pages number a repeated one. */
export function headingAnchors(markdown: string): string[] {
  const used = new Map<string, number>();
  return headingSlugs(markdown).map((base) => {
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  });
}

/**
 * Stops the build when two headings of a reference page have one anchor: the second would be reached as
 * `-2`, and a link meant for one would land on the other (a tag named as an operation, a section of the
 * spec's introduction named as a schema).
 */
export function requireUniqueAnchors(file: string, markdown: string): void {
  const slugs = headingSlugs(markdown);
  const clashing = [...new Set(slugs.filter((anchor, index) => slugs.indexOf(anchor) !== index))];
  if (clashing.length > 0) {
    throw new DocsSourceError(
      `${file}: two headings share the anchor ${clashing.map((anchor) => `#${anchor}`).join(", ")}; rename a tag, section, operation, channel, message or schema so each has its own`,
    );
  }
}

/**
 * A reference page's anchor as its twin's: the last step of the route, which the twin's headings are
 * named after (`#/files/uploadfile` → `#uploadfile`, `#/section/errors` → `#errors`,
 * `#/channels/transcribe/operations/sendconfig` → `#sendconfig`).
 */
export function referenceTwinAnchor(hash: string): string {
  if (!hash.startsWith("#/")) return hash;
  const last = hash.split("/").at(-1) ?? "";
  return last === "" ? "" : `#${last}`;
}
