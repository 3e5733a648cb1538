// The reader's copy of a contract (scripts/lib/reader-schemas.ts), given small documents: patterns become
// the spec's words, open enums a sentence, required properties lose their defaults, and nothing the
// contract holds as a value (examples, samples) changes. The real specs: every pattern has its words.

import type { Json } from "@stt-service/spec-documents";
import { describe, expect, it } from "vitest";
import { patternWordsOf, readerSchemas } from "../../scripts/lib/reader-schemas.js";
import { loadSpecDocuments } from "../support/spec-documents.js";

const words = new Map([["^[a-z]+$", "Lowercase letters only."]]);

describe("the reference's schemas, for readers", () => {
  it("say a pattern in the spec's words after the description, and drop the regex", () => {
    const document: Json = {
      components: { schemas: { Name: { type: "string", description: "A name.", pattern: "^[a-z]+$" } } },
    };
    readerSchemas(document, words);
    expect(document).toEqual({
      components: { schemas: { Name: { type: "string", description: "A name.\n\nLowercase letters only." } } },
    });
  });

  it("refuse a pattern without words, naming it, where it is, and where its words go", () => {
    const document: Json = { paths: { "/x": { get: { parameters: [{ schema: { pattern: "^\\d+$" } }] } } } };
    expect(() => readerSchemas(document, words)).toThrow(
      /\^\\d\+\$ \(at #\/paths\/~1x\/get\/parameters\/0\/schema\)\. Add each to x-pattern-descriptions at the root of its spec/,
    );
  });

  it("give a parameter its pattern's words in its own description, which the reference shows, through a $ref too", () => {
    const document: Json = {
      components: { schemas: { Slug: { type: "string", pattern: "^[a-z]+$" } } },
      paths: {
        "/x": {
          get: {
            parameters: [
              { name: "q", in: "query", description: "A query.", schema: { type: "string", pattern: "^[a-z]+$" } },
              { name: "id", in: "path", schema: { $ref: "#/components/schemas/Slug" } },
            ],
          },
        },
      },
    };
    readerSchemas(document, words);
    const [query, path] = ((document.paths as Json)["/x"] as { get: { parameters: Json[] } }).get.parameters;
    expect(query?.description).toBe("A query.\n\nLowercase letters only.");
    expect(path?.description).toBe("Lowercase letters only.");
  });

  it("turn an open enum into a string that lists its values, or a value added later", () => {
    const document: Json = {
      Status: {
        description: "Status of a file.",
        anyOf: [
          { type: "string", enum: ["uploaded", "expired"] },
          { type: "string", maxLength: 64, pattern: "^[a-z]+$" },
        ],
      },
    };
    readerSchemas(document, words);
    expect(document.Status).toEqual({
      type: "string",
      maxLength: 64,
      description: "Status of a file.\n\nOne of `uploaded`, `expired`, or a value added later.",
    });
  });

  it("leave a closed choice alone: an anyOf of two enums, or of two objects, is not an open enum", () => {
    const twoEnums = {
      anyOf: [
        { type: "string", enum: ["a"] },
        { type: "string", enum: ["b"] },
      ],
    };
    const objects = { anyOf: [{ type: "object" }, { type: "object", required: [] }] };
    const document: Json = { twoEnums: structuredClone(twoEnums), objects: structuredClone(objects) };
    readerSchemas(document, words);
    expect(document).toEqual({ twoEnums, objects });
  });

  it("take the default off a required property, its own, through $ref or allOf, without changing the shared component", () => {
    const flag = { type: "boolean", default: false, description: "A flag." };
    const document: Json = {
      components: {
        schemas: {
          Flag: structuredClone(flag),
          Options: { type: "object", properties: { diarize: { type: "boolean", default: true } } },
          Request: {
            type: "object",
            required: ["own", "shared", "diarize"],
            allOf: [{ $ref: "#/components/schemas/Options" }],
            properties: {
              own: { type: "integer", default: 3 },
              shared: { $ref: "#/components/schemas/Flag" },
              optional: { type: "integer", default: 5 },
            },
          },
        },
      },
    };
    readerSchemas(document, words);
    const schemas = (document.components as Json).schemas as Record<string, Json>;
    const request = schemas.Request as { properties: Record<string, Json>; allOf: Json[] };
    expect(request.properties.own).toEqual({ type: "integer" });
    expect(request.properties.shared).toEqual({ type: "boolean", description: "A flag." });
    expect(request.properties.optional).toEqual({ type: "integer", default: 5 });
    expect(request.allOf).toEqual([{ type: "object", properties: { diarize: { type: "boolean" } } }]);
    // Optional wherever else they are used: the components keep their defaults.
    expect(schemas.Flag).toEqual(flag);
    expect((schemas.Options as { properties: Record<string, Json> }).properties.diarize).toEqual({
      type: "boolean",
      default: true,
    });
  });

  it("change nothing inside examples and code samples", () => {
    const example = { pattern: "^[a-z]+$", anyOf: [{ type: "string", enum: ["x"] }, { type: "string" }] };
    const document: Json = { schema: { type: "object", example: structuredClone(example) } };
    readerSchemas(document, words);
    expect(document).toEqual({ schema: { type: "object", example } });
  });

  it("refuse two wordings of one pattern, or a pattern with no sentence", () => {
    const http = { "x-pattern-descriptions": { "^[a-z]+$": "Lowercase letters only." } };
    expect(() => patternWordsOf(http, { "x-pattern-descriptions": { "^[a-z]+$": "Small letters." } })).toThrow(
      /two wordings \("Lowercase letters only\." and "Small letters\."\)/,
    );
    expect(() => patternWordsOf({ "x-pattern-descriptions": { "^[a-z]+$": " " } })).toThrow(/needs words/);
    expect(patternWordsOf(http, http).get("^[a-z]+$")).toBe("Lowercase letters only.");
  });

  it("finds words for every pattern of both specs, in their x-pattern-descriptions", () => {
    const specs = loadSpecDocuments();
    const openapi = specs["openapi.yaml"] as Json;
    const asyncapi = specs["asyncapi.yaml"] as Json;
    const all = patternWordsOf(openapi, asyncapi);
    for (const document of [openapi, asyncapi]) {
      expect(() => readerSchemas(structuredClone(document), all)).not.toThrow();
    }
    expect(all.get("^[^\\x00-\\x1F\\x7F]*$")).toMatch(/no control characters/);
  });
});
