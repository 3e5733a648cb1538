// The spec's root `webhooks` in both HTTP references (scripts/docs/reference/webhooks-view.ts): a section per event
// with its headers, body schema, example, what to answer and how to verify it (linked to the guide's recipe and to
// the secret's operation), in the HTML page and in its Markdown twin (http.md); the spec's text is shown as text,
// never as markup; and a tag named as a section of the introduction (`webhooks` beside `## Webhooks`) keeps
// http.md's anchors apart.
import { describe, expect, it } from "vitest";
import { httpReferenceMarkdown } from "../../scripts/docs/agent-docs/http-markdown.js";
import { createHighlight } from "../../scripts/docs/highlight.js";
import { createMarkdownFragment } from "../../scripts/docs/markdown.js";
import { referenceContext } from "../../scripts/docs/reference/context.js";
import { httpReferenceText } from "../../scripts/docs/reference/http-page.js";
import { httpReferenceEntries } from "../../scripts/docs/search-index.js";

const hostile = `<img src=x onerror="alert(1)">`;

const document = {
  openapi: "3.1.0",
  info: { title: "Things", version: "1.0.0", description: "Intro.\n\n## Webhooks\n\nSigned deliveries." },
  tags: [{ name: "webhooks", description: "The signing secret." }],
  paths: {
    "/webhooks/secret": {
      get: {
        operationId: "getWebhookSecret",
        tags: ["webhooks"],
        summary: "Get the webhook signing secret",
        responses: { "200": { description: "The secret." } },
      },
    },
  },
  webhooks: {
    "thing.done": {
      post: {
        operationId: "thingDone",
        tags: ["webhooks"],
        summary: `A thing is done ${hostile}`,
        description: `Sent when a thing ends. ${hostile}`,
        security: [],
        parameters: [{ $ref: "#/components/parameters/WebhookId" }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/ThingDone" },
              examples: { done: { summary: "A finished thing", value: { type: "thing.done", note: hostile } } },
            },
          },
        },
        responses: { "200": { description: "Received; any 2xx ends the delivery." } },
      },
    },
  },
  components: {
    parameters: {
      WebhookId: {
        name: "webhook-id",
        in: "header",
        required: true,
        description: "Identifies the event.",
        schema: { type: "string", maxLength: 64 },
      },
    },
    schemas: {
      ThingDone: {
        type: "object",
        required: ["type"],
        properties: {
          type: { type: "string", description: "Always `thing.done`.", maxLength: 16 },
          note: { type: "string", description: "A note.", maxLength: 64 },
        },
      },
    },
  },
};

async function page() {
  const highlight = await createHighlight();
  return httpReferenceText(document, referenceContext(document, createMarkdownFragment(highlight), highlight));
}

describe("the HTTP reference's webhook events", () => {
  it("draws a section per event: headers, body schema and example, what to answer, how to verify", async () => {
    const { content, toc } = await page();
    const section = content.slice(content.indexOf('id="/webhook-events/thing-done"'));
    expect(section).toContain("<code>thing.done</code> to the transcription's <code>webhook_url</code>");
    expect(section).toContain("<h4>Headers</h4>");
    expect(section).toContain('<code class="schema-name">webhook-id</code>');
    expect(section).toContain("<h4>Body</h4>");
    expect(section).toContain("Body as <code>application/json</code>");
    expect(section).toContain("Example: A finished thing");
    expect(section).toContain("<h4>What to answer</h4>");
    expect(section).toContain("Received; any 2xx ends the delivery.");
    expect(section).toContain("<h4>How to verify it</h4>");
    expect(section).toContain('<a href="guide.html#webhooks">Webhooks recipe</a>');
    expect(section).toContain('<a href="#/webhooks/getwebhooksecret"><code>GET /webhooks/secret</code></a>');
    const events = toc.find((entry) => entry.id === "/webhook-events");
    expect(events?.children?.map((entry) => [entry.id, entry.label, entry.badge?.text])).toEqual([
      ["/webhook-events/thing-done", "thing.done", "POST"],
    ]);
  });

  it("shows the spec's text as text: a tag in a summary, a description or an example is escaped", async () => {
    const { content } = await page();
    expect(content).not.toContain("<img");
    expect(content).toContain("&lt;img src=x");
  });

  it("is not a try-it operation: its section has no data-section-id for the console's button", async () => {
    const { content } = await page();
    expect(content).not.toContain('data-section-id="/webhook-events');
  });

  it("is in the site's search, each event linked to its section", () => {
    const entries = httpReferenceEntries("http.html", "HTTP reference", document, {});
    expect(entries.filter((entry) => entry.url.includes("webhook-events")).map((entry) => entry.url)).toEqual([
      "http.html#/webhook-events",
      "http.html#/webhook-events/thing-done",
    ]);
  });
});

describe("http.md's webhook events", () => {
  const markdown = httpReferenceMarkdown(document, { getWebhookSecret: "client.webhooks.secret" });

  it("has a section per event, headed by its name, with headers, body, example, answer and verification", () => {
    const section = markdown.slice(markdown.indexOf("### thing.done"));
    expect(section).toContain("`POST <webhook_url>`: A thing is done");
    expect(section).toContain("**Headers**\n\n- `webhook-id` (header, string, required): Identifies the event.");
    expect(section).toContain("**Body** (`application/json`): [ThingDone](#schema-thingdone)");
    expect(section).toContain("- `type` (string, required): Always `thing.done`.");
    expect(section).toContain('Example body (`done`):\n\n```json\n{\n  "type": "thing.done"');
    expect(section).toContain("**What to answer**\n\n- `200`: Received; any 2xx ends the delivery.");
    expect(section).toContain("[`GET /webhooks/secret`](#getwebhooksecret)");
    expect(section).toContain("[Webhooks recipe](guide.md#webhooks)");
  });

  it("keeps a tag named as a section of the introduction apart from it", () => {
    expect(markdown).toContain("\n## Webhooks\n");
    expect(markdown).toContain("\n## webhooks operations\n");
  });
});
