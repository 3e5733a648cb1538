// packages/sdk/src/generated/http/operations.ts: what the runtime needs to know of each operation (its route: method, path,
// body and response kinds, idempotency, pagination) and everything the spec says of it. The shapes of a route
// and the interface the resources call the runtime through are fixed: hand-written in
// src/http/operation-context.ts, imported from there.
import type { HttpModel, Operation } from "../../../../model/types.js";
import { banner, commentText, docComment, literal, srcModule } from "../partials.js";

function requestMediaType(operation: Operation): string | null {
  if (!operation.body) return null;
  return operation.body.kind === "json" ? "application/json" : "multipart/form-data";
}

function responseMediaType(operation: Operation): string | null {
  const { response } = operation;
  if (response.kind === "json") return "application/json";
  return response.kind === "empty" ? null : (response.mediaTypes[0] ?? null);
}

/**
 * What the runtime reads a text or binary success body as, and the media types it asks for (its Accept);
 * null for JSON or no body, which the route leaves out (the runtime's default: a browser bundle carries less).
 */
function responseBody(operation: Operation): { body: string; accept: string[] } | null {
  const { response } = operation;
  if (response.kind === "empty" || response.kind === "json") return null;
  return { body: response.kind, accept: response.mediaTypes };
}

/** What a route holds: all the resources and the runtime carry (a browser bundle needs no more). */
function route(operation: Operation): string {
  const fields = [
    `name: ${literal(`${operation.resource}.${operation.methodName}`)}`,
    `method: ${literal(operation.method)}`,
    `path: ${literal(operation.path)}`,
    `requestMediaType: ${literal(requestMediaType(operation))}`,
    `responseMediaType: ${literal(responseMediaType(operation))}`,
    `idempotent: ${operation.idempotent}`,
    `idempotencyHeader: ${literal(operation.idempotencyHeader)}`,
  ];
  const read = responseBody(operation);
  if (read) {
    fields.splice(5, 0, `responseBody: ${literal(read.body)}`, `accept: [${read.accept.map(literal).join(", ")}]`);
  }
  if (operation.body?.kind === "upload") {
    fields.push(`fieldOptions: [${operation.body.fields.map((field) => literal(field.option)).join(", ")}]`);
  }
  if (operation.deprecation) fields.push(`deprecation: ${literal(operation.deprecation)}`);
  if (Object.keys(operation.deprecatedQuery).length > 0) {
    fields.push(`deprecatedQuery: ${literal(operation.deprecatedQuery)}`);
  }
  if (Object.keys(operation.deprecatedBody).length > 0) {
    fields.push(`deprecatedBody: ${literal(operation.deprecatedBody)}`);
  }
  if (operation.poll) fields.push(`finalStatuses: ${literal(operation.poll.finalStatuses)}`);
  const { pagination } = operation;
  if (pagination) {
    fields.push(
      `pagination: { items: ${literal(pagination.items)}, nextCursor: ${literal(pagination.nextCursor)}, cursorParameter: ${literal(pagination.cursorParameter)}, queryArgument: ${pagination.queryArgument} }`,
    );
  }
  return fields.join(", ");
}

export function renderHttpOperations(model: HttpModel): string {
  const operations = model.resources.flatMap((resource) => resource.operations);
  const routes = operations.map((operation) => `  ${operation.operationId}: { ${route(operation)} },`);
  const specs = operations.map(
    (
      operation,
    ) => `${docComment([`\`${operation.method} ${operation.path}\`: ${operation.summary}.`], "  ")}  ${operation.operationId}: {
    ${route(operation)},
    operationId: ${literal(operation.operationId)},
    resource: ${literal(operation.resource)},
    sdkMethod: ${literal(operation.methodName)},
    successStatus: ${operation.response.status},
    errorStatuses: ${literal(operation.errorStatuses)},
  },`,
  );
  return `${banner}

import type { OperationRoute, OperationSpec } from "${srcModule("http/operations.ts", "http/operation-context.js")}";

/**
 * The route of every operation, by operationId: all the resources and the runtime carry (a browser
 * bundle has no use for the rest of \`operationSpecs\`).
 */
export const operationRoutes = {
${routes.join("\n")}
} as const satisfies Record<string, OperationRoute>;

/**
 * Every operation of the spec, by operationId. Its routes are written out rather than spread from
 * \`operationRoutes\`: bundlers keep a spread (it could run a getter), so a browser bundle would carry it all.
 */
export const operationSpecs = {
${specs.join("\n")}
} as const satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof operationSpecs;

/** ${commentText(`${model.title} ${model.version}`)}: the servers of the spec. The first is the default base URL. */
export const httpServers = ${literal(model.servers)} as const;

export const defaultBaseUrl = ${literal(model.defaultBaseUrl)};

/**
 * What every temporary key looks like (${model.temporaryKey.source}): a browser client refuses any other key
 * before it leaves the page.
 */
export const temporaryKeyForm = {
  // Marked pure: a bundler keeps a module-level new RegExp otherwise, in bundles that never check a key.
  pattern: /* @__PURE__ */ new RegExp(${literal(model.temporaryKey.pattern)}, "u"),
  maxLength: ${model.temporaryKey.maxLength},
} as const;
`;
}
