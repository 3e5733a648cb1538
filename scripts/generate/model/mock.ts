// The streaming mock's default transcripts, taken from the HTTP contract: every `completed` example of
// GET /transcriptions/{transcription_id}, one after the other, split into utterances at sentence ends.

import type { SpecNode, SpecRoots } from "../read/nodes.js";
import type { Json } from "../read/specs.js";
import type { MockModel, MockScriptToken, MockUtterance } from "./types.js";

const gapBetweenExamplesMs = 600;
const sentenceEnd = /[.?!]$/;

function buildMockScript(openapi: SpecNode): MockUtterance[] {
  const examples = openapi
    .at("paths", "/transcriptions/{transcription_id}", "get", "responses", "200", "content", "application/json")
    .get("examples");
  const utterances: MockUtterance[] = [];
  let offsetMs = 0;
  for (const [name, example] of examples.entries()) {
    const value = example.value.value as Json;
    if (value.status !== "completed" || !Array.isArray(value.tokens)) continue;
    const tokens = value.tokens as Json[];
    const originals = tokens.filter((token) => token.translation_status !== "translation");
    const translated = tokens.filter((token) => token.translation_status === "translation");
    if (originals.some((token) => typeof token.start_ms !== "number" || typeof token.end_ms !== "number")) {
      throw new Error(`specs/openapi.yaml: example ${name} has an original token without timestamps`);
    }
    let current: MockScriptToken[] = [];
    const exampleUtterances: MockUtterance[] = [];
    for (const [index, token] of originals.entries()) {
      // Examples follow one another: the first word of a later one needs the space a transcript has.
      const text = String(token.text);
      current.push({
        text: index === 0 && utterances.length > 0 && !/^\s/.test(text) ? ` ${text}` : text,
        start_ms: (token.start_ms as number) + offsetMs,
        end_ms: (token.end_ms as number) + offsetMs,
        confidence: Number(token.confidence),
        ...(typeof token.speaker === "string" ? { speaker: token.speaker } : {}),
        ...(typeof token.language === "string" ? { language: token.language } : {}),
      });
      if (sentenceEnd.test(String(token.text))) {
        exampleUtterances.push({ tokens: current });
        current = [];
      }
    }
    if (current.length > 0) exampleUtterances.push({ tokens: current });
    if (translated.length > 0) {
      // The example translates the whole text; it goes with the example's last utterance.
      const last = exampleUtterances[exampleUtterances.length - 1] as MockUtterance;
      last.translation = {
        language: String(translated[0]?.language),
        source_language: String(translated[0]?.source_language),
        tokens: translated.map((token) => ({ text: String(token.text), confidence: Number(token.confidence) })),
      };
    }
    utterances.push(...exampleUtterances);
    offsetMs = Math.max(...originals.map((token) => token.end_ms as number)) + offsetMs + gapBetweenExamplesMs;
  }
  if (utterances.length === 0)
    throw new Error("specs/openapi.yaml: no completed transcription example for the mock script");
  return utterances;
}

/**
 * The models the mocks know: the example of `GET /models`. Both mocks refuse other models, and each takes
 * only the models of its own `transcription_mode`, as the service does.
 */
function buildMockModels(openapi: SpecNode): Json[] {
  const answer = openapi.at("paths", "/models", "get", "responses", "200");
  if (!answer.exists) {
    throw new Error(
      "specs/openapi.yaml: the mocks take their models from the example of GET /models's 200 answer, which this spec does not have; keep the operation, or give the mocks their models another way in scripts/generate/model/mock.ts",
    );
  }
  const [first] = answer.at("content", "application/json", "examples").entries();
  const models = first === undefined ? undefined : (first[1].value.value as Json | undefined)?.models;
  if (!Array.isArray(models) || models.length === 0) {
    throw new Error("specs/openapi.yaml: the example of GET /models lists no model for the mocks");
  }
  return models as Json[];
}

export function buildMockModel({ openapi }: SpecRoots): MockModel {
  return { utterances: buildMockScript(openapi), models: buildMockModels(openapi) };
}
