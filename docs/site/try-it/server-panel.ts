// A console's Server panel: the mock running in the page, or a server the reader names with their key
// (server-choice.ts keeps the choice for every console of the page). Each control has a visible label; a
// server the page may not reach is said at once, and stays chosen, refused: Send then sends nothing.
import { namedServer, nameServer, refusalOf, serverChangedEvent, useInPageMock } from "./server-choice.js";

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = ""): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** A labelled control: the label names it for a screen reader and a click on the label focuses it. */
function labelled<T extends HTMLElement>(id: string, text: string, control: T): HTMLElement {
  const row = element("div", "try-it-server-row");
  control.id = id;
  const label = element("label", "", text);
  label.htmlFor = id;
  row.append(label, control);
  return row;
}

export function serverPanel(operationId: string): HTMLElement {
  const panel = element("fieldset", "try-it-server");
  panel.append(element("legend", "", "Server"));
  const choice = element("select");
  choice.name = "server";
  choice.append(
    Object.assign(element("option", "", "The mock running in this page (your own state)"), { value: "in-page" }),
    Object.assign(element("option", "", "A server you name (your stt-mock, or staging with your key)"), {
      value: "named",
    }),
  );
  const url = Object.assign(element("input"), {
    type: "url",
    name: "server-url",
    placeholder: "http://127.0.0.1:4010/v1",
  });
  const key = Object.assign(element("input"), {
    type: "password",
    name: "server-key",
    placeholder: "API key",
    autocomplete: "off",
  });
  const warning = element(
    "p",
    "try-it-warning",
    "Your key is kept in this tab's sessionStorage only and sent only to the server you name; it is never shown in the code below. Use a test key, never a production one.",
  );
  const problem = element("p", "try-it-refusal");
  problem.id = `try-it-${operationId}-server-problem`;
  problem.setAttribute("aria-live", "polite");
  url.setAttribute("aria-describedby", problem.id);
  const named = element("div", "try-it-named");
  named.append(
    labelled(`try-it-${operationId}-server-url`, "Base URL", url),
    labelled(`try-it-${operationId}-server-key`, "API key", key),
    warning,
    problem,
  );
  /** Shows the page's choice (this console's, or another's made since). */
  const show = () => {
    const chosen = namedServer();
    choice.value = chosen ? "named" : "in-page";
    named.hidden = !chosen;
    if (chosen && document.activeElement !== url) url.value = chosen.baseUrl;
    if (chosen && document.activeElement !== key) key.value = chosen.apiKey;
    const refusal = chosen && chosen.baseUrl !== "" ? refusalOf(chosen.baseUrl) : undefined;
    problem.textContent = refusal ?? "";
    if (refusal) url.setAttribute("aria-invalid", "true");
    else url.removeAttribute("aria-invalid");
  };
  const update = () => {
    if (choice.value !== "named") useInPageMock();
    else nameServer(url.value, key.value);
  };
  for (const input of [choice, url, key]) input.addEventListener("change", update);
  document.addEventListener(serverChangedEvent, show);
  show();
  panel.append(labelled(`try-it-${operationId}-server`, "Send to", choice), named);
  return panel;
}
