// A page's script for headless Chromium: one file, or a script written in the test, bundled by esbuild for the
// browser from the packages' sources (the `stt-service-source` condition: a fresh clone has no dist/, and
// `#node-upload` / `#node-websocket` then resolve to the browser's modules). No module is left external, so a
// Node-only module on the way fails the build; a warning fails it too, saying what esbuild said.
import { build } from "esbuild";

/** A file to bundle (from the repository's root), or a script's text and its loader. */
export type PageSource = { entry: string } | { script: string; loader: "js" | "ts" };

export async function bundlePage(page: PageSource): Promise<string> {
  const bundle = await build({
    ...("entry" in page
      ? { entryPoints: [page.entry] }
      : { stdin: { contents: page.script, resolveDir: process.cwd(), loader: page.loader } }),
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    conditions: ["stt-service-source"],
  });
  const name = "entry" in page ? page.entry : "the page's script";
  if (bundle.warnings.length > 0) {
    throw new Error(`esbuild warned bundling ${name}: ${bundle.warnings.map((warning) => warning.text).join("; ")}`);
  }
  const script = bundle.outputFiles[0]?.text;
  if (!script) throw new Error(`esbuild made no script of ${name}`);
  return script;
}
