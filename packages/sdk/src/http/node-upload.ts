// What uploads can do only in Node, behind the package import `#node-upload` (its `node` condition):
// uploads from a path, and multipart bodies the SDK writes itself (streamed as they are read, or whole). Browsers get browser-upload.ts instead,
// so that no bundler ever meets a `node:` import on their way.
export { openPath } from "./node-files.js";
export { multipartUploadBody } from "./streaming-multipart.js";

/** Node writes upload bodies itself: its fetch sends only Node's own FormData and Blob, and streams bodies. */
export const encodesMultipart = true;
