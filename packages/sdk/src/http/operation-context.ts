// The seam between the generated resources and the runtime: what a route of an operation holds, what a call
// passes (options, path, query, body or upload), and the interface the resources call the runtime through.
// Hand-written, because none of it depends on the spec: the generator writes each operation's route and
// method (generated/http/), typed by these shapes.

/** An HTTP method an operation of the spec may use. */
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
  /** The media type of the success body (the first, where there are several), or null where it has none (`204`). */
  readonly responseMediaType: string | null;
  /** How a success body that is not JSON is read: text (a string) or bytes (`download`). Absent: JSON, or none. */
  readonly responseBody?: "text" | "binary";
  /** The media types the call asks for (its `Accept`) where they are not JSON's: the success body's. */
  readonly accept?: readonly string[];
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
  /**
   * Present on an operation a client polls until its job ends (`x-sdk-poll`): the values of the answer's status
   * field that end it. Any other value, one added later included, is not final.
   */
  readonly finalStatuses?: readonly string[];
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

/**
 * Options of a call whose answer comes in several media types (such as captions as WebVTT or SubRip):
 * `accept` asks for one of them. By default the call accepts any, and the service chooses.
 */
export interface AcceptOptions<MediaType extends string> extends RequestOptions {
  accept?: MediaType;
}

/** What `withResponse()` gives: a call's data, and the answer it came in. */
export interface WithResponse<Data> {
  /** What the call itself resolves to. */
  data: Data;
  /** The answer's `X-Request-Id`: quote it when reporting a problem with this result. */
  requestId: string | undefined;
  /** The answer as fetch gave it, for its `status` and `headers`; its body is already read, into `data`. */
  response: Response;
}

/**
 * What a call returns: a promise of its data, as plain calls always resolved, and `withResponse()`, the same
 * call's data with its request id and answer (`const { data, requestId } = await client.files.get(id).withResponse()`).
 * One request either way.
 */
export interface CallPromise<Data> extends Promise<Data> {
  withResponse(): Promise<WithResponse<Data>>;
}

/**
 * What a call answering bytes (audio, a file's content) returns: a promise of the bytes, read whole within
 * `maxResponseBytes`, and `asResponse()`, the answer as fetch gave it, its body a stream left for the caller
 * to read (a large download, past `maxResponseBytes`). Call `asResponse()` on the call itself
 * (`client.files.content(id).asResponse()`): the call starts at once, reading the body one way or the other.
 */
export interface DownloadPromise extends CallPromise<Uint8Array> {
  asResponse(): Promise<Response>;
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

/**
 * What a paginated list returns: a promise of its first page (with `withResponse()`, the first page's answer),
 * and an async iterable of every item of every page.
 */
export type PagePromise<Page, Item> = CallPromise<Page> & AsyncIterable<Item>;

/**
 * The runtime behind the resources: it runs an operation's attempts (deadlines, retries, logging), and
 * turns the answer into the data or a ServiceError.
 */
export interface OperationContext {
  run<Data>(operation: OperationRoute, options: RequestOptions | undefined, input: OperationInput): CallPromise<Data>;
  /** Runs an operation whose answer is bytes (its route's `responseBody` is `binary`): whole, or streamed. */
  download(operation: OperationRoute, options: RequestOptions | undefined, input: OperationInput): DownloadPromise;
  /** Runs a list operation that pages (its route has `pagination`): the first page, and every item on demand. */
  list<Page, Item>(
    operation: OperationRoute,
    options: RequestOptions | undefined,
    input: OperationInput,
  ): PagePromise<Page, Item>;
}
