// The contract checks must fail when the specs lose what the interface document requires, and the spec rules
// of `npm run lint:specs` (scripts/gate/lint/) when the specs break their own conventions. Each case mutates a fresh
// copy of the specs and expects the named problem (a lint finding as the lint prints it, with its pointer), so a
// check or a rule that passes everything fails here.
import { describe, expect, it } from "vitest";
import { formatFinding } from "../../scripts/gate/lint/findings.js";
import { lintSpecs } from "../../scripts/gate/lint/spec-rules.js";
import { type JsonObject, loadSpecDocuments, nodeAt, type SpecDocuments } from "../support/spec-documents.js";
import {
  checkErrorKinds,
  checkExampleCoverage,
  checkOperations,
  checkResourceFields,
  checkStreamingContract,
} from "./checks.js";

function at(documents: SpecDocuments, file: keyof SpecDocuments, pointer: string): JsonObject {
  const node = nodeAt(documents, file, pointer);
  if (typeof node !== "object" || node === null || Array.isArray(node)) throw new Error(`no object at ${pointer}`);
  return node;
}

/** An error kind of x-error-kinds, to edit. */
function errorKind(documents: SpecDocuments, name: string): JsonObject {
  const kinds = documents["openapi.yaml"]["x-error-kinds"] as JsonObject[];
  const kind = kinds.find((candidate) => candidate.name === name);
  if (!kind) throw new Error(`no error kind ${name}`);
  return kind;
}

function allProblems(documents: SpecDocuments): string[] {
  return [
    ...checkOperations(documents),
    ...checkResourceFields(documents),
    ...checkExampleCoverage(documents),
    ...checkErrorKinds(documents),
    ...checkStreamingContract(documents),
    ...lintSpecs(documents).map((finding) => formatFinding(finding)),
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
    expected:
      "specs/asyncapi.yaml#/components/schemas/ConfigMessage/allOf/1/properties/api_key: a string without maxLength",
  },
  {
    name: "an integer loses its format",
    mutate: (d) => delete at(d, "openapi.yaml", "/components/schemas/Token/properties/start_ms").format,
    expected: "specs/openapi.yaml#/components/schemas/Token/properties/start_ms: an integer without format",
  },
  {
    name: "an option is added to TranscriptionConfig alone",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/TranscriptionConfig/properties").profanity_filter = {
        type: "boolean",
      };
    },
    expected:
      "specs/asyncapi.yaml#/components/schemas/ConfigMessage: does not list the option profanity_filter of TranscriptionConfig",
  },
  {
    name: "a field the create body requires takes the shared schema that has a default",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/CreateTranscriptionRequest/properties").enable_speaker_diarization = {
        $ref: "#/components/schemas/TranscriptionConfig/properties/enable_speaker_diarization",
      };
    },
    expected:
      "specs/openapi.yaml#/components/schemas/CreateTranscriptionRequest/properties/enable_speaker_diarization: enable_speaker_diarization is required in POST /transcriptions request application/json and has a default (false)",
  },
  {
    name: "an operation is removed",
    mutate: (d) => delete at(d, "openapi.yaml", "/paths/~1transcriptions~1{transcription_id}").get,
    expected: "GET /transcriptions/{transcription_id}: missing",
  },
  {
    name: "a response loses its named examples",
    mutate: (d) => delete at(d, "openapi.yaml", "/paths/~1models/get/responses/200/content/application~1json").examples,
    expected: "specs/openapi.yaml#/paths/~1models/get/responses/200/content/application~1json: no named examples",
  },
  {
    name: "an example stops matching its schema",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/examples/TranscriptionCompleted/value").duration_ms = "4120.5";
    },
    expected: "specs/openapi.yaml#/components/examples/TranscriptionCompleted/value: /duration_ms must be number",
  },
  {
    name: "an open enum is closed",
    mutate: (d) => {
      const status = at(d, "openapi.yaml", "/components/schemas/FileStatus");
      delete status.anyOf;
      Object.assign(status, { type: "string", enum: ["uploaded", "expired"] });
    },
    expected:
      'specs/openapi.yaml#/components/schemas/FileStatus: says new values may be added, but refuses "a_value_added_later"',
  },
  {
    name: "a schema is named after a platform global",
    mutate: (d) => {
      const schemas = at(d, "openapi.yaml", "/components/schemas");
      schemas.File = { ...at(d, "openapi.yaml", "/components/schemas/FileObject"), title: "File" };
    },
    expected: "specs/openapi.yaml#/components/schemas/File: named after the platform global File",
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
    expected: "specs/asyncapi.yaml#/components/messages/audio: a binary frame has no payload schema",
  },
  {
    name: "a completed example's text disagrees with its tokens",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/examples/TranscriptionCompleted/value").text = "Hello.";
    },
    expected: "specs/openapi.yaml#/components/examples/TranscriptionCompleted/value: text is not the concatenation",
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
    expected:
      "#/components/responses/FileNotFound/content/application~1json/examples/file_not_found/value: status_code should be 404",
  },
  {
    name: "a response loses X-Request-Id",
    mutate: (d) =>
      delete at(d, "openapi.yaml", "/paths/~1files~1{file_id}/delete/responses/204/headers")["X-Request-Id"],
    expected: "specs/openapi.yaml#/paths/~1files~1{file_id}/delete/responses/204: no X-Request-Id header",
  },
  {
    name: "an error kind gets the wrong parent",
    mutate: (d) => {
      errorKind(d, "ServiceNotFoundError").parent = "ServiceError";
    },
    expected: "x-error-kinds: ServiceNotFoundError should extend ServiceAPIError",
  },
  {
    name: "a status moves to the wrong kind",
    mutate: (d) => {
      errorKind(d, "ServiceValidationError")["http-statuses"] = [400, 413];
    },
    expected: "HTTP 422 should raise ServiceValidationError, the spec says ServiceAPIError",
  },
  {
    name: "a streaming message loses its examples",
    mutate: (d) => delete at(d, "asyncapi.yaml", "/components/messages/ack").examples,
    expected: "specs/asyncapi.yaml#/components/messages/ack: no examples",
  },
  {
    name: "a streaming example stops matching its payload",
    mutate: (d) => {
      const examples = nodeAt(d, "asyncapi.yaml", "/components/messages/finalize/examples") as JsonObject[];
      (examples[0] as JsonObject).payload = { type: "finalise" };
    },
    expected: "specs/asyncapi.yaml#/components/messages/finalize/examples/0/payload: /type must be equal to constant",
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
    expected: "specs/asyncapi.yaml#/components/schemas/RealtimeToken: must be the OpenAPI Token schema",
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
    expected: "specs/asyncapi.yaml#/components/schemas/AckMessage: the title must be the schema's name",
  },
  {
    name: "a discriminator creeps in",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/TranslationConfig").discriminator = { propertyName: "type" };
    },
    expected: "specs/openapi.yaml#/components/schemas/TranslationConfig/discriminator: no discriminator",
  },
  {
    name: "a response schema is closed to new fields",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/Transcription").additionalProperties = false;
    },
    expected:
      "specs/openapi.yaml#/components/schemas/Transcription: additionalProperties: false in what clients receive",
  },
  {
    name: "a schema nested in a server frame, in the other spec, is closed to new fields",
    mutate: (d) => {
      at(d, "openapi.yaml", "/components/schemas/Token").additionalProperties = false;
    },
    expected: "specs/openapi.yaml#/components/schemas/Token: additionalProperties: false in what clients receive",
  },
  {
    name: "an operation is deprecated without a sunset",
    mutate: (d) => {
      at(d, "openapi.yaml", "/paths/~1models/get").deprecated = true;
    },
    expected: "specs/openapi.yaml#/paths/~1models/get: deprecated without x-sunset",
  },
  {
    name: "a stream message gets a sunset without being deprecated",
    mutate: (d) => {
      at(d, "asyncapi.yaml", "/components/messages/keepalive")["x-sunset"] = "2027-06-30";
    },
    expected: "specs/asyncapi.yaml#/components/messages/keepalive: x-sunset without deprecated: true",
  },
  {
    name: "a sunset is not a date",
    mutate: (d) => {
      Object.assign(at(d, "openapi.yaml", "/components/parameters/Cursor"), {
        deprecated: true,
        "x-sunset": "2027-02-30",
      });
    },
    expected: 'specs/openapi.yaml#/components/parameters/Cursor: x-sunset "2027-02-30" is not a date',
  },
  {
    name: "a message is added to the stream but to no channel or operation",
    mutate: (d) => {
      const messages = at(d, "asyncapi.yaml", "/components/messages");
      messages.pause = structuredClone(at(d, "asyncapi.yaml", "/components/messages/keepalive"));
    },
    expected: "specs/asyncapi.yaml#/components/messages/pause: on no channel",
  },
  {
    name: "an error kind extends a kind that is not declared",
    mutate: (d) => {
      errorKind(d, "ServiceNotFoundError").parent = "ServiceMissingError";
    },
    expected: "/parent: names ServiceMissingError, which is not a kind of x-error-kinds",
  },
  {
    name: "a stream error code raises a kind that is not declared",
    mutate: (d) => {
      const codes = at(d, "asyncapi.yaml", "/x-stream-errors").codes as JsonObject[];
      (codes[0] as JsonObject).kind = "ServiceGoneError";
    },
    expected: "specs/asyncapi.yaml#/x-stream-errors/codes/0/kind: names ServiceGoneError, which is not a kind",
  },
  {
    name: "a result example puts a final token after an interim one",
    mutate: (d) => {
      const examples = nodeAt(d, "asyncapi.yaml", "/components/messages/result/examples") as JsonObject[];
      const withFinal = examples.findIndex((e) =>
        ((e.payload as JsonObject).tokens as JsonObject[]).some((token) => token.is_final === true),
      );
      const tokens = (examples[withFinal] as JsonObject).payload as JsonObject;
      tokens.tokens = [{ ...(tokens.tokens as JsonObject[])[0], is_final: false }, ...(tokens.tokens as JsonObject[])];
    },
    expected: "final tokens must come before interim ones",
  },
  {
    name: "an error transcription example loses its error_message",
    mutate: (d) => {
      const examples =
        "/paths/~1transcriptions~1{transcription_id}/get/responses/200/content/application~1json/examples";
      delete at(d, "openapi.yaml", `${examples}/error/value`).error_message;
    },
    expected:
      "specs/openapi.yaml#/paths/~1transcriptions~1{transcription_id}/get/responses/200/content/application~1json" +
      "/examples/error/value: an error transcription carries error_type and error_message",
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
