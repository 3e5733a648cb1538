// The streaming reference's text, from the client's view of the AsyncAPI document (client-view.ts: `send` is
// what the client sends): the introduction and servers, then each channel (h2) with its operations (h3, the id
// the site links to, `/channels/transcribe/operations/sendconfig`), and under each operation its messages (h4)
// with their payload schemas and examples.
import { forHtml, isObject, type Json, record } from "@stt-service/spec-documents";
import { anchorSlug, channelSectionId, streamOperationSectionId } from "../../lib/site-anchors.js";
import type { ReferenceContext } from "./context.js";
import type { ReferenceText } from "./http-page.js";
import { introduction, securitySection, serversSection } from "./intro.js";
import type { TocEntry } from "./page-shell.js";
import { examplesView } from "./samples.js";
import { schemaView } from "./schema-view.js";
import { streamErrorsSection } from "./stream-errors.js";

/** The action as the page's reader does it: the document is already the client's view. */
const actionWords: Record<string, string> = { send: "Send", receive: "Receive" };

function messageName(ref: unknown, message: Json): string {
  if (typeof message.name === "string") return message.name;
  return isObject(ref) && typeof ref.$ref === "string" ? (ref.$ref.split("/").at(-1) ?? "message") : "message";
}

function messageView(id: string, name: string, message: Json, context: ReferenceContext): string {
  const title = typeof message.title === "string" ? message.title : name;
  const text = (value: unknown, top: number) =>
    typeof value === "string" ? context.markdown(value, { topHeading: top }) : "";
  const payload = isObject(message.payload)
    ? `<p class="part-label">Payload</p>${schemaView(message.payload, context)}`
    : "";
  const headers = isObject(message.headers)
    ? `<p class="part-label">Headers</p>${schemaView(message.headers, context)}`
    : "";
  return [
    `<section class="message" id="${forHtml(id)}">`,
    `<h4>${forHtml(title)} <code class="message-name">${forHtml(name)}</code></h4>`,
    message.deprecated === true ? '<p class="deprecated-mark">Deprecated.</p>' : "",
    text(message.summary, 6),
    text(message.description, 5),
    headers,
    payload,
    examplesView(message, context),
    "</section>",
  ].join("");
}

interface StreamOperation {
  id: string;
  operation: Json;
}

function operationView(channel: string, entry: StreamOperation, context: ReferenceContext): string {
  const { operation } = entry;
  const sectionId = streamOperationSectionId(channel, entry.id);
  const action = actionWords[String(operation.action)] ?? String(operation.action);
  const title = String(operation.title ?? entry.id);
  const messages = (Array.isArray(operation.messages) ? operation.messages : []).map((ref) => {
    const message = context.resolve(ref);
    const name = messageName(ref, message);
    return messageView(`${sectionId}/messages/${anchorSlug(name)}`, name, message, context);
  });
  return [
    `<section class="operation" id="${forHtml(sectionId)}" data-section-id="${forHtml(sectionId)}">`,
    `<h3>${forHtml(title)}</h3>`,
    `<p class="endpoint"><span class="badge action-${forHtml(String(operation.action))}">${forHtml(action)}</span> <code>${forHtml(entry.id)}</code></p>`,
    operation.deprecated === true ? '<p class="deprecated-mark">Deprecated.</p>' : "",
    typeof operation.summary === "string" ? context.markdown(operation.summary, { topHeading: 6 }) : "",
    typeof operation.description === "string" ? context.markdown(operation.description, { topHeading: 4 }) : "",
    ...messages,
    "</section>",
  ].join("\n");
}

export function streamingReferenceText(document: Json, context: ReferenceContext): ReferenceText {
  const info = record(document.info);
  const intro = introduction(document, context);
  const servers = serversSection(document, context);
  const security = securitySection(document, context);
  const errors = streamErrorsSection(document, context);
  const toc: TocEntry[] = [...intro.toc, ...servers.toc, ...security.toc, ...errors.toc];
  const sections: string[] = [intro.html, servers.html, security.html, errors.html];
  const operations = Object.entries(record(document.operations)).filter((entry): entry is [string, Json] =>
    isObject(entry[1]),
  );
  for (const [name, value] of Object.entries(record(document.channels))) {
    const channel = context.resolve(value);
    const own = operations
      .filter(([, operation]) => record(operation.channel).$ref === `#/channels/${name}`)
      .map(([id, operation]) => ({ id, operation }));
    const id = channelSectionId(name);
    const title = typeof channel.title === "string" ? channel.title : name;
    const address =
      typeof channel.address === "string"
        ? `<p class="endpoint"><span class="badge">WebSocket</span> <code>${forHtml(channel.address)}</code></p>`
        : "";
    sections.push(
      [
        `<section class="channel" id="${forHtml(id)}">`,
        `<h2>${forHtml(title)}</h2>`,
        address,
        typeof channel.summary === "string" ? context.markdown(channel.summary, { topHeading: 6 }) : "",
        typeof channel.description === "string" ? context.markdown(channel.description, { topHeading: 3 }) : "",
        ...own.map((entry) => operationView(name, entry, context)),
        "</section>",
      ].join("\n"),
    );
    toc.push({
      id,
      label: title,
      children: own.map((entry) => {
        const sectionId = streamOperationSectionId(name, entry.id);
        const action = String(entry.operation.action);
        return {
          id: sectionId,
          label: `${String(entry.operation.title ?? entry.id)}${entry.operation.deprecated === true ? " (deprecated)" : ""}`,
          badge: { text: actionWords[action] ?? action, className: `action-${action}` },
          children: (Array.isArray(entry.operation.messages) ? entry.operation.messages : []).map((ref) => {
            const message = context.resolve(ref);
            const messageId = messageName(ref, message);
            return {
              id: `${sectionId}/messages/${anchorSlug(messageId)}`,
              label: typeof message.title === "string" ? message.title : messageId,
            };
          }),
        };
      }),
    });
  }
  return {
    title: String(info.title ?? "Streaming reference"),
    subtitle: `Version ${String(info.version ?? "")}`,
    toc,
    content: sections.join("\n"),
  };
}
