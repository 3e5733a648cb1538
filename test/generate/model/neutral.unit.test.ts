// The model is language-neutral: it says what each type is (model/types.ts TypeRef), and only a target writes
// it in its language. Built from the real specs, and from them with a body, an answer and a page's items
// written in place (the types the specs do not name), no string of the model holds TypeScript's type syntax.
import { describe, expect, it } from "vitest";
import { buildSdkModel } from "../../../scripts/generate/model/index.js";
import type { SuccessResponse } from "../../../scripts/generate/model/types.js";
import type { Json, Specs } from "../../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../../scripts/generate/targets/typescript/naming.js";
import { specsCopy } from "../spec-edits.js";

const typescriptSyntax = ["NonNullable<", "[number]", "Record<", "operations[", "components["];

/** Every string of a value, its keys too, with where it is. */
function stringsOf(value: unknown, where = "model"): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => [
      { where: `${where} key`, text: key },
      ...stringsOf(item, `${where}.${key}`),
    ]);
  }
  return [];
}

/** The strings of a model that write a type as TypeScript does. */
function typescriptIn(specs: Specs): { where: string; text: string }[] {
  return stringsOf(buildSdkModel(specs, typescriptNaming)).filter(({ text }) =>
    typescriptSyntax.some((syntax) => text.includes(syntax)),
  );
}

/** The specs with the upload's form, a JSON body, an answer and a page's items written in place. */
function specsWithTypesInPlace(): Specs {
  const specs = specsCopy();
  const { paths, components } = specs.openapi as { paths: Json; components: { schemas: Record<string, Json> } };
  const operation = (path: string, method: string) => (paths[path] as Json)[method] as Json;
  const schemaAt = (content: unknown, mediaType: string) => (content as Record<string, Json>)[mediaType] as Json;
  const upload = operation("/files", "post");
  schemaAt((upload.requestBody as Json).content, "multipart/form-data").schema = structuredClone(
    components.schemas.UploadFileRequest,
  );
  const create = operation("/transcriptions", "post");
  schemaAt((create.requestBody as Json).content, "application/json").schema = { type: "object" };
  const page = structuredClone(components.schemas.FileList) as { properties: { files: Json } };
  page.properties.files.items = { type: "object" };
  const list = operation("/files", "get");
  schemaAt(((list.responses as Json)["200"] as Json).content, "application/json").schema = page;
  return specs;
}

/** What a JSON answer's type is, or the answer's kind. */
function answerOf(response: SuccessResponse | undefined): string | undefined {
  return response?.kind === "json" ? response.type.of : response?.kind;
}

describe("the model", () => {
  it("writes no TypeScript type from the real specs", () => {
    expect(typescriptIn(specsCopy())).toEqual([]);
  });

  it("writes no TypeScript type where the specs write bodies, answers and items in place", () => {
    const specs = specsWithTypesInPlace();
    const operations = buildSdkModel(specs, typescriptNaming).http.resources.flatMap((resource) => resource.operations);
    const byId = (id: string) => operations.find((operation) => operation.operationId === id);
    // The edits reach the model as types written in place, so the check below covers each kind of them.
    expect([
      byId("uploadFile")?.body?.type.of,
      byId("createTranscription")?.body?.type.of,
      byId("listFiles")?.pagination?.itemType.of,
      answerOf(byId("listFiles")?.response),
    ]).toEqual(["request-body", "request-body", "items", "response"]);
    expect(typescriptIn(specs)).toEqual([]);
  });
});
