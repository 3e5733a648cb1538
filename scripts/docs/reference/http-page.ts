// The HTTP reference's text, from the prepared OpenAPI document: the introduction and servers, then one section
// per tag (h2) with one per operation (h3): method and path, description, code samples, parameters, request body
// and responses; then the spec's root `webhooks`, the events the service sends (webhooks-view.ts). Each
// operation's section has the id the site links to (`/files/uploadfile`, site-anchors.ts)
// and the same value in `data-section-id`, where the try-it loader puts its button after the h3.
import { STATUS_CODES } from "node:http";
import { forHtml, isObject, type Json, record } from "@stt-service/spec-documents";
import { httpOperationId, tagSectionId } from "../../lib/site-anchors.js";
import type { ReferenceContext } from "./context.js";
import { introduction, securityLink, securityNames, securitySection, serversSection } from "./intro.js";
import type { TocEntry } from "./page-shell.js";
import { examplesView, samplesOf, samplesView } from "./samples.js";
import { schemaView } from "./schema-view.js";
import { constraintWords, typeWords } from "./schema-words.js";
import { webhookEventsSection } from "./webhooks-view.js";

const methods = ["get", "put", "post", "delete", "patch", "options", "head", "trace"] as const;

interface Operation {
  path: string;
  method: (typeof methods)[number];
  operation: Json;
  /** Parameters of the path item and of the operation, the operation's winning. */
  parameters: Json[];
}

function operationsByTag(document: Json, context: ReferenceContext): Map<string, Operation[]> {
  const byTag = new Map<string, Operation[]>();
  for (const tag of Array.isArray(document.tags) ? document.tags.filter(isObject) : []) {
    byTag.set(String(tag.name), []);
  }
  for (const [path, value] of Object.entries(record(document.paths))) {
    const item = context.resolve(value);
    const shared = Array.isArray(item.parameters) ? item.parameters.map((p) => context.resolve(p)) : [];
    // The spec's order (an upload before the list of uploads), as the search and the agent docs list them.
    for (const method of Object.keys(item).filter((key): key is (typeof methods)[number] =>
      (methods as readonly string[]).includes(key),
    )) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters.map((p) => context.resolve(p)) : [];
      const key = (parameter: Json) => `${String(parameter.in)} ${String(parameter.name)}`;
      const parameters = [...shared.filter((p) => !own.some((o) => key(o) === key(p))), ...own];
      const tag = Array.isArray(operation.tags) && operation.tags.length > 0 ? String(operation.tags[0]) : "other";
      const list = byTag.get(tag) ?? [];
      list.push({ path, method, operation, parameters });
      byTag.set(tag, list);
    }
  }
  return byTag;
}

function methodBadge(method: string): string {
  return `<span class="badge method-${method}">${method.toUpperCase()}</span>`;
}

function parameterView(parameter: Json, context: ReferenceContext): string {
  const schema = context.resolve(parameter.schema);
  const description =
    typeof parameter.description === "string" ? context.markdown(parameter.description, { topHeading: 6 }) : "";
  const constraints = constraintWords(schema);
  const example = parameter.example ?? schema.example;
  return [
    `<li><code class="schema-name">${forHtml(String(parameter.name))}</code> `,
    `<span class="parameter-in">in ${forHtml(String(parameter.in))}</span> `,
    `<span class="schema-type">${forHtml(typeWords(schema, context))}</span>`,
    parameter.required === true ? ' <span class="required-mark">required</span>' : "",
    parameter.deprecated === true ? ' <span class="deprecated-mark">deprecated</span>' : "",
    description,
    constraints.length > 0 ? `<p class="schema-constraints">${forHtml(constraints.join("; "))}.</p>` : "",
    Array.isArray(schema.enum)
      ? `<p class="schema-enum">One of: ${schema.enum.map((v) => `<code>${forHtml(JSON.stringify(v))}</code>`).join(", ")}</p>`
      : "",
    schema.default !== undefined
      ? `<p class="schema-value">Default: <code>${forHtml(JSON.stringify(schema.default))}</code></p>`
      : "",
    example !== undefined
      ? `<p class="schema-value">Example: <code>${forHtml(JSON.stringify(example))}</code></p>`
      : "",
    "</li>",
  ].join("");
}

/** The bodies of a request or a response, one per media type: its schema, then its examples. */
function contentView(content: unknown, context: ReferenceContext): string {
  return Object.entries(record(content))
    .map(([mediaType, value]) => {
      const media = context.resolve(value);
      const schema = isObject(media.schema) ? schemaView(media.schema, context) : "";
      return `<div class="media-type"><p class="media-type-name">Body as <code>${forHtml(mediaType)}</code></p>${schema}${examplesView(media, context)}</div>`;
    })
    .join("");
}

function headersView(headers: unknown, context: ReferenceContext): string {
  const entries = Object.entries(record(headers));
  if (entries.length === 0) return "";
  const items = entries.map(([name, value]) =>
    parameterView({ ...context.resolve(value), name, in: "header" }, context),
  );
  return `<p class="part-label">Headers</p><ul class="parameters">${items.join("")}</ul>`;
}

function responsesView(responses: unknown, context: ReferenceContext, heading = "Responses"): string {
  const items = Object.entries(record(responses)).map(([status, value]) => {
    const response = context.resolve(value);
    const kind = status.startsWith("2") || status.startsWith("3") ? "success" : "failure";
    const description =
      typeof response.description === "string" ? context.markdown(response.description, { topHeading: 6 }) : "";
    const words = STATUS_CODES[Number(status)] ?? (status === "default" ? "Any other status" : "");
    return `<details class="response"${kind === "success" ? " open" : ""}><summary><span class="badge status-${kind}">${forHtml(
      status,
    )}</span> ${forHtml(words)}</summary>${description}${headersView(response.headers, context)}${contentView(
      response.content,
      context,
    )}</details>`;
  });
  return `<h4>${forHtml(heading)}</h4>${items.join("")}`;
}

function operationView(tag: string, entry: Operation, context: ReferenceContext): string {
  const { operation, parameters } = entry;
  const id = httpOperationId(tag, String(operation.operationId ?? `${entry.method} ${entry.path}`));
  const title = String(operation.summary ?? operation.operationId ?? `${entry.method.toUpperCase()} ${entry.path}`);
  const description =
    typeof operation.description === "string" ? context.markdown(operation.description, { topHeading: 4 }) : "";
  const body = context.resolve(operation.requestBody);
  const requestBody = isObject(operation.requestBody)
    ? `<h4>Request body</h4>${body.required === true ? '<p><span class="required-mark">required</span></p>' : ""}${
        typeof body.description === "string" ? context.markdown(body.description, { topHeading: 6 }) : ""
      }${contentView(body.content, context)}`
    : "";
  const parameterList =
    parameters.length > 0
      ? `<h4>Parameters</h4><ul class="parameters">${parameters.map((p) => parameterView(p, context)).join("")}</ul>`
      : "";
  const samples = samplesOf(operation);
  // The operation's own requirements, else the document's: either may be a reader's first question.
  const security = securityNames(operation.security ?? context.document.security);
  return [
    `<section class="operation" id="${forHtml(id)}" data-section-id="${forHtml(id)}">`,
    `<h3>${forHtml(title)}</h3>`,
    `<p class="endpoint">${methodBadge(entry.method)} <code>${forHtml(entry.path)}</code></p>`,
    operation.deprecated === true ? '<p class="deprecated-mark">Deprecated.</p>' : "",
    security.length > 0 ? `<p class="security-line">Security: ${security.map(securityLink).join(", ")}</p>` : "",
    description,
    samples.length > 0 ? `<h4>Samples</h4>${samplesView(samples, context, `Samples of ${title}`)}` : "",
    parameterList,
    requestBody,
    responsesView(operation.responses, context),
    "</section>",
  ].join("\n");
}

export interface ReferenceText {
  title: string;
  subtitle: string;
  toc: TocEntry[];
  content: string;
}

export function httpReferenceText(document: Json, context: ReferenceContext): ReferenceText {
  const info = record(document.info);
  const intro = introduction(document, context);
  const servers = serversSection(document, context);
  const security = securitySection(document, context);
  const tagDescriptions = new Map(
    (Array.isArray(document.tags) ? document.tags.filter(isObject) : []).map((tag) => [String(tag.name), tag]),
  );
  const toc: TocEntry[] = [...intro.toc, ...servers.toc, ...security.toc];
  const sections: string[] = [intro.html, servers.html, security.html];
  for (const [tag, operations] of operationsByTag(document, context)) {
    if (operations.length === 0) continue;
    const id = tagSectionId(tag);
    const described = tagDescriptions.get(tag)?.description;
    const description = typeof described === "string" ? context.markdown(described, { topHeading: 3 }) : "";
    sections.push(
      `<section class="tag" id="${forHtml(id)}"><h2>${forHtml(tag)}</h2>${description}${operations
        .map((entry) => operationView(tag, entry, context))
        .join("\n")}</section>`,
    );
    toc.push({
      id,
      label: tag,
      children: operations.map((entry) => ({
        id: httpOperationId(tag, String(entry.operation.operationId ?? `${entry.method} ${entry.path}`)),
        label: `${String(entry.operation.summary ?? entry.operation.operationId ?? entry.path)}${
          entry.operation.deprecated === true ? " (deprecated)" : ""
        }`,
        badge: { text: entry.method.toUpperCase(), className: `method-${entry.method}` },
      })),
    });
  }
  const events = webhookEventsSection(document, context, {
    parameter: (parameter) => parameterView(parameter, context),
    content: (content) => contentView(content, context),
    responses: (responses) => responsesView(responses, context, "What to answer"),
  });
  sections.push(events.html);
  toc.push(...events.toc);
  return {
    title: String(info.title ?? "HTTP reference"),
    subtitle: `Version ${String(info.version ?? "")}`,
    toc,
    content: sections.join("\n"),
  };
}
