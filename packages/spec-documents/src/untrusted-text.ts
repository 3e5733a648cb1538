// The one place that decides how text this project did not write (spec text from a pull request, a server's
// answers and frames, headers, the environment) is shown: in a terminal, in XML, in Markdown and in HTML.
// Each function makes the text inert in its medium and never throws, whatever it is given; none of them
// removes secrets, which is redaction's job (redact first, then show).

const terminalControls =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters a terminal obeys
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** `\u001b` for ESC: the character named, not obeyed. */
function visibleEscape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * Text for a terminal: C0 and C1 controls (ESC, BEL, CSI, OSC and so on), DEL, the bidirectional
 * overrides that reorder what a reader sees, and the zero-width characters that hide text, are written as
 * `\uXXXX`, so a server cannot erase lines, forge a verdict, set the window title, write to the clipboard or
 * hide a character in an id. A tab stays a tab; line breaks stay unless
 * `oneLine` asks for one line (then they become `\n`, so a value cannot forge a line of its own).
 */
export function forTerminal(text: string, options: { oneLine?: boolean } = {}): string {
  const shown = text.replace(terminalControls, visibleEscape);
  return options.oneLine ? shown.replaceAll("\n", "\\n") : shown;
}

// XML 1.0's Char production: tab, LF, CR, U+0020-U+D7FF, U+E000-U+FFFD and U+10000-U+10FFFF. A lone
// surrogate (not part of a pair) is not a character at all.
const notXmlChar =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text for XML character data or a quoted attribute: markup characters escaped, and every character XML
 * 1.0 forbids (controls, U+FFFE, U+FFFF, lone surrogates) replaced by U+FFFD, so the document stays
 * well-formed and a reader still sees that something was there.
 */
export function forXml(text: string): string {
  return text
    .replace(notXmlChar, "\uFFFD")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** Text for HTML content or a quoted attribute value: nothing in it can open a tag or leave the attribute. */
export function forHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * Text for Markdown prose (a table cell, a list item), on one line and letter for letter, escaped only where a
 * character would start markup: a backslash, code span, emphasis, link or image, strikethrough, table cell,
 * raw HTML, character reference, a web address or mail address GFM would make a link of, and a block marker at
 * the text's start. The rest stays as written, so a reader of the Markdown itself sees `Speech-to-Text`,
 * `/files/{file_id}` and "@stt-service/mock", not `Speech\-to\-Text`.
 */
export function forMarkdown(text: string): string {
  const inline = forTerminal(text, { oneLine: true })
    .replace(/[\\`*[\]~|]/g, "\\$&")
    // `_` between two letters or digits opens no emphasis (CommonMark's intraword rule): `file_id` stays.
    .replace(/(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, "\\_")
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, "&amp;")
    .replace(/<(?=[A-Za-z/!?])/g, "&lt;")
    // GFM's autolinks: `scheme://`, `www.` and `name@domain`, each broken by an escape a renderer drops.
    .replace(/:(?=\/\/)/g, "\\:")
    .replace(/(?<![A-Za-z0-9])(www)\./gi, "$1\\.")
    .replace(/(?<=[A-Za-z0-9._+-])@/g, "\\@");
  return withInertStart(inline);
}

/**
 * Text that opens no heading, quote or list where it starts a line: its first marker escaped. Leading white space
 * stays (the text is put after a list marker or other text, where it indents nothing).
 */
function withInertStart(text: string): string {
  const orderedMarker = /^(\d{1,9})([.)])/.exec(text);
  if (orderedMarker) return `${orderedMarker[1]}\\${text.slice(orderedMarker[1]?.length ?? 0)}`;
  return /^[#>+=-]/.test(text) ? `\\${text}` : text;
}

/**
 * Text as a Markdown code span: fenced by one backtick more than its longest run of backticks, so no
 * backtick in it closes the span, and on one line. A code span shows HTML as text. In a GFM table cell,
 * `inTable` escapes `|`, which would otherwise end the cell even inside a code span.
 */
export function markdownCode(text: string, options: { inTable?: boolean } = {}): string {
  const shown = forTerminal(text, { oneLine: true });
  const oneLine = options.inTable ? shown.replaceAll("|", "\\|") : shown;
  let longestRun = 0;
  for (const run of oneLine.matchAll(/`+/g)) longestRun = Math.max(longestRun, run[0].length);
  const fence = "`".repeat(longestRun + 1);
  const padded = oneLine.startsWith("`") || oneLine.endsWith("`") || oneLine === "" ? ` ${oneLine} ` : oneLine;
  return `${fence}${padded}${fence}`;
}

// Where raw HTML may start in CommonMark: a tag (`<x`, `</x`), a comment or declaration (`<!`), a processing
// instruction (`<?`).
const htmlOpener = /<(?=[A-Za-z/!?])/g;

/**
 * Markdown written by someone else (a spec's description) as Markdown with no raw HTML: every `<` that would
 * open a tag, comment or declaration outside code is written `&lt;`, so a renderer shows it as text. Code
 * (a code span or a fenced block) is left as it is: a renderer shows HTML there as text already, and `&lt;`
 * in code would show as those four characters. Where the text has a backslash before a backtick (which can
 * make a backtick not open a code span), nothing is taken as code and every opener is escaped: the text may
 * show `&lt;` in a code span then, but never runs.
 */
export function markdownWithoutHtml(text: string): string {
  if (/\\`/.test(text)) return htmlAsText(text);
  let result = "";
  let fence: string | undefined;
  for (const line of text.split(/(?<=\n)/)) {
    // A backtick fence whose info string has a backtick is no fence (CommonMark), so neither is it here.
    const marker = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      result += line;
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      result += line;
      continue;
    }
    result += withoutHtmlOutsideCodeSpans(line);
  }
  return result;
}

/** A line with HTML openers escaped outside its code spans (a run of n backticks up to the next run of n). */
function withoutHtmlOutsideCodeSpans(line: string): string {
  let result = "";
  let at = 0;
  for (;;) {
    const open = /`+/g;
    open.lastIndex = at;
    const opener = open.exec(line);
    if (opener === null) return result + htmlAsText(line.slice(at));
    const closer = new RegExp(`(?<!\`)${"`".repeat(opener[0].length)}(?!\`)`, "g");
    closer.lastIndex = opener.index + opener[0].length;
    const closing = closer.exec(line);
    if (closing === null) {
      // No closing run of the same length: these backticks are text.
      result += htmlAsText(line.slice(at, opener.index + opener[0].length));
      at = opener.index + opener[0].length;
      continue;
    }
    result += htmlAsText(line.slice(at, opener.index)) + line.slice(opener.index, closing.index + closing[0].length);
    at = closing.index + closing[0].length;
  }
}

function htmlAsText(part: string): string {
  return part.replace(htmlOpener, "&lt;");
}
