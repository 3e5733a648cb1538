// The try-it consoles' model of the spec's operations, when the site is built from a spec ahead of this SDK's
// generated code (another project's copy of the docs, a contract change not yet generated): the build goes on,
// the operation's console still sends its request and answers with the spec's success status, and its SDK tab
// says to use createFetchClient instead of naming a method that does not exist.
import { describe, expect, it } from "vitest";
import { sdkCodeOf } from "../../docs/site/try-it/request-code.js";
import { specDocumentsFromTexts } from "../../packages/spec-documents/src/index.js";
import { tryItOperations } from "../../scripts/docs/try-it/operations-model.js";

const spec = `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /models:
    get:
      operationId: listModels
      tags: [models]
      responses: {"200": {description: ok}}
  /widgets:
    post:
      operationId: createWidget
      tags: [widgets]
      responses: {"202": {description: accepted}, "400": {description: bad}}
`;

describe("try-it operations from a spec ahead of the SDK", () => {
  it("keeps the SDK's call where it has one, and the spec's success status and a createFetchClient hint where not", () => {
    const operations = tryItOperations(specDocumentsFromTexts({ "specs/openapi.yaml": spec }));
    const models = operations.find((operation) => operation.operationId === "listModels");
    const widgets = operations.find((operation) => operation.operationId === "createWidget");
    expect(models?.sdk).toMatchObject({ resource: "models", method: "list" });
    expect(widgets?.sdk).toBeUndefined();
    expect(widgets?.successStatus).toBe("202");
    const code = sdkCodeOf({
      operation: widgets as NonNullable<typeof widgets>,
      baseUrl: "http://127.0.0.1:4010/v1",
      pathParameters: {},
      query: {},
      headers: {},
    } as Parameters<typeof sdkCodeOf>[0]);
    expect(code).toBe("// createWidget has no method in this version of the SDK yet: call it with createFetchClient.");
  });
});
