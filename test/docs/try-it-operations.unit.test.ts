// The try-it consoles' model of the spec's operations, when the site is built from a spec ahead of this SDK's
// generated code (another project's copy of the docs, a contract change not yet generated): the build goes on,
// the operation's console still sends its request and answers with the spec's success status, and its SDK tab
// says to use createFetchClient instead of naming a method that does not exist. And a request body's media type,
// which the console sends as a header and shows in a curl line, is refused unless it is a plain RFC 9110 one.

import { specDocumentsFromTexts } from "@stt-service/spec-documents";
import { describe, expect, it } from "vitest";
import { sdkCodeOf } from "../../docs/site/try-it/request-code.js";
import { tryItOperations } from "../../scripts/docs/try-it/operations-model.js";
import { DocsSourceError } from "../../scripts/lib/source-error.js";

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

/** A spec of one POST whose request body has the media type `mediaType`. */
const specWithBody = (mediaType: string) => `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /widgets:
    post:
      operationId: createWidget
      tags: [widgets]
      requestBody:
        content:
          ${JSON.stringify(mediaType)}:
            schema: {type: object, properties: {name: {type: string}}}
      responses: {"201": {description: created}}
`;

const bodyMediaTypeOf = (mediaType: string) =>
  tryItOperations(specDocumentsFromTexts({ "specs/openapi.yaml": specWithBody(mediaType) }))[0]?.bodyMediaType;

describe("what try-it operations send as headers: a request body's media type, a header parameter's name", () => {
  it("takes an RFC 9110 media type: type/subtype of token characters, with parameters of tokens or quoted strings", () => {
    for (const mediaType of [
      "application/json",
      "multipart/form-data",
      "application/vnd.example+json; charset=utf-8",
      'text/plain;format="flowed; as written";delsp=yes',
    ]) {
      expect(bodyMediaTypeOf(mediaType)).toBe(mediaType);
    }
  });

  it.each([
    [
      "application/json'; touch pwned; echo '",
      `createWidget (POST /widgets): its request body's media type "application/json'; touch pwned; echo '" is not an RFC 9110 media type: parameter "touch pwned" is not name=value`,
    ],
    [
      "application json",
      `"application json" is not an RFC 9110 media type: it has no "/" between its type and subtype`,
    ],
    [
      "application/json$(id)",
      `"application/json$(id)" is not an RFC 9110 media type: "(" (character 18) is not a token character`,
    ],
    [
      'text/plain; a="b\nc"',
      `is not an RFC 9110 media type: parameter "a" has a quoted value with a control character`,
    ],
  ])("refuses %j, naming the operation and what is wrong", (mediaType, message) => {
    expect(() => bodyMediaTypeOf(mediaType)).toThrow(DocsSourceError);
    expect(() => bodyMediaTypeOf(mediaType)).toThrow(message);
  });

  it("refuses a header parameter whose name is not a token, which curl's -H would read as a file to send", () => {
    const spec = specWithBody("application/json").replace(
      "      requestBody:",
      '      parameters: [{name: "@/etc/passwd", in: header, schema: {type: string}}]\n      requestBody:',
    );
    expect(() => tryItOperations(specDocumentsFromTexts({ "specs/openapi.yaml": spec }))).toThrow(
      `createWidget (POST /widgets): its header parameter "@/etc/passwd" is not an RFC 9110 field name`,
    );
  });
});
