// generated/errors.ts: ServiceError and its kinds from x-error-kinds, with the HTTP status → kind table
// and the streaming error_code → kind table (x-stream-errors).
import type { ErrorKind, ErrorModel } from "./model.js";
import { banner, docComment, literal } from "./partials.js";

function renderClass(kind: ErrorKind, root: string): string {
  const docs = docComment([
    kind.description,
    kind.raisedWhen ? `Raised when: ${kind.raisedWhen}` : null,
    kind.httpStatuses.length > 0 ? `HTTP statuses: ${kind.httpStatuses.join(", ")}.` : null,
    kind.note,
  ]);
  if (kind.name === root) {
    return `${docs}export class ${kind.name} extends Error {
  override name = ${literal(kind.name)};
  /** The HTTP status, or the streaming \`error_code\`, when the service answered. */
  readonly status: number | undefined;
  /** The service's machine-readable reason, such as \`file_not_found\`. */
  readonly errorType: string | undefined;
  /** The \`X-Request-Id\` of the response: quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** The error body as the service sent it, or a short excerpt of a body that is not JSON. */
  readonly body: unknown;
  /** Seconds the service asked to wait before retrying (\`Retry-After\`). */
  readonly retryAfter: number | undefined;
  /** What was wrong with which field, for invalid requests. */
  readonly validationErrors: readonly ValidationErrorDetail[] | undefined;

  constructor(message: string, details: ServiceErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.errorType = details.errorType;
    this.requestId = details.requestId;
    this.body = details.body;
    this.retryAfter = details.retryAfter;
    this.validationErrors = details.validationErrors;
  }

  /** The fields of the error as plain data, for logs and for re-creating it elsewhere. */
  toJSON(): SerializedServiceError {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      errorType: this.errorType,
      requestId: this.requestId,
      body: this.body,
      retryAfter: this.retryAfter,
      validationErrors: this.validationErrors,
    };
  }
}`;
  }
  return `${docs}export class ${kind.name} extends ${kind.parent} {
  override name = ${literal(kind.name)};
}`;
}

export function renderErrors(model: ErrorModel): string {
  const { kinds, root, httpFallback: fallback, streamFallback } = model;
  const statusRows = model.statusKinds.map(({ status, kind }) => `  ${status}: ${kind},`);
  const streamRows = model.streamCodes.map(
    (code) =>
      `  ${code.errorCode}: { closeCode: ${code.closeCode}, errorType: ${literal(code.errorType)}, description: ${literal(code.description)} },`,
  );
  const streamKindRows = model.streamCodes.map((code) => `  ${code.errorCode}: ${code.kind},`);
  return `${banner}
import type { ValidationErrorDetail } from "./http/types.js";

/** What an error carries besides its message. */
export interface ServiceErrorDetails {
  status?: number;
  errorType?: string;
  requestId?: string;
  body?: unknown;
  retryAfter?: number;
  validationErrors?: readonly ValidationErrorDetail[];
  cause?: unknown;
}

/** An error as plain data (\`error.toJSON()\`). */
export interface SerializedServiceError {
  name: string;
  message: string;
  status: number | undefined;
  errorType: string | undefined;
  requestId: string | undefined;
  body: unknown;
  retryAfter: number | undefined;
  validationErrors: readonly ValidationErrorDetail[] | undefined;
}

${kinds.map((kind) => renderClass(kind, root)).join("\n\n")}

export type ServiceErrorClass = new (message: string, details?: ServiceErrorDetails) => ${root};

/**
 * A table without a prototype: looked up by a key from outside (an error's name, a code a server sent),
 * \`constructor\` or \`__proto__\` find nothing rather than what every object inherits. Each call is marked pure,
 * so that a bundle leaves out a table nothing uses (the stream codes' texts), as it would an object literal.
 */
function lookupTable<Table extends object>(rows: Table): Table {
  return Object.setPrototypeOf(rows, null) as Table;
}

/** Every kind by name, to re-create an error from its \`toJSON()\` (such as across a worker thread). */
export const serviceErrorKinds = /* @__PURE__ */ lookupTable({
${kinds.map((kind) => `  ${kind.name},`).join("\n")}
} as const satisfies Record<string, ServiceErrorClass>);

export type ServiceErrorKindName = keyof typeof serviceErrorKinds;

/** HTTP status → kind; a status not listed raises \`${fallback}\`. */
export const errorKindByHttpStatus: Readonly<Record<number, ServiceErrorClass>> = /* @__PURE__ */ lookupTable({
${statusRows.join("\n")}
});

export function errorKindForHttpStatus(status: number): ServiceErrorClass {
  return errorKindByHttpStatus[status] ?? ${fallback};
}

/** Error types the client retries whatever their status (\`x-sdk-retry-error-types\` in the spec). */
export const retryableErrorTypes: ReadonlySet<string> = new Set(${JSON.stringify(model.retryableErrorTypes)});

/** A streaming \`error_code\`: the close code that follows the error frame, and what it means. */
export interface StreamErrorCode {
  closeCode: number;
  errorType: string;
  description: string;
}

/** Streaming \`error_code\` → close code, error type and meaning (the mock and the docs use them). */
export const streamErrorCodes: Readonly<Record<number, StreamErrorCode>> = /* @__PURE__ */ lookupTable({
${streamRows.join("\n")}
});

/**
 * Streaming \`error_code\` → kind; a code not listed raises \`${streamFallback}\`. Apart from the table above, so
 * that the client's bundle carries no texts.
 */
export const errorKindByStreamCode: Readonly<Record<number, ServiceErrorClass>> = /* @__PURE__ */ lookupTable({
${streamKindRows.join("\n")}
});

export function errorKindForStreamCode(errorCode: number): ServiceErrorClass {
  return errorKindByStreamCode[errorCode] ?? ${streamFallback};
}
`;
}
