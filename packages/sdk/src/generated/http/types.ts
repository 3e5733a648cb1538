// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type { components, operations } from "./schema.js";

/**
 * The multipart form of an upload.
 */
export type UploadFileRequest = {
  /**
   * The audio, as a file part with its file name (`WAV`, `MP3`, `OGG`, `WebM`, `FLAC`, `M4A`, ...).
   * Up to 1 GiB (1 073 741 824 bytes) and 300 minutes of audio.
   */
  file: Blob;
  /**
   * A reference of your own, returned with the resource, such as a ticket number.
   */
  client_reference_id?: ClientReferenceId;
};

/**
 * An uploaded audio file.
 */
export type FileObject = {
  /**
   * Identifier of the uploaded file. Pass it as `file_id` to `POST /transcriptions`.
   */
  file_id: string;
  /**
   * Status of a file. `uploaded`: stored and usable as `file_id`. `expired`: past its retention period;
   * creating a transcription from it answers `409`. Clients must treat a value they do not know as
   * opaque, not fail on it: new values may be added.
   */
  status: FileStatus;
  /**
   * The file name given in the upload.
   */
  filename: string;
  /**
   * Size in bytes.
   */
  size: number;
  /**
   * When the file was uploaded.
   */
  created_at: string;
  /**
   * The reference given at upload, or `null`.
   */
  client_reference_id: string | null;
};

/**
 * Status of a file. `uploaded`: stored and usable as `file_id`. `expired`: past its retention period;
 * creating a transcription from it answers `409`. Clients must treat a value they do not know as
 * opaque, not fail on it: new values may be added.
 */
export type FileStatus = ("uploaded" | "expired") | string;

/**
 * One page of files.
 */
export type FileList = {
  files: FileObject[];
  /**
   * Pass it as `cursor` to get the next page; `null` on the last page.
   */
  next_page_cursor: NextPageCursor;
};

/**
 * Pass it as `cursor` to get the next page; `null` on the last page.
 */
export type NextPageCursor = string | null;

/**
 * `queued`: accepted, waiting for capacity. `processing`: being transcribed (a create answers this).
 * `completed`: done; `text` and `tokens` are present. `error`: failed; `error_type` and `error_message`
 * say why. `completed` and `error` are final. Clients must treat a value they do not know as not final:
 * new values may be added.
 */
export type TranscriptionStatus = ("queued" | "processing" | "completed" | "error") | string;

/**
 * An asynchronous transcription of an uploaded file, with the options it was created with.
 * `text` is the whole transcript of the original speech: the concatenation of the `text` of every token
 * whose `translation_status` is not `translation`.
 */
export type Transcription = {
  /**
   * Identifier of the transcription.
   */
  id: string;
  /**
   * `queued`: accepted, waiting for capacity. `processing`: being transcribed (a create answers this).
   * `completed`: done; `text` and `tokens` are present. `error`: failed; `error_type` and `error_message`
   * say why. `completed` and `error` are final. Clients must treat a value they do not know as not final:
   * new values may be added.
   */
  status: TranscriptionStatus;
  /**
   * Full transcribed text. Present once `completed`; may be absent while processing.
   */
  text?: string;
  /**
   * Tokens of the transcript, in order. Present once `completed`.
   */
  tokens?: Token[];
  /**
   * A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
   */
  model: ModelId;
  /**
   * Audio duration in milliseconds (300 minutes at the most). Known once processing has read the audio.
   */
  duration_ms?: number;
  /**
   * Creation time.
   */
  created_at: string;
  /**
   * The file this transcription was made from. For one created from an `audio_url`, the file the
   * service made of the audio it fetched (its content is those bytes).
   */
  file_id: string;
  /**
   * An `http` or `https` address the service fetches the audio from, instead of an upload: a public
   * address (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The
   * transcription then fails with `audio_url_unreachable`, `audio_url_not_audio` or
   * `audio_url_too_large` when the fetch does.
   */
  audio_url?: AudioUrl;
  /**
   * The address the service sends `transcription.completed` or `transcription.failed` to, once, when the
   * transcription ends (signed; see the webhooks). A public `https` address; any other (an address in
   * a private or loopback range, or plain `http`) answers `400` with `error_type: webhook_url_not_allowed`.
   */
  webhook_url?: WebhookUrl;
  /**
   * Whether speakers are separated; tokens then carry `speaker`.
   */
  enable_speaker_diarization: boolean;
  /**
   * Whether each token's language is identified; tokens then carry `language`.
   */
  enable_language_identification: boolean;
  /**
   * Whether a `processing` transcription carries the tokens finalized so far.
   */
  enable_streaming?: boolean;
  /**
   * Languages the audio is expected to contain, to help recognition.
   */
  language_hints?: LanguageHints;
  /**
   * Translation of the speech, one way (into one language) or two way (between two languages).
   */
  translation?: TranslationConfig;
  /**
   * Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
   * terms. About 10 000 characters in all; more answers `400`.
   */
  context?: ContextConfig;
  /**
   * The reference given at creation, or `null`.
   */
  client_reference_id: string | null;
  /**
   * Why the transcription failed, when `status` is `error`, such as `audio_decode_failed`, or for one
   * created from an `audio_url`: `audio_url_unreachable` (no answer, or not a 2xx),
   * `audio_url_not_audio` (the bytes are not audio) or `audio_url_too_large` (over 1 GiB).
   */
  error_type?: string | null;
  /**
   * A readable explanation of the failure, when `status` is `error`.
   */
  error_message?: string | null;
};

/**
 * One page of transcriptions (without their tokens).
 */
export type TranscriptionList = {
  transcriptions: Transcription[];
  /**
   * Pass it as `cursor` to get the next page; `null` on the last page.
   */
  next_page_cursor: NextPageCursor;
};

/**
 * A piece of the transcript: a word, part of a word or a punctuation mark, with its leading space, so
 * that the texts of consecutive tokens concatenate into the transcript. In streaming mode the server
 * sends tokens of this shape as RealtimeToken, first interim (`is_final: false`), then final.
 * The special final tokens `<fin>` (finalize done) and `<end>` (endpoint detected) are control
 * signals, not transcript text.
 */
export type Token = {
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
  language?: LanguageCode;
  /**
   * Present when translation is on. `none`: speech in a language that is not translated;
   * `original`: speech that is translated; `translation`: the translation of it (no timestamps).
   */
  translation_status?: TranslationStatus;
  /**
   * A language, as an ISO 639-1 code.
   */
  source_language?: LanguageCode;
};

/**
 * Present when translation is on. `none`: speech in a language that is not translated;
 * `original`: speech that is translated; `translation`: the translation of it (no timestamps).
 */
export type TranslationStatus = "none" | "original" | "translation";

/**
 * A language, as an ISO 639-1 code.
 */
export type LanguageCode = string;

/**
 * A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
 */
export type ModelId = string;

/**
 * Languages the audio is expected to contain, to help recognition.
 */
export type LanguageHints = LanguageCode[];

/**
 * A reference of your own, returned with the resource, such as a ticket number.
 */
export type ClientReferenceId = string;

/**
 * The options of a transcription, shared by batch transcriptions (`POST /transcriptions`) and
 * streaming sessions (the config message): both list these properties by reference, and refuse any
 * property they do not list (a misspelt option is an error, not a default).
 */
export type TranscriptionConfig = {
  /**
   * A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
   */
  model?: ModelId;
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
  translation?: TranslationConfig;
  /**
   * Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
   * terms. About 10 000 characters in all; more answers `400`.
   */
  context?: ContextConfig;
  /**
   * Languages the audio is expected to contain, to help recognition.
   */
  language_hints?: LanguageHints;
  /**
   * Identifies the language of each token; tokens then carry `language`.
   */
  enable_language_identification?: boolean;
  /**
   * A reference of your own, returned with the resource, such as a ticket number.
   */
  client_reference_id?: ClientReferenceId;
};

/**
 * The body of `POST /transcriptions`: the audio, and the options of TranscriptionConfig. The audio is named
 * by exactly one of `file_id` (an upload) and `audio_url` (audio the service fetches); `model` and
 * `enable_speaker_diarization` are required; any other property is refused (`400`).
 */
export type CreateTranscriptionRequest = components["schemas"]["CreateTranscriptionRequest"];

/**
 * Translation of the speech, one way (into one language) or two way (between two languages).
 */
export type TranslationConfig = OneWayTranslation | TwoWayTranslation;

/**
 * Translate all speech into `target_language`.
 */
export type OneWayTranslation = {
  type: "one_way";
  /**
   * A language, as an ISO 639-1 code.
   */
  target_language: LanguageCode;
};

/**
 * Translate speech in `language_a` into `language_b` and the other way round.
 */
export type TwoWayTranslation = {
  type: "two_way";
  /**
   * A language, as an ISO 639-1 code.
   */
  language_a: LanguageCode;
  /**
   * A language, as an ISO 639-1 code.
   */
  language_b: LanguageCode;
};

/**
 * Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
 * terms. About 10 000 characters in all; more answers `400`.
 */
export type ContextConfig = {
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
};

/**
 * A key-value fact about the audio, such as `domain: healthcare`.
 */
export type ContextGeneralItem = {
  key: string;
  value: string;
};

/**
 * A term and how to translate it.
 */
export type ContextTranslationTerm = {
  source: string;
  target: string;
};

/**
 * A model that transcriptions or streams can use.
 */
export type Model = {
  /**
   * A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
   */
  id: ModelId;
  /**
   * A readable name.
   */
  name: string;
  /**
   * For an alias, the model it points to; otherwise `null`.
   */
  aliased_model_id: string | null;
  /**
   * `real_time` models serve streams; `async` models serve transcriptions of files.
   */
  transcription_mode: "real_time" | "async";
  languages: ModelLanguage[];
  supports_translation: boolean;
  supports_diarization: boolean;
};

/**
 * A language a model transcribes.
 */
export type ModelLanguage = {
  /**
   * A language, as an ISO 639-1 code.
   */
  code: LanguageCode;
  name: string;
};

/**
 * The models available to transcriptions and streams.
 */
export type ModelList = {
  models: Model[];
};

/**
 * What a temporary API key may do, and for how long.
 */
export type CreateTemporaryApiKeyRequest = {
  /**
   * What the key may be used for.
   */
  usage_type: "transcribe_websocket";
  /**
   * How long the key is valid, from 1 second to 1 hour.
   */
  expires_in_seconds: number;
  /**
   * A reference of your own, returned with the resource, such as a ticket number.
   */
  client_reference_id?: ClientReferenceId;
  /**
   * Whether the key stops working after its first use.
   */
  single_use?: boolean;
};

/**
 * A temporary API key, for a client that must not hold the real key, such as a browser.
 */
export type TemporaryApiKey = {
  /**
   * The temporary key. Safe to use as a WebSocket subprotocol token.
   */
  api_key: string;
  /**
   * When the key stops working.
   */
  expires_at: string;
};

/**
 * An `http` or `https` address the service fetches the audio from, instead of an upload: a public
 * address (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The
 * transcription then fails with `audio_url_unreachable`, `audio_url_not_audio` or
 * `audio_url_too_large` when the fetch does.
 */
export type AudioUrl = string;

/**
 * The address the service sends `transcription.completed` or `transcription.failed` to, once, when the
 * transcription ends (signed; see the webhooks). A public `https` address; any other (an address in
 * a private or loopback range, or plain `http`) answers `400` with `error_type: webhook_url_not_allowed`.
 */
export type WebhookUrl = string;

/**
 * The secret that signs an API key's webhooks, and the previous one while it still signs.
 */
export type WebhookSecret = {
  /**
   * The current secret, `whsec_` then base64.
   */
  secret: string;
  /**
   * When the current secret was made.
   */
  created_at: string;
  /**
   * Until when the previous secret still signs (beside the current one), after a rotation; `null` when
   * only the current one signs.
   */
  previous_secret_expires_at: string | null;
};

/**
 * The transcription a webhook is about; get the rest of it with `GET /transcriptions/{transcription_id}`.
 */
export type TranscriptionEventData = {
  /**
   * The transcription's `id`.
   */
  id: string;
  /**
   * `queued`: accepted, waiting for capacity. `processing`: being transcribed (a create answers this).
   * `completed`: done; `text` and `tokens` are present. `error`: failed; `error_type` and `error_message`
   * say why. `completed` and `error` are final. Clients must treat a value they do not know as not final:
   * new values may be added.
   */
  status: TranscriptionStatus;
  /**
   * The transcription's `file_id`; `null` when it failed before an `audio_url`'s audio was fetched.
   */
  file_id: string | null;
  /**
   * An `http` or `https` address the service fetches the audio from, instead of an upload: a public
   * address (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The
   * transcription then fails with `audio_url_unreachable`, `audio_url_not_audio` or
   * `audio_url_too_large` when the fetch does.
   */
  audio_url?: AudioUrl;
  /**
   * The reference given at creation, or `null`.
   */
  client_reference_id: string | null;
  /**
   * Why it failed, for `transcription.failed`, as the transcription's `error_type`.
   */
  error_type?: string;
  /**
   * A readable explanation, for `transcription.failed`.
   */
  error_message?: string;
};

/**
 * The body of the `transcription.completed` webhook.
 */
export type TranscriptionCompletedEvent = {
  type: "transcription.completed";
  /**
   * When the event happened (the transcription ended).
   */
  timestamp: string;
  /**
   * The transcription a webhook is about; get the rest of it with `GET /transcriptions/{transcription_id}`.
   */
  data: TranscriptionEventData;
};

/**
 * The body of the `transcription.failed` webhook.
 */
export type TranscriptionFailedEvent = {
  type: "transcription.failed";
  /**
   * When the event happened (the transcription ended).
   */
  timestamp: string;
  /**
   * The transcription a webhook is about; get the rest of it with `GET /transcriptions/{transcription_id}`.
   */
  data: TranscriptionEventData;
};

/**
 * The body of every non-2xx response.
 */
export type ErrorBody = {
  /**
   * The HTTP status, repeated.
   */
  status_code: number;
  /**
   * A stable, machine-readable reason, such as `invalid_request`, `invalid_cursor`, `file_too_large`,
   * `unauthenticated`, `permission_denied`, `file_not_found`, `transcription_not_found`, `file_expired`,
   * `transcription_invalid_state`, `webhook_url_not_allowed`, `not_acceptable`, `rate_limited`,
   * `internal_error` or `service_unavailable`.
   * New values may be added.
   */
  error_type: string;
  /**
   * A readable explanation.
   */
  message: string;
  /**
   * For invalid requests, what was wrong with which field.
   */
  validation_errors?: ValidationErrorDetail[];
  /**
   * The `X-Request-Id` of the response.
   */
  request_id: string;
};

/**
 * One problem with a request: what is wrong, and where.
 */
export type ValidationErrorDetail = {
  /**
   * What kind of problem, such as `missing`, `too_long` or `invalid_value`.
   */
  error_type: string;
  /**
   * Where, as a dotted path such as `body.model` or `query.limit`.
   */
  location: string;
  message: string;
};

/**
 * Query parameters of `GET /files`.
 */
export type ListFilesQuery = NonNullable<operations["listFiles"]["parameters"]["query"]>;

/**
 * Query parameters of `GET /transcriptions`.
 */
export type ListTranscriptionsQuery = NonNullable<operations["listTranscriptions"]["parameters"]["query"]>;

/**
 * Query parameters of `GET /transcriptions/{transcription_id}/captions`.
 */
export type GetTranscriptionCaptionsQuery = NonNullable<operations["getTranscriptionCaptions"]["parameters"]["query"]>;
