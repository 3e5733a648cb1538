// The top of both references: the document's introduction (its `## Heading`s as sections the search links to,
// `#/section/<slug>`), and its servers, each with its description in Markdown.
import { forHtml } from "../../../packages/sdk/src/core/untrusted-text.js";
import { isObject, type Json, record } from "../../../packages/spec-documents/src/index.js";
import { introSectionId } from "../../lib/site-anchors.js";
import { plainText } from "../search-index.js";
import type { ReferenceContext } from "./context.js";
import type { TocEntry } from "./page-shell.js";

export const serversSectionId = "/section/servers";

export function introduction(document: Json, context: ReferenceContext): { html: string; toc: TocEntry[] } {
  const description = String(record(document.info).description ?? "");
  const toc = [...description.matchAll(/^## (.+)$/gm)].map((match) => {
    const label = plainText(match[1] ?? "");
    return { id: introSectionId(label), label };
  });
  const html = context.markdown(description, { topHeading: 2, headingId: introSectionId });
  return { html: `<div class="introduction">${html}</div>`, toc };
}

/** A server of either document: OpenAPI's `{ url }`, AsyncAPI's `{ protocol, host, pathname }`. */
function serverAddress(server: Json): string {
  if (typeof server.url === "string") return server.url;
  return `${String(server.protocol ?? "")}://${String(server.host ?? "")}${String(server.pathname ?? "")}`;
}

export function serversSection(document: Json, context: ReferenceContext): { html: string; toc: TocEntry[] } {
  const servers = Array.isArray(document.servers)
    ? document.servers.filter(isObject).map((server) => ["", server] as const)
    : Object.entries(record(document.servers)).filter((entry): entry is [string, Json] => isObject(entry[1]));
  if (servers.length === 0) return { html: "", toc: [] };
  const items = servers.map(([name, server]) => {
    const description =
      typeof server.description === "string" ? context.markdown(server.description, { topHeading: 6 }) : "";
    const label = name ? `<strong>${forHtml(name)}</strong> ` : "";
    return `<li>${label}<code>${forHtml(serverAddress(server))}</code>${description}</li>`;
  });
  return {
    html: `<section id="${serversSectionId}" class="servers"><h2>Servers</h2><ul class="server-list">${items.join("")}</ul></section>`,
    toc: [{ id: serversSectionId, label: "Servers" }],
  };
}
