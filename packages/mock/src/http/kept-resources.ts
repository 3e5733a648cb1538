// The resources the service keeps, as the spec marks them (`x-resource` on the resource's schema: its id
// field, the path parameter that names it, the error type of an unknown one), and what follows for every
// operation, with a handler or not: a path id the key does not own answers the contract's 404, and an answer
// from the examples carries the ids asked for, never the example's (another resource's). Free of `node:`
// imports, so that the MSW handlers run it in a browser: the Prism engine reads the marks from the spec file
// (kept-resources-file.ts), `npm run generate` writes them into generated/http/contract.js for the generated one.
import type { IHttpOperation } from "@stoplight/types";
import { MockHttpError } from "./responses.js";

/** A resource the spec marks with `x-resource`. */
export interface KeptResource {
  /** The schema's name, which is also its `title` (specs/README.md): `Transcription`. */
  schema: string;
  /** The schema's field that holds its id: `id`. */
  idField: string;
  /** The path parameter that names one: `transcription_id`. */
  pathParameter: string;
  /** The `error_type` of the 404 for an id the key does not own: `transcription_not_found`. */
  notFound: string;
}

type Schema = Record<string, unknown>;

function isSchemaObject(value: unknown): value is Schema {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The kept resources of a parsed OpenAPI document (`name` says which, in an error). */
export function keptResourcesOf(document: unknown, name = "the OpenAPI document"): KeptResource[] {
  const components = isSchemaObject(document) ? document.components : undefined;
  const schemas = isSchemaObject(components) ? components.schemas : undefined;
  const resources: KeptResource[] = [];
  for (const [schema, node] of Object.entries(isSchemaObject(schemas) ? schemas : {})) {
    const mark = isSchemaObject(node) ? node["x-resource"] : undefined;
    if (mark === undefined) continue;
    const field = (key: string): string => {
      const value = isSchemaObject(mark) ? mark[key] : undefined;
      if (typeof value !== "string" || value === "") {
        throw new Error(`${name} at /components/schemas/${schema}/x-resource: ${key} must be a non-empty string`);
      }
      return value;
    };
    resources.push({
      schema,
      idField: field("id-field"),
      pathParameter: field("path-parameter"),
      notFound: field("not-found"),
    });
  }
  return resources;
}

/** Whether an operation names a kept resource by a path parameter: only then can an answer carry asked ids. */
export function namesKeptResource(resources: readonly KeptResource[], path: string): boolean {
  return resources.some((resource) => path.includes(`{${resource.pathParameter}}`));
}

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
function membersOf(schema: unknown, depth = 0): Schema[] {
  if (!isSchemaObject(schema) || depth > 8) return [];
  const members: Schema[] = [schema as Schema];
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    const list = (schema as Schema)[keyword];
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
        .map((member) => (member.properties as Schema | undefined)?.[key])
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

/**
 * A response schema reduced to what withKnownIds reads of it: the nesting (properties, items, allOf, anyOf,
 * oneOf) and the titles of kept resources, so that a contract without Prism (generated/http/contract.js)
 * carries no more of it than the walk needs.
 */
export function idSchemaOf(schema: unknown, resources: readonly KeptResource[], depth = 0): Schema | undefined {
  if (!isSchemaObject(schema) || depth > 64) return undefined;
  const reduced: Schema = {};
  if (resources.some((resource) => resource.schema === schema.title)) reduced.title = schema.title;
  if (isSchemaObject(schema.properties)) {
    reduced.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, property]) => [
        key,
        idSchemaOf(property, resources, depth + 1) ?? {},
      ]),
    );
  }
  const items = idSchemaOf(schema.items, resources, depth + 1);
  if (items !== undefined) reduced.items = items;
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    const list = schema[keyword];
    if (Array.isArray(list)) reduced[keyword] = list.map((member) => idSchemaOf(member, resources, depth + 1) ?? {});
  }
  return reduced;
}
