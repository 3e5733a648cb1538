// The mock's example mode (`npm run mock -- --stateless`: Prism's mock engine on specs/openapi.yaml, under
// /v1): every operation answers with its named examples, every declared error status can be forced, and a
// request without a bearer token gets 401.
import { describe, expect, inject, it } from "vitest";
import { expectedOperations } from "#test-support/contract-expectations.js";
import { operationsOf } from "../../scripts/gate/lint/spec-shapes.js";
import {
  deref,
  isObject,
  type JsonObject,
  type JsonValue,
  loadSpecDocuments,
  nodeAt,
  specFiles,
} from "../support/spec-documents.js";
import { operationLabels } from "../support/spec-lists.js";

const baseUrl = inject("examplesBaseUrl");
const documents = loadSpecDocuments();

interface NamedExample {
  name: string;
  value: JsonValue;
}

/** A success answer's media type with its named examples: the body is JSON, or text as the example's string. */
interface AnswerExamples {
  mediaType: string;
  examples: NamedExample[];
}

const isJson = (mediaType: string) => /^application\/(?:[\w.-]+\+)?json\b/i.test(mediaType);

function examplesOf(pointer: string): NamedExample[] {
  const node = nodeAt(documents, specFiles.openapi, pointer);
  if (!isObject(node)) return [];
  return Object.entries(node).map(([name, example]) => {
    const resolved = deref(documents, { file: specFiles.openapi, pointer: `${pointer}/${name}`, node: example });
    return { name, value: (resolved.node as JsonObject).value ?? null };
  });
}

function responseAt(operationPointer: string, status: string) {
  const pointer = `${operationPointer}/responses/${status}`;
  return deref(documents, {
    file: specFiles.openapi,
    pointer,
    node: nodeAt(documents, specFiles.openapi, pointer) ?? {},
  });
}

const operations = operationsOf(documents).map(({ method, path, operation }) => {
  const node = operation.node as JsonObject;
  const pathParameters = [
    ...((nodeAt(documents, specFiles.openapi, operation.pointer.replace(/\/[^/]+$/, "/parameters")) as JsonValue[]) ??
      []),
    ...((node.parameters as JsonValue[]) ?? []),
  ]
    .map((parameter) => deref(documents, { file: specFiles.openapi, pointer: "", node: parameter }).node as JsonObject)
    .filter((parameter) => parameter.in === "path");
  const url = pathParameters.reduce<string>(
    (built, parameter) => built.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example))),
    path,
  );
  const statuses = Object.keys((node.responses as JsonObject) ?? {});
  const success = statuses.find((status) => status.startsWith("2")) ?? "";
  const successResponse = responseAt(operation.pointer, success);
  const requestContent = isObject(node.requestBody) ? (node.requestBody.content as JsonObject) : undefined;
  const requestMediaType = requestContent ? Object.keys(requestContent)[0] : undefined;
  const requestExample = requestMediaType
    ? examplesOf(`${operation.pointer}/requestBody/content/${requestMediaType.replace("/", "~1")}/examples`)[0]?.value
    : undefined;
  return {
    label: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    url,
    success,
    successAnswers: Object.keys(
      (nodeAt(documents, specFiles.openapi, `${successResponse.pointer}/content`) as JsonObject | undefined) ?? {},
    ).map(
      (mediaType): AnswerExamples => ({
        mediaType,
        examples: examplesOf(`${successResponse.pointer}/content/${mediaType.replace("/", "~1")}/examples`),
      }),
    ),
    errorStatuses: statuses.filter((status) => Number(status) >= 400),
    operationPointer: operation.pointer,
    requestMediaType,
    requestExample,
  };
});

function requestBody(operation: (typeof operations)[number]): { body?: BodyInit; headers: Record<string, string> } {
  if (operation.requestMediaType === "multipart/form-data" && isObject(operation.requestExample ?? null)) {
    const form = new FormData();
    const example = operation.requestExample as JsonObject;
    form.set("file", new Blob([new Uint8Array([82, 73, 70, 70])], { type: "audio/wav" }), "support-call.wav");
    for (const [key, value] of Object.entries(example)) if (key !== "file") form.set(key, String(value));
    return { body: form, headers: {} };
  }
  if (operation.requestMediaType === "application/json") {
    return { body: JSON.stringify(operation.requestExample), headers: { "content-type": "application/json" } };
  }
  return { headers: {} };
}

async function call(operation: (typeof operations)[number], headers: Record<string, string>) {
  const { body, headers: bodyHeaders } = requestBody(operation);
  const response = await fetch(`${baseUrl}${operation.url}`, {
    method: operation.method,
    headers: { ...bodyHeaders, ...headers },
    body,
  });
  const text = await response.text();
  // The body as its media type says: JSON parsed, anything else the text an example's string value is.
  const parsed = text === "" ? undefined : isJson(response.headers.get("content-type") ?? "") ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body: parsed };
}

const bearer = { authorization: "Bearer test-key-for-prism" };

describe(`the example mode of the mock on specs/openapi.yaml (${baseUrl})`, () => {
  it("goes over the operations of specs/openapi.yaml, the interface document's among them", () => {
    // The operations come from the spec, so a new one is served and checked here with no edit to this file;
    // those the interface document requires (test/support/contract-expectations.ts) must stay in the spec.
    const served = operationLabels(documents);
    expect(operations.map((o) => o.label)).toEqual(served);
    const missing = expectedOperations
      .map((o) => `${o.method.toUpperCase()} ${o.path}`)
      .filter((label) => !served.includes(label));
    expect(missing, "required by test/support/contract-expectations.ts: add them to specs/openapi.yaml").toEqual([]);
  });

  describe.each(operations)("$label", (operation) => {
    it("answers 401 with the Error body without a bearer token", async () => {
      const response = await call(operation, {});
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ status_code: 401, error_type: "unauthenticated" });
      expect(response.headers.get("x-request-id")).toBeTruthy();
    });

    it("answers with its first named example by default, and each named example on request", async () => {
      const defaultResponse = await call(operation, bearer);
      expect(defaultResponse.status).toBe(Number(operation.success));
      expect(defaultResponse.headers.get("x-request-id")).toBeTruthy();
      expect(defaultResponse.body).toEqual(operation.successAnswers[0]?.examples[0]?.value);
      for (const { mediaType, examples } of operation.successAnswers) {
        for (const example of examples) {
          const response = await call(operation, { ...bearer, accept: mediaType, prefer: `example=${example.name}` });
          expect(response.headers.get("content-type"), example.name).toContain(mediaType);
          expect(response.body, example.name).toEqual(example.value);
        }
      }
    });

    it("answers each declared error status when asked with Prefer: code", async () => {
      for (const status of operation.errorStatuses.filter((s) => s !== "401")) {
        const response = await call(operation, { ...bearer, prefer: `code=${status}` });
        const expected = examplesOf(
          `${responseAt(operation.operationPointer, status).pointer}/content/application~1json/examples`,
        )[0];
        expect(response.status, status).toBe(Number(status));
        // The mock gives every answer its own request id, in its header and its body alike.
        expect(response.body, status).toEqual({
          ...(expected?.value as object),
          request_id: response.headers.get("x-request-id"),
        });
        if (status === "429" || status === "503") expect(response.headers.get("retry-after"), status).toMatch(/^\d+$/);
      }
    });
  });
});
