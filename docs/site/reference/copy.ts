// A "Copy" button on each code block of the reference: it copies the block's text, which is exactly the sample
// or example as written (the highlighter's spans hold its characters and nothing else).

export function addCopyButtons(): void {
  for (const block of document.querySelectorAll<HTMLElement>("main .code-block")) {
    const code = block.querySelector("pre");
    if (!code || block.querySelector(".copy-code")) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "copy-code";
    button.textContent = "Copy";
    const status = document.createElement("span");
    status.className = "copy-status";
    status.setAttribute("role", "status");
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(code.textContent ?? "");
        status.textContent = "Copied";
      } catch {
        status.textContent = "Copying was refused: select the code instead";
      }
      setTimeout(() => {
        status.textContent = "";
      }, 2000);
    });
    block.prepend(button, status);
  }
}
