// Generated from specs/ by scripts/generate.ts. Do not edit: change specs/ or templates/, then run npm run generate.
import { validateConfigMessage, validateFinalizeMessage, validateKeepaliveMessage } from "./validators.js";

export interface ConfigMessage {
  model: string;
  enable_speaker_diarization?: boolean;
  enable_streaming?: boolean;
  translation?: OneWayTranslation | TwoWayTranslation;
  context?: ContextConfig;
  language_hints?: string[];
  enable_language_identification?: boolean;
  client_reference_id?: string;
  audio_format: AudioFormat;
  sample_rate?: number;
  num_channels?: number;
  enable_endpoint_detection?: boolean;
  /**
   * @deprecated Removed after 2027-06-30. Use the `Authorization` header (where headers cannot be set, the
   * subprotocols `["stt-api-key", "<key>"]`) instead.
   */
  api_key?: string;
}

export interface OneWayTranslation {
  type: "one_way";
  target_language: string;
}

export interface TwoWayTranslation {
  type: "two_way";
  language_a: string;
  language_b: string;
}

export interface ContextConfig {
  general?: ContextGeneralItem[];
  text?: string;
  terms?: string[];
  translation_terms?: ContextTranslationTerm[];
}

export interface ContextGeneralItem {
  key: string;
  value: string;
}

export interface ContextTranslationTerm {
  source: string;
  target: string;
}

export type AudioFormat =
  | "auto"
  | "wav"
  | "mp3"
  | "ogg"
  | "webm"
  | "flac"
  | "pcm_s16le"
  | "pcm_f32le"
  | "mulaw"
  | "alaw";

export interface FinalizeMessage {
  type: "finalize";
  trailing_silence_ms?: number;
}

export interface KeepaliveMessage {
  type: "keepalive";
}

export interface AckMessage {
  type: "ack";
  session_id: string;
  model: string;
}

export interface FinishedMessage {
  tokens: Token[];
  final_audio_proc_ms: number;
  total_audio_proc_ms: number;
  finished: boolean;
}

export interface Token {
  text: string;
  start_ms?: number;
  end_ms?: number;
  confidence: number;
  is_final: boolean;
  speaker?: string;
  language?: string;
  translation_status?: TranslationStatus;
  source_language?: string;
}

export type TranslationStatus = "none" | "original" | "translation";

export interface ResultMessage {
  tokens: Token[];
  final_audio_proc_ms: number;
  total_audio_proc_ms: number;
}

export interface ErrorMessage {
  error_code: number;
  error_type: string;
  error_message: string;
  request_id?: string;
}

/**
 * A chunk of audio in the configured format, as a binary frame of at most 4 MiB (4 194 304 bytes; a larger
 * frame gets an error frame, then close 1009). 100 ms of audio is typical.
 */
export type AudioChunk = ArrayBuffer | ArrayBufferView | Blob;

/**
 * An empty text frame.
 */
export type EndOfAudioMessage = "";

/** Every frame the client sends. */
export type ClientMessage = ConfigMessage | AudioChunk | FinalizeMessage | KeepaliveMessage | EndOfAudioMessage;

/** Every frame the server sends. */
export type ServerMessage = AckMessage | FinishedMessage | ResultMessage | ErrorMessage;

/**
 * Whether a value is a valid `config` frame: Configures the session. The first frame, text.
 */
export function isConfigMessage(value: unknown): value is ConfigMessage {
  return validateConfigMessage(value);
}

/**
 * Whether a value is a valid `audio` frame: A chunk of audio. Binary frames.
 */
export function isAudioChunk(value: unknown): value is AudioChunk {
  return (
    value instanceof ArrayBuffer || ArrayBuffer.isView(value) || (typeof Blob !== "undefined" && value instanceof Blob)
  );
}

/**
 * Whether a value is a valid `finalize` frame: Asks for the final tokens of all audio so far. Text.
 */
export function isFinalizeMessage(value: unknown): value is FinalizeMessage {
  return validateFinalizeMessage(value);
}

/**
 * Whether a value is a valid `keepalive` frame: Keeps an idle session open. Text.
 */
export function isKeepaliveMessage(value: unknown): value is KeepaliveMessage {
  return validateKeepaliveMessage(value);
}

/**
 * Whether a value is a valid `endOfAudio` frame: No more audio will come. An empty text frame.
 */
export function isEndOfAudioMessage(value: unknown): value is EndOfAudioMessage {
  return value === "";
}

/**
 * Whether a value is a valid `ack` frame: Confirms the config.
 */
export function isAckMessage(value: unknown): value is AckMessage {
  return isAckMessageShape(value);
}

/**
 * Whether a value is a valid `finished` frame: All audio is transcribed; the server closes next, with 1000.
 */
export function isFinishedMessage(value: unknown): value is FinishedMessage {
  return isFinishedMessageShape(value);
}

/**
 * Whether a value is a valid `result` frame: Tokens, final first, then interim.
 */
export function isResultMessage(value: unknown): value is ResultMessage {
  return isResultMessageShape(value);
}

/**
 * Whether a value is a valid `error` frame: An error; the server closes next.
 */
export function isErrorMessage(value: unknown): value is ErrorMessage {
  return isErrorMessageShape(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isAckMessageShape(value: unknown): value is AckMessage {
  return (
    isRecord(value) && value.type === "ack" && typeof value.session_id === "string" && typeof value.model === "string"
  );
}

function isFinishedMessageShape(value: unknown): value is FinishedMessage {
  return (
    isRecord(value) &&
    Array.isArray(value.tokens) &&
    value.tokens.length <= 0 &&
    value.tokens.every(isTokenShape) &&
    Number.isInteger(value.final_audio_proc_ms) &&
    Number.isInteger(value.total_audio_proc_ms) &&
    value.finished === true
  );
}

function isTokenShape(value: unknown): value is Token {
  return (
    isRecord(value) &&
    typeof value.text === "string" &&
    (value.start_ms === undefined || Number.isInteger(value.start_ms)) &&
    (value.end_ms === undefined || Number.isInteger(value.end_ms)) &&
    typeof value.confidence === "number" &&
    typeof value.is_final === "boolean" &&
    (value.speaker === undefined || typeof value.speaker === "string") &&
    (value.language === undefined || typeof value.language === "string") &&
    (value.translation_status === undefined || typeof value.translation_status === "string") &&
    (value.source_language === undefined || typeof value.source_language === "string")
  );
}

function isResultMessageShape(value: unknown): value is ResultMessage {
  return (
    isRecord(value) &&
    Array.isArray(value.tokens) &&
    value.tokens.length <= 10000 &&
    value.tokens.every(isTokenShape) &&
    Number.isInteger(value.final_audio_proc_ms) &&
    Number.isInteger(value.total_audio_proc_ms)
  );
}

function isErrorMessageShape(value: unknown): value is ErrorMessage {
  return (
    isRecord(value) &&
    Number.isInteger(value.error_code) &&
    typeof value.error_type === "string" &&
    typeof value.error_message === "string" &&
    (value.request_id === undefined || typeof value.request_id === "string")
  );
}

/** A server frame with the name of its message. */
export type ClassifiedServerMessage =
  | { name: "ack"; message: AckMessage }
  | { name: "finished"; message: FinishedMessage }
  | { name: "result"; message: ResultMessage }
  | { name: "error"; message: ErrorMessage };

/**
 * Tells which message a parsed server frame is, trying them in the channel's order (first match wins);
 * undefined for a frame that matches none, which the caller reports rather than crashes on.
 */
export function classifyServerMessage(value: unknown): ClassifiedServerMessage | undefined {
  if (isAckMessageShape(value)) return { name: "ack", message: value };
  if (isFinishedMessageShape(value)) return { name: "finished", message: value };
  if (isResultMessageShape(value)) return { name: "result", message: value };
  if (isErrorMessageShape(value)) return { name: "error", message: value };
  return undefined;
}
