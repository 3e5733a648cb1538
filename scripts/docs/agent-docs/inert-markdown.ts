// Spec text (a description from a pull request) in the agent docs' Markdown, unable to change the page it sits
// in. An agent reads these files as they are, and a renderer may show them: a description must not open a
// heading (a false section, or one that takes an operation's anchor), leave a code fence open (swallowing the
// rest of the file), carry raw HTML, or link to a `javascript:` or `data:` URL. What a description may do is
// what the HTML reference shows: emphasis, code, lists, tables, links to the web.
import { forMarkdown, forTerminal, markdownWithoutHtml } from "@stt-service/spec-documents";

/** Where a link may lead: the web, mail, an anchor of the page, a page of the site (a relative path). */
const safeDestination = /^(?:https?:\/\/|mailto:|#|[A-Za-z0-9_][A-Za-z0-9._/-]*(?:#[A-Za-z0-9._/-]*)?$)/;

/**
 * `[text](destination)` with any other destination written as text: the `](` is escaped, so no renderer makes
 * a link of it, whatever the destination hides (entities, backslashes, case and spaces included).
 */
function withSafeLinks(line: string): string {
  return line.replace(/\]\(\s*<?([^)\s>]*)/g, (match, destination: string) =>
    safeDestination.test(destination) && !/[&\\]/.test(destination) ? match : `]\\(${match.slice(2)}`,
  );
}

/** A line that would open a block of its own in a page, as text of the paragraph it is in. */
function withoutBlockOpeners(line: string): string {
  // An ATX heading keeps its words, in bold: a reader still sees the section the author meant.
  const heading = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?[ \t#]*$/.exec(line.replace(/\n$/, ""));
  if (heading) return `**${forMarkdown(heading[1] ?? "")}**${line.endsWith("\n") ? "\n" : ""}`;
  // A setext underline (=== or ---) would turn the line above into a heading.
  if (/^ {0,3}(?:=+|-+)[ \t]*\n?$/.test(line)) return `\\${line.trimStart()}`;
  // A link reference definition would give a link elsewhere in the file a destination.
  if (/^ {0,3}\[[^\]]*\]:/.test(line)) return `\\${line.trimStart()}`;
  return line;
}

/**
 * A description as Markdown blocks, for a place of its own in the page (under a heading): raw HTML written as
 * text (outside code, as the HTML reference does), headings bold, a code fence left open closed, unsafe links
 * as text, invisible and control characters named.
 */
export function inertProse(text: string): string {
  const shown = markdownWithoutHtml(forTerminal(text.replace(/\r\n?/g, "\n")).trim());
  let fence: string | undefined;
  const lines: string[] = [];
  for (const line of shown.split("\n")) {
    const marker = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      lines.push(line);
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      lines.push(line);
      continue;
    }
    lines.push(withSafeLinks(withoutBlockOpeners(line)));
  }
  if (fence !== undefined) lines.push(fence);
  return lines.join("\n");
}

/**
 * A description on one line, for a list item or a table cell: its paragraphs joined. Nothing in it starts a
 * line, so it can open no block; inline it is as inert as `inertProse`.
 */
export function inertLine(text: string): string {
  return withSafeLinks(
    markdownWithoutHtml(forTerminal(text, { oneLine: false }))
      .split(/\n/)
      .map((line) => line.trim())
      .filter((line) => line !== "" && !/^(?:`{3,}|~{3,})/.test(line))
      .join(" "),
  );
}

/**
 * A name from a spec (a tag, a channel, a message) inside a line, as heading or prose text: shown letter for
 * letter. Unlike `forMarkdown`, it leaves the punctuation that only means something at the start of a line
 * (`-`, `.`, `+`, `=`): a name never starts one here, and an agent reads `Speech-to-Text`, not `Speech\-to\-Text`.
 */
export function literal(text: string): string {
  return forTerminal(text, { oneLine: true }).replace(/[\\`*_{}[\]()#!|~<>&]/g, (character) => {
    if (character === "<") return "&lt;";
    if (character === ">") return "&gt;";
    if (character === "&") return "&amp;";
    return `\\${character}`;
  });
}

/** A fenced block of `code` that nothing in it can close: the fence is longer than its longest run of backticks. */
export function codeBlock(code: string, language = ""): string {
  let longest = 2;
  for (const run of code.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const fence = "`".repeat(longest + 1);
  return `${fence}${language.replace(/[^A-Za-z0-9_+-]/g, "")}\n${forTerminal(code).trimEnd()}\n${fence}`;
}
