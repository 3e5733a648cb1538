// generated/http/schema.ts's body: `paths`, `components` and `operations` of the HTTP contract, made by
// openapi-typescript (which brings TypeScript with it, loaded only here).
import { pathToFileURL } from "node:url";

export async function openApiTypes(openapiPath: string): Promise<string> {
  const [{ default: openapiTS, astToString }, { default: ts }] = await Promise.all([
    import("openapi-typescript"),
    import("typescript"),
  ]);
  const blob = ts.factory.createTypeReferenceNode("Blob");
  const ast = await openapiTS(pathToFileURL(openapiPath), {
    // A field with a default is optional for the caller (the service fills it in); the spec's `required`
    // lists alone decide what must be present.
    defaultNonNullable: false,
    // Binary parts of a body (the uploaded file) are Blobs in the SDK, not strings.
    transform(schema) {
      const mediaType = (schema as { contentMediaType?: unknown }).contentMediaType;
      const binary = schema.format === "binary" || mediaType === "application/octet-stream";
      return binary ? blob : undefined;
    },
  });
  return astToString(ast);
}
