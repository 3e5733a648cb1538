// A JSON field's placeholder, for try-it's body fields and the stream playground's config alike (one function,
// scripts/docs/json-placeholder.ts): an example of the field's own schema, through $refs, allOf parts and
// alternatives, so an object field never asks for an array.
import { describe, expect, it } from "vitest";
import { jsonPlaceholder } from "../../scripts/docs/json-placeholder.js";
import { configFields } from "../../scripts/docs/playground/config-fields.js";

/** A streaming document in the bundled shape the playground reads: the config message's fields behind $refs. */
const streaming = {
  components: {
    schemas: {
      ConfigMessage: {
        type: "object",
        required: ["model"],
        properties: {
          model: { type: "string" },
          context: { $ref: "#/components/schemas/Context" },
          language_hints: { type: "array", items: { $ref: "#/components/schemas/Language" } },
          translation: { oneOf: [{ $ref: "#/components/schemas/OneWay" }, { type: "null" }] },
        },
      },
      Context: {
        allOf: [{ $ref: "#/components/schemas/Terms" }, { properties: { general: { type: "string" } } }],
      },
      Terms: {
        type: "object",
        required: ["terms"],
        properties: { terms: { type: "array", items: { type: "string" } } },
      },
      Language: { type: "string", examples: ["en"] },
      OneWay: { type: "object", properties: { target_language: { type: "string", example: "es" } } },
    },
  },
};

describe("a JSON field's placeholder", () => {
  it("the playground's config: an object for an object behind a $ref and allOf, an array for an array", () => {
    const placeholders = Object.fromEntries(configFields(streaming).map((field) => [field.name, field.placeholder]));
    expect(placeholders).toEqual({
      model: undefined,
      context: 'A JSON object, such as {"terms":["text"]}',
      language_hints: 'A JSON array, such as ["en"]',
      translation: 'A JSON object, such as {"target_language":"es"}',
    });
  });

  it("stops at five levels of a schema that contains itself, and cuts a long example at 120 characters", () => {
    const document = {
      Node: { type: "object", required: ["child"], properties: { child: { $ref: "Node" } } },
    } as Record<string, Record<string, unknown>>;
    const resolve = (value: unknown) => {
      const schema = (value ?? {}) as Record<string, unknown>;
      return typeof schema.$ref === "string" ? (document[schema.$ref] ?? {}) : schema;
    };
    expect(jsonPlaceholder(document.Node ?? {}, resolve)).toBe(
      'A JSON object, such as {"child":{"child":{"child":{"child":{}}}}}',
    );
    const long = jsonPlaceholder({ type: "array", items: { type: "string", example: "x".repeat(200) } }, resolve);
    expect(long).toHaveLength("A JSON array, such as ".length + 120);
    expect(long.endsWith("…")).toBe(true);
  });
});
