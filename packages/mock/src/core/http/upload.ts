// An upload as the HTTP mock receives it: the multipart body read as it streams in (the file's bytes counted
// against the store's bound as they arrive, its audio measured, its hash taken), and the stand-in body that
// Prism validates: the same parts, with the file's content left out (the contract says nothing of it, and
// handing Prism a gigabyte as a string is what its own server cannot do).

import { type Hasher, hex, portableSha256, randomBytes } from "../platform-shims.js";
import { invalid, MockHttpError } from "../service/responses.js";
import type { MockState, Tenant } from "../service/state.js";
import { UploadedAudio } from "../stream/audio-checks.js";
import { type FilePartHead, MultipartError, readMultipart } from "./multipart.js";

export interface ReceivedFile {
  filename: string;
  contentType: string;
  size: number;
  chunks: Uint8Array[];
  audio: UploadedAudio;
}

export interface ReceivedUpload {
  file: ReceivedFile;
  clientReferenceId: string | undefined;
  /** What makes two uploads the same request (for Idempotency-Key): fields, names and the file's hash. */
  fingerprint: string;
  /** The multipart body Prism validates, and its content type. */
  standIn: { body: string; contentType: string };
  /** The names of the parts sent, files and fields: what the deprecation headers look for. */
  partNames: string[];
}

/** The file field of the upload operation. */
const fileField = "file";

/**
 * The chunks of `body` until `signal` aborts: then the reading rejects with the abort's reason at once,
 * without waiting for a chunk that may never come, and without destroying `body` (the request), so that the
 * reason can still be answered on its connection.
 */
async function* untilAborted(
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  signal: AbortSignal,
): AsyncGenerator<Uint8Array> {
  let stop: (reason: unknown) => void = () => {};
  const stopped = new Promise<never>((_resolve, reject) => {
    stop = reject;
  });
  stopped.catch(() => {});
  const onAbort = () => stop(signal.reason);
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    const iterator: AsyncIterator<Uint8Array> | Iterator<Uint8Array> =
      Symbol.asyncIterator in body ? body[Symbol.asyncIterator]() : body[Symbol.iterator]();
    for (;;) {
      signal.throwIfAborted();
      const next = await Promise.race([iterator.next(), stopped]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

export async function receiveUpload(
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  boundary: string,
  state: MockState,
  /** The key uploading (undefined for an upload answered from the examples): its bytes are its holding. */
  owner: Tenant | undefined,
  maxFileBytes: number,
  /** The parts the operation's schema names: any other is refused, naming it. */
  allowedParts: ReadonlySet<string>,
  /** SHA-256 as the platform has it fastest (node:crypto's in the Node server). */
  sha256: () => Hasher = portableSha256,
): Promise<ReceivedUpload> {
  const files: (ReceivedFile & { field: string; hash: Hasher })[] = [];
  const arriving = state.beginUpload(owner);
  try {
    const content = await readMultipart(
      untilAborted(body, arriving.signal),
      boundary,
      (head: FilePartHead) => {
        const file = {
          field: head.name,
          filename: head.filename,
          contentType: head.contentType ?? "application/octet-stream",
          size: 0,
          chunks: [] as Uint8Array[],
          audio: new UploadedAudio(head.contentType),
          hash: sha256(),
        };
        files.push(file);
        return {
          write(chunk) {
            state.reserveArriving(arriving, chunk.length);
            // A copy: the chunk's memory may be reused by whoever read it.
            const bytes = chunk.slice();
            file.chunks.push(bytes);
            file.size += bytes.length;
            file.audio.feed(bytes);
            file.hash.update(bytes);
          },
        };
      },
      { maxParts: 16, maxHeaderBytes: 16 * 1024, maxFieldBytes: 64 * 1024, maxFileBytes },
    );
    for (const name of [...content.fields.map(([field]) => field), ...files.map((file) => file.field)]) {
      if (!allowedParts.has(name)) {
        throw invalid(
          `body.${name}`,
          "extra_forbidden",
          `Unknown part; the upload takes ${[...allowedParts].join(", ")}.`,
        );
      }
    }
    const uploads = files.filter((file) => file.field === fileField);
    if (uploads.length > 1) throw invalid(`body.${fileField}`, "too_many", "Send one file per upload.");
    const [file] = uploads;
    if (!file) throw invalid(`body.${fileField}`, "missing", "Field required: send the audio as the part `file`.");
    const fields = content.fields;
    const fingerprintHash = sha256();
    fingerprintHash.update(JSON.stringify([fields, file.filename, file.contentType, file.hash.hex()]));
    const fingerprint = fingerprintHash.hex();
    return {
      file,
      clientReferenceId: fields.find(([name]) => name === "client_reference_id")?.[1],
      fingerprint,
      standIn: standInBody(fields, files),
      partNames: [...fields.map(([name]) => name), ...files.map((part) => part.field)],
    };
  } catch (error) {
    if (error instanceof MultipartError) {
      if (error.reason === "file_too_large") throw new MockHttpError(413, "file_too_large", error.message);
      throw invalid("body", error.reason === "too_large" ? "too_long" : "invalid_format", error.message);
    }
    throw error;
  } finally {
    state.endUpload(arriving);
  }
}

function standInBody(fields: [string, string][], files: { field: string; filename: string; contentType: string }[]) {
  let boundary = `stt-mock-${hex(randomBytes(12))}`;
  while (fields.some(([name, value]) => name.includes(boundary) || value.includes(boundary))) {
    boundary = `stt-mock-${hex(randomBytes(12))}`;
  }
  const quote = (text: string) => text.replaceAll('"', "%22").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
  // The contract says nothing of a file's name, and Prism's multipart parser splits a Content-Disposition on
  // `;` and `=` even inside quotes (a 500 for "a=b.wav"): Prism sees a name of plain characters instead.
  const plainName = (text: string) => text.replace(/[^\w. -]/g, "_") || "audio";
  const parts = [
    // Free of the characters Prism flags as reserved in a part that has an `encoding`.
    ...files.map(
      (file) =>
        `Content-Disposition: form-data; name="${quote(file.field)}"; filename="${plainName(file.filename)}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\naudio`,
    ),
    ...fields.map(([name, value]) => `Content-Disposition: form-data; name="${quote(name)}"\r\n\r\n${value}`),
  ];
  return {
    body: `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("")}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
