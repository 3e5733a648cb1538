// The streamed multipart body of an upload (Node): text fields, then the file part read as it is sent, so
// a large file never sits in memory and its progress can be reported. Loaded only where bodies stream.
import type { FilePart, UploadBody, UploadProgress } from "./upload.js";

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

/** A body that streams text fields and one file part as multipart/form-data. */
export function streamingUploadBody(
  fields: Readonly<Record<string, string | undefined>>,
  fileField: string,
  file: FilePart,
  onProgress?: (progress: UploadProgress) => void,
): UploadBody {
  const boundary = randomBoundary();
  const encoder = new TextEncoder();
  const head = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const fileHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(fileField)}"; filename="${quoted(file.filename)}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    replayable: file.replayable,
    streamed: true,
    create() {
      const content = onProgress ? withProgress(file.open(), file.size, onProgress) : file.open();
      const parts: (Uint8Array | ReadableStream<Uint8Array>)[] = [
        encoder.encode(head + fileHead),
        content,
        encoder.encode(tail),
      ];
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          while (parts.length > 0) {
            const part = parts[0] as Uint8Array | ReadableStream<Uint8Array>;
            if (part instanceof Uint8Array) {
              parts.shift();
              controller.enqueue(part);
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
