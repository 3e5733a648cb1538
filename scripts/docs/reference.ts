// A reference page, rendered at build time: the spec is bundled by Redocly (split files and $refs resolved as
// Redocly resolves them, as `npm run lint` checks them), changed for the reader by the caller (code samples, the
// client's view), and that copy is drawn into HTML here (scripts/docs/reference/). The page carries its text;
// its one script and stylesheet are shared files (reference/assets.ts), so the second reference a reader
// opens takes them from the cache.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { Json } from "@stt-service/spec-documents";
import { createHighlight, type Highlight } from "./highlight.js";
import { createMarkdownFragment } from "./markdown.js";
import { referenceContext } from "./reference/context.js";
import { httpReferenceText } from "./reference/http-page.js";
import { type ReferenceAssets, referencePage, referenceScript, referenceStylesheet } from "./reference/page-shell.js";
import { streamingReferenceText } from "./reference/streaming-page.js";

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");

async function bundle(root: string, spec: string, output: string): Promise<Json> {
  await run(process.execPath, [redocly, "bundle", join(root, spec), "--output", output], {
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: "off" },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(await readFile(output, "utf8")) as Json;
}

export interface ReferenceBuild {
  root: string;
  /** Repository-relative, such as `specs/openapi.yaml`. */
  spec: string;
  /** The browser tab's title. */
  title: string;
  output: string;
  /** The site's top bar, this page marked current. */
  nav: string;
  /** What every page's <head> carries (scripts/docs/theme.ts); none when left out. */
  head?: string;
  /** The site's highlighter; one of its own when left out. */
  highlight?: Highlight;
  /** The shared stylesheet's and script's URLs; their plain names when left out. */
  assets?: ReferenceAssets;
  /** Changes the bundled document for the reader before it is drawn. */
  prepare: (document: Json) => Json;
}

/** Builds the page; resolves to the document it shows (for the search index and the playground). */
export async function buildReference(build: ReferenceBuild): Promise<Json> {
  const work = await mkdtemp(join(tmpdir(), "stt-reference-"));
  try {
    const document = build.prepare(await bundle(build.root, build.spec, join(work, "bundled.json")));
    const highlight = build.highlight ?? (await createHighlight());
    const context = referenceContext(document, createMarkdownFragment(highlight), highlight);
    const text =
      "asyncapi" in document ? streamingReferenceText(document, context) : httpReferenceText(document, context);
    await writeFile(
      build.output,
      referencePage({
        ...text,
        documentTitle: build.title,
        nav: build.nav,
        head: build.head ?? "",
        assets: build.assets ?? { stylesheet: referenceStylesheet, script: referenceScript },
      }),
    );
    return document;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
