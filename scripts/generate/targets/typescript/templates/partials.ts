// The partials every template shares: the one-line banner and doc comments.
import type { Deprecation } from "../../../model/types.js";

export const bannerText =
  "Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.";

export const banner = `// ${bannerText}`;

/**
 * The import specifier of a hand-written module of the SDK (a path under packages/sdk/src/), from a generated
 * file of the SDK (its path relative to packages/sdk/src/generated/): generated code imports the fixed runtime
 * (ServiceError, the operation context) of its own package rather than carrying a copy of it as template text.
 */
export function srcModule(from: string, module: string): string {
  const depth = from.split("/").length - 1;
  return `${"../".repeat(depth + 1)}${module}`;
}

/** Lines longer than the width broken at spaces: spec text folded into one line reads as a paragraph. */
function wrap(line: string, width = 110): string[] {
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

/** Spec text made safe inside a block comment: `*\/` escaped, so the text cannot end the comment early. */
export function commentText(text: string): string {
  return text.replaceAll("*/", "*\\/");
}

/** The TSDoc tag of a deprecated element: editors strike it through; the sentence says until when, and what instead. */
export function deprecatedTag(deprecation: Deprecation): string {
  return `@deprecated Removed after ${deprecation.sunset}.${deprecation.use ? ` Use ${deprecation.use} instead.` : ""}`;
}

/** A TSDoc block from paragraphs of spec text; empty paragraphs are dropped, `*\/` cannot end it early. */
export function docComment(paragraphs: (string | undefined | null)[], indent = ""): string {
  const kept = paragraphs.filter(
    (paragraph): paragraph is string => typeof paragraph === "string" && paragraph.trim() !== "",
  );
  // No text, no comment (an empty block is noise above a type the spec does not describe).
  if (kept.length === 0) return "";
  const lines = kept
    .map((paragraph) => commentText(paragraph.trim()))
    .join("\n\n")
    .split("\n")
    .flatMap((line) => wrap(line));
  if (lines.length === 0) return "";
  return `${indent}/**\n${lines.map((line) => `${indent} *${line === "" ? "" : ` ${line}`}`).join("\n")}\n${indent} */\n`;
}

/**
 * A value as TypeScript source: JSON, which is valid TypeScript for the data the templates embed. A key
 * `__proto__` is written computed (`["__proto__"]`): in an object literal the plain key would set the
 * object's prototype instead of making a property. (In JSON text `"__proto__":` can only be a key: inside a
 * string its quotes are escaped.)
 */
export function literal(value: unknown): string {
  return JSON.stringify(value).replaceAll('"__proto__":', '["__proto__"]:');
}

/** A property key of an object literal, for a name from the spec: quoted, and computed for `__proto__`. */
export function objectKey(name: string): string {
  return name === "__proto__" ? `[${JSON.stringify(name)}]` : JSON.stringify(name);
}
