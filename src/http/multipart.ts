// Multipart bodies for uploads. A plain Blob goes out as FormData (what browsers need). In Node, a stream
// or a progress callback makes the runtime stream the body itself, part by part, without buffering it.

/** Reported while an upload's file bytes are read into the request. `total` is unknown for streams. */
export interface UploadProgress {
  loaded: number;
  total: number | undefined;
}

/** How an upload's body is made for each attempt, and whether it can be made more than once. */
export interface MultipartPlan {
  contentType: string;
  replayable: boolean;
  createBody(): ReadableStream<Uint8Array>;
}

/** Where the upload passes its plan to the runtime, beside the public request options. */
export const multipartPlanKey: unique symbol = Symbol("stt-service.multipartPlan");

export interface FilePart {
  filename: string;
  contentType: string;
  size: number | undefined;
  /** The file as a Blob, when it is one (bytes, Blobs, paths); undefined for a one-shot stream. */
  blob: Blob | undefined;
  /** A fresh stream of the file's bytes. A one-shot stream throws when opened a second time. */
  open(): ReadableStream<Uint8Array>;
  replayable: boolean;
}

/** The default body of a multipart operation: Blobs as file parts (with a file name), other values as text. */
export function formDataFromBody(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob)
      form.append(name, value, typeof File !== "undefined" && value instanceof File ? value.name : "upload");
    else form.append(name, String(value));
  }
  return form;
}
