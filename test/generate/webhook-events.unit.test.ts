// The generated webhook events (packages/sdk/src/generated/webhooks.ts) against the spec's `webhooks`: every
// example body of the spec parses as its event, and a body that breaks its event's schema, or names no event
// the spec has, is refused with a sentence that names the first problem.
import { parseWebhookEvent, webhookEvents, webhookEventTypes } from "stt-service/in-repository";
import { describe, expect, it } from "vitest";
import { type JsonObject, loadSpecDocuments } from "../support/spec-documents.js";

const openapi = loadSpecDocuments()["openapi.yaml"];
const webhooks = openapi.webhooks as Record<string, { post: JsonObject }>;

/** Each example body of each webhook of the spec, by the webhook's name. */
const examples = Object.entries(webhooks).flatMap(([name, { post }]) => {
  const content = ((post.requestBody as JsonObject).content as JsonObject)["application/json"] as JsonObject;
  return Object.entries((content.examples ?? {}) as Record<string, { value: JsonObject }>).map(
    ([example, { value }]) => ({ name, example, value }),
  );
});

const completed = {
  type: "transcription.completed",
  timestamp: "2026-11-20T14:03:19Z",
  data: { id: "tr_1", status: "completed", file_id: "file_1", client_reference_id: null },
};

describe("the generated webhook events", () => {
  it("has an event for each webhook of the spec, by its body's type const", () => {
    expect(Object.values(webhookEvents).map((event) => event.name)).toEqual(Object.keys(webhooks));
    expect(webhookEventTypes).toEqual(Object.keys(webhookEvents));
  });

  it.each(examples)("reads the spec's example $example of $name as its event", ({ value }) => {
    expect(parseWebhookEvent(structuredClone(value))).toEqual(value);
  });

  it("keeps a field the spec does not name (a newer service may send it)", () => {
    const body = { ...completed, data: { ...completed.data, language: "en" }, attempt: 2 };
    expect(parseWebhookEvent(body)).toEqual(body);
  });

  it.each([
    ["a body that is no object", ["transcription.completed"], "A webhook's body must be a JSON object."],
    ["null", null, "A webhook's body must be a JSON object."],
    [
      "a type the spec has no event for",
      { ...completed, type: "transcription.deleted" },
      'A webhook\'s type must be one of transcription.completed, transcription.failed; this one is "transcription.deleted".',
    ],
    [
      "a body without a type",
      { timestamp: completed.timestamp, data: completed.data },
      "A webhook's type must be one of transcription.completed, transcription.failed; this one is absent.",
    ],
    [
      "a missing required field",
      { type: completed.type, timestamp: completed.timestamp },
      "The transcription.completed webhook's body must have required property 'data'.",
    ],
    [
      "a field of the wrong type",
      { ...completed, data: { ...completed.data, file_id: 7 } },
      "The transcription.completed webhook's data.file_id must be string,null.",
    ],
    [
      "a field out of its bounds",
      { ...completed, data: { ...completed.data, id: "x".repeat(129) } },
      "The transcription.completed webhook's data.id must NOT have more than 128 characters.",
    ],
    [
      "a field against its pattern",
      { ...completed, data: { ...completed.data, id: "tr 1" } },
      'The transcription.completed webhook\'s data.id must match pattern "^[A-Za-z0-9_-]+$".',
    ],
    [
      "a timestamp that is no date-time",
      { ...completed, timestamp: "yesterday" },
      'The transcription.completed webhook\'s timestamp must match format "date-time".',
    ],
  ])("refuses %s, naming the first problem", (_name, body, message) => {
    expect(() => parseWebhookEvent(body)).toThrow(new Error(message));
  });
});
