// `x-sdk-pagination: { items, next-cursor, cursor-parameter }` on an operation → how the list pages itself in
// both clients; refused unless the page, its items and the cursor are where the extension says.
import { below, type SpecNode } from "../read/nodes.js";
import { objectNode, specFailure, wireName } from "./refusals.js";
import type { SchemaTypeOf } from "./responses.js";
import type { Pagination, SuccessResponse } from "./types.js";

export function pagination(
  operation: SpecNode,
  response: SuccessResponse,
  queryParameters: SpecNode[],
  where: string,
  schemaTypeOf: SchemaTypeOf,
  pathParameterCount: number,
): Pagination | null {
  function fail(what: string): never {
    specFailure("openapi.yaml", `${where} ${what}`);
  }
  const declared = operation.get("x-sdk-pagination");
  if (!declared.exists) return null;
  const {
    items,
    "next-cursor": nextCursor,
    "cursor-parameter": cursorParameter,
  } = objectNode(declared, `${where} x-sdk-pagination`).value;
  if (typeof items !== "string" || typeof nextCursor !== "string" || typeof cursorParameter !== "string") {
    fail("x-sdk-pagination needs items, next-cursor and cursor-parameter, each a name");
  }
  for (const [key, value] of [
    ["items", items],
    ["next-cursor", nextCursor],
    ["cursor-parameter", cursorParameter],
  ] as const) {
    wireName(value, below(declared.writtenAt, key), `x-sdk-pagination ${key}`);
  }
  if (response.kind !== "json") fail("x-sdk-pagination needs a JSON page");
  if (operation.get("requestBody").exists)
    fail("x-sdk-pagination: a list that takes a body is not a list the runtime pages");
  if (!queryParameters.some(({ value }) => value.name === cursorParameter)) {
    fail(`x-sdk-pagination names the query parameter ${cursorParameter}, which the operation does not take`);
  }
  objectNode(operation.get("responses"), `${where} responses`);
  const page = operation.at("responses", String(response.status), "content", "application/json", "schema");
  const properties = page.get("properties");
  const itemsSchema = properties.get(items);
  if (!itemsSchema.exists || itemsSchema.value.type !== "array")
    fail(`x-sdk-pagination's items ${items} is not an array of the page`);
  if (!properties.value[nextCursor]) fail(`x-sdk-pagination's next-cursor ${nextCursor} is not a field of the page`);
  return {
    items,
    nextCursor,
    cursorParameter,
    itemType: schemaTypeOf(itemsSchema.value.items) ?? {
      of: "items",
      list: { of: "property", owner: response.type, name: items },
    },
    queryArgument: pathParameterCount,
  };
}
