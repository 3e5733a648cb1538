// A file's content (getFileContent): the uploaded bytes, byte for byte, as application/octet-stream, with a
// Content-Disposition naming the file as it was uploaded.
import type { CheckContext } from "../context.js";
import { check, expectStatus } from "./state.js";

/** The first byte at which two byte strings differ, or -1 when they are the same. */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) if (a[index] !== b[index]) return index;
  return a.length === b.length ? -1 : length;
}

/** `expected`: the bytes the file was made of; `name`: the file name it was uploaded with, where it is known. */
export async function checkFileContent(
  context: CheckContext,
  fileId: string,
  expected: Uint8Array,
  name: string | undefined,
): Promise<void> {
  const answer = await context.http.call({
    operationId: "getFileContent",
    path: `/files/${encodeURIComponent(fileId)}/content`,
    apiKey: context.options.apiKey,
    binary: true,
  });
  if (!expectStatus(context, "content.bytes", answer, 200)) return;
  const bytes = answer.bytes ?? new Uint8Array(0);
  const at = firstDifference(bytes, expected);
  check(
    context,
    "content.bytes",
    at === -1,
    `the content is ${bytes.length} bytes and differs from the ${expected.length} uploaded at byte ${at}`,
    answer,
  );
  const disposition = answer.headers.get("content-disposition") ?? "";
  check(
    context,
    "content.disposition",
    /^attachment\b/i.test(disposition) && (name === undefined || disposition.includes(`filename="${name}"`)),
    `Content-Disposition is "${disposition}", not an attachment${name === undefined ? "" : ` with filename="${name}"`}`,
    answer,
  );
}
