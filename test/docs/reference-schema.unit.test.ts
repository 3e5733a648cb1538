// The references' schema view (scripts/docs/reference/schema-view.ts) on schemas built to hurt it: one that
// contains itself, one nested deeper than the page shows, names and descriptions carrying markup. The output
// is finite, links back instead of repeating, and shows every bit of spec text as text.

import type { Json } from "@stt-service/spec-documents";
import { describe, expect, it } from "vitest";
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

  it("merges an allOf whose member is only a rule between shapes: every field shown, and the rule with them", async () => {
    const document = {
      components: {
        schemas: {
          Base: { type: "object", properties: { language: { type: "string" } } },
          Raw: { title: "Raw audio", required: ["sample_rate"] },
        },
      },
    };
    const html = await view(document, {
      allOf: [
        { $ref: "#/components/schemas/Base" },
        {
          type: "object",
          required: ["audio_format"],
          properties: {
            audio_format: { type: "string", enum: ["auto", "pcm_s16le"] },
            sample_rate: { type: "integer", minimum: 8000 },
            api_key: { type: "string", deprecated: true },
          },
        },
        { anyOf: [{ title: "Container audio" }, { $ref: "#/components/schemas/Raw" }] },
      ],
    });
    // Before: the third member made the view give up, and only "object" and the description were shown.
    for (const name of ["language", "audio_format", "sample_rate", "api_key"]) expect(html).toContain(`>${name}<`);
    expect(html).toContain("Any of these shapes:");
    expect(html).toContain("Raw audio");
    expect(html).toContain("Deprecated.");
  });

  it("says a const as the one value, a 3.1 examples list's first, and what each plain item of an array must be", async () => {
    const html = await view(
      {},
      {
        type: "object",
        properties: {
          type: { type: "string", const: "one_way" },
          model: { type: "string", examples: ["stt-async-v3", "stt-rt-v3"] },
          terms: { type: "array", maxItems: 1000, items: { type: "string", minLength: 1, maxLength: 256 } },
        },
      },
    );
    expect(html).toContain("Always: <code>&quot;one_way&quot;</code>");
    expect(html).toContain("Example: <code>&quot;stt-async-v3&quot;</code>");
    expect(html).toMatch(/Each item:<\/p><p class="schema-constraints">[^<]*256/);
  });
});
