// A Copy button for a console's answer and code: it copies exactly the text shown (read when pressed, so a
// later answer is the one copied), and says what happened in a live region a screen reader announces, since
// a clipboard write is otherwise silent. A button, so Enter and Space press it like a click.
import { copyText } from "../clipboard.js";

/** The button; `status` is the console's live region, shared by its buttons, where "Copied" is said. */
export function copyButton(label: string, text: () => string, status: HTMLElement): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "try-it-copy";
  button.textContent = "Copy";
  button.setAttribute("aria-label", `Copy ${label}`);
  button.addEventListener("click", async () => {
    // No clipboard (an insecure origin, a denied permission): the text is there to select by hand.
    status.textContent = (await copyText(text()))
      ? `Copied ${label}.`
      : `Could not copy ${label}: select the text and copy it.`;
  });
  return button;
}
