// What an upload may be given, made into one shape: a file part with a name, a type, maybe a size, and a
// way to read it. Paths (Node only) are opened lazily, so a large file is never read into memory.
import { ServiceError } from "../core/service-error.js";
import type { UploadSource } from "./operation-context.js";
import type { FilePart } from "./upload.js";

export interface UploadNaming {
  filename?: string;
  contentType?: string;
}

const defaultContentType = "application/octet-stream";

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

function oneShot(stream: ReadableStream<Uint8Array>, naming: UploadNaming, size?: number): FilePart {
  let used = false;
  return {
    filename: naming.filename ?? "audio",
    contentType: naming.contentType ?? defaultContentType,
    size,
    blob: undefined,
    replayable: false,
    open() {
      if (used) throw new ServiceError("The upload's stream was already read; a stream can be sent only once.");
      used = true;
      return stream;
    },
  };
}

function iterableToStream(iterable: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = iterable[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBufferLike));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

export function blobPart(blob: Blob, naming: UploadNaming): FilePart {
  const name = typeof File !== "undefined" && blob instanceof File ? blob.name : undefined;
  return {
    filename: naming.filename ?? name ?? "audio",
    contentType: naming.contentType ?? (blob.type || defaultContentType),
    size: blob.size,
    blob,
    replayable: true,
    open: () => blob.stream(),
  };
}

/** The file part of an upload source. Throws a ServiceError saying what is wrong with a source it cannot use. */
export async function filePartOf(where: string, source: UploadSource, naming: UploadNaming): Promise<FilePart> {
  if (typeof source === "string") {
    const { openPath } = await import("#node-upload");
    return openPath(source, naming);
  }
  if (source instanceof Blob) return blobPart(source, naming);
  if (source instanceof Uint8Array || source instanceof ArrayBuffer) {
    // Blob copies the bytes whatever buffer backs them; the type only admits plain ArrayBuffers.
    return blobPart(new Blob([source as Uint8Array<ArrayBuffer>]), naming);
  }
  if (typeof ReadableStream !== "undefined" && source instanceof ReadableStream) return oneShot(source, naming);
  if (isAsyncIterable(source)) return oneShot(iterableToStream(source), naming);
  throw new ServiceError(
    `${where} takes a path (Node), a Uint8Array or Buffer, an ArrayBuffer, a Blob or File, a ReadableStream or an async iterable of bytes.`,
  );
}
