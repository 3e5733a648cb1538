// site/code-copy.js: docs/site/code-copy.ts compiled for the browser, the copy button of every code block.
// A file of its own, not an inline script: the pages' Content-Security-Policy runs the site's own files.
import { join, resolve } from "node:path";
import { writeBrowserScript } from "./browser-script.js";

/** The script is this repository's tooling: it comes from here even when the site is built from a copy. */
const toolingRoot = resolve(import.meta.dirname, "../..");

export async function writeCodeCopyScript(outDir: string): Promise<void> {
  await writeBrowserScript(join(toolingRoot, "docs/site/code-copy.ts"), join(outDir, "code-copy.js"));
}
