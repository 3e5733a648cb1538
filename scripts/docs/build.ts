// `npm run docs`: builds site/, a self-contained site (nothing is fetched from the internet when viewed):
// the landing page, the SDK guide (with the examples the tests run), the mocks page, the HTTP and streaming
// references drawn from the specs at build time (with their shared reference.js and reference.css), search.js,
// the search over all of them, and theme.js, the top bar's choice of a light or dark theme.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { forHtml, forTerminal, loadSpecDocuments, record, SpecDocumentError } from "@stt-service/spec-documents";
import { operationSpecs } from "stt-service/in-repository";
import type { SearchEntry } from "../../docs/site/search-entry.js";
import { patternWordsOf, readerSchemas } from "../lib/reader-schemas.js";
import { DocsSourceError } from "../lib/source-error.js";
import { type AgentDocs, agentDocsSummary, writeAgentDocs } from "./agent-docs/write.js";
import { changesPage } from "./changes.js";
import { clientView } from "./client-view.js";
import { writeCodeCopyScript } from "./code-copy-script.js";
import { readOperationSamples, withCodeSamples } from "./code-samples.js";
import { secureWrittenPage } from "./csp.js";
import { createHighlight } from "./highlight.js";
import { renderMarkdownPage } from "./markdown.js";
import { withPageContents } from "./page-contents.js";
import { writeStreamPlayground } from "./playground/build.js";
import { writeReferenceAssets } from "./reference/assets.js";
import { skipLink } from "./reference/page-shell.js";
import { buildReference } from "./reference.js";
import { httpReferenceEntries, streamingReferenceEntries, writeSearchScript } from "./search-index.js";
import { withSunsets } from "./sunsets.js";
import { themeHead, writeThemeScript } from "./theme.js";
import { addTryIt, playgroundServers, tryItServers } from "./try-it/bundle.js";
import { type ContractVersions, withVersions } from "./versions.js";
import { withoutRawHtml } from "./without-html.js";

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export interface Page {
  file: string;
  title: string;
  /** The name the search shows under its results, and the landing page's table of pages. */
  name: string;
  /** What the page holds, in the landing page's table of pages. */
  summary: string;
  /** A long page: it gets a table of contents of its h2 and h3 headings (page-contents.ts). */
  contents?: boolean;
}

const markdownPages: (Page & { source: string })[] = [
  {
    file: "index.html",
    source: "docs/index.md",
    title: "stt-service",
    name: "Home",
    summary: "The project in short, the quick start, and these pages.",
  },
  {
    file: "guide.html",
    source: "docs/guide.md",
    contents: true,
    title: "SDK guide · stt-service",
    name: "SDK guide",
    summary:
      "The asynchronous, synchronous and real-time clients; captions, a file's bytes and audio from a URL; webhooks and how to verify them; errors, retries, time-outs, logging; browsers. Every example is code the test suite runs.",
  },
  {
    file: "mock.html",
    source: "docs/mock.md",
    contents: true,
    title: "Mocks · stt-service",
    name: "Mocks",
    summary:
      "`npm run mock` for frontend teams: a stateful mock of the service, examples on demand, failing on purpose, scripting transcripts, signed webhook deliveries.",
  },
  {
    file: "react.html",
    source: "docs/react.md",
    contents: true,
    title: "React · stt-service",
    name: "React",
    summary:
      "`@stt-service/react`: `useLiveTranscription` (the microphone or a MediaStream, Strict Mode, unmount and server rendering safe) and TanStack Query options for every HTTP operation; testing them with the mock and its stream faults.",
  },
  {
    file: "conformance.html",
    source: "docs/conformance.md",
    contents: true,
    title: "Conformance · stt-service",
    name: "Conformance",
    summary:
      "`stt-conformance`, which checks any server (staging, production, the mock) against the contract: its options, what it checks, its bounds against a server you do not control, and how it compares with Specmatic.",
  },
  changesPage,
];
const httpReference: Page = {
  file: "http.html",
  title: "HTTP reference · stt-service",
  name: "HTTP reference",
  summary:
    "Files, transcriptions (and their captions), models, auth, the webhook signing secret and the webhook events, from `specs/openapi.yaml`.",
};
const streamingReference: Page = {
  file: "streaming.html",
  title: "Streaming reference · stt-service",
  name: "Streaming reference",
  summary: "The WebSocket stream's frames and session states, from `specs/asyncapi.yaml`.",
};
export const referencePages: Page[] = [httpReference, streamingReference];
export const sitePages: Page[] = [...markdownPages, ...referencePages];

/**
 * The landing page's table of the other pages, made from the site's pages in the order of the top bar, so that
 * no page is left out of it. The top bar (docs/site/nav.html) must link every page, and nothing else.
 */
function pagesTable(nav: string, landing: string): string {
  const linked = [...nav.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1] ?? "");
  const unlinked = sitePages.filter((page) => !linked.includes(page.file)).map((page) => page.file);
  const unknown = linked.filter((file) => !sitePages.some((page) => page.file === file));
  if (unlinked.length > 0 || unknown.length > 0) {
    throw new DocsSourceError(
      `docs/site/nav.html must link every page of the site (scripts/docs/build.ts) and only those: ${[
        ...unlinked.map((file) => `${file} has no link`),
        ...unknown.map((file) => `${file} is no page`),
      ].join(", ")}`,
    );
  }
  const cell = (text: string) => text.replaceAll("|", "\\|");
  const rows = linked
    .filter((file) => file !== landing)
    .map((file) => sitePages.find((page) => page.file === file) as Page)
    .map((page) => `| [${cell(page.name)}](${page.file}) | ${cell(page.summary)} |`);
  return ["| Page | What it holds |", "|---|---|", ...rows].join("\n");
}

/** The SDK call of each operation, such as `client.files.upload`, so the search finds operations by it. */
const sdkMethods = Object.fromEntries(
  Object.values(operationSpecs).map((spec) => [spec.operationId, `client.${spec.resource}.${spec.sdkMethod}`]),
);

/** The shared top bar, with the current page marked for the reader and for screen readers. */
function navFor(nav: string, file: string): string {
  return nav.replace(`href="${file}"`, `href="${file}" aria-current="page"`);
}

function shell(title: string, body: string, nav: string, style: string, head: string, mainClass: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${forHtml(title)}</title>
<link rel="icon" href="data:,">
${head}
<style>${style}</style>
<script src="search.js" defer></script>
<script src="code-copy.js" defer></script>
</head>
<body>
${skipLink}
${nav}
<main id="content" class="${mainClass}">
${body}
</main>
</body>
</html>
`;
}

export interface BuiltSite {
  files: string[];
  /** What the site's search finds: every entry links to a page and an anchor. */
  searchEntries: SearchEntry[];
  /** llms.txt, llms-full.txt and each page's Markdown twin, with their sizes. */
  agentDocs: AgentDocs;
}

/** The specs the references are built from, as the gate reads them. */
const specFiles = ["specs/openapi.yaml", "specs/asyncapi.yaml"] as const;

/**
 * Builds the site into `outDir` from the project at `root` (this project by default). `tryItServers`: origins
 * the HTTP reference's consoles may send to besides the spec's servers, such as a staging deployment's.
 */
export async function buildSite(
  outDir: string,
  root = projectRoot,
  options: { tryItServers?: string[] } = {},
): Promise<BuiltSite> {
  // Before anything else reads them (Redocly's bundle follows every $ref, to any file or URL): the specs as
  // src/spec-documents reads them, so a $ref out of specs/ or to a URL stops the build here, naming it.
  const specs = loadSpecDocuments(root, specFiles);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const read = (path: string) => readFileSync(join(root, path), "utf8");
  const nav = read("docs/site/nav.html");
  const head = themeHead(root);
  const siteStyle = read("docs/site/site.css");
  const highlight = await createHighlight();
  const referenceAssets = await writeReferenceAssets(root, outDir);

  // The bundles are child processes (Redocly): they run while the markdown pages are rendered here.
  const samples = readOperationSamples(root);
  // The streaming contract shares schemas with the HTTP one: both pages read the words of both documents.
  const patternWords = patternWordsOf(specs.document("specs/openapi.yaml"), specs.document("specs/asyncapi.yaml"));
  const versionOf = (path: (typeof specFiles)[number]) => String(record(specs.document(path).info).version);
  const versions: ContractVersions = {
    http: versionOf("specs/openapi.yaml"),
    streaming: versionOf("specs/asyncapi.yaml"),
    // The packages and the repository share one version (a release moves them together).
    packages: String((JSON.parse(read("package.json")) as { version?: unknown }).version),
  };
  const references = Promise.all([
    buildReference({
      root,
      spec: "specs/openapi.yaml",
      title: httpReference.title,
      output: join(outDir, httpReference.file),
      nav: navFor(nav, httpReference.file),
      head,
      highlight,
      assets: referenceAssets.urls,
      prepare: (document) =>
        withoutRawHtml(
          readerSchemas(withVersions(withSunsets(withCodeSamples(document, samples)), versions), patternWords),
        ),
    }),
    buildReference({
      root,
      spec: "specs/asyncapi.yaml",
      title: streamingReference.title,
      output: join(outDir, streamingReference.file),
      nav: navFor(nav, streamingReference.file),
      head,
      highlight,
      assets: referenceAssets.urls,
      prepare: (document) =>
        withoutRawHtml(readerSchemas(withVersions(clientView(withSunsets(document)), versions), patternWords)),
    }),
  ]);

  const pageStyle = `${siteStyle}\n${read("docs/site/page.css")}\n${read("docs/site/page-tools.css")}`;
  const entries: SearchEntry[] = [];
  const sitePagesTable = pagesTable(nav, "index.html");
  for (const page of markdownPages) {
    const { html, sections, headings } = renderMarkdownPage({
      source: page.source,
      root,
      file: page.file,
      pageTitle: page.name,
      highlight,
      sitePagesTable,
    });
    const body = page.contents ? withPageContents(html, headings) : html;
    const mainClass = body === html ? "page" : "page with-contents";
    writeFileSync(join(outDir, page.file), shell(page.title, body, navFor(nav, page.file), pageStyle, head, mainClass));
    entries.push(...sections);
  }

  const [openapi, asyncapi] = await references;
  const agentDocs = writeAgentDocs({
    outDir,
    root,
    markdownPages: markdownPages.map((page) => ({ ...page, optional: page === changesPage })),
    http: { ...httpReference, document: openapi },
    streaming: { ...streamingReference, document: asyncapi },
    sdkMethods,
    sitePagesTable,
  });
  entries.push(
    ...httpReferenceEntries(httpReference.file, httpReference.name, openapi, sdkMethods),
    ...streamingReferenceEntries(streamingReference.file, streamingReference.name, asyncapi),
  );
  // Each entry is found by what its page is about too, weakly (search-ranking.ts says why).
  for (const entry of entries) {
    const page = sitePages.find((candidate) => candidate.name === entry.page);
    if (page) entry.context = `${page.name} ${page.summary}`;
  }
  const searchFiles = await writeSearchScript(root, outDir, entries);
  const themeScript = await writeThemeScript(root, outDir);
  await writeCodeCopyScript(outDir);
  const playground = await writeStreamPlayground({
    outDir,
    asyncapi,
    page: join(outDir, streamingReference.file),
  });
  const tryItFiles = await addTryIt(outDir, join(outDir, httpReference.file), specs, options.tryItServers);
  for (const page of sitePages) {
    secureWrittenPage(join(outDir, page.file), {
      audioWorklet: page === streamingReference,
      connect:
        page === httpReference
          ? tryItServers(specs, options.tryItServers)
          : page === streamingReference
            ? playgroundServers(specs, options.tryItServers)
            : [],
    });
  }
  const files = [
    ...sitePages.map((page) => join(outDir, page.file)),
    ...searchFiles,
    themeScript,
    join(outDir, "code-copy.js"),
    ...referenceAssets.files,
    ...playground,
    ...tryItFiles,
    ...agentDocs.files,
  ];
  return { files, searchEntries: entries, agentDocs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: "string", default: join(projectRoot, "site") },
      // An origin the try-it consoles may reach besides the spec's servers (a staging deployment); repeatable.
      "try-it-server": { type: "string", multiple: true, default: [] },
    },
  });
  const started = performance.now();
  let files: string[];
  let agentDocs: AgentDocs;
  try {
    ({ files, agentDocs } = await buildSite(resolve(values.out), projectRoot, {
      tryItServers: values["try-it-server"],
    }));
  } catch (error) {
    if (!(error instanceof DocsSourceError || error instanceof SpecDocumentError)) throw error;
    console.error(`npm run docs: ${forTerminal(error.message, { oneLine: true })}`);
    process.exit(1);
  }
  console.log(
    `built ${files.length} files into ${values.out} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(agentDocsSummary(agentDocs));
  // The references load shared files the browser caches, and the pages are text: served compressed, they are light.
  console.log("Read it served as a host serves it: npm run docs:serve (any static host with gzip does as well)");
}
