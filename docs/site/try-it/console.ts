// The try-it console of one operation, opened under its heading in the HTTP reference: the server it talks
// to, a form of the operation's fields prefilled from the spec's examples (and from ids earlier answers gave,
// so upload → transcribe → get → delete follows on), the answer with the contract's verdict, and the request
// as curl, SDK and createFetchClient code. Loaded only when a reader opens a console (loader.ts).
import { keptResources } from "../../../packages/mock/src/generated/http/contract.js";
import { showAnswer, showFailure, showWaiting } from "./answer.js";
import { type Bounds, defaultBounds, exchange } from "./exchange.js";
import type { TryItField, TryItOperation } from "./operation.js";
import { curlOf, fetchClientCodeOf, sdkCodeOf } from "./request-code.js";
import { sampleAudioFile } from "./sample-audio.js";
import { type FormValue, sentRequestOf } from "./sent-request.js";
import { currentTarget, namedServer, nameServer, refusalOf, useInPageMock } from "./server-choice.js";

/** Ids the answers gave (`file_id`, `transcription_id`), by the field name they prefill. */
const remembered = new Map<string, string>();
const rememberedEvent = "stt-try-it:remembered";

/** The id field an answer names each resource by, and the path parameter it fills (the spec's x-resource marks). */
const idFields = new Map(keptResources.map((resource) => [resource.idField, resource.pathParameter]));

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = ""): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

const exampleText = (example: unknown) =>
  example === undefined ? "" : typeof example === "string" ? example : JSON.stringify(example, null, 2);

/** The input of one field, prefilled; its value is read back by `valueOfInput`. */
function inputOf(
  operation: TryItOperation,
  field: TryItField,
): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const prefill = remembered.get(field.name) ?? exampleText(field.example);
  // An optional parameter's example is a hint, not a value: a cursor from the spec would name no page here.
  const asHint = field.in !== "body" && !field.required && !remembered.has(field.name);
  let input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  if (field.kind === "choice") {
    input = element("select");
    if (!field.required) input.append(element("option", "", ""));
    for (const choice of field.choices ?? [])
      input.append(Object.assign(element("option", "", choice), { value: choice }));
    input.value = field.example === undefined && !field.required ? "" : prefill;
  } else if (field.kind === "json") {
    input = element("textarea");
    input.rows = Math.min(6, prefill.split("\n").length + 1);
    input.value = field.example === undefined ? "" : prefill;
  } else {
    input = element("input");
    if (field.kind === "file") {
      input.type = "file";
      const files = new DataTransfer();
      files.items.add(sampleAudioFile(field.example));
      input.files = files.files;
    } else if (field.kind === "boolean") {
      input.type = "checkbox";
      input.checked = field.example === true;
    } else {
      input.type = field.kind === "number" ? "number" : "text";
      if (asHint) input.placeholder = prefill;
      else input.value = prefill;
    }
  }
  input.id = `try-it-${operation.operationId}-${field.in}-${field.name}`;
  input.name = `${field.in}:${field.name}`;
  input.required = field.required && field.kind !== "boolean";
  input.addEventListener("input", () => {
    input.dataset.edited = "true";
  });
  return input;
}

function valueOfInput(input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): FormValue {
  if (input instanceof HTMLInputElement && input.type === "checkbox") return input.checked;
  if (input instanceof HTMLInputElement && input.type === "file") return input.files?.[0];
  return input.value;
}

function serverPanel(): HTMLElement {
  const panel = element("fieldset", "try-it-server");
  panel.append(element("legend", "", "Server"));
  const named = namedServer();
  const choice = element("select");
  choice.name = "server";
  choice.append(
    Object.assign(element("option", "", "The mock running in this page (your own state)"), { value: "in-page" }),
    Object.assign(element("option", "", "A server you name (your stt-mock, or staging with your key)"), {
      value: "named",
    }),
  );
  choice.value = named ? "named" : "in-page";
  const url = Object.assign(element("input"), {
    type: "url",
    name: "server-url",
    placeholder: "http://127.0.0.1:4010/v1",
  });
  url.value = named?.baseUrl ?? "";
  const key = Object.assign(element("input"), {
    type: "password",
    name: "server-key",
    placeholder: "API key",
    autocomplete: "off",
  });
  key.value = named?.apiKey ?? "";
  const warning = element(
    "p",
    "try-it-warning",
    "Your key is kept in this tab's sessionStorage only and sent only to the server you name; it is never shown in the code below. Use a test key, never a production one.",
  );
  const problem = element("p", "try-it-refusal");
  const named_ = element("div", "try-it-named");
  named_.append(url, key, warning, problem);
  const update = () => {
    named_.hidden = choice.value !== "named";
    problem.textContent = "";
    if (choice.value !== "named") return useInPageMock();
    const refusal = url.value ? refusalOf(url.value) : undefined;
    if (refusal) problem.textContent = refusal;
    else if (url.value) nameServer(url.value, key.value);
  };
  for (const input of [choice, url, key]) input.addEventListener("change", update);
  named_.hidden = choice.value !== "named";
  panel.append(choice, named_);
  return panel;
}

function codePanel(): { panel: HTMLElement; show: (codes: [string, string][]) => void } {
  const panel = element("div", "try-it-code");
  return {
    panel,
    show: (codes) =>
      panel.replaceChildren(
        ...codes.map(([label, code]) => {
          const block = element("details");
          block.dataset.code = label;
          block.open = label === "curl";
          block.append(element("summary", "", label), element("pre", "", code));
          return block;
        }),
      ),
  };
}

function rememberIds(operation: TryItOperation, body: unknown): void {
  if (typeof body !== "object" || body === null || operation.method === "DELETE") return;
  for (const [field, parameter] of idFields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === "string") remembered.set(parameter, value);
  }
  document.dispatchEvent(new Event(rememberedEvent));
}

/**
 * The bounds of the next request: the defaults, but a page's `<html data-try-it-deadline-ms>` shortens (or
 * lengthens) the deadline, so a test of it need not wait 30 s. Read at each send: a test sets it after load.
 */
function boundsNow(): Bounds {
  const deadlineMs = Number(document.documentElement.dataset.tryItDeadlineMs);
  return Number.isFinite(deadlineMs) && deadlineMs > 0 ? { ...defaultBounds, deadlineMs } : defaultBounds;
}

function buildConsole(operation: TryItOperation): HTMLElement {
  const root = element("section", "try-it");
  root.dataset.operationId = operation.operationId;
  root.setAttribute("aria-label", `Try ${operation.method} ${operation.path}`);
  const form = element("form", "try-it-form");
  const inputs: (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] = [];
  for (const field of operation.fields) {
    const row = element("div", "try-it-field");
    const input = inputOf(operation, field);
    inputs.push(input);
    const label = element("label", "", `${field.name}${field.required ? " *" : ""}`);
    label.htmlFor = input.id;
    row.append(label, element("span", "try-it-place", field.in), input);
    if (field.description) row.append(element("small", "", field.description));
    form.append(row);
  }
  const send = Object.assign(element("button", "try-it-send", `Send ${operation.method} ${operation.path}`), {
    type: "submit",
  });
  // Shown only while a request is out: a server that never finishes its answer is the reader's to stop.
  const cancel = Object.assign(element("button", "try-it-cancel", "Cancel"), { type: "button", hidden: true });
  form.append(send, cancel);
  const answer = element("div", "try-it-answer");
  answer.dataset.state = "idle";
  answer.setAttribute("aria-live", "polite");
  const code = codePanel();
  // A later answer's id fills this console's id fields, unless the reader typed their own.
  const refill = () => {
    for (const input of inputs) {
      const value = remembered.get(input.name.split(":")[1] ?? "");
      if (value !== undefined && !input.dataset.edited && !(input instanceof HTMLInputElement && input.type === "file"))
        input.value = value;
    }
  };
  document.addEventListener(rememberedEvent, refill);
  let sending: AbortController | undefined;
  cancel.addEventListener("click", () => sending?.abort());
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const controller = new AbortController();
    sending = controller;
    send.disabled = true;
    cancel.hidden = false;
    showWaiting(answer);
    try {
      const target = await currentTarget();
      const values = new Map(inputs.map((input) => [input.name, valueOfInput(input)]));
      const request = sentRequestOf(operation, target.baseUrl, values);
      code.show([
        ["curl", curlOf(request)],
        ["SDK", sdkCodeOf(request)],
        ["createFetchClient", fetchClientCodeOf(request)],
      ]);
      const outcome = await exchange(request, target.apiKey, controller.signal, boundsNow());
      if (outcome.kind === "failed") {
        showFailure(answer, outcome.failure, outcome.message);
      } else {
        showAnswer(answer, outcome.answer);
        if (outcome.answer.status < 300) rememberIds(operation, outcome.answer.body);
      }
    } catch (error) {
      showFailure(answer, "network", `No answer: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      // Whatever the end (an answer, a cut one, the deadline, Cancel, no network), the console can send again.
      sending = undefined;
      cancel.hidden = true;
      send.disabled = false;
    }
  });
  root.append(serverPanel(), form, answer, code.panel);
  return root;
}

/** The consoles' stylesheet, beside this script: linked once, when the first console opens. */
function linkStylesheet(): void {
  if (document.querySelector("link[data-try-it]")) return;
  const link = Object.assign(element("link"), { rel: "stylesheet", href: new URL("try-it.css", import.meta.url).href });
  link.dataset.tryIt = "";
  document.head.append(link);
}

/** Opens the operation's console right below its button (under the operation's heading), or closes it when open. */
export function toggleConsole(button: HTMLButtonElement, operation: TryItOperation): void {
  const row = button;
  const open = row.nextElementSibling;
  if (open instanceof HTMLElement && open.classList.contains("try-it")) {
    open.remove();
    button.setAttribute("aria-expanded", "false");
    return;
  }
  linkStylesheet();
  row.after(buildConsole(operation));
  button.setAttribute("aria-expanded", "true");
}
