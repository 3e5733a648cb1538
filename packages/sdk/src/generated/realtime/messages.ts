// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import { validateConfigMessage, validateFinalizeMessage, validateKeepaliveMessage } from "./validators.js";

/**
 * The first frame: the model, the audio format and the transcription options (those of the HTTP contract's
 * TranscriptionConfig, by reference). `sample_rate` and `num_channels` are required for raw formats. Any
 * other property is refused with error 400, naming it: a misspelt option is an error, not a default.
 */
export interface ConfigMessage {
  /**
   * A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
   */
  model: string;
  /**
   * Separates multiple speakers; tokens then carry `speaker`.
   */
  enable_speaker_diarization?: boolean;
  /**
   * Deliver partial results as they become available. In streaming mode, interim tokens are sent only
   * when it is `true`. In batch mode, a `processing` transcription then carries the tokens finalized so far.
   */
  enable_streaming?: boolean;
  /**
   * Translation of the speech, one way (into one language) or two way (between two languages).
   */
  translation?: OneWayTranslation | TwoWayTranslation;
  /**
   * Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
   * terms. About 10 000 characters in all; more answers `400`.
   */
  context?: ContextConfig;
  /**
   * Languages the audio is expected to contain, to help recognition.
   */
  language_hints?: string[];
  /**
   * Identifies the language of each token; tokens then carry `language`.
   */
  enable_language_identification?: boolean;
  /**
   * A reference of your own, returned with the resource, such as a ticket number.
   */
  client_reference_id?: string;
  /**
   * `auto` detects a container from the audio itself. Containers: `wav`, `mp3`, `ogg`, `webm`, `flac`.
   * Raw formats (`pcm_s16le`, `pcm_f32le`, `mulaw`, `alaw`) need `sample_rate` and `num_channels`.
   */
  audio_format: AudioFormat;
  /**
   * Samples per second of raw audio.
   */
  sample_rate?: number;
  /**
   * Channels of raw audio.
   */
  num_channels?: number;
  /**
   * Detect the end of each utterance; the server then sends the final token `<end>`.
   */
  enable_endpoint_detection?: boolean;
  /**
   * Where this session's audio starts in the audio of the stream it continues, in ms, up to 7 days (a
   * stream reconnected again and again outlasts one session's 300 minutes): a client
   * reconnecting after a dropped session sends the offset of the first audio it sends again (the
   * audio after the last final token it holds), so the transcript continues where the dropped
   * session stopped instead of starting over. Timestamps in results (`start_ms`, `end_ms`,
   * `final_audio_proc_ms`) still count from this session's first audio byte: add the offset to
   * place them in the whole stream.
   */
  audio_offset_ms?: number;
  /**
   * Deprecated. The API key, for clients that can neither set headers nor subprotocols.
   *
   * @deprecated Removed after 2027-06-30. Use the `Authorization` header (where headers cannot be set, the
   * subprotocols `["stt-api-key", "<temporary key>"]`) instead.
   */
  api_key?: string;
}

/**
 * Translate all speech into `target_language`.
 */
export interface OneWayTranslation {
  type: "one_way";
  /**
   * A language, as an ISO 639-1 code.
   */
  target_language: string;
}

/**
 * Translate speech in `language_a` into `language_b` and the other way round.
 */
export interface TwoWayTranslation {
  type: "two_way";
  /**
   * A language, as an ISO 639-1 code.
   */
  language_a: string;
  /**
   * A language, as an ISO 639-1 code.
   */
  language_b: string;
}

/**
 * Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
 * terms. About 10 000 characters in all; more answers `400`.
 */
export interface ContextConfig {
  /**
   * Key-value facts about the audio, such as its domain or the speakers' names.
   */
  general?: ContextGeneralItem[];
  /**
   * Free text about the audio, such as a summary or an agenda.
   */
  text?: string;
  /**
   * Words and phrases likely to occur, such as product names.
   */
  terms?: string[];
  /**
   * How to translate given terms.
   */
  translation_terms?: ContextTranslationTerm[];
}

/**
 * A key-value fact about the audio, such as `domain: healthcare`.
 */
export interface ContextGeneralItem {
  key: string;
  value: string;
}

/**
 * A term and how to translate it.
 */
export interface ContextTranslationTerm {
  source: string;
  target: string;
}

/**
 * `auto` detects a container from the audio itself. Containers: `wav`, `mp3`, `ogg`, `webm`, `flac`.
 * Raw formats (`pcm_s16le`, `pcm_f32le`, `mulaw`, `alaw`) need `sample_rate` and `num_channels`.
 */
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
  /**
   * How much silence ends the audio sent so far, if the client knows it; finalizing is faster.
   */
  trailing_silence_ms?: number;
}

export interface KeepaliveMessage {
  type: "keepalive";
}

export interface AckMessage {
  type: "ack";
  /**
   * Identifies the session in the service's logs.
   */
  session_id: string;
  /**
   * A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
   */
  model: string;
}

export interface FinishedMessage {
  tokens: Token[];
  final_audio_proc_ms: number;
  total_audio_proc_ms: number;
  finished: boolean;
}

/**
 * A piece of the transcript: a word, part of a word or a punctuation mark, with its leading space, so
 * that the texts of consecutive tokens concatenate into the transcript. In streaming mode the server
 * sends tokens of this shape as RealtimeToken, first interim (`is_final: false`), then final.
 * The special final tokens `<fin>` (finalize done) and `<end>` (endpoint detected) are control
 * signals, not transcript text.
 */
export interface Token {
  /**
   * Text of the token.
   */
  text: string;
  /**
   * Start offset in the audio, in milliseconds. Absent on translated tokens.
   */
  start_ms?: number;
  /**
   * End offset in the audio, in milliseconds. Absent on translated tokens.
   */
  end_ms?: number;
  /**
   * Confidence of the token, from 0 to 1.
   */
  confidence: number;
  /**
   * `false` for an interim token (it may still change), `true` for a final one (it never changes).
   */
  is_final: boolean;
  /**
   * Speaker label, such as `"1"`. Present only with speaker diarization.
   */
  speaker?: string;
  /**
   * A language, as an ISO 639-1 code.
   */
  language?: string;
  /**
   * Present when translation is on. `none`: speech in a language that is not translated;
   * `original`: speech that is translated; `translation`: the translation of it (no timestamps).
   */
  translation_status?: TranslationStatus;
  /**
   * A language, as an ISO 639-1 code.
   */
  source_language?: string;
}

/**
 * Present when translation is on. `none`: speech in a language that is not translated;
 * `original`: speech that is translated; `translation`: the translation of it (no timestamps).
 */
export type TranslationStatus = "none" | "original" | "translation";

/**
 * Tokens of the transcript: the final tokens since the previous result, then the interim ones, with how much
 * audio the service has processed.
 */
export interface ResultMessage {
  /**
   * Final tokens first, then interim ones.
   */
  tokens: Token[];
  /**
   * Milliseconds of audio for which all tokens are final.
   */
  final_audio_proc_ms: number;
  /**
   * Milliseconds of audio processed, final or interim.
   */
  total_audio_proc_ms: number;
}

export interface ErrorMessage {
  /**
   * An HTTP-like status; it decides the close code (1008 for a 4xx, 1011 for 500, 1013 for 503) and the error kind
   * the SDK raises.
   */
  error_code: number;
  /**
   * A stable, machine-readable reason, such as `invalid_request` or `rate_limited`.
   */
  error_type: string;
  /**
   * A readable explanation.
   */
  error_message: string;
  /**
   * Identifies the session in the service's logs.
   */
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

function absentOrInteger(value: unknown): boolean {
  return value === undefined || Number.isInteger(value);
}

function absentOrString(value: unknown): boolean {
  return value === undefined || typeof value === "string";
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
    absentOrInteger(value.start_ms) &&
    absentOrInteger(value.end_ms) &&
    typeof value.confidence === "number" &&
    typeof value.is_final === "boolean" &&
    absentOrString(value.speaker) &&
    absentOrString(value.language) &&
    absentOrString(value.translation_status) &&
    absentOrString(value.source_language)
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
    absentOrString(value.request_id)
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
