// A "Copy" button on every code block of a page (`pre > code`), added by this script (site/code-copy.js)
// because the pages allow no inline script. It decorates only blocks not decorated yet, so a page that draws
// code later (a reference) may call `decorateCodeBlocks()` again. What it copies is the code's text alone:
// the button lives before the <pre> (a tab above it, page-tools.css), never inside it, so its own label is
// never part of the copy.

const decorated = "copyDecorated";
/** How long the button says "Copied" before it says "Copy" again. */
const copiedForMs = 2000;

let announcer: HTMLElement | undefined;

/** One polite live region per page: screen readers hear "Copied" without losing their place. */
function announce(message: string): void {
  if (!announcer) {
    announcer = document.createElement("div");
    announcer.className = "visually-hidden";
    announcer.setAttribute("role", "status");
    announcer.setAttribute("aria-live", "polite");
    document.body.append(announcer);
  }
  // Emptied first, so the same words said twice are announced twice.
  announcer.textContent = "";
  const region = announcer;
  setTimeout(() => {
    region.textContent = message;
  }, 50);
}

/**
 * The Clipboard API where the page may use it (https, localhost, file://); else the older `execCommand`
 * on a selection of the code, which some embedded browsers still need. False when neither copied.
 */
async function copyText(code: HTMLElement, text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, a page not focused): the selection below may still work.
    }
  }
  const selection = window.getSelection();
  if (!selection) return false;
  const range = document.createRange();
  range.selectNodeContents(code);
  selection.removeAllRanges();
  selection.addRange(range);
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  // Left selected when the copy failed, so the reader can press Ctrl+C (⌘C) on it.
  if (copied) selection.removeAllRanges();
  return copied;
}

function decorate(pre: HTMLPreElement, code: HTMLElement): void {
  pre.dataset[decorated] = "true";
  const box = document.createElement("div");
  box.className = "code-block";
  pre.before(box);
  box.append(pre);
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
    const copied = await copyText(code, text);
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
