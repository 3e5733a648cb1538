// The two files both reference pages load: reference.css (the site's style, the markdown pages' and the
// references' own) and reference.js (docs/site/reference/: tabs, copy buttons, the contents on a phone). Files,
// not inline: a reader's second reference page takes them from the cache the first filled.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { writeBrowserScript } from "../browser-script.js";
import { type ReferenceAssets, referenceScript, referenceStylesheet } from "./page-shell.js";

/** The script is this repository's tooling, as the try-it consoles are, whatever project the site is built from. */
const toolRoot = resolve(import.meta.dirname, "../../..");

/** A file's URL with its content's hash: a changed file is a new URL, so an unchanged one can be cached for good. */
function versioned(name: string, path: string): string {
  return `${name}?v=${createHash("sha256").update(readFileSync(path)).digest("base64url").slice(0, 12)}`;
}

/** Writes both files into `outDir`; the files written, and the URLs the pages load them by. */
export async function writeReferenceAssets(
  root: string,
  outDir: string,
): Promise<{ files: string[]; urls: ReferenceAssets }> {
  const style = ["docs/site/site.css", "docs/site/page.css", "docs/site/page-tools.css", "docs/site/reference.css"]
    .map((path) => readFileSync(join(root, path), "utf8"))
    .join("\n");
  const stylesheet = join(outDir, referenceStylesheet);
  writeFileSync(stylesheet, style);
  const script = join(outDir, referenceScript);
  await writeBrowserScript(join(toolRoot, "docs/site/reference/main.ts"), script);
  return {
    files: [stylesheet, script],
    urls: { stylesheet: versioned(referenceStylesheet, stylesheet), script: versioned(referenceScript, script) },
  };
}
