// Reading spec documents, bounded: the one library every reader of specs/ uses (the contract gate, the
// generator, the docs builder, the release, the conformance kit and the tests). It imports nothing of the
// SDK's runtime: @stt-service/spec-documents, released with the SDK, the mock and the kit.
export { type SpecBounds, specBounds } from "./bounds.js";
export { SpecDocuments } from "./document-set.js";
export { SpecDocumentError } from "./errors.js";
export { isObject, type Json, type JsonObject, type JsonValue, record } from "./json.js";
export { loadSpecDocuments, specDocumentsFromTexts } from "./load.js";
export { parseSpecText } from "./parse.js";
export {
  childOf,
  childPointer,
  escapePointerToken,
  type Located,
  lastKey,
  pointerKeys,
  unescapePointerToken,
  valueAt,
} from "./pointer.js";
export { readSpecFile, specFileExists } from "./read.js";
export { type RefTarget, refTarget } from "./refs.js";
export { FileRefusal, type RegularFileOptions, readRegularFile } from "./regular-file.js";
export { checkRefs, inlineRefs, walk } from "./walk.js";
