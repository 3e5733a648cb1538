// What uploads can do only in Node, behind the package import `#node-upload` (its `node` condition):
// uploads from a path, and request bodies streamed as they are read. Browsers get browser-upload.ts instead,
// so that no bundler ever meets a `node:` import on their way.
export { openPath } from "./node-files.js";
export { streamingUploadBody } from "./streaming-multipart.js";

/** Node's fetch streams request bodies (browsers do only over HTTP/2). */
export const streamsRequestBodies = true;
