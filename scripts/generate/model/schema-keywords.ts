// JSON Schema keywords by what they do, shared by the model step (which keywords a stream payload may use) and
// the code step (which ones the validators and guards leave out).

/** Keywords that describe a schema without constraining values: the validators leave them out. */
export const annotationKeywords: ReadonlySet<string> = new Set([
  "title",
  "description",
  "examples",
  "default",
  "deprecated",
  "$comment",
]);
/**
 * Constraints on values that a tolerant reader does not hold the service to: a new enum value or a
 * longer language tag must not make a client drop a frame. The shape (types, required fields, the
 * consts that tell messages apart) is still checked.
 */
export const valueConstraints: ReadonlySet<string> = new Set([
  "enum",
  "pattern",
  "format",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minItems",
  "uniqueItems",
]);
