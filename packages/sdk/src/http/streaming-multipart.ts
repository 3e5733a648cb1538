// The multipart body of an upload in Node, written by the SDK: text fields, then the file part. Streamed
// (the file read as it is sent, so a large file never sits in memory and its progress can be reported)
// for a one-shot stream, with progress, or where a test environment (jsdom, happy-dom) has replaced the
// globals; otherwise whole, as one of Node's Blobs, its length known. Never the Blob, File or FormData in
// scope: under jsdom they are jsdom's, which Node's fetch cannot send, and happy-dom's fetch sends only
// its own Blobs (both send streams). Loaded only in Node.
import { Blob as NodeBlob } from "node:buffer";
import type { UploadBody, UploadProgress } from "./upload.js";
import type { FilePart } from "./upload-source.js";

function quoted(value: string): string {
  // As the HTML standard encodes names in multipart/form-data: no raw quotes or line breaks.
  return value.replaceAll('"', "%22").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `stt-service-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** Counts the bytes that pass through, reporting them as they are read. */
export function withProgress(
  stream: ReadableStream<Uint8Array>,
  total: number | undefined,
  onProgress: (progress: UploadProgress) => void,
): ReadableStream<Uint8Array> {
  let loaded = 0;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        controller.enqueue(chunk);
        onProgress({ loaded, total });
      },
    }),
  );
}

/** Reads a stream whole: the file of a replayable part that is not already Node's own Blob. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for (const reader = stream.getReader(); ; ) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** The body of an upload as multipart/form-data: its text fields, then its one file part. */
export async function multipartUploadBody(
  fields: Readonly<Record<string, string | undefined>>,
  fileField: string,
  file: FilePart,
  onProgress?: (progress: UploadProgress) => void,
): Promise<UploadBody> {
  const boundary = randomBoundary();
  const encoder = new TextEncoder();
  const head =
    Object.entries(fields)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
    `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(fileField)}"; filename="${quoted(file.filename)}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  // Node's Blob in scope means Node's fetch and Request too: a whole Blob is what they send best.
  if (file.replayable && onProgress === undefined && globalThis.Blob === NodeBlob) {
    // A file Node's Blob already holds (a path, opened lazily) is sent as it is, never read into memory.
    const content = file.blob instanceof NodeBlob ? [file.blob] : await readAll(file.open());
    const whole = new NodeBlob([head, ...content, tail]);
    return { contentType, replayable: true, streamed: false, create: () => whole as Blob };
  }
  return {
    contentType,
    replayable: file.replayable,
    streamed: true,
    create() {
      const content = onProgress ? withProgress(file.open(), file.size, onProgress) : file.open();
      // Each item is a string or a stream: the encoder's bytes may be of another realm than the Uint8Array
      // in scope (under jsdom they are), so no item is told apart with instanceof.
      const parts: (string | ReadableStream<Uint8Array>)[] = [head, content, tail];
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          while (parts.length > 0) {
            const part = parts[0] as string | ReadableStream<Uint8Array>;
            if (typeof part === "string") {
              parts.shift();
              controller.enqueue(encoder.encode(part));
              return;
            }
            reader ??= part.getReader();
            const { done, value } = await reader.read();
            if (!done) {
              controller.enqueue(value);
              return;
            }
            parts.shift();
            reader = undefined;
          }
          controller.close();
        },
        cancel(reason) {
          return reader?.cancel(reason);
        },
      });
    },
  };
}
