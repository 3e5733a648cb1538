// The shape of a spec's description as the build hands it to a page (the stream playground's and try-it's
// help): its inline Markdown read at build time (scripts/docs/inline-markdown.ts) into plain data, which
// inline-pieces.ts draws as text nodes and elements. Types only: no code of the page.

/** A run of text, code, emphasis or a link (whose address the build has checked), in reading order. */
export type InlinePiece =
  | { kind: "text"; text: string }
  | { kind: "code"; text: string }
  | { kind: "em" | "strong"; pieces: InlinePiece[] }
  | { kind: "link"; href: string; pieces: InlinePiece[] };

export interface HelpParagraph {
  pieces: InlinePiece[];
}
