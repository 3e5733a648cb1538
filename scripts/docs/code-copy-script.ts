// site/code-copy.js: docs/site/code-copy.ts compiled for the browser, the copy button of every code block.
// A file of its own, not an inline script: the pages' Content-Security-Policy runs the site's own files.
import { join, resolve } from "node:path";
import { build } from "esbuild";

/** The script is this repository's tooling: it comes from here even when the site is built from a copy. */
const toolingRoot = resolve(import.meta.dirname, "../..");

export async function writeCodeCopyScript(outDir: string): Promise<void> {
  await build({
    entryPoints: [join(toolingRoot, "docs/site/code-copy.ts")],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    outfile: join(outDir, "code-copy.js"),
    logLevel: "silent",
  });
}
