import {
  classifyServerMessage,
  isAudioChunk,
  isEndOfAudioMessage,
  messageGuards,
  validators,
} from "stt-service/in-repository";
import { describe, expect, it } from "vitest";
import { objectShape, streamMessage } from "../../scripts/gate/lint/spec-shapes.js";
import { createSchemaValidator } from "../support/schema-validator.js";
import { childOf, type JsonObject, loadSpecDocuments } from "../support/spec-documents.js";
import { jsonStreamMessageNames, streamMessageNames } from "../support/spec-lists.js";

// The messages and their directions come from the spec (test/support/spec-lists.ts): a message added to
// asyncapi.yaml is checked here with no edit to this file.
const documents = loadSpecDocuments();
const asyncapi = documents["asyncapi.yaml"];
const serverMessages = streamMessageNames(documents, "send");
const messages = (asyncapi.components as JsonObject).messages as Record<string, JsonObject>;
const schemas = (asyncapi.components as JsonObject).schemas as Record<string, JsonObject>;

function payloadTitle(name: string): string {
  const payload = messages[name]?.payload as JsonObject | undefined;
  const ref = String(payload?.$ref);
  return String(schemas[ref.split("/").pop() ?? ""]?.title);
}

/** The fields a message's payload requires, its `allOf` parts and `$ref`s followed. */
function requiredFieldsOf(name: string): string[] {
  const message = streamMessage(documents, name);
  const payload = (message?.node as JsonObject | undefined)?.payload;
  if (!message || payload === undefined) return [];
  return [...objectShape(documents, childOf(message, "payload", payload)).required];
}

/**
 * What is wrong with a value as the spec's payload schema of a message reads it, exactly (ranges, patterns,
 * no unlisted field): the generated validators read server frames tolerantly, so they alone would take an
 * example the spec refuses, such as a token starting at -5 ms.
 */
const strict = createSchemaValidator(documents);
function schemaProblemsOf(name: string, value: unknown): string[] {
  const message = streamMessage(documents, name);
  const payload = (message?.node as JsonObject | undefined)?.payload;
  if (!message || payload === undefined) return [`${name} has no payload schema`];
  return strict.problems(childOf(message, "payload", payload), value);
}

function validatorFor(name: string): ((value: unknown) => boolean) | undefined {
  return (validators as Record<string, (value: unknown) => boolean>)[`validate${payloadTitle(name)}`];
}

const jsonExamples = Object.entries(messages).flatMap(([name, message]) =>
  (message.contentType ?? "application/json") === "application/json"
    ? ((message.examples ?? []) as JsonObject[]).map((example) => ({
        name,
        example: String(example.name),
        payload: example.payload,
      }))
    : [],
);

describe("the generated stream validators", () => {
  it("cover every JSON message of the spec, each with examples to check it by", () => {
    const names = jsonStreamMessageNames(documents);
    expect(names).toEqual(expect.arrayContaining(["ack", "config", "error", "finished", "result"]));
    const withExamples = new Set(jsonExamples.map((e) => e.name));
    expect(
      names.filter((name) => !withExamples.has(name)),
      "messages without examples: add some under components.messages.<name>.examples in specs/asyncapi.yaml",
    ).toEqual([]);
    for (const name of names) expect(validatorFor(name), name).toBeTypeOf("function");
  });

  it.each(jsonExamples)("accept the $name example $example, valid against its schema", ({ name, payload }) => {
    expect(schemaProblemsOf(name, payload), "fix the example in specs/asyncapi.yaml").toEqual([]);
    expect(validatorFor(name)?.(payload)).toBe(true);
  });

  it.each(jsonExamples)("reject the $name example $example once a required field is gone", ({ name, payload }) => {
    const mutated = { ...(payload as JsonObject) };
    const required = requiredFieldsOf(name).find((field) => field in mutated);
    expect(required, `${name}'s payload requires no field its example has`).toBeDefined();
    delete mutated[required ?? ""];
    expect(validatorFor(name)?.(mutated)).toBe(false);
  });

  it("reject wrong types and raw audio without a sample rate, and say where", () => {
    const validate = validators.validateConfigMessage;
    expect(validate({ model: "stt-rt-v3", audio_format: "auto", enable_streaming: "yes" })).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe("/enable_streaming");
    expect(validate({ model: "stt-rt-v3", audio_format: "pcm_s16le" })).toBe(false);
    expect(validate({ model: "stt-rt-v3", audio_format: "pcm_s16le", sample_rate: 16000, num_channels: 1 })).toBe(true);
  });

  it("hold client frames to the spec exactly, but read server frames tolerantly", () => {
    expect(validators.validateFinalizeMessage({ type: "finalize", flush: true })).toBe(false);
    const result = {
      tokens: [{ text: "Hi", confidence: 0.9, is_final: true, channel: 2 }],
      final_audio_proc_ms: 10,
      total_audio_proc_ms: 10,
      model_version: "2026-11",
    };
    expect(validators.validateResultMessage(result)).toBe(true);
    // A value the spec does not list yet, or a language tag longer than its pattern, is read all the same.
    const newer = {
      tokens: [
        {
          text: "你好",
          confidence: 0.9,
          is_final: true,
          language: "zh-Hant-TW",
          translation_status: "transliteration",
        },
      ],
      final_audio_proc_ms: 10,
      total_audio_proc_ms: 10,
    };
    expect(validators.validateResultMessage(newer)).toBe(true);
    // The shape is still held: a token without text is not a result.
    expect(validators.validateResultMessage({ ...newer, tokens: [{ confidence: 1, is_final: true }] })).toBe(false);
    // Client frames keep their value constraints.
    expect(validators.validateConfigMessage({ model: "stt-rt-v3", audio_format: "opus" })).toBe(false);
  });

  it("classify each server frame by the channel's order, a finished frame as finished", () => {
    for (const [name, message] of Object.entries(messages)) {
      if (!serverMessages.includes(name)) continue;
      for (const example of (message.examples ?? []) as JsonObject[]) {
        expect(classifyServerMessage(example.payload)?.name, `${name} ${example.name}`).toBe(name);
      }
    }
    expect(classifyServerMessage({ hello: "world" })).toBeUndefined();
    expect(classifyServerMessage("not json")).toBeUndefined();
  });

  it("agree with ajv on every server frame and every broken variant of it (the client's compact guards)", () => {
    const wrongValues: unknown[] = [undefined, null, "x", 1.5, 7, true, [], {}];
    // Each example, then each field of it (and of its first token) removed or given a value of every
    // other kind: the generated guard and ajv's validator must say the same of every variant.
    const variantsOf = (payload: JsonObject): unknown[] => {
      const variants: unknown[] = [payload];
      const mutate = (path: (string | number)[]) => {
        for (const wrong of wrongValues) {
          const copy = structuredClone(payload);
          let parent = copy as Record<string | number, unknown>;
          for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
          const last = path.at(-1) as string | number;
          if (wrong === undefined) delete parent[last];
          else parent[last] = wrong;
          variants.push(copy);
        }
      };
      for (const [key, value] of Object.entries(payload)) {
        mutate([key]);
        const firstToken = Array.isArray(value) ? (value[0] as JsonObject | undefined) : undefined;
        if (firstToken) for (const field of Object.keys(firstToken)) mutate([key, 0, field]);
      }
      return variants;
    };
    let compared = 0;
    let rejected = 0;
    for (const { name, payload } of jsonExamples) {
      if (!serverMessages.includes(name)) continue;
      const title = payloadTitle(name);
      const guard = (messageGuards as unknown as Record<string, (value: unknown) => boolean>)[`is${title}`];
      for (const variant of variantsOf(payload as JsonObject)) {
        const expected = validatorFor(name)?.(variant);
        expect(guard?.(variant), `${name}: ${JSON.stringify(variant)}`).toBe(expected);
        compared++;
        if (!expected) rejected++;
      }
    }
    // Enough variants were compared, and both verdicts occur, for the agreement to mean something.
    expect(compared).toBeGreaterThan(300);
    expect(rejected).toBeGreaterThan(100);
  });

  it("guard the frames that are not JSON", () => {
    expect(isEndOfAudioMessage("")).toBe(true);
    expect(isEndOfAudioMessage(" ")).toBe(false);
    expect(isAudioChunk(new Uint8Array(4))).toBe(true);
    expect(isAudioChunk(new ArrayBuffer(4))).toBe(true);
    expect(isAudioChunk("audio")).toBe(false);
  });
});
