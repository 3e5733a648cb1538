// A reference page rendered by Redoc (`redocly build-docs --inlineBundle`, one self-contained HTML file).
// The spec is bundled by Redocly first (split files and $refs resolved as Redocly resolves them), changed
// for the reader by the caller (code samples, the client's view), and that copy is what Redoc renders.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { Json } from "../../packages/spec-documents/src/index.js";

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");

async function redoclyCommand(args: string[], cwd: string): Promise<void> {
  await run(process.execPath, [redocly, ...args], {
    cwd,
    env: { ...process.env, REDOCLY_TELEMETRY: "off" },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Redoc 3 always shows its attribution with a logo from its CDN: the page gets an inline one instead. */
const redocLogoUrls = ["https://cdn.redoc.ly/redoc/logo-mini-full.svg", "https://cdn.redoc.ly/redoc/logo-mini.svg"];
const inlineRedoclyLogo = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='64' height='16'><text x='0' y='12' font-family='sans-serif' font-size='12' fill='#5b6476'>Redocly</text></svg>",
)}`;

function withoutExternalLogo(html: string, file: string): string {
  if (!redocLogoUrls.some((url) => html.includes(url))) {
    throw new Error(
      `${file}: Redoc's logo URLs changed; check that the page fetches nothing external, then update reference.ts`,
    );
  }
  return redocLogoUrls.reduce((page, url) => page.replaceAll(url, inlineRedoclyLogo), html);
}

/** A script element, whole: the page's text outside them is its markup. */
const scriptElement = /(<script\b[^>]*>[\s\S]*?<\/script\s*>)/gi;

/**
 * Redoc routes by the hash (`http.html#/files/uploadfile`), and the links its script draws say so; the markup
 * it renders at build time links the same sections path-style (`href="/section/errors"`), and hydration keeps
 * those attributes. Such a link works only when clicked (Redoc's handler takes the click): opened in a new tab,
 * or on a static host serving the site under a subpath, it asks the server for /section/errors, a 404. Here
 * they become the hash links the script draws, relative to the page.
 */
function withHashLinks(html: string, file: string): string {
  let rewritten = 0;
  const page = html
    .split(scriptElement)
    .map((part, index) =>
      // The odd parts are the scripts (the capture of the split): Redoc's code and the document, left whole.
      index % 2 === 1
        ? part
        : part.replace(/\bhref="\/(?!\/)([^"]*)"/g, (_, path: string) => {
            rewritten += 1;
            return `href="#/${path}"`;
          }),
    )
    .join("");
  if (rewritten === 0) {
    throw new Error(
      `${file}: no path-style link of Redoc's to rewrite; check how its menu links sections now, then update reference.ts`,
    );
  }
  return page;
}

export interface ReferenceBuild {
  root: string;
  /** Repository-relative, such as `specs/openapi.yaml`. */
  spec: string;
  title: string;
  output: string;
  nav: string;
  /** What every page's <head> carries (scripts/docs/theme.ts), one line. */
  head: string;
  style: string;
  /** Changes the bundled document for the reader before Redoc renders it. */
  prepare: (document: Json) => Json;
  /** Redoc's options for the page, such as `{ hideDownloadButtons: true }`. */
  redocOptions?: Json;
}

/** Builds the page; resolves to the document Redoc rendered (for the search index). */
export async function buildReference(build: ReferenceBuild): Promise<Json> {
  const work = await mkdtemp(join(tmpdir(), "stt-reference-"));
  try {
    const bundled = join(work, "bundled.json");
    await redoclyCommand(["bundle", join(build.root, build.spec), "--output", bundled], build.root);
    const document = build.prepare(JSON.parse(await readFile(bundled, "utf8")) as Json);
    const prepared = join(work, "reference.json");
    await writeFile(prepared, JSON.stringify(document));
    await redoclyCommand(
      [
        "build-docs",
        prepared,
        "--inlineBundle",
        "--title",
        build.title,
        "--template",
        join(build.root, "docs/site/reference.hbs"),
        "--templateOptions.nav",
        build.nav.replaceAll("\n", ""),
        "--templateOptions.head",
        build.head,
        "--templateOptions.style",
        build.style.replaceAll("\n", " "),
        // build-docs takes Redoc's options as JSON under the document's kind (--openapi or --asyncapi).
        `--${"asyncapi" in document ? "asyncapi" : "openapi"}`,
        JSON.stringify(build.redocOptions ?? {}),
        "--output",
        build.output,
      ],
      work,
    );
    const page = withoutExternalLogo(await readFile(build.output, "utf8"), build.output);
    await writeFile(build.output, withHashLinks(page, build.output));
    return document;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
