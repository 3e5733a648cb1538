// The Content-Disposition of a file's content (RFC 6266): `attachment`, with the name given at upload. A name
// is the client's to choose, so it is never written as it came: the quoted `filename` holds printable ASCII
// only (a quote, a backslash or a `%`, which some browsers decode, becomes `_`), and a name that needed a
// change goes whole in `filename*` (RFC 8187: UTF-8, percent-encoded). The contract bounds the header at 600
// characters: a longer one keeps the name's extension and drops characters before it.

/** The contract's bound on the header (components.headers.ContentDisposition). */
const maxHeaderLength = 600;

/** RFC 8187's attr-char: what `filename*` may carry without percent-encoding. */
const attrChar = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

function asciiFallback(name: string): string {
  return [...name]
    .map((character) => (/^[\x20-\x7e]$/.test(character) && !/["\\%]/.test(character) ? character : "_"))
    .join("");
}

function percentEncoded(name: string): string {
  let encoded = "";
  for (const byte of new TextEncoder().encode(name)) {
    const character = String.fromCharCode(byte);
    encoded += attrChar.test(character) ? character : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

function headerOf(name: string): string {
  const fallback = asciiFallback(name);
  const plain = `attachment; filename="${fallback}"`;
  return fallback === name ? plain : `${plain}; filename*=UTF-8''${percentEncoded(name)}`;
}

export function attachmentDisposition(filename: string): string {
  const characters = [...(filename === "" ? "audio" : filename)];
  const dot = characters.lastIndexOf(".");
  // An extension of a few characters is what a saved file is opened by: it is the last thing given up.
  const extensionAt = dot > 0 && characters.length - dot <= 16 ? dot : characters.length;
  let stem = characters.slice(0, extensionAt);
  const extension = characters.slice(extensionAt);
  let header = headerOf([...stem, ...extension].join(""));
  while (header.length > maxHeaderLength && stem.length > 1) {
    stem = stem.slice(0, -1);
    header = headerOf([...stem, ...extension].join(""));
  }
  return header;
}
