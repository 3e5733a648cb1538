// generated/http/types.ts: a named type for every schema of the spec, and for query parameters.

import type { HttpModel } from "../model.js";
import { banner, docComment } from "../partials.js";

export function renderHttpTypes(model: HttpModel): string {
  const schemaAliases = model.schemaTypes.map(
    ({ schema, typeName, description }) =>
      `${docComment([description])}export type ${typeName} = components["schemas"][${JSON.stringify(schema)}];`,
  );
  const queryAliases = model.queryTypes.map(
    ({ typeName, operationId, method, path }) =>
      `${docComment([`Query parameters of \`${method} ${path}\`.`])}export type ${typeName} = NonNullable<operations[${JSON.stringify(operationId)}]["parameters"]["query"]>;`,
  );
  return `${banner}
import type { components, operations } from "./schema.js";

${[...schemaAliases, ...queryAliases].join("\n\n")}
`;
}
