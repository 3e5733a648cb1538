// What the resources the service keeps (`x-resource`, read by the spec library's keptResourcesOf) mean for
// every operation of the mock, with a handler or not: a path id the key does not own answers the contract's 404,
// and an answer from the examples carries the ids asked for, never the example's (another resource's). The
// Prism engine reads the marks from the spec file (node/kept-resources-file.ts), `npm run generate` writes them
// into generated/http/contract.js for the compiled one (../http/compiled-contract-engine.ts).
import type { IHttpOperation } from "@stoplight/types";
import { isObject, type Json, type KeptResource } from "@stt-service/spec-documents/portable";
import { MockHttpError } from "./responses.js";

/** Looks up a kept resource a key owns by its schema and id; undefined when the key owns no such one. */
export type OwnedLookup = (schema: string, id: string) => Record<string, unknown> | undefined;

/**
 * Checks every path parameter that names a kept resource, in path order: the first the key does not own
 * throws the contract's 404. Answers the ids known for the answer: each such parameter's value, and the ids
 * the owned resources hold of other kept resources (a transcription's `file_id`).
 */
export function ownedIds(
  resources: readonly KeptResource[],
  operation: IHttpOperation,
  path: Record<string, string>,
  owned: OwnedLookup,
): Map<string, string> {
  const known = new Map<string, string>();
  const held: Record<string, unknown>[] = [];
  for (const [name, id] of Object.entries(path)) {
    const resource = resources.find((candidate) => candidate.pathParameter === name);
    if (!resource) continue;
    const found = owned(resource.schema, id);
    if (!found) throw new MockHttpError(404, resource.notFound, notFoundMessage(operation, resource));
    known.set(name, id);
    held.push(found);
  }
  for (const found of held) {
    for (const resource of resources) {
      const id = found[resource.pathParameter];
      if (typeof id === "string" && !known.has(resource.pathParameter)) known.set(resource.pathParameter, id);
    }
  }
  return known;
}

/** The message of the contract's own example of this 404, where the operation has one. */
function notFoundMessage(operation: IHttpOperation, resource: KeptResource): string {
  for (const response of operation.responses ?? []) {
    if (response.code !== "404") continue;
    for (const content of response.contents ?? []) {
      for (const example of content.examples ?? []) {
        const value = "value" in example ? (example.value as Record<string, unknown> | undefined) : undefined;
        if (value?.error_type === resource.notFound && typeof value.message === "string") return value.message;
      }
    }
  }
  return `No ${resource.schema} has this ${resource.pathParameter}.`;
}

/** The schema and the members of its allOf, anyOf and oneOf (dereferenced, as Prism holds them). */
function membersOf(schema: unknown, depth = 0): Json[] {
  if (!isObject(schema) || depth > 8) return [];
  const members: Json[] = [schema as Json];
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    const list = (schema as Json)[keyword];
    if (Array.isArray(list)) for (const member of list) members.push(...membersOf(member, depth + 1));
  }
  return members;
}

/**
 * A copy of an example body with the known ids in place of the example's: in an object whose schema is a
 * kept resource, its id field; anywhere, a field named as a kept resource's path parameter (`file_id`).
 * Walked with the response schema (Prism's, dereferenced, titles kept), so only fields the contract says
 * are ids change.
 */
export function withKnownIds(
  body: unknown,
  schema: unknown,
  resources: readonly KeptResource[],
  known: ReadonlyMap<string, string>,
): unknown {
  if (known.size === 0) return body;
  const walk = (value: unknown, node: unknown, depth: number): unknown => {
    if (depth > 64 || typeof value !== "object" || value === null) return value;
    const members = membersOf(node);
    if (Array.isArray(value)) {
      const items = members.map((member) => member.items).find((item) => item !== undefined);
      return value.map((item) => walk(item, items, depth + 1));
    }
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const property = members
        .map((member) => (member.properties as Json | undefined)?.[key])
        .find((found) => found !== undefined);
      copy[key] = walk(item, property, depth + 1);
    }
    for (const resource of resources) {
      const id = known.get(resource.pathParameter);
      if (id === undefined) continue;
      if (typeof copy[resource.pathParameter] === "string") copy[resource.pathParameter] = id;
      const isResource = members.some((member) => member.title === resource.schema);
      if (isResource && typeof copy[resource.idField] === "string") copy[resource.idField] = id;
    }
    return copy;
  };
  return walk(body, schema, 0);
}
