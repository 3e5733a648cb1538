// What Prism's dynamic mode generates from (packages/mock/src/node/dynamic-answers.ts): the contract's answers
// cut to a few items, never below their minimums, and hostile schemas (a minimum of a million items, a schema
// that contains itself, a property named like a keyword) refused or kept intact rather than generated.
import { getHttpOperationsFromSpec } from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";
import { describe, expect, it } from "vitest";
import { dynamicAnswerBounds, dynamicAnswers } from "../../src/node/dynamic-answers.js";

function operationAnswering(schema: unknown, iid = "op"): IHttpOperation {
  return {
    id: iid,
    iid,
    method: "get",
    path: "/things",
    request: {},
    responses: [{ id: "r", code: "200", headers: [], contents: [{ id: "c", mediaType: "application/json", schema }] }],
  } as unknown as IHttpOperation;
}

const schemaOf = (operation: IHttpOperation | undefined) =>
  operation?.responses[0]?.contents?.[0]?.schema as Record<string, unknown>;

/** Every `maxItems` in a schema, with the `minItems` beside it. */
function arrayBounds(node: unknown, seen = new Set<object>()): { min: number; max: number }[] {
  if (typeof node !== "object" || node === null || seen.has(node)) return [];
  seen.add(node);
  const here =
    !Array.isArray(node) && typeof (node as Record<string, unknown>).maxItems === "number"
      ? [
          {
            min: Number((node as Record<string, unknown>).minItems ?? 0),
            max: Number((node as Record<string, unknown>).maxItems),
          },
        ]
      : [];
  return [...here, ...Object.values(node).flatMap((child) => arrayBounds(child, seen))];
}

describe("dynamic answers", () => {
  it("cut every array of the contract's answers to a few items, and leave the contract's own schemas as they are", async () => {
    const operations = await getHttpOperationsFromSpec("specs/openapi.yaml");
    const before = JSON.stringify(operations.map((operation) => operation.responses));
    const { operations: cut, refusals } = dynamicAnswers(operations);
    expect([...refusals.values()]).toEqual([]);
    const bounds = cut.flatMap((operation) => operation.responses.map((response) => arrayBounds(response))).flat();
    expect(bounds.length).toBeGreaterThan(10);
    for (const { min, max } of bounds) expect(max).toBe(Math.max(min, Math.min(max, dynamicAnswerBounds.items)));
    expect(Math.max(...bounds.map((bound) => bound.max))).toBe(dynamicAnswerBounds.items);
    // The contract's own bounds (a million tokens) stay for validation and the static answers.
    expect(JSON.stringify(operations.map((operation) => operation.responses))).toBe(before);
    expect(before).toContain('"maxItems":1000000');
  });

  it("keep minimums, and cut strings and open objects", () => {
    const { operations } = dynamicAnswers([
      operationAnswering({
        type: "object",
        additionalProperties: { type: "string" },
        required: ["pair", "long", "exact"],
        properties: {
          pair: { type: "array", minItems: 2, maxItems: 1_000_000, items: { type: "integer" } },
          long: { type: "string", maxLength: 1_000_000 },
          exact: { type: "string", minLength: 300, maxLength: 300 },
          when: { type: "string", format: "date-time", maxLength: 64 },
        },
      }),
    ]);
    const schema = schemaOf(operations[0]);
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.pair).toMatchObject({ minItems: 2, maxItems: dynamicAnswerBounds.items });
    expect(properties.long?.maxLength).toBe(dynamicAnswerBounds.stringLength);
    expect(properties.exact).toMatchObject({ minLength: 300, maxLength: 300 });
    expect(properties.when?.maxLength).toBe(64);
    expect(schema.maxProperties).toBe(4 + dynamicAnswerBounds.extraProperties);
  });

  it("refuse an answer that stays large once cut, or that contains itself, saying where", () => {
    const node: Record<string, unknown> = { type: "object", properties: {} };
    (node.properties as Record<string, unknown>).child = node;
    const { refusals } = dynamicAnswers([
      operationAnswering({ type: "array", minItems: 1_000_000, items: { type: "string" } }, "huge"),
      operationAnswering(node, "itself"),
      operationAnswering({ type: "string", minLength: 10_000_000 }, "long"),
      operationAnswering(
        {
          type: "array",
          maxItems: 5,
          items: { type: "array", minItems: 200, items: { type: "array", minItems: 200, items: { type: "integer" } } },
        },
        "nested",
      ),
    ]);
    expect(refusals.get("huge")).toMatch(
      /^GET \/things is not generated \(Prefer: dynamic=true is ignored\): its 200 answer would hold 1000000 items \(its minItems is 1000000\)/,
    );
    expect(refusals.get("itself")).toMatch(/its 200 answer\.child refers to itself/);
    expect(refusals.get("long")).toMatch(/at least 10000000 characters \(minLength\)/);
    expect(refusals.get("nested")).toMatch(/would hold 200 items/);
    expect(refusals.get("nested")).toMatch(/256 KiB/);
  });

  it("read a property named like a keyword as a property, not as a bound", () => {
    const { operations, refusals } = dynamicAnswers([
      operationAnswering({
        type: "object",
        required: ["items"],
        properties: { items: { type: "string" }, maxItems: { type: "integer" }, type: { type: "string" } },
      }),
    ]);
    expect([...refusals.values()]).toEqual([]);
    const properties = schemaOf(operations[0]).properties as Record<string, unknown>;
    expect(Object.keys(properties)).toEqual(["items", "maxItems", "type"]);
    expect(properties.items).toEqual({ type: "string", maxLength: dynamicAnswerBounds.stringLength });
    expect(properties.maxItems).toEqual({ type: "integer" });
  });
});
