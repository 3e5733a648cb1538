// The HTTP reference's page text (scripts/docs/reference/http-page.ts) on a small contract: operations in the
// spec's order, each with the security it needs linked to the page's "Security schemes", and an example's
// summary drawn as Markdown, not shown with its backticks.
import { describe, expect, it } from "vitest";
import { createHighlight } from "../../scripts/docs/highlight.js";
import { createMarkdownFragment } from "../../scripts/docs/markdown.js";
import { referenceContext } from "../../scripts/docs/reference/context.js";
import { httpReferenceText } from "../../scripts/docs/reference/http-page.js";

const document = {
  openapi: "3.1.0",
  info: { title: "Things", version: "1.0.0" },
  tags: [{ name: "things" }],
  security: [{ bearerAuth: [] }],
  components: {
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer", description: "Never put a key in a URL." },
      queryKey: { type: "apiKey", in: "query", name: "key" },
    },
  },
  paths: {
    "/things": {
      // Written POST first, as the spec's upload comes before its list.
      post: { operationId: "makeThing", tags: ["things"], summary: "Make a thing", responses: {} },
      get: {
        operationId: "listThings",
        tags: ["things"],
        summary: "List things",
        security: [{ queryKey: [] }],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                examples: { busy: { summary: "Processing with `enable_streaming`", value: { status: "processing" } } },
              },
            },
          },
        },
      },
    },
  },
};

describe("the HTTP reference's page text", () => {
  it("lists operations in the spec's order, says each one's security, and draws an example's summary", async () => {
    const highlight = await createHighlight();
    const { content, toc } = httpReferenceText(
      document,
      referenceContext(document, createMarkdownFragment(highlight), highlight),
    );
    const order = [...content.matchAll(/data-section-id="([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual(["/things/makething", "/things/listthings"]);
    expect(toc.map((entry) => entry.label)).toContain("Security schemes");
    expect(content).toContain("<h2>Security schemes</h2>");
    expect(content).toContain("Never put a key in a URL.");
    expect(content).toContain("API key in the key query");
    // The document's requirement for the operation that names none, its own for the one that does.
    const [make = "", list = ""] = content.split('data-section-id="/things/listthings"');
    expect(make).toContain('Security: <a href="#/section/security-schemes"><code>bearerAuth</code></a>');
    expect(list).toContain('Security: <a href="#/section/security-schemes"><code>queryKey</code></a>');
    expect(content).toContain("Example: Processing with <code>enable_streaming</code>");
    expect(content).not.toContain("`enable_streaming`");
  });

  it("shows a spec's unsafe link and markup as words, whatever text carries them", async () => {
    const hostile =
      "<img src=x onerror=alert(1)> [one](javascript:alert(1)) [two]( JaVaScRiPt:x) [three](data:text/html,x) ![i](javascript:x) [ok](https://example.com)";
    const spec = {
      ...document,
      paths: {
        "/x": {
          get: {
            operationId: "x",
            tags: ["things"],
            description: hostile,
            responses: {
              "200": {
                description: "ok",
                content: { "application/json": { examples: { a: { summary: hostile, value: 1 } } } },
              },
            },
          },
        },
      },
    };
    const highlight = await createHighlight();
    const { content } = httpReferenceText(spec, referenceContext(spec, createMarkdownFragment(highlight), highlight));
    expect(content).not.toMatch(/<img|href="\s*(?:javascript|data):/i);
    expect(content.match(/<a href="https:\/\/example\.com">ok<\/a>/g)).toHaveLength(2);
    expect(content).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
