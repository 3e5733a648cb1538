// A "Copy" button on every code block of a page (`pre > code`), added by this script (site/code-copy.js)
// because the pages allow no inline script. It decorates only blocks not decorated yet, so a page that draws
// code later may call `decorateCodeBlocks()` again (the references' reference.js calls it too). What it copies is the code's text alone:
// the button lives before the <pre> (a tab above it, page-tools.css), never inside it, so its own label is
// never part of the copy.
import { announce, copyText } from "./clipboard.js";

const decorated = "copyDecorated";
/** How long the button says "Copied" before it says "Copy" again. */
const copiedForMs = 2000;

function decorate(pre: HTMLPreElement, code: HTMLElement): void {
  pre.dataset[decorated] = "true";
  // The references draw each block in its box at build time; the markdown pages' blocks get one here.
  let box = pre.parentElement;
  if (!box?.classList.contains("code-block")) {
    box = document.createElement("div");
    box.className = "code-block";
    pre.before(box);
    box.append(pre);
  }
  const button = document.createElement("button");
  button.type = "button";
  button.className = "copy-code";
  button.textContent = "Copy";
  // The visible word starts the name (WCAG 2.5.3), so "click Copy" works by voice as well.
  button.setAttribute("aria-label", "Copy code to the clipboard");
  let reset: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener("click", async () => {
    // The text as it was written: shiki's spans hold it verbatim, one line a span, with the newlines between.
    const text = code.textContent ?? "";
    const copied = await copyText(text, code);
    button.textContent = copied ? "Copied" : "Copy failed";
    announce(copied ? "Copied" : "Copy failed: the code is selected, press Ctrl+C to copy it");
    clearTimeout(reset);
    reset = setTimeout(() => {
      button.textContent = "Copy";
    }, copiedForMs);
  });
  box.prepend(button);
}

/** Adds a copy button to every `pre > code` of the page that has none yet. */
export function decorateCodeBlocks(root: ParentNode = document): void {
  for (const code of root.querySelectorAll<HTMLElement>("pre > code")) {
    const pre = code.parentElement as HTMLPreElement;
    if (pre.dataset[decorated] !== "true") decorate(pre, code);
  }
}

if (typeof document !== "undefined") {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => decorateCodeBlocks());
  else decorateCodeBlocks();
}
