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

/** A plan that streams text fields and one file part as multipart/form-data. */
export function streamingMultipartPlan(
  fields: Record<string, string | undefined>,
  fileField: string,
  file: FilePart,
  onProgress?: (progress: UploadProgress) => void,
): MultipartPlan {
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
    createBody() {
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
