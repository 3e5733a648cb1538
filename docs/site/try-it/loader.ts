// The try-it buttons of the HTTP reference: the one script of the feature the page loads up front. It puts a
// "Try it" button under each operation's heading; the console itself (its form, the in-page mock, the contract's
// validators) is a dynamic import, fetched only when a reader opens one. The build compiles this file with the
// operations in place of TRY_IT_OPERATIONS (scripts/docs/try-it/bundle.ts).
import type { TryItOperation } from "./operation.js";

declare const TRY_IT_OPERATIONS: TryItOperation[];

/** Puts a button under each operation's heading (the page is drawn at build time: every operation is there). */
function placeButtons(): void {
  for (const operation of TRY_IT_OPERATIONS) {
    const section = document.querySelector(`[data-section-id="${CSS.escape(operation.sectionId)}"]`);
    const heading = section?.querySelector("h3");
    if (!heading || heading.nextElementSibling?.classList.contains("try-it-open")) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "try-it-open";
    button.dataset.operationId = operation.operationId;
    button.textContent = "Try it";
    button.setAttribute("aria-expanded", "false");
    // Not disabled while the console's code loads: a disabled button drops the reader's focus to <body>. A
    // second press meanwhile is ignored, so that it does not open and close the console at once.
    let loading = false;
    button.addEventListener("click", async () => {
      if (loading) return;
      loading = true;
      try {
        const { toggleConsole } = await import("./console.js");
        toggleConsole(button, operation);
      } finally {
        loading = false;
      }
    });
    heading.after(button);
  }
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", placeButtons);
else placeButtons();
