// Generated from specs/ by scripts/generate.ts. Do not edit: change specs/ or templates/, then run npm run generate.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What the runtime needs to know of an operation to call it, as the spec says it. */
export interface OperationRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly requestMediaType: string | null;
  /** The media type of the success body, or null where the success answer has none (`204`). */
  readonly responseMediaType: string | null;
  /** Safe to repeat as it is: true for methods HTTP defines as idempotent (GET, PUT, DELETE, ...). */
  readonly idempotent: boolean;
  /** The header that makes a repeated request safe (`Idempotency-Key`), or null where there is none. */
  readonly idempotencyHeader: string | null;
}

/** Everything the spec says of an operation: its route, and where it sits in the SDK. */
export interface OperationSpec extends OperationRoute {
  readonly operationId: string;
  /** The client property of the operation's resource, such as `files`. */
  readonly resource: string;
  /** The method's name on its resource, such as `upload`. */
  readonly sdkMethod: string;
  readonly successStatus: number;
  /** The error statuses the spec declares for the operation. */
  readonly errorStatuses: readonly number[];
}

/**
 * The route of every operation, by operationId: all the resources and the runtime carry (a browser
 * bundle has no use for the rest of `operationSpecs`).
 */
export const operationRoutes = {
  listFiles: {
    method: "GET",
    path: "/files",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  uploadFile: {
    method: "POST",
    path: "/files",
    requestMediaType: "multipart/form-data",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
  },
  getFile: {
    method: "GET",
    path: "/files/{file_id}",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  deleteFile: {
    method: "DELETE",
    path: "/files/{file_id}",
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
  },
  listTranscriptions: {
    method: "GET",
    path: "/transcriptions",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  createTranscription: {
    method: "POST",
    path: "/transcriptions",
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
  },
  getTranscription: {
    method: "GET",
    path: "/transcriptions/{transcription_id}",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  deleteTranscription: {
    method: "DELETE",
    path: "/transcriptions/{transcription_id}",
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
  },
  listModels: {
    method: "GET",
    path: "/models",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  createTemporaryApiKey: {
    method: "POST",
    path: "/auth/temporary-api-key",
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: null,
  },
} as const satisfies Record<string, OperationRoute>;

/** Every operation of the spec, by operationId. */
export const operationSpecs = {
  /**
   * `GET /files`: List uploaded files.
   */
  listFiles: {
    operationId: "listFiles",
    resource: "files",
    sdkMethod: "list",
    method: "GET",
    path: "/files",
    successStatus: 200,
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    errorStatuses: [400, 401, 403, 429, 500, 503],
  },
  /**
   * `POST /files`: Upload an audio file.
   */
  uploadFile: {
    operationId: "uploadFile",
    resource: "files",
    sdkMethod: "upload",
    method: "POST",
    path: "/files",
    successStatus: 201,
    requestMediaType: "multipart/form-data",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
    errorStatuses: [400, 401, 403, 409, 413, 422, 429, 500, 503],
  },
  /**
   * `GET /files/{file_id}`: Get a file.
   */
  getFile: {
    operationId: "getFile",
    resource: "files",
    sdkMethod: "get",
    method: "GET",
    path: "/files/{file_id}",
    successStatus: 200,
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    errorStatuses: [400, 401, 403, 404, 429, 500, 503],
  },
  /**
   * `DELETE /files/{file_id}`: Delete a file.
   */
  deleteFile: {
    operationId: "deleteFile",
    resource: "files",
    sdkMethod: "delete",
    method: "DELETE",
    path: "/files/{file_id}",
    successStatus: 204,
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
    errorStatuses: [400, 401, 403, 404, 429, 500, 503],
  },
  /**
   * `GET /transcriptions`: List transcriptions.
   */
  listTranscriptions: {
    operationId: "listTranscriptions",
    resource: "transcriptions",
    sdkMethod: "list",
    method: "GET",
    path: "/transcriptions",
    successStatus: 200,
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    errorStatuses: [400, 401, 403, 429, 500, 503],
  },
  /**
   * `POST /transcriptions`: Create a transcription.
   */
  createTranscription: {
    operationId: "createTranscription",
    resource: "transcriptions",
    sdkMethod: "create",
    method: "POST",
    path: "/transcriptions",
    successStatus: 201,
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
    errorStatuses: [400, 401, 403, 404, 409, 422, 429, 500, 503],
  },
  /**
   * `GET /transcriptions/{transcription_id}`: Get a transcription.
   */
  getTranscription: {
    operationId: "getTranscription",
    resource: "transcriptions",
    sdkMethod: "get",
    method: "GET",
    path: "/transcriptions/{transcription_id}",
    successStatus: 200,
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    errorStatuses: [400, 401, 403, 404, 429, 500, 503],
  },
  /**
   * `DELETE /transcriptions/{transcription_id}`: Delete a transcription.
   */
  deleteTranscription: {
    operationId: "deleteTranscription",
    resource: "transcriptions",
    sdkMethod: "delete",
    method: "DELETE",
    path: "/transcriptions/{transcription_id}",
    successStatus: 204,
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
    errorStatuses: [400, 401, 403, 404, 409, 429, 500, 503],
  },
  /**
   * `GET /models`: List models.
   */
  listModels: {
    operationId: "listModels",
    resource: "models",
    sdkMethod: "list",
    method: "GET",
    path: "/models",
    successStatus: 200,
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    errorStatuses: [401, 403, 429, 500, 503],
  },
  /**
   * `POST /auth/temporary-api-key`: Create a temporary API key.
   */
  createTemporaryApiKey: {
    operationId: "createTemporaryApiKey",
    resource: "auth",
    sdkMethod: "createTemporaryKey",
    method: "POST",
    path: "/auth/temporary-api-key",
    successStatus: 201,
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: null,
    errorStatuses: [400, 401, 403, 429, 500, 503],
  },
} as const satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof operationSpecs;

/** Speech-to-Text Service API 1.0.0: the servers of the spec. The first is the default base URL. */
export const httpServers = [
  {
    url: "https://api.stt-service.dev/v1",
    description:
      "Production: the service, `{base_url}` in the interface document. It includes the version prefix `/v1`,\nso the paths below are relative to it.",
  },
  {
    url: "http://127.0.0.1:4010/v1",
    description:
      "Local: the mock (`npm run mock`), the same `/v1` paths on a loopback origin, so a base URL differs from\nproduction only by its origin. Plain HTTP (OWASP API8 asks for https) because it listens on 127.0.0.1\nonly and carries no real key or audio: nothing crosses a network to be protected.",
  },
] as const;

export const defaultBaseUrl = "https://api.stt-service.dev/v1";

/** Options of one call. */
export interface RequestOptions {
  /**
   * Cancels the call, its retries and the waits between them. As with fetch, the call then rejects with
   * the signal's reason (an `AbortError` unless `abort(reason)` gave one), not with a ServiceError.
   */
  signal?: AbortSignal;
  /** The deadline of each attempt, in milliseconds. */
  timeoutMs?: number;
  /** How many times to retry a failed attempt that may succeed when repeated. */
  maxRetries?: number;
  /** Headers to add to this call. */
  headers?: Record<string, string>;
  /** The idempotency key of a creating call; by default one is made per call and reused by its retries. */
  idempotencyKey?: string;
}

/** A query parameter's value, as the spec's query parameters allow (primitives, or arrays of them). */
export type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | undefined;

/** What a call sends besides options: its path parameters, query parameters and body, as the spec names them. */
export interface OperationInput {
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: object;
  readonly body?: unknown;
}

/**
 * The runtime behind the resources: it runs an operation's attempts (deadlines, retries, logging), and
 * turns the answer into the data or a ServiceError.
 */
export interface OperationContext {
  run<Data>(operation: OperationRoute, options: RequestOptions | undefined, input: OperationInput): Promise<Data>;
}
