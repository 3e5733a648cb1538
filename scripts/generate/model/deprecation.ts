// `deprecated: true` with `x-sunset` (and optionally `x-deprecated-use`) on an operation, a parameter, a field
// of what a client sends, or a stream message, as the SDK carries it: the day the element goes and what to use
// instead. Generation stops on a deprecation without a sunset, a sunset without a deprecation, or a sunset that
// is not a calendar day, saying which.

import { isCalendarDay } from "@stt-service/spec-documents";
import type { Hop, Place, SpecNode, SpecRoots } from "../read/nodes.js";
import { type Json, specFiles } from "../read/specs.js";
import type { Deprecation } from "./types.js";

/** The extensions that hold a day: the mock turns them into its `Deprecation` and `Sunset` headers. */
const dayExtensions = ["x-sunset", "x-deprecated-since"];

/**
 * Refuses, anywhere in either spec but examples, an `x-sunset` or `x-deprecated-since` that is not a day that
 * exists: the mock would answer `Deprecation: @NaN` and `Sunset: Invalid Date` for it, wherever it stands.
 */
export function checkDeprecationDays(roots: SpecRoots): void {
  const visit = (file: string, node: unknown, pointer: string): void => {
    if (typeof node !== "object" || node === null || node instanceof Date) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
      if (
        dayExtensions.includes(key) &&
        !(value instanceof Date) &&
        !(typeof value === "string" && isCalendarDay(value))
      ) {
        throw new Error(
          `specs/${file} at ${here}: ${key} ${JSON.stringify(value)} is not a day that exists; write it as YYYY-MM-DD, such as 2027-06-30`,
        );
      }
      if (key !== "example" && key !== "examples") visit(file, value, here);
    }
  };
  visit(specFiles.openapi, roots.openapi.written, "");
  visit(specFiles.asyncapi, roots.asyncapi.written, "");
}

/** The deprecation of a spec node (an operation, a parameter, a field, a message), or null when it is not deprecated. */
export function deprecationOf(node: Record<string, unknown>, where: string): Deprecation | null {
  // YAML 1.1 parsers read an unquoted `2027-06-30` as a date: take it back as the day it names.
  const written = node["x-sunset"];
  const sunset =
    written instanceof Date && !Number.isNaN(written.getTime()) ? written.toISOString().slice(0, 10) : written;
  if (node.deprecated !== true) {
    if (sunset !== undefined)
      throw new Error(`${where}: x-sunset without deprecated: true; deprecate it, or drop the sunset`);
    return null;
  }
  if (sunset === undefined)
    throw new Error(`${where}: deprecated without x-sunset; add x-sunset: YYYY-MM-DD, the day it goes`);
  if (typeof sunset !== "string" || !isCalendarDay(sunset)) {
    throw new Error(`${where}: x-sunset ${JSON.stringify(sunset)} is not a date; write it as YYYY-MM-DD`);
  }
  const use = node["x-deprecated-use"];
  if (use !== undefined && (typeof use !== "string" || use.trim() === "")) {
    throw new Error(`${where}: x-deprecated-use must be a sentence naming what to use instead`);
  }
  return { sunset, use: typeof use === "string" ? use.trim() : null };
}

/** An operation's own deprecation and those of its query parameters. */
export function operationDeprecations(
  operation: Record<string, unknown>,
  queryParameters: Record<string, unknown>[],
  where: string,
): { deprecation: Deprecation | null; deprecatedQuery: Record<string, Deprecation> } {
  const deprecatedQuery: Record<string, Deprecation> = Object.create(null);
  for (const parameter of queryParameters) {
    const deprecation = deprecationOf(parameter, `${where} query parameter ${String(parameter.name)}`);
    if (deprecation) deprecatedQuery[String(parameter.name)] = deprecation;
  }
  return { deprecation: deprecationOf(operation, where), deprecatedQuery };
}

/**
 * The first node along a value's `$ref` chain that says whether it is deprecated: `deprecated` and `x-sunset`
 * may stand beside a `$ref` (OpenAPI 3.1), at any hop (the stream's config names openapi.yaml's property, which
 * names a schema), or in the schema at the end.
 */
function declaringNode(value: SpecNode): { node: Json; place: Place } {
  const hops = value.chain();
  const declaring =
    hops.find(({ value: hop }) => {
      const node = (hop ?? {}) as Json;
      return node.deprecated !== undefined || node["x-sunset"] !== undefined || typeof node.$ref !== "string";
    }) ?? (hops[hops.length - 1] as Hop);
  return { node: (declaring.value ?? {}) as Json, place: declaring.place };
}

/**
 * The deprecated fields of an object schema, by wire name: its own properties and those of its `allOf`
 * members. A field's `deprecated` and `x-sunset` may stand beside its `$ref` (OpenAPI 3.1) or in the schema
 * the `$ref` names; the nearer one wins.
 */
export function fieldDeprecations(schema: SpecNode): Record<string, Deprecation> {
  // No prototype: a field may be named __proto__.
  const found: Record<string, Deprecation> = Object.create(null);
  const visit = (node: SpecNode, depth: number): void => {
    for (const [name, property] of node.get("properties").entries()) {
      const declaring = declaringNode(property);
      const deprecation = deprecationOf(declaring.node, `specs/${declaring.place.file} at ${declaring.place.pointer}`);
      if (deprecation) found[name] = deprecation;
    }
    // allOf members nest rarely more than once; the bound keeps a schema that includes itself from looping.
    if (depth < 8 && Array.isArray(node.value.allOf)) {
      for (const member of node.get("allOf").items()) visit(member, depth + 1);
    }
  };
  visit(schema, 0);
  return found;
}
