// The Content-Disposition of a file's content: a name as the client gave it never reaches the header raw. A
// plain ASCII name is quoted as it is; any other has an ASCII stand-in in `filename` and the whole name in
// `filename*` (RFC 8187); the header stays within the contract's 600 characters and pattern, keeping the extension.
import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "../../../src/core/http/content-disposition.js";

/**
 * The contract's ContentDisposition header (at most 600 characters, no control characters), and RFC 6266's
 * shape: one quoted `filename` with nothing in it that ends the quote, then at most one `filename*` of RFC
 * 8187's characters.
 */
function holdsToContract(header: string): void {
  expect(header.length).toBeLessThanOrEqual(600);
  expect(header).toMatch(
    /^attachment; filename="[\x20\x21\x23-\x5b\x5d-\x7e]*"(; filename\*=UTF-8''[\w!#$&+.^`|~%-]*)?$/,
  );
}

/** The name `filename*` carries, decoded. */
function extendedName(header: string): string | undefined {
  const encoded = /; filename\*=UTF-8''([^;]*)$/.exec(header)?.[1];
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
}

describe("attachmentDisposition", () => {
  it("quotes a plain ASCII name as it is, without filename*", () => {
    expect(attachmentDisposition("support-call.wav")).toBe('attachment; filename="support-call.wav"');
  });

  it.each([
    ['a "quoted" name.wav', "a _quoted_ name.wav"],
    ["back\\slash.wav", "back_slash.wav"],
    ["100%.wav", "100_.wav"],
    ["café.wav", "caf_.wav"],
    ["日本語の通話.mp3", "______.mp3"],
    ["😀 call.wav", "_ call.wav"],
  ])("gives %s an ASCII stand-in (%s) and the whole name in filename*", (name, fallback) => {
    const header = attachmentDisposition(name);
    holdsToContract(header);
    expect(header.startsWith(`attachment; filename="${fallback}"; filename*=UTF-8''`)).toBe(true);
    expect(extendedName(header)).toBe(name);
  });

  it("cannot be made to add a parameter or end the header", () => {
    const header = attachmentDisposition('x.wav"; filename="evil.exe\r\nSet-Cookie: a=b');
    holdsToContract(header);
    expect(extendedName(header)).toBe('x.wav"; filename="evil.exe\r\nSet-Cookie: a=b');
  });

  it("shortens a long name to the contract's 600 characters, keeping its extension", () => {
    for (const name of [`${"a".repeat(255)}.wav`, `${"通".repeat(250)}.flac`, "😀".repeat(127)]) {
      const header = attachmentDisposition(name);
      holdsToContract(header);
      const kept = extendedName(header) ?? /filename="([^"]*)"/.exec(header)?.[1] ?? "";
      if (name.includes(".")) expect(kept.endsWith(name.slice(name.lastIndexOf(".")))).toBe(true);
      expect(name.startsWith(kept.slice(0, kept.includes(".") ? kept.lastIndexOf(".") : kept.length))).toBe(true);
    }
  });

  it("names a file without a name `audio`", () => {
    expect(attachmentDisposition("")).toBe('attachment; filename="audio"');
  });
});
