// The try-it console on an operation answering several media types (captions as WebVTT or SubRip, the
// CONTRIBUTING walk's shape): the form gets an Accept field choosing among them, the request sends it (and
// the curl line shows it), and the verdict checks the answer's media type against the one asked for, since a
// WebVTT body and a SubRip one are both text to the body's schema. And a JSON field's placeholder is drawn
// from its own schema, not one text for every field.

import { specDocumentsFromTexts } from "@stt-service/spec-documents";
import { describe, expect, it } from "vitest";
import { readAnswer } from "../../docs/site/try-it/answer.js";
import type { TryItOperation } from "../../docs/site/try-it/operation.js";
import { curlOf } from "../../docs/site/try-it/request-code.js";
import { sentRequestOf } from "../../docs/site/try-it/sent-request.js";
import { tryItOperations } from "../../scripts/docs/try-it/operations-model.js";

const spec = `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /transcriptions/{transcription_id}/captions:
    get:
      operationId: getTranscriptionCaptions
      tags: [transcriptions]
      parameters:
        - {name: transcription_id, in: path, required: true, schema: {type: string}}
      responses:
        "200":
          description: The captions.
          content:
            text/vtt: {schema: {type: string}}
            application/x-subrip: {schema: {type: string}}
        "404": {description: none}
  /transcriptions:
    post:
      operationId: createTranscription
      tags: [transcriptions]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                language_hints: {type: array, items: {type: string, example: en}}
                translation:
                  type: object
                  required: [type, target_language]
                  properties:
                    type: {type: string, enum: [one_way, two_way]}
                    target_language: {type: string, example: es}
      responses: {"201": {description: created, content: {application/json: {schema: {type: object}}}}}
`;

const operations = tryItOperations(specDocumentsFromTexts({ "specs/openapi.yaml": spec }));
const captions = operations.find((operation) => operation.operationId === "getTranscriptionCaptions") as TryItOperation;
const create = operations.find((operation) => operation.operationId === "createTranscription") as TryItOperation;

function answerOf(accept: string, contentType: string, status = 200) {
  const request = sentRequestOf(
    captions,
    "http://127.0.0.1:4010/v1",
    new Map([
      ["path:transcription_id", "t-1"],
      ["header:Accept", accept],
    ]),
  );
  const body = new TextEncoder().encode("WEBVTT\n\n00:00.120 --> 00:01.200\nHello.\n");
  return {
    request,
    answer: readAnswer(
      request,
      new Response(body, { status, headers: { "content-type": contentType, "x-request-id": "req-1" } }),
      {
        bytes: body,
        cut: false,
      },
    ),
  };
}

describe("try it on an operation answering several media types", () => {
  it("asks which with an Accept field of the answer's media types, the first chosen, and sends it", () => {
    expect(captions.answerMediaTypes).toEqual(["text/vtt", "application/x-subrip"]);
    expect(captions.fields.find((field) => field.name === "Accept")).toMatchObject({
      in: "header",
      kind: "choice",
      required: true,
      choices: ["text/vtt", "application/x-subrip"],
      example: "text/vtt",
    });
    // An operation answering in one media type has no Accept field.
    expect(create.fields.some((field) => field.name === "Accept")).toBe(false);
    const { request } = answerOf("application/x-subrip", "application/x-subrip");
    expect(request.headers).toEqual({ Accept: "application/x-subrip" });
    expect(curlOf(request)).toContain("-H 'Accept: application/x-subrip'");
  });

  it("finds an answer in another media type than the one asked for at odds with the contract, and the one asked for not", () => {
    expect(answerOf("application/x-subrip", "text/vtt; charset=utf-8").answer.violations).toEqual([
      "header.content-type: Accept asked for application/x-subrip, and the answer is text/vtt",
    ]);
    expect(answerOf("text/vtt", "text/vtt; charset=utf-8").answer.violations).toEqual([]);
    expect(answerOf("text/vtt", "text/html").answer.violations).toEqual([
      "header.content-type: Accept asked for text/vtt, and the answer is text/html",
    ]);
    // An error answers in its own media type: the Accept of a success is not its measure (its body, captions
    // text where the contract has an ErrorBody, is the body checks' business).
    const error = answerOf("application/x-subrip", "application/json", 404).answer.violations ?? [];
    expect(error.filter((violation) => violation.startsWith("header.content-type"))).toEqual([]);
    expect(error).toEqual(["response.body: Response body must be object"]);
  });
});

describe("a JSON field's placeholder", () => {
  it("shows an example of the field's own schema: an array for an array, an object for an object", () => {
    const placeholder = (name: string) => create.fields.find((field) => field.name === name)?.placeholder;
    expect(placeholder("language_hints")).toBe('A JSON array, such as ["en"]');
    expect(placeholder("translation")).toBe('A JSON object, such as {"type":"one_way","target_language":"es"}');
  });
});
