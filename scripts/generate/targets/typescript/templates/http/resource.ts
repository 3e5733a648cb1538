// packages/sdk/src/generated/http/resources/<tag>.ts: one class per tag of the spec, one method per operation, each a call
// of the runtime's OperationContext with the operation's route and its inputs: a JSON body as it is, an
// upload as its file and fields (the file from a path, bytes, a Blob or a stream), and a paginated list as
// a page that iterates every item.
import type { Operation, Resource, TypeRef, UploadBody } from "../../../../model/types.js";
import { typeExpression, typeImports } from "../../type-expression.js";
import { banner, deprecatedTag, docComment, literal, objectKey, srcModule } from "../partials.js";

/** The options type of an upload operation, as the model named it. */
function uploadOptionsName(operation: Operation): string {
  return (operation.body as UploadBody).optionsType;
}

/** What a call resolves to: the JSON's type, a string for text, nothing for an empty answer. */
function dataType(operation: Operation): string {
  const { response } = operation;
  if (response.kind === "json") return typeExpression(response.type);
  return response.kind === "text" ? "string" : "void";
}

function returnType(operation: Operation): string {
  if (operation.pagination)
    return `PagePromise<${dataType(operation)}, ${typeExpression(operation.pagination.itemType)}>`;
  // Bytes resolve whole, or stream from \`asResponse()\` (the runtime's DownloadPromise).
  if (operation.response.kind === "binary") return "DownloadPromise";
  // The data, and `withResponse()`, the data with its request id and answer (the runtime's CallPromise).
  return `CallPromise<${dataType(operation)}>`;
}

/** The media types a call may ask for (its \`accept\` option), where the answer has several; else none. */
function acceptChoices(operation: Operation): string[] {
  const { response } = operation;
  return (response.kind === "text" || response.kind === "binary") && response.mediaTypes.length > 1
    ? response.mediaTypes
    : [];
}

function renderUploadOptions(operation: Operation, body: UploadBody): string {
  const fields = body.fields.map(
    (field) =>
      `${docComment([field.description || field.name], "  ")}  ${field.option}?: ${typeExpression(field.type)};`,
  );
  return `${docComment([`Options of \`${operation.resource}.${operation.methodName}\`: the upload's, and its form fields.`])}export interface ${uploadOptionsName(operation)} extends UploadOptions {
${fields.join("\n")}
}`;
}

function renderMethod(operation: Operation): string {
  const parameters: string[] = [];
  const paramDocs: string[] = [];
  for (const parameter of operation.pathParameters) {
    parameters.push(`${parameter.argumentName}: string`);
    paramDocs.push(`@param ${parameter.argumentName} ${parameter.description || parameter.name}`);
  }
  const input: string[] = [];
  if (operation.pathParameters.length > 0) {
    input.push(
      `path: { ${operation.pathParameters.map((p) => `${objectKey(p.name)}: ${p.argumentName}`).join(", ")} }`,
    );
  }
  const body = operation.body;
  let prelude = "";
  let optionsName = "options";
  if (body?.kind === "json") {
    parameters.push(`body${body.required ? "" : "?"}: ${typeExpression(body.type)}`);
    paramDocs.push("@param body The request body (`application/json`).");
    input.push("body");
  }
  if (operation.query) {
    parameters.push(`query${operation.query.required ? "" : "?"}: ${operation.query.type}`);
    paramDocs.push("@param query The query parameters.");
    input.push("query");
  }
  if (body?.kind === "upload") {
    parameters.splice(operation.pathParameters.length, 0, "file: UploadSource");
    paramDocs.splice(
      operation.pathParameters.length,
      0,
      `@param file The file (part \`${body.fileField}\`): a path (Node), bytes, a Blob or File, or a stream.`,
    );
    parameters.push(`options: ${uploadOptionsName(operation)} = {}`);
    paramDocs.push("@param options Per-call options, and the upload's fields.");
    const options = body.fields.map((field) => field.option);
    prelude = `    const { ${[...options, "...rest"].join(", ")} } = options;\n`;
    optionsName = "rest";
    input.push(
      `upload: { field: ${literal(body.fileField)}, file, fields: { ${body.fields.map((field) => `${objectKey(field.name)}: ${field.option}`).join(", ")} } }`,
    );
  } else if (acceptChoices(operation).length > 0) {
    parameters.push(`options?: AcceptOptions<${acceptChoices(operation).map(literal).join(" | ")}>`);
    paramDocs.push(
      `@param options Per-call options: signal, deadline, retries, headers, and \`accept\`, the media type to answer (default: any of ${acceptChoices(operation).join(", ")}).`,
    );
  } else {
    parameters.push("options?: RequestOptions");
    paramDocs.push("@param options Per-call options: signal, deadline, retries, headers, idempotency key.");
  }
  const data = dataType(operation);
  const call = operation.pagination
    ? `this.context.list<${data}, ${typeExpression(operation.pagination.itemType)}>`
    : operation.response.kind === "binary"
      ? "this.context.download"
      : `this.context.run<${data}>`;
  return `${docComment(
    [
      `${operation.summary}.`,
      operation.description,
      operation.pagination
        ? `\`await\` it for one page, or \`for await\` over it for every item of every page.`
        : undefined,
      `\`${operation.method} ${operation.path}\` (operation \`${operation.operationId}\`)`,
      paramDocs.join("\n"),
      // Editors strike a \`@deprecated\` method through; the sentence says until when, and what replaces it.
      operation.deprecation ? deprecatedTag(operation.deprecation) : undefined,
    ],
    "  ",
  )}  ${operation.methodName}(${parameters.join(", ")}): ${returnType(operation)} {
${prelude}    return ${call}(operationRoutes.${operation.operationId}, ${optionsName}, { ${input.join(", ")} });
  }`;
}

/** The named types a resource's methods use, and whether any uses a type of the spec's `operations`. */
function typesOf(resource: Resource): { named: string[]; needsOperations: boolean } {
  const named = new Set<string>();
  let needsOperations = false;
  const add = (type: TypeRef | undefined) => {
    if (type === undefined) return;
    const imports = typeImports(type);
    if (imports.operations) needsOperations = true;
    for (const name of imports.named) named.add(name);
  };
  for (const operation of resource.operations) {
    add(operation.response.kind === "json" ? operation.response.type : undefined);
    if (operation.body?.kind === "json") add(operation.body.type);
    if (operation.body?.kind === "upload") for (const field of operation.body.fields) add(field.type);
    add(operation.pagination?.itemType);
    if (operation.query) named.add(operation.query.type);
  }
  return { named: [...named].sort(), needsOperations };
}

export function renderHttpResource(resource: Resource): string {
  const { named, needsOperations } = typesOf(resource);
  const fromRuntime = new Set(["OperationContext", "RequestOptions"]);
  const uploads = resource.operations.filter((operation) => operation.body?.kind === "upload");
  if (uploads.length > 0) {
    fromRuntime.add("UploadOptions");
    fromRuntime.add("UploadSource");
  }
  if (resource.operations.some((operation) => operation.pagination)) fromRuntime.add("PagePromise");
  if (resource.operations.some((operation) => returnType(operation).startsWith("CallPromise<")))
    fromRuntime.add("CallPromise");
  if (resource.operations.some((operation) => operation.response.kind === "binary")) fromRuntime.add("DownloadPromise");
  if (resource.operations.some((operation) => acceptChoices(operation).length > 0)) fromRuntime.add("AcceptOptions");
  const typeImport = named.length > 0 ? `import type { ${named.join(", ")} } from "../types.js";\n` : "";
  const operationsImport = needsOperations ? 'import type { operations } from "../schema.js";\n' : "";
  const runtime = srcModule(`http/resources/${resource.fileName}.ts`, "http/operation-context.js");
  return `${banner}
import type { ${[...fromRuntime].sort().join(", ")} } from "${runtime}";
import { operationRoutes } from "../operations.js";
${operationsImport}${typeImport}
${uploads.map((operation) => `${renderUploadOptions(operation, operation.body as UploadBody)}\n\n`).join("")}${docComment([resource.description])}export class ${resource.className} {
  constructor(protected readonly context: OperationContext) {}

${resource.operations.map(renderMethod).join("\n\n")}
}
`;
}

export function renderHttpResourcesIndex(resources: Resource[]): string {
  return `${banner}
import type { OperationContext } from "${srcModule("http/resources/index.ts", "http/operation-context.js")}";
${resources.map((r) => `import { ${r.className} } from "./${r.fileName}.js";`).join("\n")}

export { ${resources.map((r) => r.className).join(", ")} };
${resources
  .flatMap((r) =>
    r.operations.filter((operation) => operation.body?.kind === "upload").map((operation) => ({ r, operation })),
  )
  .map(({ r, operation }) => `export type { ${uploadOptionsName(operation)} } from "./${r.fileName}.js";`)
  .join("\n")}

/** The class of each resource of the spec: a client may pass its own subclass of one, to add helpers. */
export interface ResourceClasses {
${resources.map((r) => `  ${r.propertyName}: new (context: OperationContext) => ${r.className};`).join("\n")}
}

/** The generated class of each resource. */
export const resourceClasses: ResourceClasses = {
${resources.map((r) => `  ${r.propertyName}: ${r.className},`).join("\n")}
};

/**
 * The client: every resource of the spec over one runtime. A new tag or operation in the spec appears on it
 * with \`npm run generate\`. \`Classes\` lets a hand-written client add helpers to a resource by subclassing
 * it (new methods only; the generated ones stay as they are).
 */
export class GeneratedClient<Classes extends ResourceClasses = ResourceClasses> {
${resources.map((r) => `  readonly ${r.propertyName}: InstanceType<Classes[${literal(r.propertyName)}]>;`).join("\n")}

  constructor(context: OperationContext, classes: Classes) {
${resources.map((r) => `    this.${r.propertyName} = new classes.${r.propertyName}(context) as InstanceType<Classes[${literal(r.propertyName)}]>;`).join("\n")}
  }
}
`;
}
