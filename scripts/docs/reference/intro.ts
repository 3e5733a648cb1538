// The top of both references: the document's introduction (its `## Heading`s as sections the search links to,
// `#/section/<slug>`), and its servers, each with its description in Markdown.
import { forHtml, isObject, type Json, record } from "@stt-service/spec-documents";
import { introSectionId } from "../../lib/site-anchors.js";
import { plainText } from "../search-index.js";
import type { ReferenceContext } from "./context.js";
import type { TocEntry } from "./page-shell.js";

export const serversSectionId = "/section/servers";
export const securitySectionId = "/section/security-schemes";

/** A security scheme's name, linked to its entry in the page's "Security schemes" section. */
export function securityLink(name: string): string {
  return `<a href="#${forHtml(securitySectionId)}"><code>${forHtml(name)}</code></a>`;
}

/** The names of a list of security requirements: OpenAPI's `[{ bearerAuth: [] }]`, AsyncAPI's `$ref`s. */
export function securityNames(requirements: unknown): string[] {
  if (!Array.isArray(requirements)) return [];
  return requirements.flatMap((requirement) => {
    if (!isObject(requirement)) return [];
    if (typeof requirement.$ref === "string") return [requirement.$ref.split("/").at(-1) ?? requirement.$ref];
    return Object.keys(requirement);
  });
}

/** How a scheme is sent, in words: "HTTP bearer", "API key in the Sec-WebSocket-Protocol header". */
function schemeWords(scheme: Json): string {
  const type = String(scheme.type ?? "");
  if (type === "http") return `HTTP ${String(scheme.scheme ?? "")}`.trim();
  if (type === "apiKey" || type === "httpApiKey") {
    return `API key in the ${String(scheme.name ?? "")} ${String(scheme.in ?? "")}`.replace(/\s+/g, " ").trim();
  }
  return type;
}

/** Every security scheme of the document, what it is and how it is sent: what the operations' lines link to. */
export function securitySection(document: Json, context: ReferenceContext): { html: string; toc: TocEntry[] } {
  const schemes = Object.entries(record(record(document.components).securitySchemes)).filter(
    (entry): entry is [string, Json] => isObject(entry[1]),
  );
  if (schemes.length === 0) return { html: "", toc: [] };
  const items = schemes.map(([name, value]) => {
    const scheme = context.resolve(value);
    const description =
      typeof scheme.description === "string" ? context.markdown(scheme.description, { topHeading: 6 }) : "";
    return `<li><code class="schema-name">${forHtml(name)}</code> <span class="schema-type">${forHtml(schemeWords(scheme))}</span>${description}</li>`;
  });
  return {
    html: `<section id="${securitySectionId}" class="security-schemes"><h2>Security schemes</h2><ul class="server-list">${items.join("")}</ul></section>`,
    toc: [{ id: securitySectionId, label: "Security schemes" }],
  };
}

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
    const security = securityNames(server.security);
    const securityLine =
      security.length > 0 ? `<p class="security-line">Security: ${security.map(securityLink).join(", ")}</p>` : "";
    return `<li>${label}<code>${forHtml(serverAddress(server))}</code>${description}${securityLine}</li>`;
  });
  return {
    html: `<section id="${serversSectionId}" class="servers"><h2>Servers</h2><ul class="server-list">${items.join("")}</ul></section>`,
    toc: [{ id: serversSectionId, label: "Servers" }],
  };
}
