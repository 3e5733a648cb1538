// @stt-service/spec-documents/portable: the readings of parsed spec documents that need no file system, for code
// that runs in browsers too (the mock's core and MSW handlers): the main entry's loaders import `node:fs`, which
// a browser bundler refuses even where nothing calls them. Every export here is also the main entry's.
export { isCalendarDay } from "./calendar-day.js";
export { SpecDocumentError } from "./errors.js";
export { isObject, type Json, type JsonObject, type JsonValue, record } from "./json.js";
export { idSchemaOf, type KeptResource, keptResourcesOf, namesKeptResource } from "./kept-resources.js";
export { childPointer, escapePointerToken, pointerKeys, unescapePointerToken } from "./pointer.js";
export { closeObjectSchemas } from "./strict-schemas.js";
