// operations.py: an OperationRoute per operation (stt_service._http.route, hand-written): what the runtime needs
// to know of it (method, path, body and answer kinds, idempotency, pagination, deprecations), as the spec says it.
import { refuse } from "../../../model/refusals.js";
import type { Deprecation, HttpModel, Operation } from "../../../model/types.js";
import { placeIn } from "../../../read/nodes.js";
import { constantCase, snakeCase } from "../naming.js";
import { allList, attributeComment, banner, importBlock, importLine, pyString } from "./partials.js";

/** The module constant of an operation's route: `listFiles` → `LIST_FILES`. */
export const routeConstantName = (operation: Operation) => constantCase(operation.operationId);

/** The method of an operation as the Python client names it: `files.list`. */
export const pythonMethodName = (operation: Operation) => snakeCase(operation.methodName);

function requestMediaType(operation: Operation): string | null {
  if (!operation.body) return null;
  return operation.body.kind === "json" ? "application/json" : "multipart/form-data";
}

function accept(operation: Operation): string[] {
  const { response } = operation;
  if (response.kind === "json") return ["application/json"];
  return response.kind === "empty" ? [] : response.mediaTypes;
}

const optional = (value: string | null) => (value === null ? "None" : pyString(value));

function deprecationRoute(deprecation: Deprecation): string {
  return `DeprecationRoute(sunset=${pyString(deprecation.sunset)}, use=${optional(deprecation.use)})`;
}

function deprecations(byName: Record<string, Deprecation>): string {
  const entries = Object.entries(byName);
  if (entries.length === 0) return "{}";
  return `{${entries.map(([name, deprecation]) => `${pyString(name)}: ${deprecationRoute(deprecation)}`).join(", ")}}`;
}

function route(operation: Operation): string {
  const tuple = (values: (string | number)[]) =>
    values.length === 1 ? `(${values[0]},)` : `(${values.map(String).join(", ")})`;
  const fields = [
    `name=${pyString(`${operation.resource}.${pythonMethodName(operation)}`)}`,
    `operation_id=${pyString(operation.operationId)}`,
    `method=${pyString(operation.method)}`,
    `path=${pyString(operation.path)}`,
    `request_media_type=${optional(requestMediaType(operation))}`,
    `response_body=${pyString(operation.response.kind)}`,
    `accept=${tuple(accept(operation).map(pyString))}`,
    `success_status=${operation.response.status}`,
    `error_statuses=${tuple(operation.errorStatuses)}`,
    `idempotent=${operation.idempotent ? "True" : "False"}`,
    `idempotency_header=${optional(operation.idempotencyHeader)}`,
  ];
  const { pagination } = operation;
  if (pagination) {
    fields.push(
      `pagination=PaginationRoute(items=${pyString(pagination.items)}, next_cursor=${pyString(pagination.nextCursor)}, cursor_parameter=${pyString(pagination.cursorParameter)})`,
    );
  }
  if (operation.deprecation) fields.push(`deprecation=${deprecationRoute(operation.deprecation)}`);
  if (Object.keys(operation.deprecatedQuery).length > 0) {
    fields.push(`deprecated_query=${deprecations(operation.deprecatedQuery)}`);
  }
  if (Object.keys(operation.deprecatedBody).length > 0) {
    fields.push(`deprecated_body=${deprecations(operation.deprecatedBody)}`);
  }
  if (operation.poll) fields.push(`final_statuses=${tuple(operation.poll.finalStatuses.map(pyString))}`);
  return `OperationRoute(\n${fields.map((field) => `    ${field},`).join("\n")}\n)`;
}

/** Every operation of the model, its route constant checked to be its own (two operationIds may snake alike). */
export function operationsOf(model: HttpModel): Operation[] {
  const operations = model.resources.flatMap((resource) => resource.operations);
  const seen = new Map<string, string>();
  for (const operation of operations) {
    const constant = routeConstantName(operation);
    const other = seen.get(constant);
    if (other !== undefined) {
      refuse(
        placeIn("openapi.yaml", "paths", operation.path, operation.method.toLowerCase(), "operationId"),
        `the operationIds ${other} and ${operation.operationId} are both ${constant} in Python; rename one`,
      );
    }
    seen.set(constant, operation.operationId);
  }
  return operations;
}

export function renderPythonOperations(model: HttpModel): string {
  const operations = operationsOf(model);
  const used = ["OperationRoute"];
  if (operations.some((operation) => operation.pagination)) used.push("PaginationRoute");
  const rendered = operations.map((operation) => route(operation));
  if (rendered.some((text) => text.includes("DeprecationRoute("))) used.push("DeprecationRoute");
  return `${banner}
"""The route of each operation of specs/openapi.yaml: what the runtime needs to know to call it."""

${importBlock(["from collections.abc import Mapping\n"], [importLine(".._http.route", used)])}
${operations
  .map(
    (operation, index) =>
      `${attributeComment([`\`${operation.method} ${operation.path}\`: ${operation.summary}`])}${routeConstantName(operation)} = ${rendered[index]}`,
  )
  .join("\n\n")}

#: Every route by its operationId.
OPERATION_ROUTES: Mapping[str, OperationRoute] = {
${operations.map((operation) => `    ${pyString(operation.operationId)}: ${routeConstantName(operation)},`).join("\n")}
}

#: The servers of the spec, in its order: the first is the default base URL, the next the local mock's.
HTTP_SERVERS: tuple[str, ...] = (
${model.servers.map((server) => `    ${pyString(server.url)},`).join("\n")}
)

#: The base URL a client calls when none is set.
DEFAULT_BASE_URL = ${pyString(model.defaultBaseUrl)}

${allList([...operations.map(routeConstantName), "DEFAULT_BASE_URL", "HTTP_SERVERS", "OPERATION_ROUTES"])}`;
}
