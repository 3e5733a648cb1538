// Syntax highlighting at build time with shiki (TextMate grammars, the ones VS Code uses): the pages carry
// classes on their tokens and no highlighter script. Grammars and theme ship inside the npm packages, so nothing
// is fetched. Only the languages the docs use are loaded, which keeps `npm run docs` fast.
//
// The tokens' colours are the site's, not a shiki theme's: shiki's css-variables theme names each token's kind
// (keyword, string, comment…), which becomes a class, `token-keyword`; site.css colours the classes with its
// variables (`--code-keyword`), light and dark, each measured against the code's background. A theme's fixed
// colours cannot follow the reader's theme, and github-light's comments and keywords fall short of WCAG AA on
// the site's code background (4.49:1 and 4.26:1).
import { createCssVariablesTheme, createHighlighter, type Highlighter } from "shiki";

const themeName = "site-tokens";
const theme = createCssVariablesTheme({ name: themeName, variablePrefix: "--shiki-" });
/** The code fences' languages, and what each is highlighted as. */
const languages: Record<string, string> = {
  ts: "ts",
  typescript: "ts",
  // React components (docs/react.md).
  tsx: "tsx",
  js: "js",
  javascript: "js",
  sh: "shellscript",
  py: "python",
  python: "python",
  json: "json",
};
/** Fences with no language (a diagram, a log) are shown as they are. */
const plain = "text";

/** The kinds site.css colours (punctuation in the code's own colour); a plain token gets no class. */
const tokenKinds = new Set([
  "comment",
  "keyword",
  "string",
  "string-expression",
  "function",
  "constant",
  "parameter",
  "link",
  "punctuation",
]);
const tokenStyle = /^color:var\(--shiki-(?:token-([a-z-]+)|foreground)\)$/;

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
      theme: themeName,
      transformers: [
        {
          // The page's stylesheet sets the box's colours, so a block looks the same with or without a language.
          // (shiki keeps tabindex="0" on the block, so a keyboard can scroll a long line.)
          pre(node) {
            delete node.properties.style;
          },
          span(node) {
            const style = node.properties.style;
            if (style === undefined) return;
            const match = tokenStyle.exec(String(style));
            // A kind the stylesheet has no colour for would show in the code's plain colour, silently.
            if (!match || (match[1] !== undefined && !tokenKinds.has(match[1]))) {
              throw new Error(`shiki gave a token the style "${String(style)}", which highlight.ts does not map`);
            }
            delete node.properties.style;
            if (match[1] !== undefined) this.addClassToHast(node, `token-${match[1]}`);
          },
        },
      ],
    });
  };
}
