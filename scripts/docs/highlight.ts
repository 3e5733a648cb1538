// Syntax highlighting at build time with shiki (TextMate grammars, the ones VS Code uses): the pages carry
// coloured spans and no highlighter script. Grammars and theme ship inside the npm packages, so nothing is
// fetched. Only the languages the docs use are loaded, which keeps `npm run docs` fast.
import { createHighlighter, type Highlighter } from "shiki";

const theme = "github-light";
/** The code fences' languages, and what each is highlighted as. */
const languages: Record<string, string> = {
  ts: "ts",
  typescript: "ts",
  js: "js",
  javascript: "js",
  sh: "shellscript",
  json: "json",
};
/** Fences with no language (a diagram, a log) are shown as they are. */
const plain = "text";

export type Highlight = (code: string, fenceLanguage: string | undefined) => string;

let highlighter: Promise<Highlighter> | undefined;

export async function createHighlight(): Promise<Highlight> {
  highlighter ??= createHighlighter({ themes: [theme], langs: [...new Set(Object.values(languages))] });
  const shiki = await highlighter;
  return (code, fenceLanguage) => {
    const key = fenceLanguage?.trim().toLowerCase() || undefined;
    const lang = key === undefined ? plain : languages[key];
    if (lang === undefined) {
      throw new Error(`A code fence says "${key}", which the docs do not highlight yet: add it to highlight.ts`);
    }
    return shiki.codeToHtml(code, {
      lang,
      theme,
      // The page's stylesheet sets the box's colours, so a block looks the same with or without a language.
      // (shiki keeps tabindex="0" on the block, so a keyboard can scroll a long line.)
      transformers: [
        {
          pre(node) {
            delete node.properties.style;
          },
        },
      ],
    });
  };
}
