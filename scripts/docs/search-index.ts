// The site's own search, built with the site: one index of every page (the markdown pages' sections, the
// references' sections, operations and messages with the names and fields they document), written beside the
// search box's script (site/search.js) as site/search-index.js, which the box loads when a reader first goes to
// it. Nothing is fetched from elsewhere, and it works from file:// as well as a server.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Json, record, SpecDocuments } from "@stt-service/spec-documents";
import type { SearchEntry } from "../../docs/site/search-entry.js";
import {
  channelSectionId,
  httpOperationId,
  introSectionId,
  streamOperationSectionId,
  tagSectionId,
  webhookEventId,
  webhookEventsSectionId,
} from "../lib/site-anchors.js";
import { writeBrowserScript } from "./browser-script.js";
import { messageNames, operationNames, type Resolve } from "./contract-names.js";
import { webhookEvents } from "./reference/webhooks-view.js";

/** Markdown's inline syntax stripped, for the search's text and the headings' anchors. */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/<!--[\s\S]*?-->/g, " ")
      // HTML tags, but not the docs' <name> placeholders or the stream's <fin> and <end> tokens.
      .replace(/<\/?(?:p|br|div|span|a|code|strong|em|sub|sup)\b[^>]*>/g, " ")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      // Backslash escapes (the changelog escapes the spec's text so): the character itself.
      .replace(/\\([!-/:-@[-`{-~])/g, "$1")
      .replace(/```\w*/g, " ")
      // Not `_`: it is part of names such as file_id more often than it is emphasis.
      .replace(/[`*|#]/g, " ")
      .replace(/^-{3,}$/gm, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** What an `info.description` says before its first `## Heading`: the page's introduction. */
function introduction(description: string): string {
  return description.split(/^## /m)[0] ?? "";
}

/** Follows the bundled document's local `$ref`s (`#/components/…`). */
function resolverOf(name: string, document: Json): Resolve {
  const bundled = new SpecDocuments({ [name]: document });
  return (value) => record(bundled.resolve({ file: name, pointer: "", value }).value);
}

/** The `## Heading` sections of an `info.description`, which the reference pages give `#/section/<slug>`. */
function descriptionSections(file: string, page: string, description: string): SearchEntry[] {
  return description
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const [heading = "", ...body] = part.split("\n");
      return { url: `${file}#${introSectionId(heading)}`, page, title: heading.trim(), text: body.join(" ") };
    });
}

const methods = ["get", "put", "post", "delete", "patch"];

/** The HTTP reference: its sections, tags and operations, with the SDK method that calls each. */
export function httpReferenceEntries(
  file: string,
  page: string,
  openapi: Json,
  sdkMethods: Record<string, string>,
): SearchEntry[] {
  const info = record(openapi.info);
  const resolve = resolverOf("http reference", openapi);
  const entries: SearchEntry[] = [
    { url: file, page, title: text(info.title), text: `${text(info.summary)} ${introduction(text(info.description))}` },
    ...descriptionSections(file, page, text(info.description)),
  ];
  for (const tag of Array.isArray(openapi.tags) ? openapi.tags.map(record) : []) {
    entries.push({
      url: `${file}#${tagSectionId(text(tag.name))}`,
      page,
      title: text(tag.name),
      text: text(tag.description),
    });
  }
  for (const [path, item] of Object.entries(record(openapi.paths))) {
    for (const method of methods) {
      const operation = record(record(item)[method]);
      const operationId = text(operation.operationId);
      if (!operationId) continue;
      const tag = text((operation.tags as unknown[] | undefined)?.[0]);
      const documented = operationNames(resolve, operation, record(item));
      entries.push({
        url: `${file}#${httpOperationId(tag, operationId)}`,
        page,
        title: text(operation.summary),
        // The description first: a result's excerpt starts where the first word was found.
        text: [
          text(operation.description),
          method.toUpperCase(),
          path,
          operationId,
          sdkMethods[operationId] ?? "",
          ...documented.descriptions,
        ].join(" "),
        names: [operationId, path, sdkMethods[operationId] ?? "", ...documented.names].join(" ").trim(),
      });
    }
  }
  const events = webhookEvents(openapi, resolve);
  if (events.length > 0) {
    entries.push({
      url: `${file}#${webhookEventsSectionId}`,
      page,
      title: "Webhook events",
      text: "The requests the service sends to a transcription's webhook_url when it ends, signed as Standard Webhooks says.",
    });
  }
  for (const event of events) {
    entries.push({
      url: `${file}#${webhookEventId(event.name)}`,
      page,
      title: text(event.operation.summary) || event.name,
      text: [text(event.operation.description), "webhook", event.name].join(" "),
      names: [event.name, text(event.operation.operationId)].join(" ").trim(),
    });
  }
  return entries;
}

/** The streaming reference: its sections, channels and operations (with the messages each carries). */
export function streamingReferenceEntries(file: string, page: string, asyncapi: Json): SearchEntry[] {
  const info = record(asyncapi.info);
  const entries: SearchEntry[] = [
    { url: file, page, title: text(info.title), text: introduction(text(info.description)) },
    ...descriptionSections(file, page, text(info.description)),
  ];
  // The bundled document: its `$ref`s are local (`#/components/messages/result`).
  const resolved = resolverOf("streaming reference", asyncapi);
  const channels = record(asyncapi.channels);
  for (const [name, channel] of Object.entries(channels)) {
    const { title, summary, description } = record(channel);
    entries.push({
      url: `${file}#${channelSectionId(name)}`,
      page,
      title: text(title) || name,
      text: `${text(summary)} ${text(description)}`,
    });
  }
  for (const [operationId, value] of Object.entries(record(asyncapi.operations))) {
    const operation = record(value);
    const channelName = text(record(operation.channel).$ref).split("/").at(-1) ?? "";
    const messages = (Array.isArray(operation.messages) ? operation.messages : []).map(resolved);
    const carried = messages.map((message) => `${text(message.name)} ${text(message.title)} ${text(message.summary)}`);
    const documented = messages.map((message) => messageNames(resolved, message));
    entries.push({
      url: `${file}#${streamOperationSectionId(channelName, operationId)}`,
      page,
      title: text(operation.title) || operationId,
      text: [
        text(operation.summary),
        text(operation.description),
        ...carried,
        ...documented.flatMap((names) => names.descriptions),
      ].join(" "),
      names: [operationId, ...new Set(documented.flatMap((names) => names.names))].join(" "),
    });
  }
  return entries;
}

/**
 * site/search.js, docs/site/search.ts compiled (every page loads it), and site/search-index.js, the index, which
 * search.js loads when a reader first goes to the box. The index is data set as a global by a classic script,
 * not JSON fetched: a fetch, or a module import, is refused to a site opened from a folder (file://).
 */
export async function writeSearchScript(root: string, outDir: string, entries: SearchEntry[]): Promise<string[]> {
  // The references' texts are markdown too: the results show them as plain text.
  const compact = entries.map((entry) => ({
    ...entry,
    title: plainText(entry.title),
    text: plainText(entry.text),
    ...(entry.context === undefined ? {} : { context: plainText(entry.context) }),
  }));
  const script = join(outDir, "search.js");
  const index = join(outDir, "search-index.js");
  await writeBrowserScript(join(root, "docs/site/search.ts"), script);
  writeFileSync(index, `window.sttSearchIndex=${JSON.stringify(compact)};\n`);
  return [script, index];
}
