// The stand-in for node-upload.ts wherever the package import `#node-upload` has no `node` condition
// (browsers, other runtimes' browser builds): the same names, without Node's modules.
import { ServiceError } from "../core/service-error.js";
import type { UploadBody } from "./upload.js";
import type { FilePart, UploadNaming } from "./upload-source.js";

export async function openPath(path: string, _naming: UploadNaming): Promise<FilePart> {
  throw new ServiceError(`Uploading from a path (${path}) needs Node; in a browser, pass a File, a Blob or bytes.`);
}

export function multipartUploadBody(): UploadBody {
  throw new ServiceError(
    "Multipart bodies are written by the SDK in Node only; in a browser, uploads are sent as FormData.",
  );
}

/** Browsers stream request bodies only over HTTP/2, and send their own FormData: uploads go as FormData. */
export const encodesMultipart = false;
