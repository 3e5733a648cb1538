// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type {
  CallPromise,
  DownloadPromise,
  OperationContext,
  PagePromise,
  RequestOptions,
  UploadOptions,
  UploadSource,
} from "../../../http/operation-context.js";
import { operationRoutes } from "../operations.js";
import type { FileList, FileObject, ListFilesQuery, UploadFileRequest } from "../types.js";

/**
 * Options of `files.upload`: the upload's, and its form fields.
 */
export interface UploadFileOptions extends UploadOptions {
  /**
   * A reference of your own, returned with the resource, such as a ticket number.
   */
  clientReferenceId?: NonNullable<UploadFileRequest["client_reference_id"]>;
}

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
   * `await` it for one page, or `for await` over it for every item of every page.
   *
   * `GET /files` (operation `listFiles`)
   *
   * @param query The query parameters.
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  list(query?: ListFilesQuery, options?: RequestOptions): PagePromise<FileList, FileObject> {
    return this.context.list<FileList, FileObject>(operationRoutes.listFiles, options, { query });
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
   * @param file The file (part `file`): a path (Node), bytes, a Blob or File, or a stream.
   * @param options Per-call options, and the upload's fields.
   */
  upload(file: UploadSource, options: UploadFileOptions = {}): CallPromise<FileObject> {
    const { clientReferenceId, ...rest } = options;
    return this.context.run<FileObject>(operationRoutes.uploadFile, rest, {
      upload: { field: "file", file, fields: { client_reference_id: clientReferenceId } },
    });
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
  get(fileId: string, options?: RequestOptions): CallPromise<FileObject> {
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
  delete(fileId: string, options?: RequestOptions): CallPromise<void> {
    return this.context.run<void>(operationRoutes.deleteFile, options, { path: { file_id: fileId } });
  }

  /**
   * Get a file's content.
   *
   * Returns the bytes of an uploaded file, exactly as they were uploaded (for a transcription created
   * from an `audio_url`, the audio fetched from it). A file past its retention period has no content any
   * more: that answers `409` (`file_expired`).
   *
   * `GET /files/{file_id}/content` (operation `getFileContent`)
   *
   * @param fileId Identifier of an uploaded file, as returned by `POST /files`.
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  content(fileId: string, options?: RequestOptions): DownloadPromise {
    return this.context.download(operationRoutes.getFileContent, options, { path: { file_id: fileId } });
  }
}
