// The try-it console of one operation, opened under its heading in the HTTP reference: the server it talks
// to, a form of the operation's fields prefilled from the spec's examples (and from ids earlier answers gave,
// so upload → transcribe → get → delete follows on), the answer with the contract's verdict, and the request
// as curl, SDK and createFetchClient code. Loaded only when a reader opens a console (loader.ts).
// By keyboard: opening a console puts focus on its first field, and Send puts it on the answer panel; no
// button a reader pressed is disabled under their focus (which would drop it to <body>).
import { keptResources } from "@stt-service/mock/compiled-contract";
import { answerPanel, showAnswer, showFailure, showNotSent, showWaiting } from "./answer.js";
import { copyButton } from "./copy-button.js";
import { type Bounds, defaultBounds, exchange } from "./exchange.js";
import { type FieldRow, fieldRow, refuseInvalidJson, valueOfInput } from "./form-fields.js";
import type { TryItOperation } from "./operation.js";
import { curlOf, fetchClientCodeOf, sdkCodeOf } from "./request-code.js";
import { type SentRequest, sentRequestOf, urlOf } from "./sent-request.js";
import { codeServerOf, currentTarget, type Target } from "./server-choice.js";
import { serverPanel } from "./server-panel.js";

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

/**
 * The request as code, each view with a Copy button. `note` says which server the code names when it is not
 * the one that answered: the mock in the page answers only inside the page, so the code names one a reader's
 * shell can reach.
 */
function codePanel(copyStatus: HTMLElement): {
  panel: HTMLElement;
  show: (note: string, codes: [string, string][]) => void;
} {
  const panel = element("div", "try-it-code");
  return {
    panel,
    show: (note, codes) =>
      panel.replaceChildren(
        ...(note ? [element("p", "try-it-code-note", note)] : []),
        ...codes.map(([label, code]) => {
          const block = element("details");
          block.dataset.code = label;
          block.open = label === "curl";
          const text = element("pre", "", code);
          block.append(
            element("summary", "", label),
            copyButton(`the ${label} code`, () => text.textContent ?? "", copyStatus),
            text,
          );
          return block;
        }),
      ),
  };
}

/** What the code views say of the server they name, when it is not the one that answered. */
function codeNoteOf(target: Target, codeServer: string): string {
  if (target.kind !== "in-page") return "";
  return `The mock in this page answers only inside it: the code names ${codeServer}, where stt-mock listens when you start it (npx stt-mock), with its own state.`;
}

/** Which server answered, said beside the verdict, with the address the request went to. */
function answeredByOf(target: Target, request: SentRequest): string {
  return target.kind === "in-page"
    ? `Answered by the mock running in this page (${urlOf(request)}), not by a server.`
    : `Answered by the server you named: ${urlOf(request)}.`;
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
  const rows: FieldRow[] = operation.fields.map((field) => fieldRow(operation, field, remembered.get(field.name)));
  form.append(...rows.map(({ row }) => row));
  const inputs = rows.map(({ input }) => input);
  const send = Object.assign(element("button", "try-it-send", `Send ${operation.method} ${operation.path}`), {
    type: "submit",
  });
  // Shown only while a request is out: a server that never finishes its answer is the reader's to stop.
  const cancel = Object.assign(element("button", "try-it-cancel", "Cancel"), { type: "button", hidden: true });
  form.append(send, cancel);
  const answer = answerPanel(`Answer of ${operation.method} ${operation.path}`);
  // Where a Copy button says what it did: one live region for the console's buttons.
  const copyStatus = element("p", "try-it-copy-status");
  copyStatus.setAttribute("role", "status");
  const code = codePanel(copyStatus);
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
    // Send is not disabled while a request is out (that would drop the reader's focus): a second press waits.
    if (sending) return;
    const invalid = refuseInvalidJson(rows);
    if (invalid) {
      invalid.focus();
      return;
    }
    const controller = new AbortController();
    sending = controller;
    send.setAttribute("aria-disabled", "true");
    cancel.hidden = false;
    showWaiting(answer);
    answer.focus();
    try {
      const target = await currentTarget();
      const values = new Map(inputs.map((input) => [input.name, valueOfInput(input)]));
      const codeServer = codeServerOf(target);
      const shown = sentRequestOf(operation, codeServer, values);
      code.show(codeNoteOf(target, codeServer), [
        ["curl", curlOf(shown)],
        ["SDK", sdkCodeOf(shown)],
        ["createFetchClient", fetchClientCodeOf(shown)],
      ]);
      if (target.kind === "refused") {
        showNotSent(answer, target.reason);
        return;
      }
      const request = sentRequestOf(operation, target.baseUrl, values);
      const outcome = await exchange(request, target.apiKey, controller.signal, boundsNow());
      if (outcome.kind === "failed") {
        showFailure(answer, outcome.failure, outcome.message);
      } else {
        showAnswer(answer, outcome.answer, answeredByOf(target, request), copyStatus);
        if (outcome.answer.status < 300) rememberIds(operation, outcome.answer.body);
      }
    } catch (error) {
      showFailure(answer, "network", `No answer: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      // Whatever the end (an answer, a cut one, the deadline, Cancel, no network), the console can send again.
      sending = undefined;
      cancel.hidden = true;
      send.removeAttribute("aria-disabled");
      // Cancel goes away under a reader who pressed it: their focus goes to the answer that says so.
      if (document.activeElement === cancel || document.activeElement === document.body) answer.focus();
    }
  });
  root.append(serverPanel(operation.operationId), form, answer, copyStatus, code.panel);
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
  const opened = buildConsole(operation);
  row.after(opened);
  button.setAttribute("aria-expanded", "true");
  // The reader asked for the form: they start at its first field (the server panel is a Shift+Tab away).
  opened
    .querySelector<HTMLElement>(".try-it-form input, .try-it-form select, .try-it-form textarea, .try-it-send")
    ?.focus();
}
