// A spec's description as the stream playground draws its help (scripts/docs/inline-markdown.ts): lines joined
// into sentences, paragraphs kept, code spans, emphasis and safe links read, and nothing else taken as markup.
import { describe, expect, it } from "vitest";
import type { InlinePiece } from "../../docs/site/help-paragraph.js";
import { helpParagraphs } from "../../scripts/docs/inline-markdown.js";

const text = (value: string): InlinePiece => ({ kind: "text", text: value });
const code = (value: string): InlinePiece => ({ kind: "code", text: value });

describe("helpParagraphs", () => {
  it.each<[string, string, InlinePiece[][]]>([
    [
      "a line wrapped at the editor's width is one sentence",
      "Interim tokens are sent only\nwhen it is `true`.",
      [[text("Interim tokens are sent only when it is "), code("true"), text(".")]],
    ],
    ["a blank line starts a paragraph", "One.\n\nTwo.", [[text("One.")], [text("Two.")]]],
    [
      "emphasis and strong",
      "*one* and **two**",
      [[{ kind: "em", pieces: [text("one")] }, text(" and "), { kind: "strong", pieces: [text("two")] }]],
    ],
    [
      "an https link",
      "see [the guide](https://example.test/guide)",
      [[text("see "), { kind: "link", href: "https://example.test/guide", pieces: [text("the guide")] }]],
    ],
    ["a javascript: link is its words only", "[click](javascript:alert(1))", [[text("click")]]],
    ["HTML is text", "<img src=x onerror=alert(1)>", [[text("<img src=x onerror=alert(1)>")]]],
    ["a code span keeps its characters", "`<fin>` & `a&b`", [[code("<fin>"), text(" & "), code("a&b")]]],
    ["nothing", "  ", []],
  ])("%s", (_, description, want) => {
    expect(helpParagraphs(description).map((paragraph) => paragraph.pieces)).toEqual(want);
  });
});
