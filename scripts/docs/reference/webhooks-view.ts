// The HTTP reference's "Webhook events": the spec's root `webhooks` (OpenAPI 3.1), the requests the service
// sends to a transcription's `webhook_url`, drawn as a receiver reads them. One section per event (named by its
// key, the event's `type`): what it is, the headers that sign it, the body's schema and examples, what to
// answer, and how to verify it before trusting it, linked to the guide's recipe and to the secret's operation.
// Everything from the spec goes through the page's Markdown renderer or `forHtml`: it is text, never markup.
import { forHtml, isObject, type Json, record } from "@stt-service/spec-documents";
import { httpOperationId, webhookEventId, webhookEventsSectionId } from "../../lib/site-anchors.js";
import type { ReferenceContext } from "./context.js";
import type { TocEntry } from "./page-shell.js";

/** Where the guide shows a receiver that verifies a delivery (the heading docs/guide.md keeps for it). */
export const webhookRecipeLink = "guide.html#webhooks";

export interface WebhookEvent {
  /** The key under `webhooks`: the event's `type`, such as `transcription.completed`. */
  name: string;
  method: string;
  operation: Json;
}

const methods = ["post", "put", "get", "delete", "patch"] as const;

/** Every event of the document's `webhooks`, in the spec's order (a path item each; its operations). */
export function webhookEvents(document: Json, resolve: (value: unknown) => Json): WebhookEvent[] {
  return Object.entries(record(document.webhooks)).flatMap(([name, value]) => {
    const item = resolve(value);
    return methods
      .filter((method) => isObject(item[method]))
      .map((method) => ({ name, method, operation: record(item[method]) }));
  });
}

export interface EventParts {
  /** The headers a delivery carries, as header parameters. */
  headers: Json[];
  /** The body's media types and each one's schema and examples. */
  content: unknown;
  responses: unknown;
}

/** An event's parts with its `$ref`s followed: the parameters in a header, the request body's content. */
export function eventParts(event: WebhookEvent, resolve: (value: unknown) => Json): EventParts {
  const parameters = Array.isArray(event.operation.parameters) ? event.operation.parameters.map(resolve) : [];
  return {
    headers: parameters.filter((parameter) => parameter.in === "header"),
    content: resolve(event.operation.requestBody).content,
    responses: event.operation.responses,
  };
}

/** How a receiver checks a delivery: the same words on the page and in its Markdown twin (http.md). */
export function verifyWords(secretOperationLink: string | undefined, recipeLink: string): string {
  const secret = secretOperationLink ? `[\`GET /webhooks/secret\`](${secretOperationLink})` : "`GET /webhooks/secret`";
  return [
    "Verify every delivery before you act on it, with the body exactly as it arrived (its bytes, before any",
    "JSON parsing): the SDKs' `webhooks.unwrap(body, headers, secret)` checks the `webhook-signature` against",
    "`<webhook-id>.<webhook-timestamp>.<body>` in constant time, refuses a `webhook-timestamp` more than five",
    "minutes from your clock, accepts any of several signatures (a rotated secret signs beside the new one)",
    "and returns the typed event; `webhooks.verify` does the same checks without parsing. The secret is the",
    `API key's signing secret, from ${secret}. Answer a 2xx quickly;`,
    "a repeat of a delivery carries the same `webhook-id`, so keep the ids you handled and skip a repeat.",
    `The guide's [Webhooks recipe](${recipeLink}) is a receiver that does all of this, run in a test.`,
  ].join(" ");
}

/** The link to the operation that returns the signing secret, on this page; none when the document lacks it. */
export function secretOperationAnchor(document: Json, resolve: (value: unknown) => Json): string | undefined {
  for (const value of Object.values(record(document.paths))) {
    const item = resolve(value);
    for (const method of methods) {
      const operation = record(item[method]);
      if (operation.operationId === "getWebhookSecret") {
        const tag = Array.isArray(operation.tags) ? String(operation.tags[0]) : "other";
        return `#${httpOperationId(tag, "getWebhookSecret")}`;
      }
    }
  }
  return undefined;
}

export interface EventViews {
  /** A header parameter's list item, as the operations' parameters are drawn. */
  parameter(parameter: Json): string;
  /** A body's media types, with their schemas and examples. */
  content(content: unknown): string;
  /** The answers the service takes, under a heading of their own. */
  responses(responses: unknown): string;
}

function eventView(event: WebhookEvent, context: ReferenceContext, views: EventViews, verify: string): string {
  const id = webhookEventId(event.name);
  const { operation } = event;
  const title = String(operation.summary ?? event.name);
  const parts = eventParts(event, context.resolve);
  const description =
    typeof operation.description === "string" ? context.markdown(operation.description, { topHeading: 4 }) : "";
  return [
    `<section class="operation webhook-event" id="${forHtml(id)}">`,
    `<h3>${forHtml(title)}</h3>`,
    `<p class="endpoint"><span class="badge method-${forHtml(event.method)}">${forHtml(event.method.toUpperCase())}</span> <code>${forHtml(
      event.name,
    )}</code> to the transcription's <code>webhook_url</code></p>`,
    operation.deprecated === true ? '<p class="deprecated-mark">Deprecated.</p>' : "",
    description,
    `<h4>How to verify it</h4>${context.markdown(verify, { topHeading: 6 })}`,
    parts.headers.length > 0
      ? `<h4>Headers</h4><ul class="parameters">${parts.headers.map((header) => views.parameter(header)).join("")}</ul>`
      : "",
    parts.content === undefined ? "" : `<h4>Body</h4>${views.content(parts.content)}`,
    views.responses(parts.responses),
    "</section>",
  ].join("\n");
}

/** The page's "Webhook events" section and its contents entries; nothing for a document without `webhooks`. */
export function webhookEventsSection(
  document: Json,
  context: ReferenceContext,
  views: EventViews,
): { html: string; toc: TocEntry[] } {
  const events = webhookEvents(document, context.resolve);
  if (events.length === 0) return { html: "", toc: [] };
  const verify = verifyWords(secretOperationAnchor(document, context.resolve), webhookRecipeLink);
  const intro = context.markdown(
    "The requests the service sends to a transcription's `webhook_url` when it ends. Each is signed as " +
      "[Standard Webhooks](https://www.standardwebhooks.com/) says; the section of each event says how to verify it.",
    { topHeading: 3 },
  );
  return {
    html: `<section class="tag webhook-events" id="${webhookEventsSectionId}"><h2>Webhook events</h2>${intro}${events
      .map((event) => eventView(event, context, views, verify))
      .join("\n")}</section>`,
    toc: [
      {
        id: webhookEventsSectionId,
        label: "Webhook events",
        children: events.map((event) => ({
          id: webhookEventId(event.name),
          label: event.name,
          badge: { text: event.method.toUpperCase(), className: `method-${event.method}` },
        })),
      },
    ],
  };
}
