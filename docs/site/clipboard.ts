// Copying for the site's Copy buttons (the markdown pages' code blocks, the references' samples, try-it's answer
// and code): one way to copy and one way to say so, wherever the button is.

/**
 * The Clipboard API where the page may use it (https, localhost, file://); else the older `execCommand` on a
 * selection of `selectable` (the element showing the text), which some embedded browsers still need. False when
 * neither copied; the text is then left selected, so the reader can press Ctrl+C (⌘C) on it.
 */
export async function copyText(text: string, selectable?: HTMLElement): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, a page not focused): the selection below may still work.
    }
  }
  const selection = window.getSelection();
  if (!selection || !selectable) return false;
  const range = document.createRange();
  range.selectNodeContents(selectable);
  selection.removeAllRanges();
  selection.addRange(range);
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  if (copied) selection.removeAllRanges();
  return copied;
}

let announcer: HTMLElement | undefined;

/** One polite live region per page: screen readers hear "Copied" without losing their place. */
export function announce(message: string): void {
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
