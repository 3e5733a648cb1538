// Whether a request body's media type from the spec is a plain RFC 9110 one (8.3.1): `type "/" subtype`, each a
// token, then `; name=value` parameters, each value a token or a quoted string. The try-it console sends it as
// a Content-Type header and prints it in a curl line a reader pastes into a shell, so anything else (a quote,
// a `$(…)`, a line break) is refused at build time, with what is wrong, instead of reaching either. A header
// parameter's name goes the same two ways, and must be a token.

/** RFC 9110's tchar: the characters of a token. */
const tchar = /[!#$%&'*+.^_`|~0-9A-Za-z-]/;
const ows = /[ \t]*/y;
const token = /[!#$%&'*+.^_`|~0-9A-Za-z-]+/y;
/** Whether `text` is a token, as a header's name must be (RFC 9110 5.1). */
export const isToken = (text: string) => matchAt(token, text, 0) === text && text !== "";

/** A quoted string's characters (qdtext and quoted pairs): visible ASCII, space and tab, no control character. */
const quoted = /"(?:[\t !#-[\]-~]|\\[\t -~])*"/y;

const isControl = (character: string) => character !== "\t" && (character < " " || character === "\x7f");

/** The `sticky` pattern's match at `at`, or undefined. */
function matchAt(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

/** Why the character at `at` cannot be there: not a token's, or a token's where a `;` or the end must be. */
function misplaced(text: string, at: number): string {
  const character = `${JSON.stringify(text[at])} (character ${at + 1})`;
  return tchar.test(text[at] ?? "")
    ? `${character} is where a ";" before a parameter, or the end, should be`
    : `${character} is not a token character (letters, digits and !#$%&'*+-.^_\`|~)`;
}

/** The first character of `text` from `at` that is not a token's. */
function firstNonToken(text: string, at: number): number {
  return at + (matchAt(token, text, at)?.length ?? 0);
}

/** What keeps `text` from being an RFC 9110 media type, or undefined when it is one. */
export function mediaTypeProblem(text: string): string | undefined {
  const slash = text.indexOf("/");
  if (slash < 0) return `it has no "/" between its type and subtype`;
  const type = matchAt(token, text, 0);
  if (type?.length !== slash) return slash === 0 ? "its type is empty" : misplaced(text, firstNonToken(text, 0));
  const subtype = matchAt(token, text, slash + 1);
  let at = slash + 1 + (subtype?.length ?? 0);
  if (!subtype) return at < text.length ? misplaced(text, at) : "its subtype is empty";
  while (at < text.length) {
    at += matchAt(ows, text, at)?.length ?? 0;
    if (at === text.length) return "it ends in white space";
    if (text[at] !== ";") return misplaced(text, at);
    at += 1;
    at += matchAt(ows, text, at)?.length ?? 0;
    // RFC 9110 lets a parameter be empty (`a/b;;c=d`), and the list end with `;`.
    if (at === text.length || text[at] === ";") continue;
    const name = matchAt(token, text, at);
    const end = text.indexOf(";", at);
    const parameter = text.slice(at, end < 0 ? undefined : end).trim();
    if (!name || text[at + name.length] !== "=") return `parameter ${JSON.stringify(parameter)} is not name=value`;
    at += name.length + 1;
    if (text[at] === '"') {
      const value = matchAt(quoted, text, at);
      if (!value) {
        return [...text.slice(at)].some(isControl)
          ? `parameter ${JSON.stringify(name)} has a quoted value with a control character`
          : `parameter ${JSON.stringify(name)} has a quoted value that is not closed, or a character outside ASCII`;
      }
      at += value.length;
    } else {
      const value = matchAt(token, text, at);
      if (!value) return `parameter ${JSON.stringify(name)} has no value`;
      at += value.length;
    }
  }
  return undefined;
}
