// Generated from specs/ by scripts/generate.ts. Do not edit: change specs/ or templates/, then run npm run generate.
import type { components, operations } from "./schema.js";

/**
 * The multipart form of an upload.
 */
export type UploadFileRequest = components["schemas"]["UploadFileRequest"];

/**
 * An uploaded audio file.
 */
export type FileObject = components["schemas"]["FileObject"];

/**
 * Status of a file. `uploaded`: stored and usable as `file_id`. `expired`: past its retention period;
 * creating a transcription from it answers `409`. Clients must treat a value they do not know as
 * opaque, not fail on it: new values may be added.
 */
export type FileStatus = components["schemas"]["FileStatus"];

/**
 * One page of files.
 */
export type FileList = components["schemas"]["FileList"];

/**
 * Pass it as `cursor` to get the next page; `null` on the last page.
 */
export type NextPageCursor = components["schemas"]["NextPageCursor"];

/**
 * `queued`: accepted, waiting for capacity. `processing`: being transcribed (a create answers this).
 * `completed`: done; `text` and `tokens` are present. `error`: failed; `error_type` and `error_message`
 * say why. `completed` and `error` are final. Clients must treat a value they do not know as not final:
 * new values may be added.
 */
export type TranscriptionStatus = components["schemas"]["TranscriptionStatus"];

/**
 * An asynchronous transcription of an uploaded file, with the options it was created with.
 * `text` is the whole transcript of the original speech: the concatenation of the `text` of every token
 * whose `translation_status` is not `translation`.
 */
export type Transcription = components["schemas"]["Transcription"];

/**
 * One page of transcriptions (without their tokens).
 */
export type TranscriptionList = components["schemas"]["TranscriptionList"];

/**
 * A piece of the transcript: a word, part of a word or a punctuation mark, with its leading space, so
 * that the texts of consecutive tokens concatenate into the transcript. In streaming mode the server
 * sends tokens of this shape as RealtimeToken, first interim (`is_final: false`), then final.
 * The special final tokens `<fin>` (finalize done) and `<end>` (endpoint detected) are control
 * signals, not transcript text.
 */
export type Token = components["schemas"]["Token"];

/**
 * Present when translation is on. `none`: speech in a language that is not translated;
 * `original`: speech that is translated; `translation`: the translation of it (no timestamps).
 */
export type TranslationStatus = components["schemas"]["TranslationStatus"];

/**
 * A language, as an ISO 639-1 code.
 */
export type LanguageCode = components["schemas"]["LanguageCode"];

/**
 * A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
 */
export type ModelId = components["schemas"]["ModelId"];

/**
 * Languages the audio is expected to contain, to help recognition.
 */
export type LanguageHints = components["schemas"]["LanguageHints"];

/**
 * A reference of your own, returned with the resource, such as a ticket number.
 */
export type ClientReferenceId = components["schemas"]["ClientReferenceId"];

/**
 * The options of a transcription, shared by batch transcriptions (`POST /transcriptions`) and
 * streaming sessions (the config message): both list these properties by reference, and refuse any
 * property they do not list (a misspelt option is an error, not a default).
 */
export type TranscriptionConfig = components["schemas"]["TranscriptionConfig"];

/**
 * The body of `POST /transcriptions`: the file, and the options of TranscriptionConfig. `file_id`, `model`
 * and `enable_speaker_diarization` are required; any other property is refused (`400`).
 */
export type CreateTranscriptionRequest = components["schemas"]["CreateTranscriptionRequest"];

/**
 * Translation of the speech, one way (into one language) or two way (between two languages).
 */
export type TranslationConfig = components["schemas"]["TranslationConfig"];

/**
 * Translate all speech into `target_language`.
 */
export type OneWayTranslation = components["schemas"]["OneWayTranslation"];

/**
 * Translate speech in `language_a` into `language_b` and the other way round.
 */
export type TwoWayTranslation = components["schemas"]["TwoWayTranslation"];

/**
 * Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
 * terms. About 10 000 characters in all; more answers `400`.
 */
export type ContextConfig = components["schemas"]["ContextConfig"];

export type ContextGeneralItem = components["schemas"]["ContextGeneralItem"];

export type ContextTranslationTerm = components["schemas"]["ContextTranslationTerm"];

/**
 * A model that transcriptions or streams can use.
 */
export type Model = components["schemas"]["Model"];

export type ModelLanguage = components["schemas"]["ModelLanguage"];

export type ModelList = components["schemas"]["ModelList"];

export type CreateTemporaryApiKeyRequest = components["schemas"]["CreateTemporaryApiKeyRequest"];

export type TemporaryApiKey = components["schemas"]["TemporaryApiKey"];

/**
 * The body of every non-2xx response.
 */
export type ErrorBody = components["schemas"]["ErrorBody"];

export type ValidationErrorDetail = components["schemas"]["ValidationErrorDetail"];

/**
 * Query parameters of `GET /files`.
 */
export type ListFilesQuery = NonNullable<operations["listFiles"]["parameters"]["query"]>;

/**
 * Query parameters of `GET /transcriptions`.
 */
export type ListTranscriptionsQuery = NonNullable<operations["listTranscriptions"]["parameters"]["query"]>;
