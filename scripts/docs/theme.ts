// The site's theme (light, dark, or the system's): the snippet every page's <head> carries, and theme.js, the
// top bar's choice (docs/site/theme.ts), compiled as search.js is.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writeBrowserScript } from "./browser-script.js";

/**
 * docs/site/head.html, the same on the markdown pages and the references: an inline script that applies the
 * reader's stored choice before the first paint (allowed by its hash, scripts/docs/csp.ts) and theme.js. One
 * line, as the references' template gets it through a command-line option.
 */
export function themeHead(root: string): string {
  return readFileSync(join(root, "docs/site/head.html"), "utf8").replaceAll("\n", "");
}

/** site/theme.js, from docs/site/theme.ts. */
export async function writeThemeScript(root: string, outDir: string): Promise<string> {
  const outfile = join(outDir, "theme.js");
  await writeBrowserScript(join(root, "docs/site/theme.ts"), outfile);
  return outfile;
}
