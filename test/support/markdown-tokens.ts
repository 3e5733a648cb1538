// Markdown as a renderer reads it: every token of a text (nested ones too, in lists, tables and links), and the
// anchors of its headings as the site's pages make them (scripts/docs/markdown.ts's slug, a repeat `-2`).
import { Marked, type Token, type Tokens } from "marked";
import { slug } from "../../scripts/docs/markdown.js";

export function markdownTokens(markdown: string): Token[] {
  const found: Token[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    if (typeof (value as { type?: unknown }).type === "string") found.push(value as Token);
    for (const child of Object.values(value)) if (typeof child === "object") visit(child);
  };
  visit(new Marked({ gfm: true }).lexer(markdown));
  return found;
}

export function headingsOf(markdown: string): { depth: number; text: string; anchor: string }[] {
  const used = new Map<string, number>();
  return markdownTokens(markdown)
    .filter((token): token is Tokens.Heading => token.type === "heading")
    .map((token) => {
      const base = slug(token.text);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      return {
        depth: Number(token.depth),
        text: String(token.text),
        anchor: seen === 0 ? base : `${base}-${seen + 1}`,
      };
    });
}

/** Every link's and image's destination, as the renderer would follow it. */
export function linkTargets(markdown: string): string[] {
  return markdownTokens(markdown)
    .filter((token): token is Tokens.Link | Tokens.Image => token.type === "link" || token.type === "image")
    .map((token) => token.href);
}
