// generated/http/resources/<tag>.ts: one class per tag of the spec, one method per operation, each a call
// of the runtime's OperationContext with the operation's spec and its inputs.
import type { HttpOperation, HttpResource } from "../../scripts/generate/http-model.js";
import { pascalCase } from "../../scripts/generate/http-model.js";
import { banner, docComment, literal } from "../partials.js";

function successType(operation: HttpOperation): string {
  if (operation.success === undefined) return "void";
  return (
    operation.success.typeName ??
    `operations[${literal(operation.operationId)}]["responses"][${operation.successStatus}]["content"]["application/json"]`
  );
}

function bodyType(operation: HttpOperation): string {
  if (!operation.body) throw new Error("no body");
  return (
    operation.body.typeName ??
    `NonNullable<operations[${literal(operation.operationId)}]["requestBody"]>["content"][${literal(operation.body.mediaType)}]`
  );
}

function renderMethod(operation: HttpOperation): string {
  const parameters: string[] = [];
  const paramDocs: string[] = [];
  for (const parameter of operation.pathParameters) {
    parameters.push(`${parameter.argumentName}: string`);
    paramDocs.push(`@param ${parameter.argumentName} ${parameter.description || parameter.name}`);
  }
  if (operation.body) {
    parameters.push(`body${operation.body.required ? "" : "?"}: ${bodyType(operation)}`);
    paramDocs.push(`@param body The request body (\`${operation.body.mediaType}\`).`);
  }
  const queryType = `${pascalCase(operation.operationId)}Query`;
  if (operation.query) {
    parameters.push(`query${operation.query.required ? "" : "?"}: ${queryType}`);
    paramDocs.push("@param query The query parameters.");
  }
  parameters.push("options?: RequestOptions");
  paramDocs.push("@param options Per-call options: signal, deadline, retries, headers, idempotency key.");

  const input: string[] = [];
  if (operation.pathParameters.length > 0) {
    input.push(`path: { ${operation.pathParameters.map((p) => `${literal(p.name)}: ${p.argumentName}`).join(", ")} }`);
  }
  if (operation.query) input.push("query");
  if (operation.body) input.push("body");
  const returned = successType(operation);
  return `${docComment(
    [
      `${operation.summary}.`,
      operation.description,
      `\`${operation.method} ${operation.path}\` (operation \`${operation.operationId}\`)`,
      paramDocs.join("\n"),
    ],
    "  ",
  )}  ${operation.sdkMethod}(${parameters.join(", ")}): Promise<${returned}> {
    return this.context.run<${returned}>(operationRoutes.${operation.operationId}, options, { ${input.join(", ")} });
  }`;
}

export function renderHttpResource(resource: HttpResource): string {
  const typeNames = new Set<string>();
  let needsOperations = false;
  for (const operation of resource.operations) {
    for (const name of [operation.success?.typeName, operation.body?.typeName]) if (name) typeNames.add(name);
    if (operation.query) typeNames.add(`${pascalCase(operation.operationId)}Query`);
    if ((operation.success && !operation.success.typeName) || (operation.body && !operation.body.typeName)) {
      needsOperations = true;
    }
  }
  const typeImport =
    typeNames.size > 0 ? `import type { ${[...typeNames].sort().join(", ")} } from "../types.js";\n` : "";
  const operationsImport = needsOperations ? 'import type { operations } from "../schema.js";\n' : "";
  return `${banner}
import { type OperationContext, operationRoutes, type RequestOptions } from "../operations.js";
${operationsImport}${typeImport}
${docComment([resource.description])}export class ${resource.className} {
  constructor(protected readonly context: OperationContext) {}

${resource.operations.map(renderMethod).join("\n\n")}
}
`;
}

export function renderHttpResourcesIndex(resources: HttpResource[]): string {
  return `${banner}
import type { OperationContext } from "../operations.js";
${resources.map((r) => `import { ${r.className} } from "./${r.tag}.js";`).join("\n")}

export { ${resources.map((r) => r.className).join(", ")} };

/** Every resource of the spec, as the clients expose them. */
export interface HttpResources {
${resources.map((r) => `  ${r.propertyName}: ${r.className};`).join("\n")}
}

export function createHttpResources(context: OperationContext): HttpResources {
  return {
${resources.map((r) => `    ${r.propertyName}: new ${r.className}(context),`).join("\n")}
  };
}
`;
}
