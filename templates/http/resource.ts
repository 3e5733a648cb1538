// generated/http/resources/<tag>.ts: one class per tag of the spec, one method per operation, each a call
// of the runtime's OperationContext with the operation's route and its inputs.

import type { Operation, Resource } from "../model.js";
import { banner, docComment, literal } from "../partials.js";

function returnType(operation: Operation): string {
  return operation.response.kind === "json" ? operation.response.type : "void";
}

function renderMethod(operation: Operation): string {
  const parameters: string[] = [];
  const paramDocs: string[] = [];
  for (const parameter of operation.pathParameters) {
    parameters.push(`${parameter.argumentName}: string`);
    paramDocs.push(`@param ${parameter.argumentName} ${parameter.description || parameter.name}`);
  }
  if (operation.body) {
    const mediaType = operation.body.kind === "json" ? "application/json" : "multipart/form-data";
    parameters.push(`body${operation.body.required ? "" : "?"}: ${operation.body.type}`);
    paramDocs.push(`@param body The request body (\`${mediaType}\`).`);
  }
  if (operation.query) {
    parameters.push(`query${operation.query.required ? "" : "?"}: ${operation.query.type}`);
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
  const returned = returnType(operation);
  return `${docComment(
    [
      `${operation.summary}.`,
      operation.description,
      `\`${operation.method} ${operation.path}\` (operation \`${operation.operationId}\`)`,
      paramDocs.join("\n"),
    ],
    "  ",
  )}  ${operation.methodName}(${parameters.join(", ")}): Promise<${returned}> {
    return this.context.run<${returned}>(operationRoutes.${operation.operationId}, options, { ${input.join(", ")} });
  }`;
}

/** The named types a resource's methods use, and whether any uses a type of the spec's `operations`. */
function typesOf(resource: Resource): { named: string[]; needsOperations: boolean } {
  const named = new Set<string>();
  let needsOperations = false;
  for (const operation of resource.operations) {
    const types = [operation.response.kind === "json" ? operation.response.type : undefined, operation.body?.type];
    for (const type of types) {
      if (type === undefined) continue;
      if (type.startsWith("operations[") || type.includes("<operations[")) needsOperations = true;
      else named.add(type);
    }
    if (operation.query) named.add(operation.query.type);
  }
  return { named: [...named].sort(), needsOperations };
}

export function renderHttpResource(resource: Resource): string {
  const { named, needsOperations } = typesOf(resource);
  const typeImport = named.length > 0 ? `import type { ${named.join(", ")} } from "../types.js";\n` : "";
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

export function renderHttpResourcesIndex(resources: Resource[]): string {
  return `${banner}
import type { OperationContext } from "../operations.js";
${resources.map((r) => `import { ${r.className} } from "./${r.fileName}.js";`).join("\n")}

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
