// The stream playground on the streaming reference: a small opener script every reader of that page loads
// (stream-playground.js, a button), and the playground itself (playground/stream.js, the SDK, the microphone
// capture and the mock's handlers), which the opener imports only when the reader opens it. The config form
// is drawn from the contract's config message (config-fields.ts), handed to the bundle as data.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Json } from "@stt-service/spec-documents";
import { type BuildOptions, build } from "esbuild";
import { configFields } from "./config-fields.js";

/**
 * The playground's code is this repository's tooling, as the SDK and the mock it bundles are: it comes from
 * here even when the site is built from another project's copy of the docs and specs (the tests' copies
 * hold no packages/). What it shows of the contract comes from the document it is given.
 */
const toolingRoot = resolve(import.meta.dirname, "../../..");

/** What the build writes beside the pages, relative to the site's folder (the try-it build copies msw's worker). */
export const playgroundFiles = ["stream-playground.js", "playground/stream.js", "playground/playground.css"];

export async function writeStreamPlayground(options: {
  outDir: string;
  /** The streaming reference's document, as the page shows it. */
  asyncapi: Json;
  /** The streaming reference page, which gets the opener. */
  page: string;
}): Promise<string[]> {
  const { outDir } = options;
  const common = {
    bundle: true,
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
    // The packages' sources, as the tests bundle them: a fresh clone has no dist/.
    conditions: ["stt-service-source"],
  } satisfies BuildOptions;
  await build({
    ...common,
    entryPoints: [join(toolingRoot, "docs/site/playground/opener.ts")],
    format: "iife",
    outfile: join(outDir, "stream-playground.js"),
  });
  await build({
    ...common,
    entryPoints: [join(toolingRoot, "docs/site/playground/stream.ts")],
    format: "esm",
    define: { PLAYGROUND_CONFIG_FIELDS: JSON.stringify(configFields(options.asyncapi)) },
    outfile: join(outDir, "playground/stream.js"),
  });
  copyFileSync(join(toolingRoot, "docs/site/playground/playground.css"), join(outDir, "playground/playground.css"));
  const html = readFileSync(options.page, "utf8");
  const search = '<script src="search.js" defer></script>';
  if (!html.includes(search))
    throw new Error(`${options.page}: no search.js script to put the playground's opener after`);
  writeFileSync(options.page, html.replace(search, `${search}\n  <script src="stream-playground.js" defer></script>`));
  return playgroundFiles.map((file) => join(outDir, file));
}
