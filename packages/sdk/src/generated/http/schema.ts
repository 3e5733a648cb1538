// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
export interface paths {
  "/files": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List uploaded files
     * @description Lists uploaded files, newest first, one page at a time. Pass the `next_page_cursor` of a page as
     *     `cursor` to get the next one; it is `null` on the last page.
     */
    get: operations["listFiles"];
    put?: never;
    /**
     * Upload an audio file
     * @description Uploads an audio file as `multipart/form-data` and returns its `file_id`, which
     *     `POST /transcriptions` then takes. Up to 1 GiB and 300 minutes of audio; larger files answer `413`.
     *     Send an `Idempotency-Key` to make a retried upload safe.
     */
    post: operations["uploadFile"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/files/{file_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of an uploaded file, as returned by `POST /files`.
         * @example 6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11
         */
        file_id: components["parameters"]["FileId"];
      };
      cookie?: never;
    };
    /**
     * Get a file
     * @description Returns one uploaded file by its `file_id`.
     */
    get: operations["getFile"];
    put?: never;
    post?: never;
    /**
     * Delete a file
     * @description Deletes an uploaded file. Transcriptions already created from it are kept.
     */
    delete: operations["deleteFile"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/files/{file_id}/content": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of an uploaded file, as returned by `POST /files`.
         * @example 6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11
         */
        file_id: components["parameters"]["FileId"];
      };
      cookie?: never;
    };
    /**
     * Get a file's content
     * @description Returns the bytes of an uploaded file, exactly as they were uploaded (for a transcription created
     *     from an `audio_url`, the audio fetched from it). A file past its retention period has no content any
     *     more: that answers `409` (`file_expired`).
     */
    get: operations["getFileContent"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/transcriptions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List transcriptions
     * @description Lists transcriptions, newest first, one page at a time. Pass the `next_page_cursor` of a page as
     *     `cursor` to get the next one; it is `null` on the last page. Items leave out `tokens`; get one
     *     transcription to read them.
     */
    get: operations["listTranscriptions"];
    put?: never;
    /**
     * Create a transcription
     * @description Starts transcribing an uploaded file (`file_id`) or the audio at an address (`audio_url`): exactly
     *     one of them, or `400`. The response has the new transcription's `id` and `status: processing`; poll
     *     `GET /transcriptions/{transcription_id}` until `status` is `completed` (then it carries `text` and
     *     `tokens`) or `error`, or give a `webhook_url` to be called when it ends. `model` and
     *     `enable_speaker_diarization` are required; the other options are optional.
     *     Send an `Idempotency-Key` to make a retried create safe.
     */
    post: operations["createTranscription"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/transcriptions/{transcription_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of a transcription, as returned by `POST /transcriptions`.
         * @example 4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81
         */
        transcription_id: components["parameters"]["TranscriptionId"];
      };
      cookie?: never;
    };
    /**
     * Get a transcription
     * @description Returns one transcription. Poll it until `status` is `completed` (it then carries `text` and
     *     `tokens`) or `error` (it then carries `error_type` and `error_message`). While it is `queued` or
     *     `processing`, `text` may be absent; with `enable_streaming` a `processing` transcription already
     *     carries the tokens finalized so far.
     */
    get: operations["getTranscription"];
    put?: never;
    post?: never;
    /**
     * Delete a transcription
     * @description Deletes a transcription and its text. A transcription that is still `queued` or `processing`
     *     cannot be deleted: that answers `409`.
     */
    delete: operations["deleteTranscription"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/transcriptions/{transcription_id}/captions": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of a transcription, as returned by `POST /transcriptions`.
         * @example 4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81
         */
        transcription_id: components["parameters"]["TranscriptionId"];
      };
      cookie?: never;
    };
    /**
     * Get a transcription's captions
     * @description Returns the captions of a completed transcription, as WebVTT (`text/vtt`) or SubRip
     *     (`application/x-subrip`): send the one you want in `Accept`, or `format` in the query (which wins
     *     over `Accept`), or neither for WebVTT. The cues follow the SDKs' `captionsFromTokens` with its
     *     defaults: a cue holds one speaker's words, lasts 5 seconds at the most and holds two lines of 42
     *     characters at the most; translated tokens, which have no timestamps, are left out. A transcription
     *     that is not `completed` has no captions yet: that answers `409`.
     */
    get: operations["getTranscriptionCaptions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/models": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List models
     * @description Lists the models that transcriptions (`transcription_mode: async`) and streams
     *     (`transcription_mode: real_time`) can use, with their languages and abilities. It takes no input, so it
     *     has no validation error to answer (the `400`/`422` that OWASP API8 asks of operations does not apply).
     */
    get: operations["listModels"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/temporary-api-key": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a temporary API key
     * @description Mints a short-lived API key for one use, such as a browser page streaming audio. Your backend
     *     calls this with the real key and hands the temporary one to the page, which passes it in the
     *     WebSocket subprotocol list (`["stt-api-key", "<temporary key>"]`). Temporary keys look like
     *     `tmp_<base64url>` and contain no character a subprotocol token forbids.
     */
    post: operations["createTemporaryApiKey"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks/secret": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the webhook signing secret
     * @description Returns the secret that signs this API key's webhooks (`whsec_` then base64: the key of the HMAC is
     *     the bytes the base64 decodes to). Keep it on the receiving server, like the API key. It takes no
     *     input, so it has no validation error.
     */
    get: operations["getWebhookSecret"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhooks/secret/rotate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate the webhook signing secret
     * @description Makes a new signing secret and returns it. For 24 hours the previous secret still signs every
     *     delivery beside the new one (two signatures in `webhook-signature`), so that receivers can move to
     *     the new secret without refusing a delivery; after that only the new one signs. It takes no input, so
     *     it has no validation error.
     */
    post: operations["rotateWebhookSecret"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  "transcription.completed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transcription completed
     * @description Sent to the transcription's `webhook_url` when its `status` becomes `completed`. The body names the
     *     transcription; get its text with `GET /transcriptions/{transcription_id}`. Answer any 2xx within 15
     *     seconds, or the delivery is tried again with the same `webhook-id`.
     */
    post: operations["transcriptionCompleted"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "transcription.failed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A transcription failed
     * @description Sent to the transcription's `webhook_url` when its `status` becomes `error`; `data.error_type` and
     *     `data.error_message` say why. Answer any 2xx within 15 seconds, or the delivery is tried again with the
     *     same `webhook-id`.
     */
    post: operations["transcriptionFailed"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /**
     * UploadFileRequest
     * @description The multipart form of an upload.
     */
    UploadFileRequest: {
      /**
       * Format: binary
       * @description The audio, as a file part with its file name (`WAV`, `MP3`, `OGG`, `WebM`, `FLAC`, `M4A`, ...).
       *     Up to 1 GiB (1 073 741 824 bytes) and 300 minutes of audio.
       */
      file: Blob;
      client_reference_id?: components["schemas"]["ClientReferenceId"];
    };
    /**
     * FileObject
     * @description An uploaded audio file.
     */
    FileObject: {
      /**
       * @description Identifier of the uploaded file. Pass it as `file_id` to `POST /transcriptions`.
       * @example 6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11
       */
      file_id: string;
      status: components["schemas"]["FileStatus"];
      /**
       * @description The file name given in the upload.
       * @example support-call.wav
       */
      filename: string;
      /**
       * Format: int64
       * @description Size in bytes.
       * @example 1323044
       */
      size: number;
      /**
       * Format: date-time
       * @description When the file was uploaded.
       */
      created_at: string;
      /** @description The reference given at upload, or `null`. */
      client_reference_id: string | null;
    };
    /**
     * FileStatus
     * @description Status of a file. `uploaded`: stored and usable as `file_id`. `expired`: past its retention period;
     *     creating a transcription from it answers `409`. Clients must treat a value they do not know as
     *     opaque, not fail on it: new values may be added.
     */
    FileStatus: ("uploaded" | "expired") | string;
    /**
     * FileList
     * @description One page of files.
     */
    FileList: {
      files: components["schemas"]["FileObject"][];
      next_page_cursor: components["schemas"]["NextPageCursor"];
    };
    /**
     * NextPageCursor
     * @description Pass it as `cursor` to get the next page; `null` on the last page.
     */
    NextPageCursor: string | null;
    /**
     * TranscriptionStatus
     * @description `queued`: accepted, waiting for capacity. `processing`: being transcribed (a create answers this).
     *     `completed`: done; `text` and `tokens` are present. `error`: failed; `error_type` and `error_message`
     *     say why. `completed` and `error` are final. Clients must treat a value they do not know as not final:
     *     new values may be added.
     */
    TranscriptionStatus: ("queued" | "processing" | "completed" | "error") | string;
    /**
     * Transcription
     * @description An asynchronous transcription of an uploaded file, with the options it was created with.
     *     `text` is the whole transcript of the original speech: the concatenation of the `text` of every token
     *     whose `translation_status` is not `translation`.
     */
    Transcription: {
      /**
       * @description Identifier of the transcription.
       * @example 4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81
       */
      id: string;
      status: components["schemas"]["TranscriptionStatus"];
      /** @description Full transcribed text. Present once `completed`; may be absent while processing. */
      text?: string;
      /** @description Tokens of the transcript, in order. Present once `completed`. */
      tokens?: components["schemas"]["Token"][];
      model: components["schemas"]["ModelId"];
      /**
       * Format: float
       * @description Audio duration in milliseconds (300 minutes at the most). Known once processing has read the audio.
       */
      duration_ms?: number;
      /**
       * Format: date-time
       * @description Creation time.
       */
      created_at: string;
      /**
       * @description The file this transcription was made from. For one created from an `audio_url`, the file the
       *     service made of the audio it fetched (its content is those bytes).
       */
      file_id: string;
      audio_url?: components["schemas"]["AudioUrl"];
      webhook_url?: components["schemas"]["WebhookUrl"];
      /** @description Whether speakers are separated; tokens then carry `speaker`. */
      enable_speaker_diarization: boolean;
      /** @description Whether each token's language is identified; tokens then carry `language`. */
      enable_language_identification: boolean;
      /** @description Whether a `processing` transcription carries the tokens finalized so far. */
      enable_streaming?: boolean;
      language_hints?: components["schemas"]["LanguageHints"];
      translation?: components["schemas"]["TranslationConfig"];
      context?: components["schemas"]["ContextConfig"];
      /** @description The reference given at creation, or `null`. */
      client_reference_id: string | null;
      /**
       * @description Why the transcription failed, when `status` is `error`, such as `audio_decode_failed`, or for one
       *     created from an `audio_url`: `audio_url_unreachable` (no answer, or not a 2xx),
       *     `audio_url_not_audio` (the bytes are not audio) or `audio_url_too_large` (over 1 GiB).
       */
      error_type?: string | null;
      /** @description A readable explanation of the failure, when `status` is `error`. */
      error_message?: string | null;
    };
    /**
     * TranscriptionList
     * @description One page of transcriptions (without their tokens).
     */
    TranscriptionList: {
      transcriptions: components["schemas"]["Transcription"][];
      next_page_cursor: components["schemas"]["NextPageCursor"];
    };
    /**
     * Token
     * @description A piece of the transcript: a word, part of a word or a punctuation mark, with its leading space, so
     *     that the texts of consecutive tokens concatenate into the transcript. In streaming mode the server
     *     sends tokens of this shape as RealtimeToken, first interim (`is_final: false`), then final.
     *     The special final tokens `<fin>` (finalize done) and `<end>` (endpoint detected) are control
     *     signals, not transcript text.
     */
    Token: {
      /**
       * @description Text of the token.
       * @example thanks
       */
      text: string;
      /**
       * Format: int32
       * @description Start offset in the audio, in milliseconds. Absent on translated tokens.
       */
      start_ms?: number;
      /**
       * Format: int32
       * @description End offset in the audio, in milliseconds. Absent on translated tokens.
       */
      end_ms?: number;
      /**
       * Format: float
       * @description Confidence of the token, from 0 to 1.
       */
      confidence: number;
      /** @description `false` for an interim token (it may still change), `true` for a final one (it never changes). */
      is_final: boolean;
      /**
       * @description Speaker label, such as `"1"`. Present only with speaker diarization.
       * @example 1
       */
      speaker?: string;
      language?: components["schemas"]["LanguageCode"];
      translation_status?: components["schemas"]["TranslationStatus"];
      source_language?: components["schemas"]["LanguageCode"];
    };
    /**
     * TranslationStatus
     * @description Present when translation is on. `none`: speech in a language that is not translated;
     *     `original`: speech that is translated; `translation`: the translation of it (no timestamps).
     * @enum {string}
     */
    TranslationStatus: "none" | "original" | "translation";
    /**
     * LanguageCode
     * @description A language, as an ISO 639-1 code.
     * @example en
     * @example es
     */
    LanguageCode: string;
    /**
     * ModelId
     * @description A model identifier, such as `stt-async-v3` or `stt-rt-v3` (see `GET /models`).
     * @example stt-async-v3
     * @example stt-rt-v3
     */
    ModelId: string;
    /**
     * LanguageHints
     * @description Languages the audio is expected to contain, to help recognition.
     * @example [
     *       "en",
     *       "es"
     *     ]
     */
    LanguageHints: components["schemas"]["LanguageCode"][];
    /**
     * ClientReferenceId
     * @description A reference of your own, returned with the resource, such as a ticket number.
     * @example ticket-4821
     */
    ClientReferenceId: string;
    /**
     * TranscriptionConfig
     * @description The options of a transcription, shared by batch transcriptions (`POST /transcriptions`) and
     *     streaming sessions (the config message): both list these properties by reference, and refuse any
     *     property they do not list (a misspelt option is an error, not a default).
     */
    TranscriptionConfig: {
      model?: components["schemas"]["ModelId"];
      /**
       * @description Separates multiple speakers; tokens then carry `speaker`.
       * @default false
       */
      enable_speaker_diarization?: boolean;
      /**
       * @description Deliver partial results as they become available. In streaming mode, interim tokens are sent only
       *     when it is `true`. In batch mode, a `processing` transcription then carries the tokens finalized so far.
       * @default true
       */
      enable_streaming?: boolean;
      translation?: components["schemas"]["TranslationConfig"];
      context?: components["schemas"]["ContextConfig"];
      language_hints?: components["schemas"]["LanguageHints"];
      /**
       * @description Identifies the language of each token; tokens then carry `language`.
       * @default false
       */
      enable_language_identification?: boolean;
      client_reference_id?: components["schemas"]["ClientReferenceId"];
    };
    /**
     * CreateTranscriptionRequest
     * @description The body of `POST /transcriptions`: the audio, and the options of TranscriptionConfig. The audio is named
     *     by exactly one of `file_id` (an upload) and `audio_url` (audio the service fetches); `model` and
     *     `enable_speaker_diarization` are required; any other property is refused (`400`).
     */
    CreateTranscriptionRequest: ({
      /** @description The `file_id` returned by `POST /files`. Leave it out when you give `audio_url`. */
      file_id?: string;
      audio_url?: components["schemas"]["AudioUrl"];
      webhook_url?: components["schemas"]["WebhookUrl"];
      model: components["schemas"]["TranscriptionConfig"]["model"];
      /** @description Separates multiple speakers; tokens then carry `speaker`. Required, with no default. */
      enable_speaker_diarization: boolean;
      enable_streaming?: components["schemas"]["TranscriptionConfig"]["enable_streaming"];
      translation?: components["schemas"]["TranscriptionConfig"]["translation"];
      context?: components["schemas"]["TranscriptionConfig"]["context"];
      language_hints?: components["schemas"]["TranscriptionConfig"]["language_hints"];
      enable_language_identification?: components["schemas"]["TranscriptionConfig"]["enable_language_identification"];
      client_reference_id?: components["schemas"]["TranscriptionConfig"]["client_reference_id"];
    } & WithRequired<components["schemas"]["TranscriptionConfig"], "model" | "enable_speaker_diarization">) &
      (
        | {
            file_id: string;
          }
        | {
            audio_url: components["schemas"]["AudioUrl"];
          }
      );
    /**
     * TranslationConfig
     * @description Translation of the speech, one way (into one language) or two way (between two languages).
     */
    TranslationConfig: components["schemas"]["OneWayTranslation"] | components["schemas"]["TwoWayTranslation"];
    /**
     * OneWayTranslation
     * @description Translate all speech into `target_language`.
     */
    OneWayTranslation: {
      /** @constant */
      type: "one_way";
      target_language: components["schemas"]["LanguageCode"];
    };
    /**
     * TwoWayTranslation
     * @description Translate speech in `language_a` into `language_b` and the other way round.
     */
    TwoWayTranslation: {
      /** @constant */
      type: "two_way";
      language_a: components["schemas"]["LanguageCode"];
      language_b: components["schemas"]["LanguageCode"];
    };
    /**
     * ContextConfig
     * @description Hints that improve recognition of domain words: key-value facts, free text, terms and translations of
     *     terms. About 10 000 characters in all; more answers `400`.
     */
    ContextConfig: {
      /** @description Key-value facts about the audio, such as its domain or the speakers' names. */
      general?: components["schemas"]["ContextGeneralItem"][];
      /** @description Free text about the audio, such as a summary or an agenda. */
      text?: string;
      /** @description Words and phrases likely to occur, such as product names. */
      terms?: string[];
      /** @description How to translate given terms. */
      translation_terms?: components["schemas"]["ContextTranslationTerm"][];
    };
    /**
     * ContextGeneralItem
     * @description A key-value fact about the audio, such as `domain: healthcare`.
     */
    ContextGeneralItem: {
      key: string;
      value: string;
    };
    /**
     * ContextTranslationTerm
     * @description A term and how to translate it.
     */
    ContextTranslationTerm: {
      source: string;
      target: string;
    };
    /**
     * Model
     * @description A model that transcriptions or streams can use.
     */
    Model: {
      id: components["schemas"]["ModelId"];
      /** @description A readable name. */
      name: string;
      /** @description For an alias, the model it points to; otherwise `null`. */
      aliased_model_id: string | null;
      /**
       * @description `real_time` models serve streams; `async` models serve transcriptions of files.
       * @enum {string}
       */
      transcription_mode: "real_time" | "async";
      languages: components["schemas"]["ModelLanguage"][];
      supports_translation: boolean;
      supports_diarization: boolean;
    };
    /**
     * ModelLanguage
     * @description A language a model transcribes.
     */
    ModelLanguage: {
      code: components["schemas"]["LanguageCode"];
      /** @example English */
      name: string;
    };
    /**
     * ModelList
     * @description The models available to transcriptions and streams.
     */
    ModelList: {
      models: components["schemas"]["Model"][];
    };
    /**
     * CreateTemporaryApiKeyRequest
     * @description What a temporary API key may do, and for how long.
     */
    CreateTemporaryApiKeyRequest: {
      /**
       * @description What the key may be used for.
       * @enum {string}
       */
      usage_type: "transcribe_websocket";
      /**
       * Format: int32
       * @description How long the key is valid, from 1 second to 1 hour.
       */
      expires_in_seconds: number;
      client_reference_id?: components["schemas"]["ClientReferenceId"];
      /**
       * @description Whether the key stops working after its first use.
       * @default false
       */
      single_use?: boolean;
    };
    /**
     * TemporaryApiKey
     * @description A temporary API key, for a client that must not hold the real key, such as a browser.
     */
    TemporaryApiKey: {
      /** @description The temporary key. Safe to use as a WebSocket subprotocol token. */
      api_key: string;
      /**
       * Format: date-time
       * @description When the key stops working.
       */
      expires_at: string;
    };
    /**
     * AudioUrl
     * Format: uri
     * @description An `http` or `https` address the service fetches the audio from, instead of an upload: a public
     *     address (such as a pre-signed bucket URL), answering with the audio's bytes within 1 GiB. The
     *     transcription then fails with `audio_url_unreachable`, `audio_url_not_audio` or
     *     `audio_url_too_large` when the fetch does.
     * @example https://storage.example.com/calls/support-call.wav
     */
    AudioUrl: string;
    /**
     * WebhookUrl
     * Format: uri
     * @description The address the service sends `transcription.completed` or `transcription.failed` to, once, when the
     *     transcription ends (signed; see the webhooks). A public `https` address; any other (an address in
     *     a private or loopback range, or plain `http`) answers `400` with `error_type: webhook_url_not_allowed`.
     * @example https://api.example.com/hooks/transcriptions
     */
    WebhookUrl: string;
    /**
     * WebhookSecret
     * @description The secret that signs an API key's webhooks, and the previous one while it still signs.
     */
    WebhookSecret: {
      /** @description The current secret, `whsec_` then base64. */
      secret: string;
      /**
       * Format: date-time
       * @description When the current secret was made.
       */
      created_at: string;
      /**
       * Format: date-time
       * @description Until when the previous secret still signs (beside the current one), after a rotation; `null` when
       *     only the current one signs.
       */
      previous_secret_expires_at: string | null;
    };
    /**
     * TranscriptionEventData
     * @description The transcription a webhook is about; get the rest of it with `GET /transcriptions/{transcription_id}`.
     */
    TranscriptionEventData: {
      /** @description The transcription's `id`. */
      id: string;
      status: components["schemas"]["TranscriptionStatus"];
      /** @description The transcription's `file_id`; `null` when it failed before an `audio_url`'s audio was fetched. */
      file_id: string | null;
      audio_url?: components["schemas"]["AudioUrl"];
      /** @description The reference given at creation, or `null`. */
      client_reference_id: string | null;
      /** @description Why it failed, for `transcription.failed`, as the transcription's `error_type`. */
      error_type?: string;
      /** @description A readable explanation, for `transcription.failed`. */
      error_message?: string;
    };
    /**
     * TranscriptionCompletedEvent
     * @description The body of the `transcription.completed` webhook.
     */
    TranscriptionCompletedEvent: {
      /** @constant */
      type: "transcription.completed";
      /**
       * Format: date-time
       * @description When the event happened (the transcription ended).
       */
      timestamp: string;
      data: components["schemas"]["TranscriptionEventData"];
    };
    /**
     * TranscriptionFailedEvent
     * @description The body of the `transcription.failed` webhook.
     */
    TranscriptionFailedEvent: {
      /** @constant */
      type: "transcription.failed";
      /**
       * Format: date-time
       * @description When the event happened (the transcription ended).
       */
      timestamp: string;
      data: components["schemas"]["TranscriptionEventData"];
    };
    /**
     * ErrorBody
     * @description The body of every non-2xx response.
     */
    ErrorBody: {
      /**
       * Format: int32
       * @description The HTTP status, repeated.
       */
      status_code: number;
      /**
       * @description A stable, machine-readable reason, such as `invalid_request`, `invalid_cursor`, `file_too_large`,
       *     `unauthenticated`, `permission_denied`, `file_not_found`, `transcription_not_found`, `file_expired`,
       *     `transcription_invalid_state`, `webhook_url_not_allowed`, `not_acceptable`, `rate_limited`,
       *     `internal_error` or `service_unavailable`.
       *     New values may be added.
       * @example invalid_request
       */
      error_type: string;
      /** @description A readable explanation. */
      message: string;
      /** @description For invalid requests, what was wrong with which field. */
      validation_errors?: components["schemas"]["ValidationErrorDetail"][];
      /** @description The `X-Request-Id` of the response. */
      request_id: string;
    };
    /**
     * ValidationErrorDetail
     * @description One problem with a request: what is wrong, and where.
     */
    ValidationErrorDetail: {
      /** @description What kind of problem, such as `missing`, `too_long` or `invalid_value`. */
      error_type: string;
      /** @description Where, as a dotted path such as `body.model` or `query.limit`. */
      location: string;
      message: string;
    };
  };
  responses: {
    /** @description The request is invalid; `validation_errors` says what to fix. */
    BadRequest: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The identifier in the path is not one the service hands out (such as `.` or an empty one). */
    InvalidId: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The page request is invalid, such as an unknown `cursor` or a `limit` out of range. */
    BadListRequest: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The API key is missing or invalid. */
    Unauthorized: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The API key is valid but lacks the permission for this operation. */
    Forbidden: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description No file has this `file_id`. */
    FileNotFound: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description No transcription has this `id`. */
    TranscriptionNotFound: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /**
     * @description The file is past its retention period and can no longer be transcribed (upload it again), or a request
     *     with the same `Idempotency-Key` is still being handled (retry once it has answered).
     */
    TranscriptionConflict: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The file is past its retention period; its content is gone (upload it again). */
    FileExpired: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description A request with the same `Idempotency-Key` is still being handled; retry once it has answered. */
    IdempotencyKeyInUse: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The `Idempotency-Key` was sent before with a different request; a new request needs a new key. */
    IdempotencyKeyReused: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The transcription is still `queued` or `processing`; wait until it is `completed` or `error`. */
    TranscriptionInvalidState: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The upload is larger than 1 GiB. */
    PayloadTooLarge: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /**
     * @description The upload is not audio the service can read, or it is longer than 300 minutes; or its
     *     `Idempotency-Key` was sent before with a different request.
     */
    UnprocessableUpload: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /**
     * @description The transcription request is invalid: a field is missing or malformed, the context is too long,
     *     or the model cannot honour an option. `validation_errors` says what to fix.
     */
    InvalidTranscriptionRequest: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description A rate limit was hit. Wait for `Retry-After` seconds, then retry. */
    TooManyRequests: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "Retry-After": components["headers"]["RetryAfter"];
        "RateLimit-Limit": components["headers"]["RateLimitLimit"];
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
        "RateLimit-Reset": components["headers"]["RateLimitReset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The service failed. Retrying may succeed. */
    InternalServerError: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The service is overloaded or in maintenance. Wait for `Retry-After` seconds, then retry. */
    ServiceUnavailable: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"];
        "Retry-After": components["headers"]["RetryAfter"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
  };
  parameters: {
    /**
     * @description Identifier of an uploaded file, as returned by `POST /files`.
     * @example 6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11
     */
    FileId: string;
    /**
     * @description Identifier of a transcription, as returned by `POST /transcriptions`.
     * @example 4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81
     */
    TranscriptionId: string;
    /**
     * @description How many items a page holds at the most.
     * @example 50
     */
    Limit: number;
    /**
     * @description The `next_page_cursor` of the previous page, as it was (it is opaque). Leave it out for the first page.
     *     A cursor that was not returned by the service answers `400` with `error_type: invalid_cursor`.
     * @example eyJjcmVhdGVkX2F0IjoiMjAyNi0xMS0xOVQwOTozMTo0NVoifQ
     */
    Cursor: string;
    /**
     * @description A client-chosen key, unique for each logical request. A request repeated with the same key
     *     within 24 hours returns the first response and creates nothing. Reuse it on every retry.
     * @example 0f8e4b1a-7c2d-4e5f-9a6b-3c1d2e4f5a6b
     */
    IdempotencyKey: string;
    /**
     * @description Identifies the event; a repeated delivery of one event carries the same id, so that a receiver can
     *     ignore a repeat. Part of what is signed.
     * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
     */
    WebhookIdHeader: string;
    /**
     * @description When the delivery was signed, in seconds since 1970-01-01 UTC. Part of what is signed; refuse a
     *     delivery whose timestamp is more than five minutes away from your clock (a replayed one).
     * @example 1795788199
     */
    WebhookTimestampHeader: string;
    /**
     * @description One or more signatures separated by spaces, each `v1,` then the base64 HMAC-SHA256 of
     *     `<webhook-id>.<webhook-timestamp>.<body>` keyed with a signing secret. Two while a rotated secret
     *     still signs: accept the delivery when any of them is right.
     * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
     */
    WebhookSignatureHeader: string;
  };
  requestBodies: never;
  headers: {
    /**
     * @description Identifies this request in the service's logs. Error bodies repeat it as `request_id`.
     * @example 3d37a3bd-5078-47ee-a369-b204e3bbedda
     */
    RequestId: string;
    /**
     * @description `attachment`, with the file name given at upload, so that a browser or `curl -OJ` saves it by that name.
     * @example attachment; filename="support-call.wav"
     */
    ContentDisposition: string;
    /**
     * @description How long to wait before retrying: a number of seconds, or an HTTP date.
     * @example 2
     */
    RetryAfter: string;
    /**
     * @description Requests allowed in the current window (IETF draft `RateLimit` header fields). Sent on every 2xx and 4xx answer of the service.
     * @example 600
     */
    RateLimitLimit: number;
    /**
     * @description Requests left in the current window.
     * @example 598
     */
    RateLimitRemaining: number;
    /**
     * @description Seconds until the current window ends and the allowance is whole again.
     * @example 42
     */
    RateLimitReset: number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listFiles: {
    parameters: {
      query?: {
        /**
         * @description How many items a page holds at the most.
         * @example 50
         */
        limit?: components["parameters"]["Limit"];
        /**
         * @description The `next_page_cursor` of the previous page, as it was (it is opaque). Leave it out for the first page.
         *     A cursor that was not returned by the service answers `400` with `error_type: invalid_cursor`.
         * @example eyJjcmVhdGVkX2F0IjoiMjAyNi0xMS0xOVQwOTozMTo0NVoifQ
         */
        cursor?: components["parameters"]["Cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of files. */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileList"];
        };
      };
      400: components["responses"]["BadListRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  uploadFile: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description A client-chosen key, unique for each logical request. A request repeated with the same key
         *     within 24 hours returns the first response and creates nothing. Reuse it on every retry.
         * @example 0f8e4b1a-7c2d-4e5f-9a6b-3c1d2e4f5a6b
         */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["UploadFileRequest"];
      };
    };
    responses: {
      /** @description The file is stored and can be transcribed by its `file_id`. */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileObject"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      409: components["responses"]["IdempotencyKeyInUse"];
      413: components["responses"]["PayloadTooLarge"];
      422: components["responses"]["UnprocessableUpload"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  getFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of an uploaded file, as returned by `POST /files`.
         * @example 6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11
         */
        file_id: components["parameters"]["FileId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileObject"];
        };
      };
      400: components["responses"]["InvalidId"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["FileNotFound"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  deleteFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of an uploaded file, as returned by `POST /files`.
         * @example 6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11
         */
        file_id: components["parameters"]["FileId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file is deleted. */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["InvalidId"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["FileNotFound"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  getFileContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of an uploaded file, as returned by `POST /files`.
         * @example 6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11
         */
        file_id: components["parameters"]["FileId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's bytes. */
      200: {
        headers: {
          "Content-Disposition": components["headers"]["ContentDisposition"];
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/octet-stream": Blob;
        };
      };
      400: components["responses"]["InvalidId"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["FileNotFound"];
      409: components["responses"]["FileExpired"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  listTranscriptions: {
    parameters: {
      query?: {
        /**
         * @description How many items a page holds at the most.
         * @example 50
         */
        limit?: components["parameters"]["Limit"];
        /**
         * @description The `next_page_cursor` of the previous page, as it was (it is opaque). Leave it out for the first page.
         *     A cursor that was not returned by the service answers `400` with `error_type: invalid_cursor`.
         * @example eyJjcmVhdGVkX2F0IjoiMjAyNi0xMS0xOVQwOTozMTo0NVoifQ
         */
        cursor?: components["parameters"]["Cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of transcriptions. */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TranscriptionList"];
        };
      };
      400: components["responses"]["BadListRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  createTranscription: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description A client-chosen key, unique for each logical request. A request repeated with the same key
         *     within 24 hours returns the first response and creates nothing. Reuse it on every retry.
         * @example 0f8e4b1a-7c2d-4e5f-9a6b-3c1d2e4f5a6b
         */
        "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateTranscriptionRequest"];
      };
    };
    responses: {
      /** @description The transcription is created and processing. */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Transcription"];
        };
      };
      400: components["responses"]["InvalidTranscriptionRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["FileNotFound"];
      409: components["responses"]["TranscriptionConflict"];
      422: components["responses"]["IdempotencyKeyReused"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  getTranscription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of a transcription, as returned by `POST /transcriptions`.
         * @example 4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81
         */
        transcription_id: components["parameters"]["TranscriptionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transcription. */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Transcription"];
        };
      };
      400: components["responses"]["InvalidId"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["TranscriptionNotFound"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  deleteTranscription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of a transcription, as returned by `POST /transcriptions`.
         * @example 4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81
         */
        transcription_id: components["parameters"]["TranscriptionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transcription is deleted. */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["InvalidId"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["TranscriptionNotFound"];
      409: components["responses"]["TranscriptionInvalidState"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  getTranscriptionCaptions: {
    parameters: {
      query?: {
        /**
         * @description `vtt` for WebVTT or `srt` for SubRip; it wins over `Accept`. Leave it out to choose by `Accept`.
         * @example srt
         */
        format?: "vtt" | "srt";
      };
      header?: never;
      path: {
        /**
         * @description Identifier of a transcription, as returned by `POST /transcriptions`.
         * @example 4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81
         */
        transcription_id: components["parameters"]["TranscriptionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The captions. */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "text/vtt": string;
          "application/x-subrip": string;
        };
      };
      400: components["responses"]["InvalidId"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["TranscriptionNotFound"];
      409: components["responses"]["TranscriptionInvalidState"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  listModels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The models. */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ModelList"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  createTemporaryApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateTemporaryApiKeyRequest"];
      };
    };
    responses: {
      /** @description The temporary key. */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TemporaryApiKey"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  getWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current secret, and the previous one while it still signs. */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookSecret"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new secret, and the previous one, which signs for 24 more hours. */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"];
          "RateLimit-Limit": components["headers"]["RateLimitLimit"];
          "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
          "RateLimit-Reset": components["headers"]["RateLimitReset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookSecret"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      429: components["responses"]["TooManyRequests"];
      500: components["responses"]["InternalServerError"];
      503: components["responses"]["ServiceUnavailable"];
    };
  };
  transcriptionCompleted: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Identifies the event; a repeated delivery of one event carries the same id, so that a receiver can
         *     ignore a repeat. Part of what is signed.
         * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
         */
        "webhook-id": components["parameters"]["WebhookIdHeader"];
        /**
         * @description When the delivery was signed, in seconds since 1970-01-01 UTC. Part of what is signed; refuse a
         *     delivery whose timestamp is more than five minutes away from your clock (a replayed one).
         * @example 1795788199
         */
        "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
        /**
         * @description One or more signatures separated by spaces, each `v1,` then the base64 HMAC-SHA256 of
         *     `<webhook-id>.<webhook-timestamp>.<body>` keyed with a signing secret. Two while a rotated secret
         *     still signs: accept the delivery when any of them is right.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TranscriptionCompletedEvent"];
      };
    };
    responses: {
      /** @description Received. Any 2xx status ends the delivery; a body is ignored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  transcriptionFailed: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Identifies the event; a repeated delivery of one event carries the same id, so that a receiver can
         *     ignore a repeat. Part of what is signed.
         * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
         */
        "webhook-id": components["parameters"]["WebhookIdHeader"];
        /**
         * @description When the delivery was signed, in seconds since 1970-01-01 UTC. Part of what is signed; refuse a
         *     delivery whose timestamp is more than five minutes away from your clock (a replayed one).
         * @example 1795788199
         */
        "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
        /**
         * @description One or more signatures separated by spaces, each `v1,` then the base64 HMAC-SHA256 of
         *     `<webhook-id>.<webhook-timestamp>.<body>` keyed with a signing secret. Two while a rotated secret
         *     still signs: accept the delivery when any of them is right.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TranscriptionFailedEvent"];
      };
    };
    responses: {
      /** @description Received. Any 2xx status ends the delivery; a body is ignored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
type WithRequired<T, K extends keyof T> = T & {
  [P in K]-?: T[P];
};
