// The entities the build's HTML writers produce (forHtml's, and marked's in a token's text), decoded back to
// the characters: for the CSP's hashes of style attributes as the browser reads them, and for help text drawn as
// DOM text nodes.

export function decodeHtmlEntities(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
