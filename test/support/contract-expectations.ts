// What the interface document (and, where it says "not shown", wire-conventions.md) requires of the
// contract, written out as data. test/contract/checks.ts holds the specs to these tables. Each table is a floor:
// the specs may hold more (a contributor's new operation or message needs no row here), and the tests that go
// over every operation or frame read them from the specs instead (test/support/spec-lists.ts).

export interface ExpectedOperation {
  method: "get" | "post" | "delete";
  path: string;
  operationId: string;
  /** The SDK method within the tag's resource (`x-sdk-method`). */
  sdkMethod: string;
  tag: "files" | "transcriptions" | "models" | "auth";
  successStatus: "200" | "201" | "204";
  /**
   * The request body's media type and the fields it must require and accept; `exactlyOneOf`: fields of which
   * the body must hold exactly one (a `oneOf` whose branches each require one of them).
   */
  request?: { mediaType: string; required: string[]; accepted?: string[]; exactlyOneOf?: string[] };
  /** The success body's schema and fields it must require. */
  response?: { schema: string; required: string[] };
  parameters?: string[];
  idempotent?: boolean;
}

export const expectedOperations: ExpectedOperation[] = [
  {
    method: "post",
    path: "/files",
    operationId: "uploadFile",
    sdkMethod: "upload",
    tag: "files",
    successStatus: "201",
    request: { mediaType: "multipart/form-data", required: ["file"], accepted: ["client_reference_id"] },
    response: { schema: "FileObject", required: ["file_id", "status"] },
    parameters: ["Idempotency-Key"],
    idempotent: true,
  },
  {
    method: "get",
    path: "/files",
    operationId: "listFiles",
    sdkMethod: "list",
    tag: "files",
    successStatus: "200",
    response: { schema: "FileList", required: ["files", "next_page_cursor"] },
    parameters: ["limit", "cursor"],
  },
  {
    method: "get",
    path: "/files/{file_id}",
    operationId: "getFile",
    sdkMethod: "get",
    tag: "files",
    successStatus: "200",
    response: { schema: "FileObject", required: ["file_id", "status"] },
    parameters: ["file_id"],
  },
  {
    method: "delete",
    path: "/files/{file_id}",
    operationId: "deleteFile",
    sdkMethod: "delete",
    tag: "files",
    successStatus: "204",
    parameters: ["file_id"],
  },
  {
    method: "post",
    path: "/transcriptions",
    operationId: "createTranscription",
    sdkMethod: "create",
    tag: "transcriptions",
    successStatus: "201",
    request: {
      mediaType: "application/json",
      // The document: "file_id (string), model (string), enable_speaker_diarization (boolean); the other
      // TranscriptionConfig fields may be sent". Issue 49 added audio from a URL: the audio is named by exactly
      // one of file_id and audio_url, and a webhook_url may be sent.
      required: ["model", "enable_speaker_diarization"],
      exactlyOneOf: ["file_id", "audio_url"],
      accepted: [
        "enable_streaming",
        "translation",
        "context",
        "language_hints",
        "enable_language_identification",
        "webhook_url",
      ],
    },
    response: { schema: "Transcription", required: ["id", "status"] },
    parameters: ["Idempotency-Key"],
    idempotent: true,
  },
  {
    method: "get",
    path: "/transcriptions",
    operationId: "listTranscriptions",
    sdkMethod: "list",
    tag: "transcriptions",
    successStatus: "200",
    response: { schema: "TranscriptionList", required: ["transcriptions", "next_page_cursor"] },
    parameters: ["limit", "cursor"],
  },
  {
    method: "get",
    path: "/transcriptions/{transcription_id}",
    operationId: "getTranscription",
    sdkMethod: "get",
    tag: "transcriptions",
    successStatus: "200",
    response: { schema: "Transcription", required: ["id", "status"] },
    parameters: ["transcription_id"],
  },
  {
    method: "delete",
    path: "/transcriptions/{transcription_id}",
    operationId: "deleteTranscription",
    sdkMethod: "delete",
    tag: "transcriptions",
    successStatus: "204",
    parameters: ["transcription_id"],
  },
  {
    method: "get",
    path: "/models",
    operationId: "listModels",
    sdkMethod: "list",
    tag: "models",
    successStatus: "200",
    response: { schema: "ModelList", required: ["models"] },
  },
  {
    method: "post",
    path: "/auth/temporary-api-key",
    operationId: "createTemporaryApiKey",
    sdkMethod: "createTemporaryKey",
    tag: "auth",
    successStatus: "201",
    request: {
      mediaType: "application/json",
      required: ["usage_type", "expires_in_seconds"],
      accepted: ["client_reference_id", "single_use"],
    },
    response: { schema: "TemporaryApiKey", required: ["api_key", "expires_at"] },
  },
];

/**
 * Field types as the resource tables of the interface document give them: a JSON Schema type, `date-time`,
 * `array<Name>` (an array of the named schema), `array` (any elements) or `ref:Name` (the named schema).
 */
export type ExpectedFieldType =
  | "string"
  | "integer"
  | "number"
  | "boolean"
  | "date-time"
  | "array"
  | `array<${string}>`
  | `ref:${string}`;

export const expectedResources: Record<string, Record<string, ExpectedFieldType>> = {
  // The document's File resource: FileObject in the spec, since a schema named File would shadow the
  // platform's File type in third-party generators' output.
  FileObject: { file_id: "string", status: "string" },
  Transcription: {
    id: "string",
    status: "string",
    text: "string",
    tokens: "array<Token>",
    model: "string",
    duration_ms: "number",
    created_at: "date-time",
  },
  Token: {
    text: "string",
    start_ms: "integer",
    end_ms: "integer",
    confidence: "number",
    is_final: "boolean",
    speaker: "string",
    language: "string",
  },
  TranscriptionConfig: {
    model: "string",
    enable_speaker_diarization: "boolean",
    enable_streaming: "boolean",
    translation: "ref:TranslationConfig",
    context: "ref:ContextConfig",
  },
  OneWayTranslation: { type: "string", target_language: "string" },
  TwoWayTranslation: { type: "string", language_a: "string", language_b: "string" },
  ContextConfig: { general: "array", text: "string", terms: "array" },
};

/** The error kinds of the interface document, with their parents. */
export const expectedErrorKinds: Record<string, string | null> = {
  ServiceError: null,
  ServiceAPIError: "ServiceError",
  ServiceAuthenticationError: "ServiceAPIError",
  ServiceNotFoundError: "ServiceAPIError",
  ServiceRateLimitError: "ServiceAPIError",
  ServiceValidationError: "ServiceAPIError",
  ServiceTimeoutError: "ServiceError",
  ServiceNetworkError: "ServiceError",
  ServiceConfigError: "ServiceError",
  // Issue 49: the kind webhooks.unwrap and verify raise for a delivery they refuse.
  ServiceWebhookVerificationError: "ServiceError",
};

/** wire-conventions.md: which HTTP status raises which kind. */
export const expectedHttpStatusKinds: Record<number, string> = {
  400: "ServiceValidationError",
  413: "ServiceValidationError",
  422: "ServiceValidationError",
  401: "ServiceAuthenticationError",
  403: "ServiceAuthenticationError",
  404: "ServiceNotFoundError",
  429: "ServiceRateLimitError",
  409: "ServiceAPIError",
  500: "ServiceAPIError",
  502: "ServiceAPIError",
  503: "ServiceAPIError",
  418: "ServiceAPIError", // "anything else"
};

/** wire-conventions.md: streaming error_code → kind and the close code that follows the error frame. */
export const expectedStreamErrors: Record<number, { kind: string; closeCode: number }> = {
  400: { kind: "ServiceValidationError", closeCode: 1008 },
  401: { kind: "ServiceAuthenticationError", closeCode: 1008 },
  402: { kind: "ServiceRateLimitError", closeCode: 1008 },
  403: { kind: "ServiceAuthenticationError", closeCode: 1008 },
  408: { kind: "ServiceTimeoutError", closeCode: 1008 },
  429: { kind: "ServiceRateLimitError", closeCode: 1008 },
  500: { kind: "ServiceAPIError", closeCode: 1011 },
  503: { kind: "ServiceAPIError", closeCode: 1013 },
};

/** Every frame of wire-conventions.md, as an AsyncAPI message, with the service's action on it. */
export const expectedStreamMessages: Record<string, { action: "receive" | "send"; required: string[] }> = {
  config: { action: "receive", required: ["model", "audio_format"] },
  audio: { action: "receive", required: [] },
  finalize: { action: "receive", required: ["type"] },
  keepalive: { action: "receive", required: ["type"] },
  endOfAudio: { action: "receive", required: [] },
  ack: { action: "send", required: ["type", "session_id", "model"] },
  result: { action: "send", required: ["tokens", "final_audio_proc_ms", "total_audio_proc_ms"] },
  finished: { action: "send", required: ["tokens", "final_audio_proc_ms", "total_audio_proc_ms", "finished"] },
  error: { action: "send", required: ["error_code", "error_type", "error_message"] },
};
