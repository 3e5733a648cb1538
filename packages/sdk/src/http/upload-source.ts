// What an upload may be given, made into one shape: a file part with a name, a type, maybe a size, and a
// way to read it. Paths (Node only) are opened lazily, so a large file is never read into memory.
import { ServiceError } from "../core/service-error.js";
import type { UploadSource } from "./operation-context.js";

/** One file of an upload: its name, its type, maybe its size, and a way to read it. */
export interface FilePart {
  filename: string;
  contentType: string;
  size: number | undefined;
  /** The file as a Blob, when it was given one (Blobs, paths); undefined for bytes and streams. */
  blob: Blob | undefined;
  /** A fresh stream of the file's bytes. A one-shot stream throws when opened a second time. */
  open(): ReadableStream<Uint8Array>;
  replayable: boolean;
}

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

/**
 * A Blob or File of any implementation: the platform's, Node's, or a test environment's (jsdom's and
 * happy-dom's are classes of their own, so `instanceof Blob` fails across them). What every Blob has.
 */
function isBlobLike(value: unknown): value is Blob {
  if (typeof value !== "object" || value === null) return false;
  const blob = value as Blob;
  return typeof blob.size === "number" && typeof blob.type === "string" && typeof blob.slice === "function";
}

/** Bytes of any realm (a Buffer is not an `instanceof` a test environment's Uint8Array). */
function bytesOf(value: unknown): Uint8Array | undefined {
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof ArrayBuffer || Object.prototype.toString.call(value) === "[object ArrayBuffer]") {
    return new Uint8Array(value as ArrayBuffer);
  }
  return undefined;
}

/** Reads a Blob whole through FileReader, the one reader jsdom's Blob has (it has no stream() or arrayBuffer()). */
function readWithFileReader(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new ServiceError("The Blob to upload could not be read.", { cause: reader.error }));
    reader.readAsArrayBuffer(blob);
  });
}

/** A fresh stream of a Blob's bytes, through whichever of the standard readers it has. */
function blobStream(blob: Blob): ReadableStream<Uint8Array> {
  if (typeof blob.stream === "function") return blob.stream();
  const read =
    typeof blob.arrayBuffer === "function" ? blob.arrayBuffer().then((buffer) => new Uint8Array(buffer)) : undefined;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(await (read ?? readWithFileReader(blob)));
      controller.close();
    },
  });
}

export function blobPart(blob: Blob, naming: UploadNaming): FilePart {
  if (
    typeof blob.stream !== "function" &&
    typeof blob.arrayBuffer !== "function" &&
    typeof FileReader === "undefined"
  ) {
    throw new ServiceError(
      "The Blob to upload cannot be read here: it has no stream() or arrayBuffer(), and there is no FileReader. Pass its bytes (a Uint8Array) instead.",
    );
  }
  const name = (blob as Partial<File>).name;
  return {
    filename: naming.filename ?? (typeof name === "string" && name !== "" ? name : "audio"),
    contentType: naming.contentType ?? (blob.type || defaultContentType),
    size: blob.size,
    blob,
    replayable: true,
    open: () => blobStream(blob),
  };
}

/** Bytes as a file part: no Blob is made, since the environment's Blob may not be the one fetch sends. */
function bytesPart(bytes: Uint8Array, naming: UploadNaming): FilePart {
  return {
    filename: naming.filename ?? "audio",
    contentType: naming.contentType ?? defaultContentType,
    size: bytes.byteLength,
    blob: undefined,
    replayable: true,
    open: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
  };
}

/** The file part of an upload source. Throws a ServiceError saying what is wrong with a source it cannot use. */
export async function filePartOf(where: string, source: UploadSource, naming: UploadNaming): Promise<FilePart> {
  if (typeof source === "string") {
    const { openPath } = await import("#node-upload");
    return openPath(source, naming);
  }
  if (isBlobLike(source)) return blobPart(source, naming);
  const bytes = bytesOf(source);
  if (bytes !== undefined) return bytesPart(bytes, naming);
  if (typeof ReadableStream !== "undefined" && source instanceof ReadableStream) return oneShot(source, naming);
  if (isAsyncIterable(source)) return oneShot(iterableToStream(source), naming);
  throw new ServiceError(
    `${where} takes a path (Node), a Uint8Array or Buffer, an ArrayBuffer, a Blob or File, a ReadableStream or an async iterable of bytes.`,
  );
}
