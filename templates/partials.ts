// The partials every template shares: the one-line banner and doc comments.

export const bannerText =
  "Generated from specs/ by scripts/generate.ts. Do not edit: change specs/ or templates/, then run npm run generate.";

export const banner = `// ${bannerText}`;

/** A TSDoc block from paragraphs of spec text; empty paragraphs are dropped, `*\/` cannot end it early. */
export function docComment(paragraphs: (string | undefined | null)[], indent = ""): string {
  const lines = paragraphs
    .filter((paragraph): paragraph is string => typeof paragraph === "string" && paragraph.trim() !== "")
    .map((paragraph) => paragraph.trim().replaceAll("*/", "*\\/"))
    .join("\n\n")
    .split("\n");
  if (lines.length === 0) return "";
  return `${indent}/**\n${lines.map((line) => `${indent} *${line === "" ? "" : ` ${line}`}`).join("\n")}\n${indent} */\n`;
}

/** A value as TypeScript source: JSON, which is valid TypeScript for the data the templates embed. */
export function literal(value: unknown): string {
  return JSON.stringify(value);
}
