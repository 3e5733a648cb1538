// The partials every Python template shares: the banner, docstrings, comments and literals. Spec text reaches
// a generated Python file only through these: as a string literal (JSON's escapes are Python's), inside a
// docstring with its backslashes and quotes escaped, or in `#` comments line by line, so no text of a spec can
// end the literal or the comment it stands in and become code.
import type { Deprecation } from "../../../model/types.js";
import { bannerText } from "../../typescript/templates/partials.js";

export const banner = `# ${bannerText}`;

/**
 * Characters a Python source line must not hold inside a docstring or a comment: NUL (refused by the parser),
 * the line breaks Python reads (`\r`), and the other control characters, which no documentation needs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const unsafeCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Spec text as lines of plain text: `\r\n` and `\r` made `\n`, other control characters dropped. */
export function plainText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(unsafeCharacters, "");
}

/** Control characters, the line separators and lone surrogates (which UTF-8 cannot hold): escaped in a literal. */
function needsEscape(code: number): boolean {
  return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff);
}

/**
 * A value as a Python string literal, in the quotes ruff's formatter chooses: double, unless the value holds
 * more double quotes than single ones. Backslashes, the quote, line breaks and control characters are escaped,
 * so no value can end the literal.
 */
export function pyString(value: string): string {
  const doubles = value.split('"').length - 1;
  const singles = value.split("'").length - 1;
  const quote = doubles > singles ? "'" : '"';
  let escaped = "";
  for (const character of value) {
    if (character === "\\") escaped += "\\\\";
    else if (character === quote) escaped += `\\${quote}`;
    else if (character === "\n") escaped += "\\n";
    else if (character === "\r") escaped += "\\r";
    else if (character === "\t") escaped += "\\t";
    else if (needsEscape(character.charCodeAt(0))) {
      escaped += `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
    } else escaped += character;
  }
  return `${quote}${escaped}${quote}`;
}

/** A piece of Python laid out as ruff's formatter lays it out: on one line where it fits, else one item a line. */
export type Layout = string | { open: string; items: Layout[]; close: string };

const lineWidth = 120;

/** One line of a layout, as it reads when it fits. */
function flat(layout: Layout): string {
  if (typeof layout === "string") return layout;
  return `${layout.open}${layout.items.map(flat).join(", ")}${layout.close}`;
}

/**
 * A layout on a line at an indent, after `lead` and before `after` on that line: all on one line where that
 * fits in 120 columns, else its items one a line with a trailing comma (which keeps ruff from joining them
 * again), each laid out the same way. Returns the line(s) without the first line's indent.
 */
export function laidOut(layout: Layout, indent: string, lead = "", after = ""): string {
  const line = flat(layout);
  if (
    typeof layout === "string" ||
    indent.length + lead.length + line.length + after.length <= lineWidth ||
    layout.items.length === 0
  ) {
    return `${lead}${line}${after}`;
  }
  const inner = `${indent}    `;
  // A sole argument that is itself split (a set in a call) stands alone, without a comma, as ruff writes it.
  const [sole] = layout.items;
  if (layout.items.length === 1 && sole !== undefined && typeof sole !== "string") {
    return `${lead}${layout.open}\n${inner}${laidOut(sole, inner)}\n${indent}${layout.close}${after}`;
  }
  const items = layout.items.map((item) => `${inner}${laidOut(item, inner, "", ",")}`);
  return `${lead}${layout.open}\n${items.join("\n")}\n${indent}${layout.close}${after}`;
}

/** JSON data as a Python literal: `true`, `false` and `null` as `True`, `False` and `None`, strings by pyString. */
export function pyLiteral(value: unknown): Layout {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "None";
  if (typeof value === "string") return pyString(value);
  if (Array.isArray(value)) return { open: "[", items: value.map(pyLiteral), close: "]" };
  const entries = Object.entries(value as Record<string, unknown>);
  return {
    open: "{",
    items: entries.map(([key, item]) => prefixed(`${pyString(key)}: `, pyLiteral(item))),
    close: "}",
  };
}

/** A layout with text before it on its first line (a key, an argument's name). */
export function prefixed(prefix: string, layout: Layout): Layout {
  return typeof layout === "string" ? `${prefix}${layout}` : { ...layout, open: `${prefix}${layout.open}` };
}

/** Lines longer than the width broken at spaces: spec text folded into one line reads as a paragraph. */
function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const lines: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    if (current !== "" && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current === "" ? word : `${current} ${word}`;
  }
  return [...lines, current];
}

/** Paragraphs of spec text as lines, each at most `width` long where a space allows. */
function paragraphLines(paragraphs: (string | undefined | null)[], width: number): string[] {
  const kept = paragraphs
    .filter((paragraph): paragraph is string => typeof paragraph === "string" && paragraph.trim() !== "")
    .map((paragraph) => plainText(paragraph).trim())
    .filter((paragraph) => paragraph !== "");
  if (kept.length === 0) return [];
  return kept
    .join("\n\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .flatMap((line) => wrap(line, width));
}

/**
 * A docstring from paragraphs of spec text, at an indent, or "" when there is none. Backslashes and quotes are
 * escaped, so the text can neither end the string nor make an escape of its own.
 */
export function docstring(paragraphs: (string | undefined | null)[], indent = ""): string {
  const lines = paragraphLines(paragraphs, 116 - indent.length).map((line) =>
    line.replaceAll("\\", "\\\\").replaceAll('"', '\\"'),
  );
  if (lines.length === 0) return "";
  if (lines.length === 1) return `${indent}"""${lines[0]}"""\n`;
  const [first, ...rest] = lines;
  return `${indent}"""${first}\n${rest.map((line) => (line === "" ? "" : `${indent}${line}`)).join("\n")}\n${indent}"""\n`;
}

/** `#:` comment lines (what documentation tools read as an attribute's) from spec text, or "" when there is none. */
export function attributeComment(paragraphs: (string | undefined | null)[], indent = ""): string {
  const lines = paragraphLines(paragraphs, 114 - indent.length);
  return lines.map((line) => `${indent}#:${line === "" ? "" : ` ${line}`}\n`).join("");
}

/** The sentence of a deprecation: until when, and what instead. */
export function deprecationText(deprecation: Deprecation): string {
  return `Deprecated: removed after ${deprecation.sunset}.${deprecation.use ? ` Use ${deprecation.use} instead.` : ""}`;
}

/** A scalar JSON value as a Python literal. */
export function pyScalar(value: string | number | boolean): string {
  return pyLiteral(value) as string;
}

/** `from <module> import <names>`, sorted, on one line where it fits, else one name a line; "" for no names. */
export function importLine(module: string, names: string[]): string {
  const sorted = [...new Set(names)].sort();
  if (sorted.length === 0) return "";
  const line = `from ${module} import ${sorted.join(", ")}`;
  if (line.length <= lineWidth) return `${line}\n`;
  return `from ${module} import (\n${sorted.map((name) => `    ${name},`).join("\n")}\n)\n`;
}

/** A name's place in an isort-style sort (ruff's RUF022): constants, then classes, then the rest. */
function casingRank(name: string): number {
  if (/^[A-Z0-9_]+$/.test(name) && /[A-Z]/.test(name)) return 0;
  return /^[A-Z]/.test(name) ? 1 : 2;
}

/** Names in an isort-style order: by casing (constants, classes, the rest), then by their text. */
export function isortOrder(names: string[]): string[] {
  return [...new Set(names)].sort((a, b) => casingRank(a) - casingRank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** A module's `__all__`, one name a line, in the order ruff's RUF022 asks. */
export function allList(names: string[]): string {
  return `__all__ = [\n${isortOrder(names)
    .map((name) => `    ${pyString(name)},`)
    .join("\n")}\n]\n`;
}

/**
 * A module's imports, in isort's sections (ruff's I001): `from __future__`, the standard library, then the
 * package's own (relative, the furthest first), a blank line between sections and none inside one.
 */
export function importBlock(standard: string[], local: string[]): string {
  const sections = [
    "from __future__ import annotations\n",
    [...standard].sort(isortStatementOrder).join(""),
    [...local].sort(isortStatementOrder).join(""),
  ].filter((section) => section !== "");
  return sections.join("\n");
}

/** isort's order of statements in a section: `import x` before `from x import`, then by module (`..` before `.`). */
function isortStatementOrder(a: string, b: string): number {
  const key = (statement: string) => {
    const plain = statement.startsWith("import ");
    const module = statement.split(" ")[1] ?? "";
    const dots = /^\.+/.exec(module)?.[0].length ?? 0;
    return [plain ? 0 : 1, -dots, module.replace(/^\.+/, "").toLowerCase()] as const;
  };
  const [x, y] = [key(a), key(b)];
  return x[0] - y[0] || x[1] - y[1] || (x[2] < y[2] ? -1 : x[2] > y[2] ? 1 : 0);
}

/**
 * Generated Python read for what it uses, with spec text out of the way: `code` is the text with every string
 * literal emptied and every comment removed (a description may say "cast(" or "Literal["), and `castTypes` the
 * type expressions written as the first argument of a `cast(...)`, which name types as code does. What a module
 * imports is read from these, so that no spec text can add or remove an import.
 */
export function codeOf(text: string): { code: string; castTypes: string[] } {
  let code = "";
  const castTypes: string[] = [];
  let at = 0;
  while (at < text.length) {
    const character = text[at] as string;
    if (character === "#") {
      const end = text.indexOf("\n", at);
      at = end < 0 ? text.length : end;
      continue;
    }
    if (character !== '"' && character !== "'") {
      code += character;
      at++;
      continue;
    }
    const quote = text.startsWith(character.repeat(3), at) ? character.repeat(3) : character;
    let end = at + quote.length;
    while (end < text.length && !text.startsWith(quote, end)) end += text[end] === "\\" ? 2 : 1;
    const content = text.slice(at + quote.length, end);
    if (/\bcast\(\s*$/.test(code)) castTypes.push(content);
    // An f-string's holes are code (the templates' own f-strings hold no spec text).
    code += /\bf$/.test(code) ? `${quote}${content}${quote}` : `${quote}${quote}`;
    at = end + quote.length;
  }
  return { code, castTypes };
}

/** Whether generated Python uses a name as code: in its code, or in a type expression of a cast. */
export function usesName(text: ReturnType<typeof codeOf>, pattern: RegExp): boolean {
  return pattern.test(text.code) || text.castTypes.some((type) => pattern.test(type));
}

/**
 * A name as the code refers to it (a call, an argument, an annotation), not as a field, keyword argument,
 * attribute or method of the spec that happens to share it (`cast=...`, `self.cast`, `def cast(`).
 */
export function reference(name: string): RegExp {
  return new RegExp(`(?<!def )(?<![.\\w])${name}(?![\\w=:])`);
}
