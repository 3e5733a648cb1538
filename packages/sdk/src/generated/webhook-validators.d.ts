// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type { TranscriptionCompletedEvent, TranscriptionFailedEvent } from "./http/types.js";

/** One problem a validator found (ajv's error object). */
export interface WebhookValidationProblem {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: a type guard that keeps the problems of its last call in `errors`. */
export interface WebhookValidator<T> {
  (value: unknown): value is T;
  errors?: WebhookValidationProblem[] | null;
}

/**
 * Validates the body of a `transcription.completed` webhook against the TranscriptionCompletedEvent schema.
 */
export declare const validateTranscriptionCompletedEvent: WebhookValidator<TranscriptionCompletedEvent>;

/**
 * Validates the body of a `transcription.failed` webhook against the TranscriptionFailedEvent schema.
 */
export declare const validateTranscriptionFailedEvent: WebhookValidator<TranscriptionFailedEvent>;
