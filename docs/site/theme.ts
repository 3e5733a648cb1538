// The top bar's theme choice: light, dark, or the system's (the default). The choice is kept in localStorage
// under `stt-theme`, for every page of the site and the next visit; docs/site/head.html, an inline script at the
// top of every page, reads it and sets <html data-theme> before the first paint, so a page chosen dark is never
// drawn light first. This file only runs the choice: it comes later (deferred), with the rest of the page.
const storageKey = "stt-theme";
type Theme = "light" | "dark" | "system";

function stored(): Theme {
  try {
    const value = localStorage.getItem(storageKey);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    // Storage refused (a private mode, a blocked cookie policy): the system's theme.
    return "system";
  }
}

function apply(theme: Theme): void {
  if (theme === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  try {
    if (theme === "system") localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, theme);
  } catch {
    // Not kept: the choice still holds on this page.
  }
}

function setUp(): void {
  const select = document.getElementById("site-theme");
  if (!(select instanceof HTMLSelectElement)) return;
  select.value = stored();
  select.addEventListener("change", () => apply(select.value as Theme));
  // Shown only now: without this script the choice could do nothing.
  select.parentElement?.removeAttribute("hidden");
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
else setUp();
