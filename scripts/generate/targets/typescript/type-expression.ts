// A type the model refers to (model/types.ts TypeRef) → the TypeScript that writes it in the SDK's sources: a
// schema's exported name, or a path into the `operations` openapi-typescript writes (src/generated/http/schema.ts)
// for a type written in place.
import type { TypeRef } from "../../model/types.js";

export function typeExpression(type: TypeRef): string {
  switch (type.of) {
    case "schema":
      return type.typeName;
    case "request-body":
      // openapi-typescript writes `requestBody` optional unless the body is required: NonNullable reads it either way.
      return `NonNullable<operations[${JSON.stringify(type.operationId)}]["requestBody"]>["content"][${JSON.stringify(type.mediaType)}]`;
    case "response":
      return `operations[${JSON.stringify(type.operationId)}]["responses"][${type.status}]["content"][${JSON.stringify(type.mediaType)}]`;
    case "property":
      return `${typeExpression(type.owner)}[${JSON.stringify(type.name)}]`;
    case "items":
      return `${typeExpression(type.list)}[number]`;
    case "present":
      return `NonNullable<${typeExpression(type.type)}>`;
  }
}

/** What a file must import to write a type: the schemas' names it uses, and whether it reads `operations`. */
export function typeImports(type: TypeRef): { named: string[]; operations: boolean } {
  switch (type.of) {
    case "schema":
      return { named: [type.typeName], operations: false };
    case "request-body":
    case "response":
      return { named: [], operations: true };
    case "property":
      return typeImports(type.owner);
    case "items":
      return typeImports(type.list);
    case "present":
      return typeImports(type.type);
  }
}
