// packages/sdk/src/generated/errors.ts: the kinds of x-error-kinds, with the HTTP status → kind table and the streaming
// error_code → kind table (x-stream-errors). Their base, ServiceError, and the shapes the tables hold are the
// runtime's (src/core/service-error.ts), imported: the model makes sure the spec's root kind is that class.
import type { ErrorKind, ErrorModel } from "../../../model/types.js";
import { banner, docComment, literal, srcModule } from "./partials.js";

function renderClass(kind: ErrorKind): string {
  const docs = docComment([
    kind.description,
    kind.raisedWhen ? `Raised when: ${kind.raisedWhen}` : null,
    kind.httpStatuses.length > 0 ? `HTTP statuses: ${kind.httpStatuses.join(", ")}.` : null,
    kind.note,
  ]);
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
import { lookupTable, ${root}, type ServiceErrorClass, type StreamErrorCode } from "${srcModule("errors.ts", "core/service-error.js")}";

${kinds
  .filter((kind) => kind.name !== root)
  .map(renderClass)
  .join("\n\n")}

/** Every kind by name, to re-create an error from its \`toJSON()\` (such as across a worker thread). */
export const serviceErrorKinds = /* @__PURE__ */ lookupTable({
${kinds.map((kind) => `  ${kind.name},`).join("\n")}
} as const satisfies Record<string, ServiceErrorClass>);

/** The name of an error kind, such as \`ServiceNotFoundError\`: an error's \`name\`. */
export type ServiceErrorKindName = keyof typeof serviceErrorKinds;

/** HTTP status → kind; a status not listed raises \`${fallback}\`. */
export const errorKindByHttpStatus: Readonly<Record<number, ServiceErrorClass>> = /* @__PURE__ */ lookupTable({
${statusRows.join("\n")}
});

/** The kind an HTTP error status raises: the most specific kind that lists it, else \`${fallback}\`. */
export function errorKindForHttpStatus(status: number): ServiceErrorClass {
  return errorKindByHttpStatus[status] ?? ${fallback};
}

/** Error types the client retries whatever their status (\`x-sdk-retry-error-types\` in the spec). */
export const retryableErrorTypes: ReadonlySet<string> = new Set(${JSON.stringify(model.retryableErrorTypes)});

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

/** The kind a stream's \`error_code\` raises, else \`${streamFallback}\`. */
export function errorKindForStreamCode(errorCode: number): ServiceErrorClass {
  return errorKindByStreamCode[errorCode] ?? ${streamFallback};
}
`;
}
