// An answer's body kind, decided from its media types: JSON (a type of the spec), text (`text/*`, subtitles:
// a string) or bytes (audio, `application/octet-stream`: a DownloadPromise, whose `asResponse()` streams).
// The Accept a call sends is the operation's media types; with several, a typed `accept` option chooses.
import { describe, expect, it } from "vitest";
import { buildHttpModel } from "../../scripts/generate/model/http.js";
import { specRoots } from "../../scripts/generate/read/nodes.js";
import type { Json } from "../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../scripts/generate/targets/typescript/naming.js";
import { renderHttpOperations } from "../../scripts/generate/targets/typescript/templates/http/operations.js";
import { renderHttpResource } from "../../scripts/generate/targets/typescript/templates/http/resource.js";
import { specsCopy } from "./spec-edits.js";

/** The spec with GET /models answering `content` instead of its JSON list. */
function modelsAnswering(content: Json) {
  const specs = specsCopy();
  const models = ((specs.openapi.paths as Json)["/models"] as Json).get as Json;
  (models.responses as Json)["200"] = { description: "The models.", content };
  return specs;
}

function listModels(specs: ReturnType<typeof specsCopy>) {
  const model = buildHttpModel(specRoots(specs), typescriptNaming);
  const resource = model.resources.find((candidate) => candidate.propertyName === "models");
  const operation = resource?.operations.find((candidate) => candidate.operationId === "listModels");
  if (!resource || !operation) throw new Error("listModels is missing");
  return { model, resource, operation };
}

const text = { schema: { type: "string", maxLength: 100 } };
const bytes = { schema: { type: "string", format: "binary" } };

describe("an answer's body kind", () => {
  it.each([
    [{ "text/csv": text }, { kind: "text", mediaTypes: ["text/csv"] }],
    [{ "application/x-subrip": text }, { kind: "text", mediaTypes: ["application/x-subrip"] }],
    [
      { "text/vtt": text, "application/x-subrip": text },
      { kind: "text", mediaTypes: ["text/vtt", "application/x-subrip"] },
    ],
    [{ "audio/wav": bytes }, { kind: "binary", mediaTypes: ["audio/wav"] }],
    [{ "application/octet-stream": bytes }, { kind: "binary", mediaTypes: ["application/octet-stream"] }],
  ])("of %j is %j", (content, expected) => {
    expect(listModels(modelsAnswering(content)).operation.response).toEqual({ status: 200, ...expected });
  });

  it("is JSON of the spec's type where the answer is application/json", () => {
    expect(listModels(specsCopy()).operation.response).toEqual({
      kind: "json",
      status: 200,
      type: { of: "schema", schema: "ModelList", typeName: "ModelList" },
    });
  });

  it("is refused where one answer mixes JSON with text or bytes, saying why", () => {
    expect(() => listModels(modelsAnswering({ "application/json": text, "text/csv": text }))).toThrow(
      "GET /models answers application/json, text/csv: one answer is JSON, text or bytes, not several kinds; split the operation, or drop a media type",
    );
  });
});

describe("the generated method and route", () => {
  it("returns a string for text, and sends the operation's media type as its Accept", () => {
    const { model, resource } = listModels(modelsAnswering({ "text/csv": text }));
    expect(renderHttpResource(resource)).toContain("list(options?: RequestOptions): CallPromise<string> {");
    expect(renderHttpOperations(model)).toContain(
      'responseMediaType: "text/csv", responseBody: "text", accept: ["text/csv"]',
    );
  });

  it("returns a DownloadPromise for bytes, through the runtime's download", () => {
    const { resource } = listModels(modelsAnswering({ "audio/wav": bytes }));
    const rendered = renderHttpResource(resource);
    expect(rendered).toContain("list(options?: RequestOptions): DownloadPromise {");
    expect(rendered).toContain("return this.context.download(operationRoutes.listModels, options, {  });");
  });

  it("takes a typed accept option where the answer has several media types", () => {
    const { model, resource } = listModels(modelsAnswering({ "text/vtt": text, "application/x-subrip": text }));
    expect(renderHttpResource(resource)).toContain(
      'list(options?: AcceptOptions<"text/vtt" | "application/x-subrip">): CallPromise<string> {',
    );
    expect(renderHttpOperations(model)).toContain('accept: ["text/vtt", "application/x-subrip"]');
  });
});
