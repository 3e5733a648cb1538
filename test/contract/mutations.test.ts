// The contract checks must fail when the specs lose what the interface document requires. Each case
// mutates a fresh copy of the specs and expects the named problem, so a check that passes everything fails here.
import { describe, expect, it } from "vitest";
import { createSchemaValidator } from "../support/schema-validator.js";
import { type JsonObject, loadSpecDocuments, nodeAt, type SpecDocuments } from "../support/spec-documents.js";
import {
  checkBounds,
  checkErrorKinds,
  checkExampleMeaning,
  checkHttpExamples,
  checkOpenEnums,
  checkOperations,
  checkResourceFields,
  checkSchemaConventions,
  checkStreamingContract,
  checkTranscriptionOptionsListed,
} from "./checks.js";
import { checkDeprecations, checkEvolvableResponses } from "./evolution-checks.js";

function at(documents: SpecDocuments, file: keyof SpecDocuments, pointer: string): JsonObject {
  const node = nodeAt(documents, file, pointer);
  if (typeof node !== "object" || node === null || Array.isArray(node)) throw new Error(`no object at ${pointer}`);
  return node;
}

function allProblems(documents: SpecDocuments): string[] {
  const validator = createSchemaValidator(documents);
  return [
    ...checkOperations(documents),
    ...checkResourceFields(documents),
    ...checkHttpExamples(documents, validator),
    ...checkOpenEnums(documents, validator),
    ...checkExampleMeaning(documents),
    ...checkErrorKinds(documents),
    ...checkStreamingContract(documents, validator),
    ...checkSchemaConventions(documents),
    ...checkBounds(documents),
    ...checkTranscriptionOptionsListed(documents),
    ...checkEvolvableResponses(documents),
    ...checkDeprecations(documents),
  ];
}

const mutations: { name: string; mutate(documents: SpecDocuments): void; expected: string }[] = [
  {
    name: "a Token field is removed",
    mutate: (d) => delete at(d, "openapi.yaml", "/components/schemas/Token/properties").confidence,
    expected: "Token.confidence: missing",
  },
  {
    name: "a Transcription field changes type",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/Transcription/properties/duration_ms").type = "string";
    },
    expected: "Transcription.duration_ms: should be of type number",
  },
  {
    name: "a required field of create becomes optional",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/CreateTranscriptionRequest").required = ["file_id", "model"];
    },
    expected: "POST /transcriptions: request must require enable_speaker_diarization",
  },
  {
    name: "a string of the stream's config loses its bound",
    mutate: (d) =>
      delete at(d, "asyncapi.yaml", "/components/schemas/ConfigMessage/allOf/1/properties/api_key").maxLength,
    expected: "asyncapi.yaml#/components/schemas/ConfigMessage/allOf/1/properties/api_key: a string without maxLength",
  },
  {
    name: "an integer loses its format",
    mutate: (d) => delete at(d, "openapi.yaml", "/components/schemas/Token/properties/start_ms").format,
    expected: "openapi.yaml#/components/schemas/Token/properties/start_ms: an integer without format",
  },
  {
    name: "an option is added to TranscriptionConfig alone",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/TranscriptionConfig/properties").profanity_filter = {
        type: "boolean",
      };
    },
    expected: "ConfigMessage: does not list the option profanity_filter of TranscriptionConfig",
  },
  {
    name: "an operation is removed",
    mutate: (d) => delete at(d, "openapi.yaml", "/paths/~1transcriptions~1{transcription_id}").get,
    expected: "GET /transcriptions/{transcription_id}: missing",
  },
  {
    name: "a response loses its named examples",
    mutate: (d) => delete at(d, "openapi.yaml", "/paths/~1models/get/responses/200/content/application~1json").examples,
    expected: "GET /models 200 application/json: no named examples",
  },
  {
    name: "an example stops matching its schema",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/examples/TranscriptionCompleted/value").duration_ms = "4120.5";
    },
    expected:
      "GET /transcriptions/{transcription_id} 200 application/json example completed: /duration_ms must be number",
  },
  {
    name: "an open enum is closed",
    mutate: (d) => {
      const status = at(d, "openapi.yaml", "/components/schemas/FileStatus");
      delete status.anyOf;
      Object.assign(status, { type: "string", enum: ["uploaded", "expired"] });
    },
    expected:
      'openapi.yaml#/components/schemas/FileStatus: says new values may be added, but refuses "a_value_added_later"',
  },
  {
    name: "a schema is named after a platform global",
    mutate: (d) => {
      const schemas = at(d, "openapi.yaml", "/components/schemas");
      schemas.File = { ...at(d, "openapi.yaml", "/components/schemas/FileObject"), title: "File" };
    },
    expected: "openapi.yaml schema File: named after a platform global",
  },
  {
    name: "a binary frame gets a primitive payload",
    mutate: (d) => {
      at(d, "asyncapi.yaml", "/components/messages/audio").payload = {
        title: "AudioChunk",
        type: "string",
        maxLength: 4,
      };
    },
    expected: "message audio: a binary frame has no payload schema",
  },
  {
    name: "a completed example's text disagrees with its tokens",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/examples/TranscriptionCompleted/value").text = "Hello.";
    },
    expected: "text is not the concatenation of its tokens",
  },
  {
    name: "an error example carries the wrong status_code",
    mutate: (d) => {
      at(
        d,
        "openapi.yaml",
        "/components/responses/FileNotFound/content/application~1json/examples/file_not_found/value",
      ).status_code = 400;
    },
    expected: "GET /files/{file_id} 404 application/json example file_not_found: status_code should be 404",
  },
  {
    name: "a response loses X-Request-Id",
    mutate: (d) =>
      delete at(d, "openapi.yaml", "/paths/~1files~1{file_id}/delete/responses/204/headers")["X-Request-Id"],
    expected: "DELETE /files/{file_id} 204: no X-Request-Id header",
  },
  {
    name: "an error kind gets the wrong parent",
    mutate: (d) => {
      const kinds = d["openapi.yaml"]["x-error-kinds"] as JsonObject[];
      const notFound = kinds.find((kind) => kind.name === "ServiceNotFoundError");
      if (notFound) notFound.parent = "ServiceError";
    },
    expected: "x-error-kinds: ServiceNotFoundError should extend ServiceAPIError",
  },
  {
    name: "a status moves to the wrong kind",
    mutate: (d) => {
      const kinds = d["openapi.yaml"]["x-error-kinds"] as JsonObject[];
      const validation = kinds.find((kind) => kind.name === "ServiceValidationError");
      if (validation) validation["http-statuses"] = [400, 413];
    },
    expected: "HTTP 422 should raise ServiceValidationError, the spec says ServiceAPIError",
  },
  {
    name: "a streaming message loses its examples",
    mutate: (d) => delete at(d, "asyncapi.yaml", "/components/messages/ack").examples,
    expected: "message ack: no examples",
  },
  {
    name: "a streaming example stops matching its payload",
    mutate: (d) => {
      const examples = nodeAt(d, "asyncapi.yaml", "/components/messages/finalize/examples") as JsonObject[];
      (examples[0] as JsonObject).payload = { type: "finalise" };
    },
    expected: "message finalize example finalize: /type must be equal to constant",
  },
  {
    name: "the <fin> example is removed",
    mutate: (d) => {
      const examples = nodeAt(d, "asyncapi.yaml", "/components/messages/result/examples") as JsonObject[];
      at(d, "asyncapi.yaml", "/components/messages/result").examples = examples.filter((e) => e.name !== "finalized");
    },
    expected: "no result example with the <fin> token",
  },
  {
    name: "RealtimeToken stops reusing the OpenAPI Token",
    mutate: (d) => {
      at(d, "asyncapi.yaml", "/components/schemas").RealtimeToken = { title: "RealtimeToken", type: "object" };
    },
    expected: "RealtimeToken must be the OpenAPI Token schema, by $ref",
  },
  {
    name: "a streaming error code maps to the wrong close code",
    mutate: (d) => {
      const codes = at(d, "asyncapi.yaml", "/x-stream-errors").codes as JsonObject[];
      const unavailable = codes.find((code) => code["error-code"] === 503);
      if (unavailable) unavailable["close-code"] = 1011;
    },
    expected: "x-stream-errors: 503 should close with 1013",
  },
  {
    name: "a schema loses its title",
    mutate: (d) => delete at(d, "asyncapi.yaml", "/components/schemas/AckMessage").title,
    expected: 'asyncapi.yaml schema AckMessage: title must be "AckMessage"',
  },
  {
    name: "a discriminator creeps in",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/TranslationConfig").discriminator = { propertyName: "type" };
    },
    expected: "openapi.yaml#/components/schemas/TranslationConfig: no discriminator",
  },
  {
    name: "a response schema is closed to new fields",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/Transcription").additionalProperties = false;
    },
    expected: "openapi.yaml#/components/schemas/Transcription: additionalProperties: false in what clients receive",
  },
  {
    name: "a schema nested in a server frame, in the other spec, is closed to new fields",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/Token").additionalProperties = false;
    },
    expected: "openapi.yaml#/components/schemas/Token: additionalProperties: false in what clients receive",
  },
  {
    name: "an operation is deprecated without a sunset",
    mutate: (d) => {
      at(d, "openapi.yaml", "/paths/~1models/get").deprecated = true;
    },
    expected: "openapi.yaml#/paths/~1models/get: deprecated without x-sunset",
  },
  {
    name: "a stream message gets a sunset without being deprecated",
    mutate: (d) => {
      at(d, "asyncapi.yaml", "/components/messages/keepalive")["x-sunset"] = "2027-06-30";
    },
    expected: "asyncapi.yaml#/components/messages/keepalive: x-sunset without deprecated: true",
  },
  {
    name: "a sunset is not a date",
    mutate: (d) => {
      Object.assign(at(d, "openapi.yaml", "/components/parameters/Cursor"), {
        deprecated: true,
        "x-sunset": "2027-02-30",
      });
    },
    expected: 'openapi.yaml#/components/parameters/Cursor: x-sunset "2027-02-30" is not a date',
  },
];

describe("the contract checks catch a spec that breaks the interface document", () => {
  it("find nothing wrong with the specs as committed", () => {
    expect(allProblems(loadSpecDocuments())).toEqual([]);
  });

  it.each(mutations)("fail when $name", ({ mutate, expected }) => {
    const documents = loadSpecDocuments();
    mutate(documents);
    const problems = allProblems(documents);
    expect(
      problems.some((problem) => problem.includes(expected)),
      problems.join("\n"),
    ).toBe(true);
  });
});
