// The references' schema view (scripts/docs/reference/schema-view.ts) on schemas built to hurt it: one that
// contains itself, one nested deeper than the page shows, names and descriptions carrying markup. The output
// is finite, links back instead of repeating, and shows every bit of spec text as text.
import { describe, expect, it } from "vitest";
import type { Json } from "../../packages/spec-documents/src/index.js";
import { createHighlight } from "../../scripts/docs/highlight.js";
import { createMarkdownFragment } from "../../scripts/docs/markdown.js";
import { referenceContext } from "../../scripts/docs/reference/context.js";
import { schemaView } from "../../scripts/docs/reference/schema-view.js";

async function view(document: Json, schema: Json): Promise<string> {
  const highlight = await createHighlight();
  return schemaView(schema, referenceContext(document, createMarkdownFragment(highlight), highlight));
}

describe("the references' schema view", () => {
  it("shows a schema that contains itself once, then links back to it", async () => {
    const document = {
      components: {
        schemas: {
          Node: {
            type: "object",
            properties: {
              name: { type: "string" },
              children: { type: "array", items: { $ref: "#/components/schemas/Node" } },
              parent: { $ref: "#/components/schemas/Node" },
            },
          },
        },
      },
    };
    const html = await view(document, { $ref: "#/components/schemas/Node" });
    // name shown once: the inner Node is a link to the outer one, not a second copy.
    expect(html.match(/>name</g)).toHaveLength(1);
    const links = [...html.matchAll(/The same <a href="#(schema-\d+)">Node<\/a> as above/g)];
    expect(links).toHaveLength(2);
    for (const [, id] of links) expect(html).toContain(`id="${id}"`);
  });

  it("stops at a bounded depth however deep the schema nests", async () => {
    let schema: Json = { type: "string" };
    for (let depth = 0; depth < 50; depth += 1) schema = { type: "object", properties: { inner: schema } };
    const html = await view({}, schema);
    expect(html).toContain("Nested deeper than this page shows");
    expect(html.length).toBeLessThan(20_000);
  });

  it("says types, constraints, alternatives and required marks in words", async () => {
    const html = await view(
      {},
      {
        type: "object",
        required: ["id"],
        properties: {
          id: { type: "string", minLength: 1, maxLength: 64 },
          tags: { type: "array", items: { type: "string" }, maxItems: 10 },
          kind: { type: "string", enum: ["a", "b"] },
          shape: {
            oneOf: [{ title: "Circle", type: "object", properties: { r: { type: "number" } } }, { type: "null" }],
          },
        },
      },
    );
    expect(html).toContain(
      '<code class="schema-name">id</code> <span class="schema-type">string</span> <span class="required-mark">required</span>',
    );
    expect(html).toContain("1 to 64 characters");
    expect(html).toContain("array of string");
    expect(html).toContain("at most 10 items");
    expect(html).toContain("One of: <code>&quot;a&quot;</code>, <code>&quot;b&quot;</code>");
    expect(html).toContain("Exactly one of these shapes:");
    expect(html).toContain("Circle");
  });

  it("shows markup in names, descriptions and values as text", async () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const html = await view(
      {},
      {
        type: "object",
        description: hostile,
        properties: { [hostile]: { type: "string", description: hostile, example: hostile, enum: [hostile] } },
      },
    );
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain("&lt;img");
  });
});
