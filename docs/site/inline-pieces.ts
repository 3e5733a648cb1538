// A spec's description as the page's own nodes: the data scripts/docs/inline-markdown.ts made of its inline
// Markdown, drawn with text nodes and elements only (never innerHTML), so nothing in a spec runs or styles.
import type { HelpParagraph, InlinePiece } from "./help-paragraph.js";

function nodesOf(pieces: InlinePiece[]): Node[] {
  return pieces.map((piece) => {
    if (piece.kind === "text") return document.createTextNode(piece.text);
    if (piece.kind === "code") {
      const code = document.createElement("code");
      code.textContent = piece.text;
      return code;
    }
    const element = document.createElement(piece.kind === "link" ? "a" : piece.kind);
    if (piece.kind === "link") (element as HTMLAnchorElement).href = piece.href;
    element.append(...nodesOf(piece.pieces));
    return element;
  });
}

/** The paragraphs of a description, each a <span class="help-paragraph"> (a help text sits in a <label>). */
export function helpNodes(paragraphs: HelpParagraph[]): Node[] {
  return paragraphs.map((paragraph) => {
    const span = document.createElement("span");
    span.className = "help-paragraph";
    span.append(...nodesOf(paragraph.pieces));
    return span;
  });
}
