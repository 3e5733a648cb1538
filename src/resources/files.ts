// client.files: the generated FilesResource, with uploads from any source and lists that page themselves.
import type { RequestOptions } from "../../generated/http/operations.js";
import { FilesResource } from "../../generated/http/resources/files.js";
import type { FileList, FileObject, ListFilesQuery, UploadFileRequest } from "../../generated/http/types.js";
import { multipartPlanKey, type UploadProgress } from "../http/multipart.js";
import { type PagePromise, pagePromise } from "../http/pagination.js";
import type { InternalRequestOptions } from "../http/runtime.js";
import { filePartOf, type UploadSource } from "../http/upload-source.js";

export interface UploadOptions extends RequestOptions {
  /** The file name sent with the upload. Default: the File's name, the path's base name, or `audio`. */
  filename?: string;
  /** The audio's media type. Default: the Blob's type, or from the path's extension. */
  contentType?: string;
  /** A reference of your own, returned with the file. */
  clientReferenceId?: string;
  /** Called as the file's bytes are sent (the body is then streamed; in browsers, not supported). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

function isUploadRequest(value: unknown): value is UploadFileRequest {
  return (
    typeof value === "object" &&
    value !== null &&
    !(value instanceof Blob) &&
    (value as UploadFileRequest).file instanceof Blob
  );
}

function canStreamRequestBodies(): boolean {
  // Browsers stream request bodies only over HTTP/2 and need FormData; Node's fetch streams them everywhere.
  return typeof process !== "undefined" && typeof process.versions?.node === "string";
}

export class Files extends FilesResource {
  /**
   * Upload an audio file from a path (Node), bytes, a Blob or File, or a stream, without reading a large
   * file into memory. A stream can be sent only once, so its upload is not retried.
   */
  override async upload(source: UploadSource | UploadFileRequest, options: UploadOptions = {}): Promise<FileObject> {
    const { filename, contentType, clientReferenceId, onUploadProgress, ...requestOptions } = options;
    requestOptions.signal?.throwIfAborted();
    const request = isUploadRequest(source) ? source : undefined;
    const part = await filePartOf(request ? request.file : (source as UploadSource), { filename, contentType });
    const referenceId = clientReferenceId ?? request?.client_reference_id;
    const streamed = canStreamRequestBodies() && (!part.replayable || onUploadProgress !== undefined);
    if (!streamed) {
      // A one-shot stream in a browser has to be read whole: browsers upload FormData, not streams.
      const blob = part.blob ?? (await new Response(part.open()).blob());
      const file = new File([blob], part.filename, { type: part.contentType });
      return super.upload({ file, client_reference_id: referenceId }, requestOptions);
    }
    // Only Node streams request bodies: browsers never load the streaming encoder.
    const { streamingMultipartPlan } = await import("../http/streaming-multipart.js");
    const plan = streamingMultipartPlan({ client_reference_id: referenceId }, "file", part, onUploadProgress);
    const internal: InternalRequestOptions = { ...requestOptions, [multipartPlanKey]: plan };
    // The plan makes the body; the file field here only satisfies the operation's type.
    return super.upload({ file: new Blob([]), client_reference_id: referenceId }, internal);
  }

  /** List files, newest first: `await` it for one page, or `for await` over it for every file. */
  override list(query?: ListFilesQuery, options?: RequestOptions): PagePromise<FileList, FileObject> {
    return pagePromise(
      "files.list",
      super.list(query, options),
      (cursor) => super.list({ ...query, cursor }, options),
      (page) => page.files,
      (page) => page.next_page_cursor,
    );
  }
}
