// The SDK model: everything the templates render, decided once by the model step (scripts/generate/model/)
// from both specs. Templates import these types and nothing else of the generator: a template only writes
// down what the model decided (names, routes, body and response kinds, pagination, error tables, guards).

export interface Server {
  url: string;
  description: string;
}

/** A field of an object schema, as its type's member documents it. */
export interface SchemaField {
  /** The wire name, such as `file_id`. */
  name: string;
  /** The field's description; where it has none of its own, that of the schema its `$ref` names. */
  description: string;
  deprecation: Deprecation | null;
}

/** A named type of a schema, as the SDK exports it. */
export interface SchemaType {
  schema: string;
  typeName: string;
  description: string;
  /** The fields of an object schema (its `properties`, those of its `allOf` members too), by wire name. */
  fields: SchemaField[];
  /** What a value of it is: for a target that writes the type and its reader itself (model/shapes.ts). */
  shape: SchemaShape;
}

/** A field of an object shape. */
export interface ShapeField {
  /** The wire name, such as `file_id`. */
  name: string;
  /** The field as the target's code names it (TargetNaming.fieldName); the wire name where the target keeps it. */
  fieldName: string;
  required: boolean;
  shape: SchemaShape;
  description: string;
  deprecation: Deprecation | null;
}

/**
 * What a value of a schema is, in no language's syntax: a named type (a schema of `components.schemas`), a
 * scalar (with its enum or const), null, a list, an object with its fields, a union (`oneOf`, `anyOf`, a list
 * of types), or anything (a schema that says nothing of its type).
 */
export type SchemaShape =
  | { kind: "named"; schema: string; typeName: string }
  | {
      kind: "scalar";
      type: "string" | "integer" | "number" | "boolean";
      enum: (string | number | boolean)[] | null;
      const: string | number | boolean | null;
    }
  | { kind: "null" }
  | { kind: "array"; items: SchemaShape }
  | { kind: "object"; fields: ShapeField[]; closed: boolean }
  | { kind: "union"; members: SchemaShape[] }
  | { kind: "any" };

/**
 * A type the model refers to, told by what it is rather than written in a target's language: each target
 * writes it its own way (targets/typescript/type-expression.ts). A type the spec names is its schema's; one
 * written in place is reached from the operation that declares it, through its properties and items.
 */
export type TypeRef =
  /** The type of a schema of `components.schemas`, by its key, and the name the target exports it as. */
  | { of: "schema"; schema: string; typeName: string }
  /** The body an operation takes in a media type, where its schema is written in place. */
  | { of: "request-body"; operationId: string; mediaType: string }
  /** The answer an operation gives with a status in a media type, where its schema is written in place. */
  | { of: "response"; operationId: string; status: number; mediaType: string }
  /** The type of a property of an object type, by its wire name, as declared (absent where optional). */
  | { of: "property"; owner: TypeRef; name: string }
  /** One item of an array type. */
  | { of: "items"; list: TypeRef }
  /** A value of a type that is present: neither null nor absent. */
  | { of: "present"; type: TypeRef };

/** A type named by a schema of `components.schemas`. */
export type SchemaTypeRef = Extract<TypeRef, { of: "schema" }>;

export interface PathParameter {
  /** The wire name, such as `file_id`. */
  name: string;
  /** The method argument, such as `fileId`. */
  argumentName: string;
  description: string;
}

/** A query parameter of an operation, for a target that writes each as an argument of its own. */
export interface QueryParameter {
  /** The wire name, such as `limit`. */
  name: string;
  /** The argument as the target's code names it (TargetNaming.fieldName); the wire name where the target keeps it. */
  fieldName: string;
  required: boolean;
  shape: SchemaShape;
  description: string;
}

/** A request body the runtime sends as JSON. */
export interface JsonBody {
  kind: "json";
  required: boolean;
  /** The body's type. */
  type: TypeRef;
}

/** An upload: multipart/form-data with one file part, the other parts as text fields. */
export interface UploadBody {
  kind: "upload";
  required: boolean;
  /** The whole request's type (the file part a Blob), for callers that build it themselves. */
  type: TypeRef;
  /** The name of the options type of its method: upload options and the form fields. */
  optionsType: string;
  /** The file part's wire name, such as `file`. */
  fileField: string;
  /** The other parts: their wire name, the option that sets them, their type and description. */
  fields: { name: string; option: string; type: TypeRef; description: string }[];
}

export type RequestBody = JsonBody | UploadBody;

/**
 * What a success answers: JSON of a type, text (`text/*`, subtitles: a string), bytes (audio,
 * `application/octet-stream`), or nothing (such as 204). Text and bytes list their media types, in the spec's
 * order: the call's Accept, and its `accept` option's choices where there are several.
 */
export type SuccessResponse =
  | { kind: "json"; status: number; type: TypeRef }
  | { kind: "text"; status: number; mediaTypes: string[] }
  | { kind: "binary"; status: number; mediaTypes: string[] }
  | { kind: "empty"; status: number };

/** A list operation that pages with a cursor (`x-sdk-pagination`). */
export interface Pagination {
  /** The page's array of items, such as `files`. */
  items: string;
  /** The page's field holding the next cursor, such as `next_page_cursor`; null or absent on the last page. */
  nextCursor: string;
  /** The query parameter that takes it, such as `cursor`. */
  cursorParameter: string;
  /** The type of one item. */
  itemType: TypeRef;
  /** Which argument of the method is the query (after the path parameters and the body). */
  queryArgument: number;
}

/**
 * An operation a client polls until a job ends (`x-sdk-poll`): the field of its JSON answer that holds the
 * job's status, and the values of it that end the job. Any other value, one the spec does not list among them,
 * is not final: a status added later keeps the poll going.
 */
export interface Poll {
  /** The answer's field holding the status, such as `status`. */
  statusField: string;
  /** The statuses that end the job, such as `completed` and `error`, in the spec's order. */
  finalStatuses: string[];
}

/** `deprecated: true` with `x-sunset` on an operation, a parameter, a field or a message (specs/README.md). */
export interface Deprecation {
  /** The day it goes, `YYYY-MM-DD`. */
  sunset: string;
  /** What to use instead (`x-deprecated-use`), or null. */
  use: string | null;
}

export interface Operation {
  operationId: string;
  /** The method on its resource: `x-sdk-method`, else derived from the operationId without the tag's noun. */
  methodName: string;
  /** The resource's property on the client, such as `files`. */
  resource: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  summary: string;
  description: string;
  pathParameters: PathParameter[];
  /** The query's type name, and whether any of its parameters is required. */
  query: { type: string; required: boolean } | null;
  /** The query's parameters, in the spec's order. */
  queryParameters: QueryParameter[];
  body: RequestBody | null;
  /** What a JSON body is, for a target that writes its top-level fields as arguments; null without one. */
  bodyShape: SchemaShape | null;
  response: SuccessResponse;
  /** What a JSON answer is, for a target that reads it itself; null for any other answer. */
  responseShape: SchemaShape | null;
  /** Safe to repeat as it is: methods HTTP defines as idempotent (GET, PUT, DELETE). */
  idempotent: boolean;
  /** The header that makes a repeat safe (`Idempotency-Key`), or null. */
  idempotencyHeader: string | null;
  pagination: Pagination | null;
  /** How to poll it until its job ends (`x-sdk-poll`), or null. */
  poll: Poll | null;
  errorStatuses: number[];
  /** The operation's deprecation, or null. */
  deprecation: Deprecation | null;
  /** Deprecated query parameters, by wire name. */
  deprecatedQuery: Record<string, Deprecation>;
  /** Deprecated fields of the request body (JSON properties or form fields), by wire name. */
  deprecatedBody: Record<string, Deprecation>;
}

export interface Resource {
  tag: string;
  className: string;
  propertyName: string;
  /** The generated file's name, without extension. */
  fileName: string;
  description: string;
  operations: Operation[];
}

export interface HttpModel {
  title: string;
  version: string;
  servers: Server[];
  defaultBaseUrl: string;
  resources: Resource[];
  schemaTypes: SchemaType[];
  queryTypes: { typeName: string; operationId: string; method: string; path: string }[];
  /** What every temporary key looks like, from the answer of the operation that mints them. */
  temporaryKey: TemporaryKeyForm;
}

/** The `pattern` (anchored) and `maxLength` the spec gives a temporary key. */
export interface TemporaryKeyForm {
  pattern: string;
  maxLength: number;
  /** Where the spec says it: `Schema.property`. */
  source: string;
}

export interface ErrorKind {
  name: string;
  parent: string | null;
  description: string;
  httpStatuses: number[];
  httpFallback: boolean;
  raisedWhen: string | null;
  note: string | null;
}

export interface StreamErrorCode {
  errorCode: number;
  errorType: string;
  closeCode: number;
  kind: string;
  description: string;
}

export interface ErrorModel {
  /** Parents before the kinds that extend them. */
  kinds: ErrorKind[];
  root: string;
  httpFallback: string;
  /** Each HTTP status a kind lists, with the most specific kind listing it. */
  statusKinds: { status: number; kind: string }[];
  streamCodes: StreamErrorCode[];
  streamFallback: string;
  /** The `error_type`s the client retries whatever their status (`x-sdk-retry-error-types` on a response). */
  retryableErrorTypes: string[];
}

export interface StreamMessage {
  /** The message's key in the channel, such as `config`. */
  name: string;
  title: string;
  summary: string;
  /** `client` for frames the client sends, `server` for frames it receives. */
  sender: "client" | "server";
  contentType: string;
  /** How the frame travels: JSON text, binary, or a fixed text frame. */
  format: "json" | "binary" | "text";
  /** The frame's type name (its payload's title, or the message's `x-sdk-type-name`). */
  typeName: string;
  description: string | undefined;
  /** The one value a fixed text frame holds, such as end of audio's `""`. */
  constant: string | undefined;
  /** For JSON frames: the validator's name (client frames) or the guard's (server frames). */
  checkName: string | undefined;
  /** The payload schema, every $ref resolved: what ajv compiles. */
  schema: Record<string, unknown>;
  /** What a JSON payload is, its $refs to the HTTP contract's schemas kept as their types; null for other frames. */
  shape: SchemaShape | null;
  /** The message's deprecation (on its payload schema, the message, or its operation), or null. */
  deprecation: Deprecation | null;
  /** The payload's deprecated top-level fields, by wire name. */
  deprecatedFields: Record<string, Deprecation>;
}

export interface StreamModel {
  title: string;
  version: string;
  servers: { name: string; url: string; description: string }[];
  defaultStreamUrl: string;
  /** `x-limits` of the channel, camelCase keys. */
  limits: Record<string, number>;
  /**
   * The constant each limit is also exported as (`streamLimit` and its name): one per limit, so that a bundle
   * keeps only those its code reads; the prefix keeps a limit named like a reserved word or another export apart.
   */
  limitConstants: Record<string, string>;
  messages: StreamMessage[];
  /** The option names of the config message, for the client to check a config's keys. */
  configKeys: string[];
}

export interface MockScriptToken {
  text: string;
  start_ms: number;
  end_ms: number;
  confidence: number;
  speaker?: string;
  language?: string;
}

export interface MockUtterance {
  tokens: MockScriptToken[];
  translation?: { language: string; source_language: string; tokens: { text: string; confidence: number }[] };
}

export interface MockModel {
  utterances: MockUtterance[];
  models: unknown[];
}

/** A header the service sends with every delivery of a webhook, such as `webhook-signature`. */
export interface WebhookHeader {
  /** The wire name, such as `webhook-id`. */
  name: string;
  required: boolean;
  description: string;
  /** The header's schema, every $ref resolved. */
  schema: Record<string, unknown>;
}

/** A webhook of the spec's root `webhooks`: a request the service sends to a receiver's `webhook_url`. */
export interface WebhookEvent {
  /** The webhook's key in `webhooks`, such as `transcription.completed`. */
  name: string;
  operationId: string;
  summary: string;
  description: string;
  /** The body's named type (a schema of `components.schemas`). */
  body: SchemaTypeRef;
  /** The `const` of the body's `type` property: what tells one event's body from another's. */
  type: string;
  /** The header parameters of the delivery, in the spec's order. */
  headers: WebhookHeader[];
  /** The body's schema, every $ref resolved: what a validator compiles. */
  schema: Record<string, unknown>;
}

export interface SdkModel {
  http: HttpModel;
  errors: ErrorModel;
  stream: StreamModel;
  mock: MockModel;
  /** The spec's webhooks, in the spec's order. */
  webhooks: WebhookEvent[];
}
