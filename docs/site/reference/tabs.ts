// The code samples' tabs (WAI-ARIA tabs pattern: arrow keys move between tabs, one tab in the tab order). The
// buttons are in the page's markup, hidden until this runs; a language chosen in one operation is chosen in
// every other, as a reader who reads curl reads curl everywhere.

function select(tab: HTMLButtonElement): void {
  const list = tab.closest('[role="tablist"]');
  const samples = list?.parentElement;
  if (!list || !samples) return;
  for (const other of list.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
    const chosen = other === tab;
    other.setAttribute("aria-selected", String(chosen));
    other.tabIndex = chosen ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !chosen;
  }
}

function selectEverywhere(label: string): void {
  for (const tab of document.querySelectorAll<HTMLButtonElement>('.samples [role="tab"]')) {
    if (tab.dataset.sampleLabel === label) select(tab);
  }
}

export function setUpSampleTabs(): void {
  for (const list of document.querySelectorAll<HTMLElement>('.samples [role="tablist"]')) {
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    list.hidden = false;
    list.parentElement?.classList.add("tabbed");
    const first = tabs.find((tab) => tab.getAttribute("aria-selected") === "true") ?? tabs[0];
    if (first) select(first);
    for (const [index, tab] of tabs.entries()) {
      tab.addEventListener("click", () => selectEverywhere(tab.dataset.sampleLabel ?? ""));
      tab.addEventListener("keydown", (event) => {
        const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
        const target =
          step !== 0
            ? tabs[(index + step + tabs.length) % tabs.length]
            : event.key === "Home"
              ? tabs[0]
              : event.key === "End"
                ? tabs.at(-1)
                : undefined;
        if (!target) return;
        event.preventDefault();
        // As a click does: every operation shows the chosen language, and the keyboard stays on this tab.
        selectEverywhere(target.dataset.sampleLabel ?? "");
        target.focus();
      });
    }
  }
}
