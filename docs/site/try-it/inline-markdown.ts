// A spec description's inline Markdown, drawn for a console's help text: `code`, *emphasis*, **strong** and
// [links](https://…), as the reference draws them, instead of the raw backticks. Built from text nodes and
// elements made here, never from innerHTML: a description is the spec author's text, and none of it can become
// markup or a script. The line breaks of a YAML block are the author's wrapping, not the reader's: one break
// is a space, a blank line a new paragraph.

/** The inline forms, first match wins at each place: code before emphasis, so `a*b` stays code. */
const inline = /`([^`]+)`|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\b_([^_\s][^_]*)_\b|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A link's target a help text may follow: the web, or a page of this site; never `javascript:` or `data:`. */
function safeHref(target: string): string | undefined {
  if (/^https?:\/\//i.test(target)) return target;
  if (/^[\w./#-]+$/.test(target) && !target.includes(":")) return target;
  return undefined;
}

function appendInline(parent: HTMLElement, text: string): void {
  let at = 0;
  for (const match of text.matchAll(inline)) {
    if (match.index > at) parent.append(text.slice(at, match.index));
    const [whole, code, strong, strongToo, emphasis, emphasisToo, linkText, target] = match;
    if (code !== undefined) {
      const node = document.createElement("code");
      node.textContent = code;
      parent.append(node);
    } else if (strong !== undefined || strongToo !== undefined) {
      const node = document.createElement("strong");
      appendInline(node, strong ?? strongToo ?? "");
      parent.append(node);
    } else if (emphasis !== undefined || emphasisToo !== undefined) {
      const node = document.createElement("em");
      appendInline(node, emphasis ?? emphasisToo ?? "");
      parent.append(node);
    } else if (linkText !== undefined && target !== undefined) {
      const href = safeHref(target);
      if (href === undefined) {
        parent.append(whole);
      } else {
        const node = document.createElement("a");
        node.href = href;
        appendInline(node, linkText);
        parent.append(node);
      }
    }
    at = match.index + whole.length;
  }
  if (at < text.length) parent.append(text.slice(at));
}

/** Appends `markdown` to `parent`: a paragraph per blank-line-separated block, each block's lines joined. */
export function appendInlineMarkdown(parent: HTMLElement, markdown: string): void {
  const blocks = markdown
    .trim()
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, " ").trim())
    .filter((block) => block !== "");
  for (const block of blocks) {
    const paragraph = document.createElement("span");
    paragraph.className = "try-it-help-paragraph";
    appendInline(paragraph, block);
    parent.append(paragraph);
  }
}
