// Reads a multipart/form-data body as it streams in: text fields are kept (bounded), the bytes of file
// parts are handed to a sink as they arrive, so an upload of 1 GiB is never held twice and no body, however
// hostile (endless headers, thousands of parts, no closing boundary), grows memory past the limits below.
import { concatBytes, indexOfBytes, latin1Text, utf8Bytes, utf8Text } from "../platform-shims.js";

export interface MultipartLimits {
  /** Parts in one body. */
  maxParts: number;
  /** The header block of one part. */
  maxHeaderBytes: number;
  /** One text field. */
  maxFieldBytes: number;
  /** All file parts together. */
  maxFileBytes: number;
}

export const defaultMultipartLimits: MultipartLimits = {
  maxParts: 16,
  maxHeaderBytes: 16 * 1024,
  maxFieldBytes: 64 * 1024,
  maxFileBytes: 1024 ** 3,
};

export interface FilePartHead {
  name: string;
  filename: string;
  contentType: string | undefined;
}

export interface FileSink {
  write(chunk: Uint8Array): void;
}

export interface MultipartContent {
  /** Text fields, in order; a name sent twice has two entries. */
  fields: [name: string, value: string][];
  files: (FilePartHead & { size: number })[];
}

/** Why a body could not be read: what the answer's message says. */
export class MultipartError extends Error {
  constructor(
    message: string,
    readonly reason: "malformed" | "file_too_large" | "too_large",
  ) {
    super(message);
  }
}

/** The boundary of a `multipart/form-data` content type, or undefined when it has none (RFC 2046: 1–70 chars). */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? "");
  return match?.[1] ?? match?.[2];
}

/** Undoes the HTML standard's escaping of names in multipart bodies. */
function unescapeName(value: string): string {
  return value.replaceAll("%22", '"').replaceAll("%0D", "\r").replaceAll("%0A", "\n");
}

function dispositionParameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(header);
  if (match?.[1] !== undefined) return unescapeName(match[1].replace(/\\(.)/g, "$1"));
  const bare = new RegExp(`;\\s*${name}=([^;\\s]+)`, "i").exec(header);
  return bare?.[1];
}

interface PartHead {
  name: string;
  filename: string | undefined;
  contentType: string | undefined;
}

function parseHead(block: string): PartHead {
  let disposition: string | undefined;
  let contentType: string | undefined;
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new MultipartError(`A part has a malformed header line: ${line.slice(0, 60)}`, "malformed");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "content-disposition") disposition = value;
    else if (name === "content-type") contentType = value;
  }
  if (!disposition || !/^form-data\b/i.test(disposition)) {
    throw new MultipartError("A part has no `Content-Disposition: form-data` header.", "malformed");
  }
  const name = dispositionParameter(disposition, "name");
  if (name === undefined) throw new MultipartError("A part's Content-Disposition has no name.", "malformed");
  return { name, filename: dispositionParameter(disposition, "filename"), contentType };
}

const crlf = utf8Bytes("\r\n");
const headerEnd = utf8Bytes("\r\n\r\n");

/**
 * Reads the parts of `body`. `openFile` is called at the start of each file part (a part with a filename)
 * and gets its bytes. Rejects with a MultipartError when the body breaks the format or the limits.
 */
export async function readMultipart(
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  boundary: string,
  openFile: (head: FilePartHead) => FileSink,
  limits: MultipartLimits = defaultMultipartLimits,
): Promise<MultipartContent> {
  // Every delimiter but the first follows a line break; starting the buffer with one makes them all alike.
  const delimiter = utf8Bytes(`\r\n--${boundary}`);
  const content: MultipartContent = { fields: [], files: [] };
  let buffer: Uint8Array = crlf.slice();
  type State = "preamble" | "after-delimiter" | "head" | "body" | "done";
  let state = "preamble" as State;
  let part: PartHead | undefined;
  let sink: FileSink | undefined;
  let fieldChunks: Uint8Array[] = [];
  let fieldBytes = 0;
  let fileBytes = 0;
  let parts = 0;
  let preambleBytes = 0;

  const takeBody = (bytes: Uint8Array) => {
    if (bytes.length === 0) return;
    if (sink) {
      fileBytes += bytes.length;
      const file = content.files[content.files.length - 1];
      if (file) file.size += bytes.length;
      if (fileBytes > limits.maxFileBytes) {
        throw new MultipartError(`The file is larger than ${limits.maxFileBytes} bytes.`, "file_too_large");
      }
      sink.write(bytes);
      return;
    }
    fieldBytes += bytes.length;
    if (fieldBytes > limits.maxFieldBytes) {
      throw new MultipartError(
        `The field ${part?.name ?? ""} is longer than ${limits.maxFieldBytes} bytes.`,
        "too_large",
      );
    }
    fieldChunks.push(bytes);
  };

  const endPart = () => {
    if (part && !sink) content.fields.push([part.name, utf8Text(concatBytes(fieldChunks))]);
    part = undefined;
    sink = undefined;
    fieldChunks = [];
    fieldBytes = 0;
  };

  const step = (): boolean => {
    switch (state) {
      case "preamble": {
        const at = indexOfBytes(buffer, delimiter);
        if (at < 0) {
          // The preamble is ignored, but not read for ever: a client could send one without end.
          const keep = Math.min(buffer.length, delimiter.length - 1);
          preambleBytes += buffer.length - keep;
          if (preambleBytes > limits.maxHeaderBytes) {
            throw new MultipartError(
              `The body has more than ${limits.maxHeaderBytes} bytes before its first boundary.`,
              "malformed",
            );
          }
          buffer = buffer.subarray(buffer.length - keep);
          return false;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = "after-delimiter";
        return true;
      }
      case "after-delimiter": {
        if (buffer.length < 2) return false;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = "done";
          return false;
        }
        // Transport padding (spaces or tabs) may follow a delimiter before its line break.
        const lineEnd = indexOfBytes(buffer, crlf);
        if (lineEnd < 0) {
          if (buffer.length > 256) throw new MultipartError("A boundary line does not end.", "malformed");
          return false;
        }
        if (!/^[ \t]*$/.test(latin1Text(buffer.subarray(0, lineEnd)))) {
          throw new MultipartError("A boundary is followed by text on its line.", "malformed");
        }
        buffer = buffer.subarray(lineEnd + 2);
        state = "head";
        return true;
      }
      case "head": {
        const at = indexOfBytes(buffer, headerEnd);
        if (at < 0) {
          if (buffer.length > limits.maxHeaderBytes) {
            throw new MultipartError(`A part's headers are longer than ${limits.maxHeaderBytes} bytes.`, "malformed");
          }
          return false;
        }
        if (at > limits.maxHeaderBytes) {
          throw new MultipartError(`A part's headers are longer than ${limits.maxHeaderBytes} bytes.`, "malformed");
        }
        parts += 1;
        if (parts > limits.maxParts)
          throw new MultipartError(`The body has more than ${limits.maxParts} parts.`, "too_large");
        part = parseHead(utf8Text(buffer.subarray(0, at)));
        buffer = buffer.subarray(at + headerEnd.length);
        if (part.filename !== undefined) {
          const head = { name: part.name, filename: part.filename, contentType: part.contentType };
          content.files.push({ ...head, size: 0 });
          sink = openFile(head);
        }
        state = "body";
        return true;
      }
      case "body": {
        const at = indexOfBytes(buffer, delimiter);
        if (at < 0) {
          // All but what could be the start of a delimiter is the part's content.
          const keep = Math.min(buffer.length, delimiter.length - 1);
          takeBody(buffer.subarray(0, buffer.length - keep));
          buffer = buffer.subarray(buffer.length - keep);
          return false;
        }
        takeBody(buffer.subarray(0, at));
        endPart();
        buffer = buffer.subarray(at + delimiter.length);
        state = "after-delimiter";
        return true;
      }
      case "done":
        return false;
    }
  };

  for await (const chunk of body) {
    buffer = buffer.length === 0 ? chunk : concatBytes([buffer, chunk]);
    while (step()) {
      // each step consumes what it can
    }
    // The epilogue is ignored, so it is not read: a body going on past its closing boundary (without end,
    // perhaps) is answered at once, and its connection closes.
    if (state === "done") break;
  }
  if (state !== "done") {
    throw new MultipartError(
      state === "preamble"
        ? "The body has no part: it does not hold the boundary of its content type."
        : "The body ends before its closing boundary.",
      "malformed",
    );
  }
  return content;
}
