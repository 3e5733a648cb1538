// packages/react/src/generated/query-options.ts: TanStack Query options for every HTTP operation, as hey-api
// writes them, each calling the SDK client's method for the operation. Reads (GET) get query options; a list
// that pages (x-sdk-pagination) gets infinite query options too; writes get mutation options; an operation a
// client polls until its job ends (x-sdk-poll) gets a query that refetches until its status is final. The
// runtime they share (keys, the client's type, the poll's interval) is hand-written, in packages/react/src/query/.
import type { Operation, Resource, TypeRef } from "../../../../model/types.js";
import { typeExpression, typeImports } from "../../type-expression.js";
import { banner, deprecatedTag, docComment, literal } from "../partials.js";

/** A name a generated function takes, by the operation that claimed it, so two operations never share one. */
type Claims = Map<string, string>;

function claim(claims: Claims, name: string, operation: Operation): string {
  const other = claims.get(name);
  if (other !== undefined) {
    throw new Error(
      `specs/openapi.yaml: the React query options of ${operation.operationId} and of ${other} would both be named ${name}; rename one of the operationIds`,
    );
  }
  claims.set(name, operation.operationId);
  return name;
}

/** The named types the file imports from the SDK, gathered while the options are written. */
class TypeNames {
  readonly names = new Set<string>();

  /** A type of the model as the SDK exports it; `fallback` where the spec writes it in place (it has no name). */
  of(type: TypeRef, fallback: string): string {
    const imports = typeImports(type);
    if (imports.operations) return fallback;
    for (const name of imports.named) this.names.add(name);
    return typeExpression(type);
  }
}

const isRead = (operation: Operation) => operation.method === "GET";

/** The media types a read may ask for (its `accept` option), where the answer has several; else none. */
function acceptChoices(operation: Operation): string[] {
  const { response } = operation;
  return (response.kind === "text" || response.kind === "binary") && response.mediaTypes.length > 1
    ? response.mediaTypes
    : [];
}

/** A field of the params (reads) or variables (writes) object, and how the call passes it. */
interface Field {
  name: string;
  type: string;
  optional: boolean;
  doc: string;
}

/** The object a read's options take (`params`) or a write's `mutate` takes (`variables`): what the call sends. */
function inputFields(operation: Operation, types: TypeNames): Field[] {
  const where = `${operation.resource}.${operation.methodName}`;
  const fields: Field[] = operation.pathParameters.map((parameter) => ({
    name: parameter.argumentName,
    type: "string",
    optional: false,
    doc: parameter.description || parameter.name,
  }));
  const { body } = operation;
  if (body?.kind === "upload") {
    fields.push({
      name: "file",
      type: `ArgumentOf<${literal(operation.resource)}, ${literal(operation.methodName)}, ${operation.pathParameters.length}>`,
      optional: false,
      doc: `The file (part \`${body.fileField}\`): a path (Node), bytes, a Blob or File, or a stream.`,
    });
  }
  if (body?.kind === "json") {
    fields.push({
      name: "body",
      type: types.of(
        body.type,
        `ArgumentOf<${literal(operation.resource)}, ${literal(operation.methodName)}, ${operation.pathParameters.length}>`,
      ),
      optional: !body.required,
      doc: "The request body (`application/json`).",
    });
  }
  if (operation.query) {
    types.names.add(operation.query.type);
    fields.push({
      name: "query",
      type: operation.query.type,
      optional: !operation.query.required,
      doc: "The query parameters.",
    });
  }
  if (body?.kind === "upload") {
    fields.push({
      name: "options",
      type: `ArgumentOf<${literal(operation.resource)}, ${literal(operation.methodName)}, ${operation.pathParameters.length + 1}>`,
      optional: true,
      doc: "The upload's options and form fields (progress, file name, content type…).",
    });
  }
  if (isRead(operation) && acceptChoices(operation).length > 0) {
    fields.push({
      name: "accept",
      type: acceptChoices(operation).map(literal).join(" | "),
      optional: true,
      doc: `The media type to answer (default: any of ${acceptChoices(operation).join(", ")}); part of the key.`,
    });
  }
  if (!isRead(operation) && operation.idempotencyHeader) {
    fields.push({
      name: "idempotencyKey",
      type: "string",
      optional: true,
      doc: `The call's \`${operation.idempotencyHeader}\`: give the same one to a repeat of the same write (by default the SDK makes one per call).`,
    });
  }
  const names = fields.map((field) => field.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) {
    throw new Error(
      `specs/openapi.yaml: ${operation.operationId} (${where}) has a path parameter whose argument ${twice} is also an input of its React options; rename the path parameter`,
    );
  }
  return fields;
}

function objectType(fields: Field[]): string {
  if (fields.length === 0) return "Record<string, never>";
  return `{\n${fields.map((field) => `${docComment([field.doc], "  ")}  ${field.name}${field.optional ? "?" : ""}: ${field.type};`).join("\n")}\n}`;
}

/**
 * The call's arguments, read from `source` (`params` or `variables`), in the method's order, options last;
 * `query` is the query's expression where it is not the source's own (a page's, with its cursor).
 */
function callArguments(operation: Operation, source: string, options: string, query = `${source}.query`): string {
  const args = operation.pathParameters.map((parameter) => `${source}.${parameter.argumentName}`);
  if (operation.body?.kind === "upload") args.push(`${source}.file`);
  if (operation.body?.kind === "json") args.push(`${source}.body`);
  if (operation.query) args.push(query);
  return [...args, options].join(", ");
}

/** The key's params: the input's fields by name, so nothing else a caller's object holds reaches the key. */
function keyParams(fields: Field[], source: string): string {
  return `{ ${fields.map((field) => `${field.name}: ${source}.${field.name}`).join(", ")} }`;
}

function operationDoc(operation: Operation, what: string): (string | undefined)[] {
  return [
    `${what} \`${operation.method} ${operation.path}\` (operation \`${operation.operationId}\`: ${operation.summary}), calling \`client.${operation.resource}.${operation.methodName}\`.`,
    operation.description,
    operation.deprecation ? deprecatedTag(operation.deprecation) : undefined,
  ];
}

function clientType(operation: Operation): string {
  return `ClientWith<${literal(operation.resource)}, ${literal(operation.methodName)}>`;
}

/** What a read's query function resolves to: its data, or null for an empty answer (TanStack Query refuses undefined). */
function readCall(operation: Operation, call: string): string {
  return operation.response.kind === "empty" ? `${call}.then(() => null)` : call;
}

function renderQuery(operation: Operation, fields: Field[], name: string): string {
  const paramsType = objectType(fields);
  const required = fields.some((field) => !field.optional);
  const params = fields.length === 0 ? "" : `params: ${paramsType}${required ? "" : " = {}"}, `;
  const accept = fields.some((field) => field.name === "accept") ? ", accept: params.accept" : "";
  const call = `client.${operation.resource}.${operation.methodName}(${callArguments(operation, "params", `{ ...options${accept}, signal }`)})`;
  return `${docComment([
    ...operationDoc(operation, "Query options of"),
    `Its key is \`["stt-service", ${literal(operation.operationId)}, params]\`.`,
  ])}export function ${name}(client: ${clientType(operation)}, ${params}options?: CallOptions) {
  return queryOptions({
    queryKey: operationQueryKey(${literal(operation.operationId)}, ${fields.length === 0 ? "{}" : keyParams(fields, "params")}),
    queryFn: async ({ signal }) => await ${readCall(operation, call)},
  });
}`;
}

function renderInfiniteQuery(operation: Operation, fields: Field[], name: string): string {
  const pagination = operation.pagination;
  if (!pagination || !operation.query) return "";
  const cursor = literal(pagination.cursorParameter);
  // The cursor is the page's to give: the caller's query leaves it out.
  const pageFields = fields.map((field) =>
    field.name === "query" ? { ...field, type: `Omit<${operation.query?.type}, ${cursor}>` } : field,
  );
  const required = pageFields.some((field) => !field.optional);
  const query = `pageParam === undefined ? params.query : { ...params.query, [${cursor}]: pageParam }`;
  const args = callArguments(operation, "params", "{ ...options, signal }", `(${query})`);
  return `${docComment([
    ...operationDoc(operation, "Infinite query options of"),
    `Each page's \`${pagination.nextCursor}\` is the next page's \`${pagination.cursorParameter}\`; the list ends where a page has none (or repeats one). Its key is \`["stt-service", ${literal(operation.operationId)}, params, "infinite"]\`.`,
  ])}export function ${name}(client: ${clientType(operation)}, params: ${objectType(pageFields)}${required ? "" : " = {}"}, options?: CallOptions) {
  return infiniteQueryOptions({
    queryKey: infiniteQueryKey(${literal(operation.operationId)}, ${keyParams(pageFields, "params")}),
    queryFn: async ({ pageParam, signal }) => await client.${operation.resource}.${operation.methodName}(${args}),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page, _pages, _pageParam, pageParams) =>
      nextPageParam(page[${literal(pagination.nextCursor)}], pageParams),
  });
}`;
}

function renderPoll(operation: Operation, fields: Field[], name: string, readName: string, types: TypeNames): string {
  const poll = operation.poll;
  if (!poll || operation.response.kind !== "json") return "";
  const dataType = types.of(
    operation.response.type,
    `ResultOf<${literal(operation.resource)}, ${literal(operation.methodName)}>`,
  );
  const required = fields.some((field) => !field.optional);
  const params = fields.length === 0 ? "" : `params: ${objectType(fields)}${required ? "" : " = {}"}, `;
  return `${docComment([
    ...operationDoc(operation, "Query options that poll"),
    `Refetches until \`${poll.statusField}\` is final (${poll.finalStatuses.map((status) => `\`${status}\``).join(", ")}), on the SDK's \`waitUntilDone\` schedule (\`pollIntervalMs\`, growing by half up to \`maxPollIntervalMs\`), then stops; a status not listed is not final. A final status is data, not an error: the query resolves with it. It shares its key with \`${readName}\`, so both read one cache entry.`,
  ])}export function ${name}(client: ${clientType(operation)}, ${params}options: CallOptions & PollOptions = {}) {
  const { pollIntervalMs, maxPollIntervalMs, ...callOptions } = options;
  return queryOptions({
    ...${readName}(client, ${fields.length === 0 ? "" : "params, "}callOptions),
    refetchInterval: refetchUntilFinal((data: ${dataType}) => data[${literal(poll.statusField)}], ${literal(poll.finalStatuses)}, {
      pollIntervalMs,
      maxPollIntervalMs,
    }),
  });
}`;
}

function renderMutation(operation: Operation, fields: Field[], name: string): string {
  const idempotency = fields.some((field) => field.name === "idempotencyKey")
    ? ", idempotencyKey: variables.idempotencyKey"
    : "";
  const upload = operation.body?.kind === "upload" ? ", ...variables.options" : "";
  const source = fields.length === 0 ? "" : `variables: ${objectType(fields)}`;
  return `${docComment([
    ...operationDoc(operation, "Mutation options of"),
    `\`mutate\` takes ${fields.length === 0 ? "nothing" : `{ ${fields.map((field) => field.name).join(", ")} }`}. Its key is \`["stt-service", ${literal(operation.operationId)}]\`.`,
  ])}export function ${name}(client: ${clientType(operation)}, options?: CallOptions) {
  return {
    mutationKey: operationMutationKey(${literal(operation.operationId)}),
    mutationFn: async (${source}) =>
      await client.${operation.resource}.${operation.methodName}(${callArguments(operation, "variables", `{ ...options${upload}${idempotency} }`)}),
  };
}`;
}

/** The options of one operation: its query (and infinite and polling queries), or its mutation. */
function renderOperation(operation: Operation, claims: Claims, types: TypeNames): string[] {
  const fields = inputFields(operation, types);
  const { operationId } = operation;
  if (!isRead(operation))
    return [renderMutation(operation, fields, claim(claims, `${operationId}MutationOptions`, operation))];
  const readName = claim(claims, `${operationId}QueryOptions`, operation);
  const rendered = [renderQuery(operation, fields, readName)];
  if (operation.pagination && operation.query) {
    rendered.push(
      renderInfiniteQuery(operation, fields, claim(claims, `${operationId}InfiniteQueryOptions`, operation)),
    );
  }
  if (operation.poll) {
    rendered.push(
      renderPoll(operation, fields, claim(claims, `${operationId}UntilDoneQueryOptions`, operation), readName, types),
    );
  }
  return rendered;
}

export function renderQueryOptions(resources: Resource[]): string {
  const claims: Claims = new Map();
  const types = new TypeNames();
  const operations = resources.flatMap((resource) => resource.operations);
  const rendered = operations.flatMap((operation) => renderOperation(operation, claims, types));
  const code = rendered.join("\n\n");
  const uses = (name: string) => new RegExp(`\\b${name}\\b`).test(code);
  const tanstack = ["infiniteQueryOptions", "queryOptions"].filter(uses);
  const clientTypes = ["ArgumentOf", "CallOptions", "ClientWith", "ResultOf"].filter(uses);
  const keys = ["infiniteQueryKey", "operationMutationKey", "operationQueryKey"].filter(uses);
  const imports = [
    tanstack.length > 0 ? `import { ${tanstack.join(", ")} } from "@tanstack/react-query";` : "",
    types.names.size > 0 ? `import type { ${[...types.names].sort().join(", ")} } from "stt-service";` : "",
    clientTypes.length > 0 ? `import type { ${clientTypes.join(", ")} } from "../query/client.js";` : "",
    keys.length > 0 ? `import { ${keys.join(", ")} } from "../query/keys.js";` : "",
    uses("nextPageParam") ? `import { nextPageParam } from "../query/pages.js";` : "",
    uses("refetchUntilFinal") ? `import { type PollOptions, refetchUntilFinal } from "../query/poll.js";` : "",
  ].filter((line) => line !== "");
  return `${banner}
${imports.join("\n")}

${code}
`;
}
