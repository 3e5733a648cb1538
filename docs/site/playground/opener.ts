// The streaming reference's "Try the stream" button: all that loads with the page. The playground (the SDK,
// the microphone capture, the mock's handlers) is imported when the reader opens it, never before.
const section = document.createElement("section");
section.className = "stream-playground";
section.setAttribute("aria-label", "Stream playground");
const open = document.createElement("button");
open.type = "button";
open.id = "open-stream-playground";
const openLabel = "Try the stream: open the playground";
open.textContent = openLabel;
// Styled by the page's shared stylesheet (docs/site/reference.css): the playground's own loads with it.
section.append(open);
// In the text, under the page's title: the playground belongs to this reference, not to the site's bar.
(document.querySelector("main .subtitle") ?? document.querySelector("nav.site-nav"))?.after(section);

open.addEventListener("click", async () => {
  open.disabled = true;
  open.textContent = "Loading the playground…";
  try {
    // Beside this script: the site may be served under a subpath.
    const script = document.currentScript ?? document.querySelector('script[src$="stream-playground.js"]');
    const url = new URL("playground/stream.js", (script as HTMLScriptElement | null)?.src ?? location.href);
    const playground = (await import(url.href)) as {
      mountPlayground(into: HTMLElement, onClose: () => void): void;
    };
    open.remove();
    playground.mountPlayground(section, () => {
      // Closed: the button comes back where it was, and the keyboard with it.
      open.disabled = false;
      open.textContent = openLabel;
      section.replaceChildren(open);
      open.focus();
    });
  } catch (error) {
    open.disabled = false;
    open.textContent = `The playground did not load (${(error as Error)?.message ?? error}); try again`;
  }
});
