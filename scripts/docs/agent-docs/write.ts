// The agent docs of the site, written beside its pages: a Markdown twin of every page, llms.txt and
// llms-full.txt. build.ts calls `writeAgentDocs` once the references' documents are prepared, so the twins
// show what the HTML pages show.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Json } from "@stt-service/spec-documents";
import { httpReferenceMarkdown } from "./http-markdown.js";
import { llmsFullBudgetBytes, llmsFullTxt, llmsTxt, type TwinPage } from "./llms-txt.js";
import { pageTwin, twinOf } from "./page-markdown.js";
import { streamingReferenceMarkdown } from "./streaming-markdown.js";

interface SitePage {
  file: string;
  name: string;
  summary: string;
}

export interface AgentDocsInput {
  outDir: string;
  root: string;
  /** The Markdown pages in the order llms.txt lists them; `optional` ones go under its Optional section. */
  markdownPages: (SitePage & { source: string; optional?: boolean })[];
  http: SitePage & { document: Json };
  streaming: SitePage & { document: Json };
  /** operationId → the SDK call, such as `client.files.upload`. */
  sdkMethods: Record<string, string>;
  /** The landing page's table of pages, in Markdown, linking the HTML pages (the twins link the twins). */
  sitePagesTable: string;
}

export interface AgentDocs {
  files: string[];
  /** Each file's size in bytes, by its name, for the build's output. */
  sizes: Record<string, number>;
}

export function writeAgentDocs(input: AgentDocsInput): AgentDocs {
  const referenceFiles = [input.http.file, input.streaming.file];
  const twin = (page: SitePage, markdown: string): TwinPage & { optional?: boolean } => ({
    ...page,
    file: twinOf(page.file),
    markdown,
  });
  const docs = input.markdownPages.map((page) => ({
    ...twin(
      page,
      pageTwin({
        page,
        root: input.root,
        pages: [...input.markdownPages, input.http, input.streaming],
        referenceFiles,
        sitePagesTable: input.sitePagesTable,
      }),
    ),
    optional: page.optional,
  }));
  const reference = [
    twin(input.http, httpReferenceMarkdown(input.http.document, input.sdkMethods)),
    twin(input.streaming, streamingReferenceMarkdown(input.streaming.document)),
  ];
  const fullFile = "llms-full.txt";
  const index = llmsTxt({
    root: input.root,
    openapi: input.http.document,
    asyncapi: input.streaming.document,
    docs: docs.filter((page) => !page.optional),
    reference,
    optional: docs.filter((page) => page.optional),
    fullFile,
  });
  // The landing page and the guide, then the references, then the rest: an agent that stops reading early has
  // read what it needs to call the service.
  const main = docs.filter((page) => !page.optional);
  const full = llmsFullTxt(
    index,
    [...main.slice(0, 2), ...reference, ...main.slice(2)],
    undefined,
    docs.filter((page) => page.optional),
  );
  const written: Record<string, string> = {
    "llms.txt": index,
    [fullFile]: full,
    ...Object.fromEntries([...docs, ...reference].map((page) => [page.file, page.markdown])),
  };
  const sizes: Record<string, number> = {};
  for (const [file, content] of Object.entries(written)) {
    writeFileSync(join(input.outDir, file), content);
    sizes[file] = Buffer.byteLength(content);
  }
  return { files: Object.keys(written).map((file) => join(input.outDir, file)), sizes };
}

/** The line `npm run docs` prints: the agents' files, llms-full.txt against its budget. */
export function agentDocsSummary(docs: AgentDocs): string {
  const kilobytes = (bytes = 0) => `${(bytes / 1000).toFixed(1)} kB`;
  const full = docs.sizes["llms-full.txt"] ?? 0;
  return `for agents: llms.txt ${kilobytes(docs.sizes["llms.txt"])}, llms-full.txt ${kilobytes(full)} (about ${Math.round(full / 4000)}k tokens at 4 characters a token; budget ${kilobytes(llmsFullBudgetBytes)}), ${Object.keys(docs.sizes).length - 2} Markdown twins`;
}
