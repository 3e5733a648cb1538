// The one error of reading a spec: a single line naming the file and the place in it. The message holds spec
// text (a $ref, a key) as written: a tool shows it through untrusted-text.ts (`forTerminal`) when it prints it.

/** A spec refused: its file, the JSON pointer of the place (when there is one) and why, in one line. */
export class SpecDocumentError extends Error {
  override name = "SpecDocumentError";
  constructor(
    /** The file as the caller named it, such as `specs/openapi.yaml`. */
    readonly file: string,
    /** A JSON pointer into the file, or undefined when the whole file is refused. */
    readonly pointer: string | undefined,
    /** Why, one sentence: a predicate of the file ("is a symbolic link"), or of the place ("$ref ... names nothing"). */
    readonly reason: string,
  ) {
    // "specs/openapi.yaml is not valid YAML (...)", "specs/openapi.yaml#/paths/...: $ref ... names nothing".
    super(`${file}${pointer === undefined ? " " : `#${pointer}: `}${reason}`.replaceAll("\n", " "));
  }
}
