// The body of an upload, made once per attempt. In Node the SDK writes the multipart body itself (whole,
// or as a stream read as it is sent when the source is a stream or progress is asked for): the FormData,
// Blob and File in scope there may be a test environment's (jsdom's), which Node's fetch cannot send.
// Elsewhere it is FormData, what browsers send, through XMLHttpRequest when progress is asked for (fetch
// cannot report it).
import type { OperationInput, UploadOptions, UploadProgress } from "./operation-context.js";
import { filePartOf } from "./upload-source.js";

/** How an upload's body is made for each attempt, and whether it can be made more than once. */
export interface UploadBody {
  /** The content type with its boundary; undefined for FormData, whose boundary fetch writes itself. */
  contentType: string | undefined;
  replayable: boolean;
  /** True when the body is a stream, which fetch sends only with `duplex: "half"`. */
  streamed: boolean;
  create(): ReadableStream<Uint8Array> | FormData | Blob;
  /** Sends the upload in place of fetch: XMLHttpRequest in browsers, to report progress. */
  transport?: (url: string, init: RequestInit) => Promise<Response>;
}

export type { UploadProgress };

/** The body of an operation's upload: its text fields, then its file. */
export async function uploadBodyOf(
  where: string,
  upload: NonNullable<OperationInput["upload"]>,
  options: UploadOptions,
  maxResponseBytes: number,
): Promise<UploadBody> {
  const part = await filePartOf(where, upload.file, options);
  // Only Node has the encoder: browsers' builds of the package send FormData.
  const nodeUpload = await import("#node-upload");
  if (nodeUpload.encodesMultipart) {
    return nodeUpload.multipartUploadBody(upload.fields, upload.field, part, options.onUploadProgress);
  }
  // Bytes and one-shot streams in a browser are read whole: browsers upload FormData, not streams.
  const blob = part.blob ?? (await new Response(part.open()).blob());
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) if (value !== undefined) form.append(name, value);
  // slice() gives the Blob its type without copying its bytes.
  form.append(
    upload.field,
    blob.type === part.contentType ? blob : blob.slice(0, blob.size, part.contentType),
    part.filename,
  );
  const body: UploadBody = { contentType: undefined, replayable: true, streamed: false, create: () => form };
  if (options.onUploadProgress !== undefined && typeof XMLHttpRequest !== "undefined") {
    const { xhrTransport } = await import("./xhr-transport.js");
    body.transport = xhrTransport(blob.size, options.onUploadProgress, maxResponseBytes);
  }
  return body;
}
