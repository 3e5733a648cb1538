// Generated from specs/ by scripts/generate.ts. Do not edit: change specs/ or templates/, then run npm run generate.
import { type OperationContext, operationRoutes, type RequestOptions } from "../operations.js";
import type { FileList, FileObject, ListFilesQuery, UploadFileRequest } from "../types.js";

/**
 * Upload audio files, then transcribe them by `file_id`.
 */
export class FilesResource {
  constructor(protected readonly context: OperationContext) {}

  /**
   * List uploaded files.
   *
   * Lists uploaded files, newest first, one page at a time. Pass the `next_page_cursor` of a page as
   * `cursor` to get the next one; it is `null` on the last page.
   *
   * `GET /files` (operation `listFiles`)
   *
   * @param query The query parameters.
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  list(query?: ListFilesQuery, options?: RequestOptions): Promise<FileList> {
    return this.context.run<FileList>(operationRoutes.listFiles, options, { query });
  }

  /**
   * Upload an audio file.
   *
   * Uploads an audio file as `multipart/form-data` and returns its `file_id`, which
   * `POST /transcriptions` then takes. Up to 1 GiB and 300 minutes of audio; larger files answer `413`.
   * Send an `Idempotency-Key` to make a retried upload safe.
   *
   * `POST /files` (operation `uploadFile`)
   *
   * @param body The request body (`multipart/form-data`).
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  upload(body: UploadFileRequest, options?: RequestOptions): Promise<FileObject> {
    return this.context.run<FileObject>(operationRoutes.uploadFile, options, { body });
  }

  /**
   * Get a file.
   *
   * Returns one uploaded file by its `file_id`.
   *
   * `GET /files/{file_id}` (operation `getFile`)
   *
   * @param fileId Identifier of an uploaded file, as returned by `POST /files`.
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  get(fileId: string, options?: RequestOptions): Promise<FileObject> {
    return this.context.run<FileObject>(operationRoutes.getFile, options, { path: { file_id: fileId } });
  }

  /**
   * Delete a file.
   *
   * Deletes an uploaded file. Transcriptions already created from it are kept.
   *
   * `DELETE /files/{file_id}` (operation `deleteFile`)
   *
   * @param fileId Identifier of an uploaded file, as returned by `POST /files`.
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  delete(fileId: string, options?: RequestOptions): Promise<void> {
    return this.context.run<void>(operationRoutes.deleteFile, options, { path: { file_id: fileId } });
  }
}
