// The site's own small scripts (search.js, theme.js, code-copy.js, reference.js), each compiled the one way: a
// self-contained file the pages load (their Content-Security-Policy runs the site's files, not inline code),
// minified, for the browsers the site supports.
import { build } from "esbuild";

/** Compiles `entry` (a TypeScript file) into `outfile`; `define` puts build-time data in place of a name. */
export async function writeBrowserScript(
  entry: string,
  outfile: string,
  define: Record<string, string> = {},
): Promise<void> {
  await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    define,
    outfile,
    logLevel: "silent",
  });
}
