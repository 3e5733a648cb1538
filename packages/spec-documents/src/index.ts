// Reading spec documents, bounded: the one library every reader of specs/ uses (the contract gate, the
// generator, the docs builder, the release, the conformance kit and the tests). It imports nothing of the
// SDK's runtime: @stt-service/spec-documents, released with the SDK, the mock and the kit. The readings that
// need no file system are also the `/portable` entry's (portable.ts), for browsers. It also says how text that
// this project did not write (a spec's, a server's) is shown in a terminal, XML, Markdown and HTML
// (untrusted-text.ts): the contract's tools and the conformance kit print such text.
export { type SpecBounds, specBounds } from "./bounds.js";
export { isCalendarDay } from "./calendar-day.js";
export { SpecDocuments } from "./document-set.js";
export { SpecDocumentError } from "./errors.js";
export { isObject, type Json, type JsonObject, type JsonValue, record } from "./json.js";
export { idSchemaOf, type KeptResource, keptResourcesOf, namesKeptResource } from "./kept-resources.js";
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
export { readSpecFile, readSpecFileWithin, specFileExists } from "./read.js";
export { type RefTarget, refTarget } from "./refs.js";
export { FileRefusal, type RegularFileOptions, readRegularFile } from "./regular-file.js";
export { closeObjectSchemas } from "./strict-schemas.js";
export { forHtml, forMarkdown, forTerminal, forXml, markdownCode, markdownWithoutHtml } from "./untrusted-text.js";
export { checkRefs, inlineRefs, walk } from "./walk.js";
