// errors.py: a class per error kind of `x-error-kinds` (the root, ServiceError, is the runtime's), the HTTP
// status → kind table, the stream's error codes, and the error types the client retries whatever their status.
import type { ErrorKind, ErrorModel } from "../../../model/types.js";
import { allList, banner, docstring, importBlock, laidOut, pyString } from "./partials.js";

function kindClass(kind: ErrorKind): string {
  const doc = docstring(
    [kind.description, kind.raisedWhen ? `Raised when: ${kind.raisedWhen}` : null, kind.note],
    "    ",
  );
  return `class ${kind.name}(${kind.parent ?? "Exception"}):\n${doc === "" ? "    pass\n" : doc}`;
}

export function renderPythonErrors(errors: ErrorModel): string {
  const generated = errors.kinds.filter((kind) => kind.name !== errors.root);
  const names = errors.kinds.map((kind) => kind.name);
  return `${banner}
"""The error kinds of the SDK (\`x-error-kinds\` of specs/openapi.yaml) and the tables that choose one.

Every kind extends ServiceError (hand-written, stt_service._core.service_error), whose fields they share:
\`status\`, \`error_type\`, \`request_id\`, \`body\`, \`retry_after\`, \`validation_errors\`.
"""

${importBlock(
  ["from collections.abc import Mapping\n", "from dataclasses import dataclass\n"],
  [`from .._core.service_error import ${errors.root}\n`],
)}

${generated.map(kindClass).join("\n\n")}

#: Every kind by its name, the root first and each parent before the kinds that extend it.
SERVICE_ERROR_KINDS: Mapping[str, type[${errors.root}]] = {
${names.map((name) => `    ${pyString(name)}: ${name},`).join("\n")}
}

#: The kind an HTTP error status raises: the most specific kind that lists it.
ERROR_KIND_BY_HTTP_STATUS: Mapping[int, type[${errors.root}]] = {
${errors.statusKinds.map(({ status, kind }) => `    ${status}: ${kind},`).join("\n")}
}

#: The kind of an HTTP error status that no kind lists.
HTTP_FALLBACK_KIND: type[${errors.root}] = ${errors.httpFallback}


def error_kind_for_http_status(status: int) -> type[${errors.root}]:
    """The kind an HTTP error status raises: the table's, else the fallback kind."""
    return ERROR_KIND_BY_HTTP_STATUS.get(status, HTTP_FALLBACK_KIND)


#: The \`error_type\`s the client retries whatever their status (\`x-sdk-retry-error-types\`).
${laidOut({ open: "frozenset(", items: [{ open: "{", items: errors.retryableErrorTypes.map(pyString), close: "}" }], close: ")" }, "", "RETRYABLE_ERROR_TYPES: frozenset[str] = ")}


@dataclass(frozen=True)
class StreamErrorCode:
    """An \`error_code\` of the stream's error frame: its type, the close code that follows, and the kind it raises."""

    error_code: int
    error_type: str
    close_code: int
    kind: type[${errors.root}]
    description: str


#: Every \`error_code\` the stream's error frame may carry (\`x-stream-errors\` of specs/asyncapi.yaml), by code.
STREAM_ERROR_CODES: Mapping[int, StreamErrorCode] = {
${errors.streamCodes
  .map(
    (code) =>
      `    ${code.errorCode}: StreamErrorCode(\n        error_code=${code.errorCode},\n        error_type=${pyString(code.errorType)},\n        close_code=${code.closeCode},\n        kind=${code.kind},\n        description=${pyString(code.description.trim())},\n    ),`,
  )
  .join("\n")}
}

#: The kind of a stream \`error_code\` the table does not list.
STREAM_FALLBACK_KIND: type[${errors.root}] = ${errors.streamFallback}


def error_kind_for_stream_code(error_code: int) -> type[${errors.root}]:
    """The kind a stream's \`error_code\` raises: the table's, else the fallback kind."""
    known = STREAM_ERROR_CODES.get(error_code)
    return known.kind if known is not None else STREAM_FALLBACK_KIND


${allList([
  ...generated.map((kind) => kind.name),
  "ERROR_KIND_BY_HTTP_STATUS",
  "HTTP_FALLBACK_KIND",
  "RETRYABLE_ERROR_TYPES",
  "SERVICE_ERROR_KINDS",
  "STREAM_ERROR_CODES",
  "STREAM_FALLBACK_KIND",
  "StreamErrorCode",
  "error_kind_for_http_status",
  "error_kind_for_stream_code",
])}`;
}
