// Node only: an upload from a path. fs.openAsBlob reads the file lazily, each time it is sent, so retries
// can replay it and memory stays flat whatever its size.
import { openAsBlob } from "node:fs";
import { stat } from "node:fs/promises";
import { basename, extname } from "node:path";
import { ServiceError } from "../core/service-error.js";
import { blobPart, type FilePart, type UploadNaming } from "./upload-source.js";

const audioTypes: Record<string, string> = {
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".ogg": "audio/ogg",
  ".opus": "audio/ogg",
  ".webm": "audio/webm",
  ".flac": "audio/flac",
  ".m4a": "audio/mp4",
  ".aac": "audio/aac",
};

export async function openPath(path: string, naming: UploadNaming): Promise<FilePart> {
  try {
    const stats = await stat(path);
    if (!stats.isFile()) throw new Error("it is not a regular file");
    const blob = await openAsBlob(path);
    return blobPart(blob, {
      filename: naming.filename ?? basename(path),
      contentType: naming.contentType ?? audioTypes[extname(path).toLowerCase()],
    });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ServiceError(
      `Cannot read the file to upload at ${path} (${reason}). Check the path and its permissions.`,
      {
        cause: error,
      },
    );
  }
}
