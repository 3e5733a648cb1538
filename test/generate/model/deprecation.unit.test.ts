// `deprecated`, `x-sunset` and `x-deprecated-use` on an operation, a query parameter, a field or a message →
// the model's deprecations, given a spec fragment.
import { describe, expect, it } from "vitest";
import {
  checkDeprecationDays,
  deprecationOf,
  fieldDeprecations,
  operationDeprecations,
} from "../../../scripts/generate/model/deprecation.js";
import type { Deprecation } from "../../../scripts/generate/model/types.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { givenSpecs } from "./given-specs.js";

const sunset = "2027-06-30";
const gone = { deprecated: true, "x-sunset": sunset };

describe("deprecationOf", () => {
  it.each([
    { name: "a node without deprecated is not deprecated", given: { type: "string" }, want: null },
    { name: "deprecated: false is not deprecated", given: { deprecated: false }, want: null },
    { name: "deprecated with a sunset goes that day", given: gone, want: { sunset, use: null } },
    {
      name: "x-deprecated-use says what to use instead",
      given: { ...gone, "x-deprecated-use": " the header. " },
      want: { sunset, use: "the header." },
    },
    {
      name: "a sunset a YAML parser read as a date is the day it names",
      given: { deprecated: true, "x-sunset": new Date("2027-06-30T00:00:00Z") },
      want: { sunset, use: null },
    },
  ])("$name", ({ given, want }) => {
    expect(deprecationOf(given, "GET /files")).toEqual(want);
  });

  it.each([
    [
      "a deprecation without a sunset",
      { deprecated: true },
      "GET /files: deprecated without x-sunset; add x-sunset: YYYY-MM-DD, the day it goes",
    ],
    [
      "a sunset without a deprecation",
      { "x-sunset": sunset },
      "GET /files: x-sunset without deprecated: true; deprecate it, or drop the sunset",
    ],
    [
      "a sunset that is no day",
      { deprecated: true, "x-sunset": "2027-02-30" },
      'GET /files: x-sunset "2027-02-30" is not a date; write it as YYYY-MM-DD',
    ],
    [
      "an empty x-deprecated-use",
      { ...gone, "x-deprecated-use": " " },
      "GET /files: x-deprecated-use must be a sentence naming what to use instead",
    ],
  ])("refuses %s", (_name, given, want) => {
    expect(() => deprecationOf(given, "GET /files")).toThrow(want);
  });
});

describe("operationDeprecations", () => {
  it("are the operation's own and those of its query parameters, by name", () => {
    const deprecations = operationDeprecations(
      { ...gone, "x-deprecated-use": "listAll" },
      [{ name: "page", ...gone }, { name: "limit" }],
      "GET /files",
    );
    expect(deprecations).toEqual({
      deprecation: { sunset, use: "listAll" },
      deprecatedQuery: { page: { sunset, use: null } },
    });
  });

  it("refuses a query parameter's deprecation without a sunset, naming the parameter", () => {
    expect(() => operationDeprecations({}, [{ name: "page", deprecated: true }], "GET /files")).toThrow(
      "GET /files query parameter page: deprecated without x-sunset",
    );
  });
});

/**
 * The fields of the stream's Config schema, whose properties may name openapi.yaml's Options properties, which
 * may name its Id schema: a `$ref` chain of up to three hops, each of which may say the field is deprecated.
 */
function fieldDeprecationsOf(given: { config: Json; options?: Json; id?: Json }): Record<string, Deprecation> {
  const roots = givenSpecs(
    {
      components: {
        schemas: { Id: given.id ?? { type: "string" }, Options: { properties: given.options ?? {} } },
      },
    },
    { components: { schemas: { Config: given.config } } },
  );
  return fieldDeprecations(roots.asyncapi.at("components", "schemas", "Config"));
}

const optionsModel = { $ref: "./openapi.yaml#/components/schemas/Options/properties/model" };
const idRef = { $ref: "#/components/schemas/Id" };

describe("fieldDeprecations", () => {
  it.each([
    {
      name: "a property written deprecated, by its wire name",
      given: { config: { properties: { api_key: { type: "string", ...gone }, model: { type: "string" } } } },
      want: { api_key: { sunset, use: null } },
    },
    {
      name: "allOf members' properties, through a $ref",
      given: {
        config: { allOf: [{ $ref: "./openapi.yaml#/components/schemas/Options" }, { properties: {} }] },
        options: { model: { type: "string", ...gone, "x-deprecated-use": "id" } },
      },
      want: { model: { sunset, use: "id" } },
    },
    {
      name: "deprecated beside the first $ref of the chain",
      given: { config: { properties: { model: { ...optionsModel, ...gone } } }, options: { model: idRef } },
      want: { model: { sunset, use: null } },
    },
    {
      name: "deprecated beside the $ref at the middle hop, in the other spec",
      given: { config: { properties: { model: optionsModel } }, options: { model: { ...idRef, ...gone } } },
      want: { model: { sunset, use: null } },
    },
    {
      name: "deprecated in the schema at the end of the chain",
      given: {
        config: { properties: { model: optionsModel } },
        options: { model: idRef },
        id: { type: "string", ...gone },
      },
      want: { model: { sunset, use: null } },
    },
    {
      name: "the nearest hop that says wins: deprecated: false beside a $ref keeps a deprecated schema's field",
      given: {
        config: { properties: { model: { ...optionsModel, deprecated: false } } },
        options: { model: { ...idRef, ...gone } },
      },
      want: {},
    },
    {
      name: "the nearest hop's sunset and use win over the schema's",
      given: {
        config: { properties: { model: { ...optionsModel, deprecated: true, "x-sunset": "2028-01-01" } } },
        options: { model: { ...idRef, ...gone, "x-deprecated-use": "id" } },
      },
      want: { model: { sunset: "2028-01-01", use: null } },
    },
  ])("$name", ({ given, want }) => {
    expect(fieldDeprecationsOf(given)).toEqual(want);
  });

  it.each([
    [
      "a deprecation without a sunset, at the hop that declares it",
      { config: { properties: { model: optionsModel } }, options: { model: { ...idRef, deprecated: true } } },
      "specs/openapi.yaml at /components/schemas/Options/properties/model: deprecated without x-sunset",
    ],
    [
      "a sunset without a deprecation, in the schema the chain ends at",
      { config: { properties: { model: optionsModel } }, options: { model: idRef }, id: { "x-sunset": sunset } },
      "specs/openapi.yaml at /components/schemas/Id: x-sunset without deprecated: true",
    ],
  ] as [string, Parameters<typeof fieldDeprecationsOf>[0], string][])("refuses %s", (_name, given, want) => {
    expect(() => fieldDeprecationsOf(given)).toThrow(want);
  });
});

describe("checkDeprecationDays", () => {
  it("takes days that exist, and leaves examples alone", () => {
    const roots = givenSpecs(
      { paths: { "/files": { get: { ...gone, "x-deprecated-since": "2026-01-31" } } } },
      { components: { messages: { config: { examples: [{ payload: { "x-sunset": "soon" } }] } } } },
    );
    expect(() => checkDeprecationDays(roots)).not.toThrow();
  });

  it.each([
    [
      "a sunset that is no day, in openapi.yaml",
      { paths: { "/files": { get: { deprecated: true, "x-sunset": "2027-02-30" } } } },
      {},
      'specs/openapi.yaml at /paths/~1files/get/x-sunset: x-sunset "2027-02-30" is not a day that exists; write it as YYYY-MM-DD, such as 2027-06-30',
    ],
    [
      "a deprecated-since that is no day, in asyncapi.yaml",
      {},
      { operations: { sendAudio: { "x-deprecated-since": 20260101 } } },
      "specs/asyncapi.yaml at /operations/sendAudio/x-deprecated-since: x-deprecated-since 20260101 is not a day that exists",
    ],
  ])("refuses %s", (_name, openapi, asyncapi, want) => {
    expect(() => checkDeprecationDays(givenSpecs(openapi, asyncapi))).toThrow(want);
  });
});
