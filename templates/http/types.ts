// generated/http/types.ts: a named type for every schema of the spec, and for query parameters.
import type { HttpModel } from "../../scripts/generate/http-model.js";
import { pascalCase } from "../../scripts/generate/http-model.js";
import { banner, docComment } from "../partials.js";

export function renderHttpTypes(model: HttpModel): string {
  const schemaAliases = model.schemaTypes.map(
    ({ schema, typeName, description }) =>
      `${docComment([description])}export type ${typeName} = components["schemas"][${JSON.stringify(schema)}];`,
  );
  const queryAliases = model.resources.flatMap((resource) =>
    resource.operations
      .filter((operation) => operation.query !== null)
      .map(
        (operation) =>
          `${docComment([`Query parameters of \`${operation.method} ${operation.path}\`.`])}export type ${pascalCase(operation.operationId)}Query = NonNullable<operations[${JSON.stringify(operation.operationId)}]["parameters"]["query"]>;`,
      ),
  );
  return `${banner}
import type { components, operations } from "./schema.js";

${[...schemaAliases, ...queryAliases].join("\n\n")}
`;
}
