// llms.txt and llms-full.txt (https://llmstxt.org): what an agent reads first. llms.txt is the project in a
// few lines, facts read from the specs and the packages' manifests (base URLs, how to authenticate, the
// package names), then a link to every page's Markdown twin with what it holds. llms-full.txt is every twin in
// one file, under a budget an agent's context takes.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Json, markdownCode, record } from "@stt-service/spec-documents";
import { DocsSourceError } from "../../lib/source-error.js";
import { inertLine, literal } from "./inert-markdown.js";

/** llms-full.txt's bound: about 100 000 tokens at about 4 characters a token, a large part of one context. */
export const llmsFullBudgetBytes = 400_000;

export interface TwinPage {
  /** The twin's file, such as `guide.md`. */
  file: string;
  name: string;
  summary: string;
  markdown: string;
}

interface Manifest {
  name?: unknown;
  description?: unknown;
  private?: unknown;
  workspaces?: unknown;
}

/** The published packages (the workspaces that are not private), by name and description. */
export function publishedPackages(root: string): { name: string; description: string }[] {
  const read = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as Manifest;
  const workspaces = read("package.json").workspaces;
  return (
    (Array.isArray(workspaces) ? workspaces : [])
      .map((workspace) => join(String(workspace), "package.json"))
      // A partial copy of the project (a test's) may hold the root manifest alone.
      .filter((path) => existsSync(join(root, path)))
      .map(read)
      .filter((manifest) => manifest.private !== true && typeof manifest.name === "string")
      .map((manifest) => ({ name: String(manifest.name), description: String(manifest.description ?? "") }))
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** How a security scheme's credential travels, in one phrase. */
function credential(scheme: Json): string {
  if (scheme.type === "http" && text(scheme.scheme).toLowerCase() === "bearer") {
    return `the header ${markdownCode("Authorization: Bearer <key>")}`;
  }
  if (scheme.type === "httpApiKey" || scheme.type === "apiKey") {
    return `${literal(text(scheme.in))} ${markdownCode(text(scheme.name))}`;
  }
  return literal(text(scheme.type));
}

function schemes(document: Json): string {
  return Object.entries(record(record(document.components).securitySchemes))
    .map(([name, scheme]) => `${markdownCode(name)} (${credential(record(scheme))})`)
    .join(" or ");
}

/** The webhook events the service sends (the spec's root `webhooks`), where they are documented and verified. */
function webhookNote(openapi: Json): string[] {
  const events = Object.keys(record(openapi.webhooks)).map((name) => markdownCode(name));
  if (events.length === 0) return [];
  return [
    `- Webhooks: a transcription created with ${markdownCode("webhook_url")} is followed by a signed POST there when it ends (${events.join(", ")}; Standard Webhooks headers ${markdownCode("webhook-id")}, ${markdownCode("webhook-timestamp")}, ${markdownCode("webhook-signature")}). Verify each with the SDK's ${markdownCode("webhooks.unwrap(body, headers, secret)")} on the raw body; http.md's "Webhook events" has each event's body.`,
  ];
}

/** The notes under the summary: where the APIs are, how to authenticate, what to install. */
function notes(openapi: Json, asyncapi: Json, root: string): string[] {
  const servers = (Array.isArray(openapi.servers) ? openapi.servers : []).map((server) =>
    markdownCode(text(record(server).url)),
  );
  const streams = Object.values(record(asyncapi.servers)).map((value) => {
    const server = record(value);
    return markdownCode(`${text(server.protocol)}://${text(server.host)}${text(server.pathname)}`);
  });
  const addresses = Object.values(record(asyncapi.channels)).map((channel) =>
    markdownCode(text(record(channel).address)),
  );
  const packages = publishedPackages(root).map(
    ({ name, description }) => `${markdownCode(name)} (${inertLine(description)})`,
  );
  return [
    `- HTTP API ${markdownCode(text(record(openapi.info).version))}: base URLs ${servers.join(", ")} (the first is production; paths in the reference are relative to it). Authentication: ${schemes(openapi)}.`,
    `- Streaming API ${markdownCode(text(record(asyncapi.info).version))}: WebSocket servers ${streams.join(", ")}, at ${addresses.join(", ")}. Authentication: ${schemes(asyncapi)}. A browser uses a temporary key, never the API key.`,
    ...webhookNote(openapi),
    ...(packages.length > 0 ? [`- npm packages: ${packages.join("; ")}.`] : []),
    "- Each page of the site has a Markdown twin (`guide.html` beside `guide.md`); links between twins lead to twins.",
  ];
}

/** llms.txt: `docs` and `reference` are linked under their sections, `optional` under Optional. */
export function llmsTxt(options: {
  root: string;
  openapi: Json;
  asyncapi: Json;
  docs: TwinPage[];
  reference: TwinPage[];
  optional: TwinPage[];
  fullFile: string;
}): string {
  const { openapi, asyncapi } = options;
  const link = (page: TwinPage) => `- [${literal(page.name)}](${page.file}): ${page.summary}`;
  const channelSummary = Object.values(record(asyncapi.channels))
    .map((channel) => inertLine(text(record(channel).summary)))
    .join(" ");
  return `${[
    "# stt-service",
    `> The contract, SDK, mocks and docs of a speech-to-text service. Over HTTP: ${inertLine(text(record(openapi.info).summary))} In real time, over a WebSocket: ${channelSummary}`,
    notes(openapi, asyncapi, options.root).join("\n"),
    "## Docs",
    options.docs.map(link).join("\n"),
    "## Reference",
    options.reference.map(link).join("\n"),
    "## Optional",
    [
      ...options.optional.map(link),
      `- [Everything in one file](${options.fullFile}): every page above as one Markdown file, for an agent that reads it all at once.`,
    ].join("\n"),
  ].join("\n\n")}\n`;
}

function fullPart(page: TwinPage): string {
  return `---\n\nSource: [${page.file}](${page.file})\n\n${page.markdown.replace(/\]\(#/g, `](${page.file}#`).trimEnd()}`;
}

/**
 * llms-full.txt: the pages one after the other, each opened by its file's name. A link to an anchor of its own
 * page names the page, so every link still leads where it did in the page's twin. The `optional` pages (the
 * changelog, which grows with every release) follow while they fit the budget; one that does not is left out,
 * and the file's last line names it and where to read it, so the pages an agent needs never lose their place
 * to the history.
 */
export function llmsFullTxt(
  summary: string,
  pages: TwinPage[],
  budgetBytes = llmsFullBudgetBytes,
  optional: TwinPage[] = [],
): string {
  const parts = [summary.trimEnd(), ...pages.map(fullPart)];
  const leftOut: TwinPage[] = [];
  // Room for the closing line that names what was left out.
  const closingRoom = 400;
  for (const page of optional) {
    const part = fullPart(page);
    const used = Buffer.byteLength(`${parts.join("\n\n")}\n`);
    if (used + Buffer.byteLength(part) + 2 + closingRoom <= budgetBytes) parts.push(part);
    else leftOut.push(page);
  }
  if (leftOut.length > 0) {
    const names = leftOut.map((page) => `[${page.file}](${page.file})`).join(", ");
    parts.push(`---\n\nLeft out of this file for its budget of ${budgetBytes} bytes: ${names}; read it on its own.`);
  }
  const full = `${parts.join("\n\n")}\n`;
  const bytes = Buffer.byteLength(full);
  if (bytes > budgetBytes) {
    throw new DocsSourceError(
      `llms-full.txt would be ${bytes} bytes (about ${Math.round(bytes / 4)} tokens), over its budget of ${budgetBytes} (scripts/docs/agent-docs/llms-txt.ts): shorten the pages, or raise the budget knowing agents with smaller contexts lose the file's end`,
    );
  }
  return full;
}
