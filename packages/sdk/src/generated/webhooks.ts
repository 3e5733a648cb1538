// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type { TranscriptionCompletedEvent, TranscriptionFailedEvent } from "./http/types.js";
import {
  type WebhookValidator,
  validateTranscriptionCompletedEvent,
  validateTranscriptionFailedEvent,
} from "./webhook-validators.js";

/**
 * A webhook's body: one of the spec's webhook events, told apart by `type`. A body whose `type` is none of
 * these is refused by parseWebhookEvent, not passed on as an unknown member: a receiver that handles the events it
 * knows and is handed one it does not would act on a body it cannot read (as openai-node refuses).
 */
export type WebhookEvent = TranscriptionCompletedEvent | TranscriptionFailedEvent;

/** The `type` of each webhook event, in the spec's order. */
export const webhookEventTypes = ["transcription.completed", "transcription.failed"] as const;

/** Each webhook event by its `type`: its name in the spec, operationId, body type, summary and delivery headers. */
export const webhookEvents = {
  /**
   * `transcription.completed`: A transcription completed
   *
   * Sent to the transcription's `webhook_url` when its `status` becomes `completed`. The body names the
   * transcription; get its text with `GET /transcriptions/{transcription_id}`. Answer any 2xx within 15
   * seconds, or the delivery is tried again with the same `webhook-id`.
   */
  "transcription.completed": {
    name: "transcription.completed",
    operationId: "transcriptionCompleted",
    body: "TranscriptionCompletedEvent",
    summary: "A transcription completed",
    headers: ["webhook-id", "webhook-timestamp", "webhook-signature"],
  },
  /**
   * `transcription.failed`: A transcription failed
   *
   * Sent to the transcription's `webhook_url` when its `status` becomes `error`; `data.error_type` and
   * `data.error_message` say why. Answer any 2xx within 15 seconds, or the delivery is tried again with the
   * same `webhook-id`.
   */
  "transcription.failed": {
    name: "transcription.failed",
    operationId: "transcriptionFailed",
    body: "TranscriptionFailedEvent",
    summary: "A transcription failed",
    headers: ["webhook-id", "webhook-timestamp", "webhook-signature"],
  },
} as const;

/** The first problem a validator found, as a sentence naming where it is. */
function checked<T>(body: object, validate: WebhookValidator<T>, type: string): T {
  if (validate(body)) return body;
  const problem = validate.errors?.[0];
  const where = problem?.instancePath ? problem.instancePath.slice(1).replaceAll("/", ".") : "body";
  throw new Error(`The ${type} webhook's ${where} ${problem?.message ?? "does not match its schema"}.`);
}

/**
 * Reads a webhook's decoded JSON body as its event: the body must be an object whose `type` is one of
 * webhookEventTypes, and must hold to that event's schema (required fields, types, bounds; fields the spec does
 * not name are kept). Throws an Error naming the first problem.
 */
export function parseWebhookEvent(json: unknown): WebhookEvent {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new Error("A webhook's body must be a JSON object.");
  }
  const body: object = json;
  const type = (json as { type?: unknown }).type;
  switch (type) {
    case "transcription.completed":
      return checked(body, validateTranscriptionCompletedEvent, "transcription.completed");
    case "transcription.failed":
      return checked(body, validateTranscriptionFailedEvent, "transcription.failed");
    default:
      throw new Error(
        `A webhook's type must be one of ${webhookEventTypes.join(", ")}; this one is ${JSON.stringify(type)?.slice(0, 80) ?? "absent"}.`,
      );
  }
}
