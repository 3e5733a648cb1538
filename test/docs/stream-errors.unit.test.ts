// The streaming reference's error codes (scripts/docs/reference/stream-errors.ts), from the contract's own list:
// each code with its type, close code and SDK error, spec text shown as text.

import { loadSpecDocuments } from "@stt-service/spec-documents";
import { describe, expect, it } from "vitest";
import { createHighlight } from "../../scripts/docs/highlight.js";
import { createMarkdownFragment } from "../../scripts/docs/markdown.js";
import { referenceContext } from "../../scripts/docs/reference/context.js";
import { constraintWords } from "../../scripts/docs/reference/schema-words.js";
import { streamErrorsSection } from "../../scripts/docs/reference/stream-errors.js";

describe("the streaming reference's error codes", () => {
  it("lists every code of the contract with its type, close code and SDK error, and markup as text", async () => {
    const asyncapi = loadSpecDocuments(".", ["specs/openapi.yaml", "specs/asyncapi.yaml"]).document(
      "specs/asyncapi.yaml",
    ) as Record<string, unknown>;
    const hostile = {
      ...asyncapi,
      "x-stream-errors": {
        ...(asyncapi["x-stream-errors"] as object),
        codes: [
          ...((asyncapi["x-stream-errors"] as { codes: unknown[] }).codes ?? []),
          { "error-code": 599, "error-type": "<img src=x>", "close-code": 1011, kind: "X", description: "<b>bold</b>" },
        ],
      },
    };
    const highlight = await createHighlight();
    const { html, toc } = streamErrorsSection(
      hostile,
      referenceContext(hostile, createMarkdownFragment(highlight), highlight),
    );
    expect(toc).toEqual([{ id: "/section/error-codes", label: "Error codes" }]);
    for (const [code, type, close, kind] of [
      [402, "quota_exceeded", 1008, "ServiceRateLimitError"],
      [408, "request_timeout", 1008, "ServiceTimeoutError"],
      [500, "internal_error", 1011, "ServiceAPIError"],
    ]) {
      expect(html).toContain(
        `<tr><td><code>${code}</code></td><td><code>${type}</code></td><td><code>${close}</code></td><td><code>${kind}</code></td>`,
      );
    }
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
  });

  it("says a file's size in bytes, an array that is always empty, and an object closed to other fields", () => {
    expect(constraintWords({ type: "string", format: "binary", maxLength: 1073741824 })).toEqual([
      "at most 1073741824 bytes",
    ]);
    expect(constraintWords({ type: "array", maxItems: 0 })).toEqual(["always empty"]);
    expect(constraintWords({ type: "object", additionalProperties: false })).toEqual(["no fields but these"]);
  });
});
