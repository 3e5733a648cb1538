// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type {
  AckMessage,
  ConfigMessage,
  ErrorMessage,
  FinalizeMessage,
  FinishedMessage,
  KeepaliveMessage,
  ResultMessage,
} from "./messages.js";

/** One problem a validator found (ajv's error object). */
export interface ValidationProblem {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: a type guard that keeps the problems of its last call in `errors`. */
export interface MessageValidator<T> {
  (value: unknown): value is T;
  errors?: ValidationProblem[] | null;
}

/**
 * Validates a `config` frame against the ConfigMessage schema.
 */
export declare const validateConfigMessage: MessageValidator<ConfigMessage>;

/**
 * Validates a `finalize` frame against the FinalizeMessage schema.
 */
export declare const validateFinalizeMessage: MessageValidator<FinalizeMessage>;

/**
 * Validates a `keepalive` frame against the KeepaliveMessage schema.
 */
export declare const validateKeepaliveMessage: MessageValidator<KeepaliveMessage>;

/**
 * Validates a `ack` frame against the AckMessage schema.
 */
export declare const validateAckMessage: MessageValidator<AckMessage>;

/**
 * Validates a `finished` frame against the FinishedMessage schema.
 */
export declare const validateFinishedMessage: MessageValidator<FinishedMessage>;

/**
 * Validates a `result` frame against the ResultMessage schema.
 */
export declare const validateResultMessage: MessageValidator<ResultMessage>;

/**
 * Validates a `error` frame against the ErrorMessage schema.
 */
export declare const validateErrorMessage: MessageValidator<ErrorMessage>;
