// How the console treats an answer by its media type, as the SDK reads it (CONTRIBUTING's "Answers that are not
// JSON"): JSON, text (shown as it is), or bytes (never drawn as text: the console offers them as a download).

/** Text that is not `text/*` by its name, as the SDK's runtime counts it. */
const textMediaTypes = new Set(["application/x-subrip", "application/xml", "application/yaml"]);

export type AnswerKind = "json" | "text" | "bytes";

/** `text/vtt; charset=utf-8` → `text`; `application/octet-stream` → `bytes`; none → `text` (an empty body). */
export function answerKindOf(contentType: string | null | undefined): AnswerKind {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "") return "text";
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (type.startsWith("text/") || type.endsWith("+xml") || textMediaTypes.has(type)) return "text";
  return "bytes";
}

/**
 * The file name a `Content-Disposition` names, as a download's name: without any folder, quote or control
 * character (what the server sends is not trusted), or `fallback` when it names none.
 */
export function downloadName(contentDisposition: string | null, fallback: string): string {
  const quoted = /filename="((?:[^"\\]|\\.)*)"/i.exec(contentDisposition ?? "")?.[1];
  const plain = /filename=([^;\s]+)/i.exec(contentDisposition ?? "")?.[1];
  const named = (quoted ?? plain ?? "").replace(/\\(.)/g, "$1");
  const base = named.split(/[/\\]/).at(-1) ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out.
  const clean = base.replace(/[\x00-\x1f\x7f"]/g, "").trim();
  return clean === "" || clean === "." || clean === ".." ? fallback : clean;
}
