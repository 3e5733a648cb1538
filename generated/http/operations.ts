// Generated from specs/ by scripts/generate.ts. Do not edit: change specs/ or templates/, then run npm run generate.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** How a list operation pages (`x-sdk-pagination`): the page's items, its next cursor, the cursor's parameter. */
export interface PaginationRoute {
  readonly items: string;
  readonly nextCursor: string;
  readonly cursorParameter: string;
  /** Which argument of the method is the query. */
  readonly queryArgument: number;
}

/** `deprecated: true` with `x-sunset`: the day it goes, and what to use instead (`x-deprecated-use`). */
export interface DeprecationRoute {
  readonly sunset: string;
  readonly use: string | null;
}

/** What the runtime needs to know of an operation to call it, as the spec says it. */
export interface OperationRoute {
  /** The method on the client, such as `files.list`: what messages name. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly requestMediaType: string | null;
  /** The media type of the success body, or null where the success answer has none (`204`). */
  readonly responseMediaType: string | null;
  /** Safe to repeat as it is: true for methods HTTP defines as idempotent (GET, PUT, DELETE). */
  readonly idempotent: boolean;
  /** The header that makes a repeated request safe (`Idempotency-Key`), or null where there is none. */
  readonly idempotencyHeader: string | null;
  /** Present on a list that pages itself. */
  readonly pagination?: PaginationRoute;
  /** An upload's options that set its form fields, such as `clientReferenceId`. */
  readonly fieldOptions?: readonly string[];
  /** Present on a deprecated operation: the runtime warns once per process on its first use. */
  readonly deprecation?: DeprecationRoute;
  /** Deprecated query parameters, by wire name: the runtime warns once per process when one is sent. */
  readonly deprecatedQuery?: Readonly<Record<string, DeprecationRoute>>;
  /** Deprecated request body fields (JSON properties, form fields), by wire name: warned of as the query's are. */
  readonly deprecatedBody?: Readonly<Record<string, DeprecationRoute>>;
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
    name: "files.list",
    method: "GET",
    path: "/files",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    pagination: { items: "files", nextCursor: "next_page_cursor", cursorParameter: "cursor", queryArgument: 0 },
  },
  uploadFile: {
    name: "files.upload",
    method: "POST",
    path: "/files",
    requestMediaType: "multipart/form-data",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
    fieldOptions: ["clientReferenceId"],
  },
  getFile: {
    name: "files.get",
    method: "GET",
    path: "/files/{file_id}",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  deleteFile: {
    name: "files.delete",
    method: "DELETE",
    path: "/files/{file_id}",
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
  },
  listTranscriptions: {
    name: "transcriptions.list",
    method: "GET",
    path: "/transcriptions",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    pagination: {
      items: "transcriptions",
      nextCursor: "next_page_cursor",
      cursorParameter: "cursor",
      queryArgument: 0,
    },
  },
  createTranscription: {
    name: "transcriptions.create",
    method: "POST",
    path: "/transcriptions",
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
  },
  getTranscription: {
    name: "transcriptions.get",
    method: "GET",
    path: "/transcriptions/{transcription_id}",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  deleteTranscription: {
    name: "transcriptions.delete",
    method: "DELETE",
    path: "/transcriptions/{transcription_id}",
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
  },
  listModels: {
    name: "models.list",
    method: "GET",
    path: "/models",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  createTemporaryApiKey: {
    name: "auth.createTemporaryKey",
    method: "POST",
    path: "/auth/temporary-api-key",
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: null,
  },
} as const satisfies Record<string, OperationRoute>;

/**
 * Every operation of the spec, by operationId. Its routes are written out rather than spread from
 * `operationRoutes`: bundlers keep a spread (it could run a getter), so a browser bundle would carry it all.
 */
export const operationSpecs = {
  /**
   * `GET /files`: List uploaded files.
   */
  listFiles: {
    name: "files.list",
    method: "GET",
    path: "/files",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    pagination: { items: "files", nextCursor: "next_page_cursor", cursorParameter: "cursor", queryArgument: 0 },
    operationId: "listFiles",
    resource: "files",
    sdkMethod: "list",
    successStatus: 200,
    errorStatuses: [400, 401, 403, 429, 500, 503],
  },
  /**
   * `POST /files`: Upload an audio file.
   */
  uploadFile: {
    name: "files.upload",
    method: "POST",
    path: "/files",
    requestMediaType: "multipart/form-data",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
    fieldOptions: ["clientReferenceId"],
    operationId: "uploadFile",
    resource: "files",
    sdkMethod: "upload",
    successStatus: 201,
    errorStatuses: [400, 401, 403, 409, 413, 422, 429, 500, 503],
  },
  /**
   * `GET /files/{file_id}`: Get a file.
   */
  getFile: {
    name: "files.get",
    method: "GET",
    path: "/files/{file_id}",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    operationId: "getFile",
    resource: "files",
    sdkMethod: "get",
    successStatus: 200,
    errorStatuses: [400, 401, 403, 404, 429, 500, 503],
  },
  /**
   * `DELETE /files/{file_id}`: Delete a file.
   */
  deleteFile: {
    name: "files.delete",
    method: "DELETE",
    path: "/files/{file_id}",
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
    operationId: "deleteFile",
    resource: "files",
    sdkMethod: "delete",
    successStatus: 204,
    errorStatuses: [400, 401, 403, 404, 429, 500, 503],
  },
  /**
   * `GET /transcriptions`: List transcriptions.
   */
  listTranscriptions: {
    name: "transcriptions.list",
    method: "GET",
    path: "/transcriptions",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    pagination: {
      items: "transcriptions",
      nextCursor: "next_page_cursor",
      cursorParameter: "cursor",
      queryArgument: 0,
    },
    operationId: "listTranscriptions",
    resource: "transcriptions",
    sdkMethod: "list",
    successStatus: 200,
    errorStatuses: [400, 401, 403, 429, 500, 503],
  },
  /**
   * `POST /transcriptions`: Create a transcription.
   */
  createTranscription: {
    name: "transcriptions.create",
    method: "POST",
    path: "/transcriptions",
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
    operationId: "createTranscription",
    resource: "transcriptions",
    sdkMethod: "create",
    successStatus: 201,
    errorStatuses: [400, 401, 403, 404, 409, 422, 429, 500, 503],
  },
  /**
   * `GET /transcriptions/{transcription_id}`: Get a transcription.
   */
  getTranscription: {
    name: "transcriptions.get",
    method: "GET",
    path: "/transcriptions/{transcription_id}",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    operationId: "getTranscription",
    resource: "transcriptions",
    sdkMethod: "get",
    successStatus: 200,
    errorStatuses: [400, 401, 403, 404, 429, 500, 503],
  },
  /**
   * `DELETE /transcriptions/{transcription_id}`: Delete a transcription.
   */
  deleteTranscription: {
    name: "transcriptions.delete",
    method: "DELETE",
    path: "/transcriptions/{transcription_id}",
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
    operationId: "deleteTranscription",
    resource: "transcriptions",
    sdkMethod: "delete",
    successStatus: 204,
    errorStatuses: [400, 401, 403, 404, 409, 429, 500, 503],
  },
  /**
   * `GET /models`: List models.
   */
  listModels: {
    name: "models.list",
    method: "GET",
    path: "/models",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    operationId: "listModels",
    resource: "models",
    sdkMethod: "list",
    successStatus: 200,
    errorStatuses: [401, 403, 429, 500, 503],
  },
  /**
   * `POST /auth/temporary-api-key`: Create a temporary API key.
   */
  createTemporaryApiKey: {
    name: "auth.createTemporaryKey",
    method: "POST",
    path: "/auth/temporary-api-key",
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: null,
    operationId: "createTemporaryApiKey",
    resource: "auth",
    sdkMethod: "createTemporaryKey",
    successStatus: 201,
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

/** Reported while an upload's file bytes are sent. `total` is unknown for a stream. */
export interface UploadProgress {
  loaded: number;
  total: number | undefined;
}

/** Options of an upload, besides its fields. */
export interface UploadOptions extends RequestOptions {
  /** The file name sent with the upload. Default: the File's name, the path's base name, or `audio`. */
  filename?: string;
  /** The file's media type. Default: the Blob's type, or from the path's extension. */
  contentType?: string;
  /** Called as the file's bytes are sent. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The names of RequestOptions: a call refuses any other, since a misspelt option would be ignored. */
export const requestOptionNames = [
  "signal",
  "timeoutMs",
  "maxRetries",
  "headers",
  "idempotencyKey",
] as const satisfies readonly (keyof RequestOptions)[];

/** The names of UploadOptions. */
export const uploadOptionNames = [
  ...requestOptionNames,
  "filename",
  "contentType",
  "onUploadProgress",
] as const satisfies readonly (keyof UploadOptions)[];

/**
 * What an upload's file may be: a path (Node), bytes, a Blob or File, or a stream of bytes. A path or a
 * Blob is read as it is sent, never whole into memory; a stream can be sent only once, so it is not retried.
 */
export type UploadSource =
  | string
  | Blob
  | Uint8Array
  | ArrayBuffer
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array>;

/** A query parameter's value, as the spec's query parameters allow (primitives, or arrays of them). */
export type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | undefined;

/** What a call sends besides options: its path parameters, query, and JSON body or upload, as the spec names them. */
export interface OperationInput {
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: object;
  readonly body?: unknown;
  /** A multipart upload: the file part's name and the file, and the text fields by their wire names. */
  readonly upload?: {
    readonly field: string;
    readonly file: UploadSource;
    readonly fields: Readonly<Record<string, string | undefined>>;
  };
}

/** What a paginated list returns: a promise of its first page, and an async iterable of every item of every page. */
export type PagePromise<Page, Item> = Promise<Page> & AsyncIterable<Item>;

/**
 * The runtime behind the resources: it runs an operation's attempts (deadlines, retries, logging), and
 * turns the answer into the data or a ServiceError.
 */
export interface OperationContext {
  run<Data>(operation: OperationRoute, options: RequestOptions | undefined, input: OperationInput): Promise<Data>;
  /** Runs a list operation that pages (its route has `pagination`): the first page, and every item on demand. */
  list<Page, Item>(
    operation: OperationRoute,
    options: RequestOptions | undefined,
    input: OperationInput,
  ): PagePromise<Page, Item>;
}
