// The completed examples of GET /transcriptions/{transcription_id} and the example of GET /models → the
// streaming mock's script and models, given a spec fragment.
import { describe, expect, it } from "vitest";
import { buildMockModel } from "../../../scripts/generate/model/mock.js";
import type { MockModel } from "../../../scripts/generate/model/types.js";
import type { Json } from "../../../scripts/generate/read/specs.js";
import { givenSpecs } from "./given-specs.js";

const models = [{ id: "stt-rt-v1", transcription_mode: "real_time" }];

/** The spec of a transcription's examples (by name, each one's value) and the models' example (null: no GET /models). */
function mockOf(transcriptions: Record<string, Json>, modelsAnswer: Json | null = { models }): MockModel {
  const examplesOf = (values: Record<string, Json>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }]));
  return buildMockModel(
    givenSpecs({
      paths: {
        "/transcriptions/{transcription_id}": {
          get: { responses: { "200": { content: { "application/json": { examples: examplesOf(transcriptions) } } } } },
        },
        ...(modelsAnswer === null
          ? {}
          : {
              "/models": {
                get: {
                  responses: {
                    "200": { content: { "application/json": { examples: examplesOf({ all: modelsAnswer }) } } },
                  },
                },
              },
            }),
      },
    }),
  );
}

const token = (text: string, start_ms: number, end_ms: number, extra: Json = {}) => ({
  text,
  start_ms,
  end_ms,
  confidence: 0.9,
  ...extra,
});

const cases: { name: string; given: Record<string, Json>; want: MockModel["utterances"] }[] = [
  {
    name: "a completed example is split into utterances at sentence ends, with its speakers and languages",
    given: {
      done: {
        status: "completed",
        tokens: [
          token("Hello", 0, 100, { speaker: "1", language: "en" }),
          token(" there.", 100, 200),
          token(" Why?", 250, 300),
          token(" Now!", 300, 350),
          token(" Bye", 400, 500),
        ],
      },
    },
    want: [
      {
        tokens: [
          { text: "Hello", start_ms: 0, end_ms: 100, confidence: 0.9, speaker: "1", language: "en" },
          { text: " there.", start_ms: 100, end_ms: 200, confidence: 0.9 },
        ],
      },
      { tokens: [{ text: " Why?", start_ms: 250, end_ms: 300, confidence: 0.9 }] },
      { tokens: [{ text: " Now!", start_ms: 300, end_ms: 350, confidence: 0.9 }] },
      { tokens: [{ text: " Bye", start_ms: 400, end_ms: 500, confidence: 0.9 }] },
    ],
  },
  {
    name: "examples follow one another after a gap, skipping those not completed, a later one's first word spaced",
    given: {
      first: { status: "completed", tokens: [token("One!", 0, 500)] },
      running: { status: "processing", tokens: [token("Never.", 0, 100)] },
      second: { status: "completed", tokens: [token("Two?", 50, 300)] },
    },
    want: [
      { tokens: [{ text: "One!", start_ms: 0, end_ms: 500, confidence: 0.9 }] },
      { tokens: [{ text: " Two?", start_ms: 1150, end_ms: 1400, confidence: 0.9 }] },
    ],
  },
  {
    name: "an example's translated tokens go with its last utterance",
    given: {
      translated: {
        status: "completed",
        tokens: [
          token("Hi.", 0, 100),
          token("Yes.", 100, 200),
          { text: "Hola.", confidence: 0.8, translation_status: "translation", language: "es", source_language: "en" },
          { text: " Sí.", confidence: 0.7, translation_status: "translation", language: "es", source_language: "en" },
        ],
      },
    },
    want: [
      { tokens: [{ text: "Hi.", start_ms: 0, end_ms: 100, confidence: 0.9 }] },
      {
        tokens: [{ text: "Yes.", start_ms: 100, end_ms: 200, confidence: 0.9 }],
        translation: {
          language: "es",
          source_language: "en",
          tokens: [
            { text: "Hola.", confidence: 0.8 },
            { text: " Sí.", confidence: 0.7 },
          ],
        },
      },
    ],
  },
];

describe("buildMockModel", () => {
  it.each(cases)("$name", ({ given, want }) => {
    expect(mockOf(given)).toEqual({ utterances: want, models });
  });

  const completed = { done: { status: "completed", tokens: [token("Hi.", 0, 100)] } };

  it.each([
    [
      "an original token without timestamps",
      { done: { status: "completed", tokens: [{ text: "Hi.", start_ms: 0, confidence: 1 }] } },
      { models },
      "specs/openapi.yaml: example done has an original token without timestamps",
    ],
    [
      "a spec without a completed example",
      { running: { status: "processing", tokens: [] } },
      { models },
      "specs/openapi.yaml: no completed transcription example for the mock script",
    ],
    [
      "a spec without GET /models",
      completed,
      null,
      "specs/openapi.yaml: the mocks take their models from the example of GET /models's 200 answer",
    ],
    [
      "a models example without models",
      completed,
      { models: [] },
      "specs/openapi.yaml: the example of GET /models lists no model for the mocks",
    ],
  ] as [string, Record<string, Json>, Json | null, string][])("refuses %s", (_name, given, modelsAnswer, want) => {
    expect(() => mockOf(given, modelsAnswer)).toThrow(want);
  });
});
