// A spec's description, for a page that draws it with DOM calls (the stream playground's and try-it's help): its inline
// Markdown read here, at build time, by marked, into plain data (text, code, emphasis, links), which
// docs/site/inline-pieces.ts turns into text nodes and elements. No markup of the spec's ever reaches the page
// as markup: a tag in a description is text, and a link keeps only an http(s) or same-site address.
import { Marked, type Token } from "marked";
import type { HelpParagraph, InlinePiece } from "../../docs/site/help-paragraph.js";
import { decodeHtmlEntities } from "./html-entities.js";

const marked = new Marked({ gfm: true });

/** An address a reader's browser may follow from the help: http(s), or a page of the site (no scheme). */
function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("//")) return undefined;
  return trimmed;
}

function piecesOf(tokens: Token[] | undefined): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  for (const token of tokens ?? []) {
    if (token.type === "codespan") pieces.push({ kind: "code", text: decodeHtmlEntities(token.text) });
    else if (token.type === "em" || token.type === "strong")
      pieces.push({ kind: token.type, pieces: piecesOf(token.tokens) });
    else if (token.type === "link") {
      const href = safeHref(token.href);
      const inner = piecesOf(token.tokens);
      pieces.push(...(href === undefined ? inner : [{ kind: "link" as const, href, pieces: inner }]));
    } else if (token.type === "br") pieces.push({ kind: "text", text: " " });
    else if ("tokens" in token && token.tokens) pieces.push(...piecesOf(token.tokens));
    // Text, an escape, and raw HTML alike: the characters as written, shown as text.
    else pieces.push({ kind: "text", text: decodeHtmlEntities("text" in token ? String(token.text) : token.raw) });
  }
  return pieces;
}

/**
 * A description as paragraphs of inline pieces. A line break inside a paragraph is a space (the spec's text
 * is wrapped at its editor's width, not where a reader's sentence ends); a blank line starts a paragraph.
 */
export function helpParagraphs(description: string): HelpParagraph[] {
  return description
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean)
    .map((paragraph) => ({ pieces: piecesOf(marked.Lexer.lexInline(paragraph, marked.defaults)) }));
}
