// The references' Markdown without raw HTML. The references render every description as Markdown, and
// Markdown lets raw HTML through: a spec's description (text from a pull request) could put a <meta http-equiv="refresh">
// on the published page, sending its readers elsewhere, or a <style> that redraws it, neither of which the
// site's Content-Security-Policy stops. So the copy the references are drawn from has every HTML
// opener outside code written as text, through the one module that decides how untrusted text is shown.

import { isObject, type Json, markdownWithoutHtml } from "@stt-service/spec-documents";

/** The keys whose strings the references render as Markdown. */
const markdownKeys = new Set(["description", "summary"]);
/** Subtrees that hold values (examples, code samples), shown as code, not Markdown. */
const valueKeys = new Set(["example", "examples", "x-codeSamples", "default", "const", "enum", "value", "payload"]);

/** The document, changed in place: every description and summary with no raw HTML outside code. */
export function withoutRawHtml(document: Json): Json {
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (!isObject(node)) continue;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string" && markdownKeys.has(key)) node[key] = markdownWithoutHtml(value);
      else if (typeof value === "object" && value !== null && !valueKeys.has(key)) stack.push(value);
    }
  }
  return document;
}
