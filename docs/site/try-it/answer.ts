// The answer panel of a console: status, headers, body, and the contract's verdict on them, checked by the
// same validators the mock checks its own answers with (CompiledContractEngine.checkAnswer). Everything from
// the server is shown as text, never parsed as markup; bytes (a file's audio) are not drawn at all, but offered
// as a download under the name the answer gives, and a secret the answer holds (the webhook signing secret) is
// hidden until the reader asks to see it. A body cut at the console's bound (exchange.ts) is shown
// as the text that came, and the verdict is skipped rather than given on part of a body. The panel says which
// server answered beside the verdict, and takes focus (tabindex -1) when a request goes, so a keyboard reader
// is at the answer, and a screen reader hears it (a live region).
import { CompiledContractEngine } from "@stt-service/mock/compiled-contract";
import { type AnswerKind, answerKindOf, downloadName } from "./answer-kind.js";
import { copyButton } from "./copy-button.js";
import type { Failure } from "./exchange.js";
import type { SentRequest } from "./sent-request.js";

const engine = new CompiledContractEngine();

export interface ReadAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body as JSON when it is JSON, as text otherwise, undefined when empty. */
  body: unknown;
  /** The bytes read of a body that went on past the console's bound: the body shown is cut there. */
  cutAt?: number;
  /** What the contract finds wrong with the answer: none when it conforms; undefined when not checked (cut). */
  violations?: string[];
  /** JSON, text, or bytes, by the answer's Content-Type. */
  kind: AnswerKind;
  /** The bytes of a whole answer of bytes, to offer as a file: never drawn as text. */
  download?: { bytes: Uint8Array<ArrayBuffer>; mediaType: string; filename: string };
  /** The body's fields whose values are secrets, hidden until the reader shows them. */
  secretFields?: string[];
}

/** The answer, from its response and the body's bytes as read (`cut` when there were more). */
export function readAnswer(
  request: SentRequest,
  response: Response,
  read: { bytes: Uint8Array; cut: boolean },
): ReadAnswer {
  const headers = [...response.headers.entries()];
  const contentType = response.headers.get("content-type");
  const kind = answerKindOf(contentType);
  const answer = {
    status: response.status,
    statusText: response.statusText,
    headers,
    kind,
    ...(request.operation.secretFields ? { secretFields: request.operation.secretFields } : {}),
  };
  if (read.cut) {
    // A cut body is neither the JSON it began as nor a body the contract could judge: shown as text, unchecked.
    // (`stream`: a character the cut split is left out, not shown as a replacement character.)
    const body = new TextDecoder().decode(read.bytes, { stream: true });
    return { ...answer, body, cutAt: read.bytes.byteLength };
  }
  const text = new TextDecoder().decode(read.bytes);
  let body: unknown = text === "" ? undefined : text;
  if (text !== "" && /[/+]json\b/i.test(response.headers.get("content-type") ?? "")) {
    try {
      body = JSON.parse(text);
    } catch {
      // Shown as the text it is; the verdict says it is not the JSON the contract declares.
    }
  }
  const violations = engine
    .checkAnswer(request.operation.operationId, {
      statusCode: response.status,
      headers: Object.fromEntries(headers),
      body,
    })
    .map((violation) => `${violation.location.join(".")}: ${violation.message}`);
  const mediaType = mediaTypeProblemOf(request, response);
  const download =
    kind === "bytes" && read.bytes.byteLength > 0
      ? {
          bytes: read.bytes.slice(),
          mediaType: mediaTypeOf(contentType),
          filename: downloadName(response.headers.get("content-disposition"), `${request.operation.operationId}.bin`),
        }
      : undefined;
  return {
    ...answer,
    body,
    violations: mediaType ? [mediaType, ...violations] : violations,
    ...(download ? { download } : {}),
  };
}

const mediaTypeOf = (contentType: string | null) => contentType?.split(";")[0]?.trim().toLowerCase() ?? "";

/**
 * What is wrong with the media type of a success answer: not one the contract answers in, or not the one the
 * request's Accept asked for (unless a query that chooses it, which wins, was sent). The body checks cannot see
 * it: WebVTT and SubRip are both text to a schema.
 */
function mediaTypeProblemOf(request: SentRequest, response: Response): string | undefined {
  const declared = request.operation.answerMediaTypes;
  if (String(response.status) !== request.operation.successStatus || declared.length === 0) return undefined;
  const sent = mediaTypeOf(response.headers.get("content-type"));
  // A query that chooses the media type (captions' format) wins over Accept: Accept then asked for nothing.
  const chosenByQuery =
    request.operation.answerChooser !== undefined && request.operation.answerChooser in request.query;
  const asked = chosenByQuery
    ? ""
    : mediaTypeOf(Object.entries(request.headers).find(([name]) => name.toLowerCase() === "accept")?.[1] ?? null);
  if (asked !== "" && declared.includes(asked) && sent !== asked)
    return `header.content-type: Accept asked for ${asked}, and the answer is ${sent || "of no media type"}`;
  if (!declared.includes(sent))
    return `header.content-type: the contract answers in ${declared.join(", ")}, and the answer is ${sent || "of no media type"}`;
  return undefined;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = "",
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** `bytes` in MiB, as a reader reads a size: `1 MiB`, `0.5 MiB`. */
const mebibytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(2))} MiB`;

function verdictOf(answer: ReadAnswer): string {
  if (answer.violations === undefined) {
    const bytes = answer.cutAt ?? 0;
    return `The contract's verdict is skipped: the body was cut after ${mebibytes(bytes)} (${bytes.toLocaleString("en")} bytes read; the rest was not downloaded), and a cut body cannot be checked as a whole one.`;
  }
  return answer.violations.length === 0
    ? "✓ The answer conforms to the contract (status, headers and body)."
    : `✗ The answer breaks the contract: ${answer.violations.join("; ")}`;
}

/**
 * The answer panel of a console: focusable by script (tabindex -1) but not a Tab stop, named for its
 * operation, and a polite live region, so what it comes to say is heard.
 */
export function answerPanel(name: string): HTMLElement {
  const panel = element("div", "try-it-answer");
  panel.dataset.state = "idle";
  panel.tabIndex = -1;
  panel.setAttribute("role", "region");
  panel.setAttribute("aria-label", name);
  panel.setAttribute("aria-live", "polite");
  return panel;
}

/**
 * Draws the answer into `panel`, replacing what it showed; `answeredBy` says which server it came from, and
 * `copyStatus` is the console's live region a Copy button speaks in.
 */
export function showAnswer(panel: HTMLElement, answer: ReadAnswer, answeredBy: string, copyStatus: HTMLElement): void {
  panel.dataset.state = "answered";
  panel.dataset.status = String(answer.status);
  panel.dataset.verdict =
    answer.violations === undefined ? "skipped" : answer.violations.length === 0 ? "conforms" : "violates";
  delete panel.dataset.failure;
  const status = element("p", "try-it-status", `${answer.status} ${answer.statusText}`.trim());
  const verdict = element("p", "try-it-verdict", verdictOf(answer));
  const source = element("p", "try-it-source", answeredBy);
  const headers = element("details", "try-it-headers");
  headers.append(
    element("summary", "", `Headers (${answer.headers.length})`),
    element("pre", "", answer.headers.map(([name, value]) => `${name}: ${value}`).join("\n")),
  );
  forgetDownload(panel);
  if (answer.kind === "bytes" && answer.body !== undefined) {
    panel.replaceChildren(status, verdict, source, headers, ...bytesView(panel, answer));
    return;
  }
  const secrets = hiddenSecrets(answer);
  const body = element("pre", "try-it-body", bodyText(answer, secrets.length > 0));
  const copy = copyButton("the answer's body", () => body.textContent ?? "", copyStatus);
  if (secrets.length === 0) {
    panel.replaceChildren(status, verdict, source, headers, copy, body);
    return;
  }
  const note = element(
    "p",
    "try-it-secret-note",
    `The answer holds a secret (${secrets.join(", ")}): hidden here, so that it is not on a shared screen or in a screenshot. Keep it out of logs.`,
  );
  const show = element("button", "try-it-show-secret", "Show the secret");
  show.type = "button";
  show.setAttribute("aria-pressed", "false");
  show.addEventListener("click", () => {
    const shown = show.getAttribute("aria-pressed") !== "true";
    show.setAttribute("aria-pressed", String(shown));
    show.textContent = shown ? "Hide the secret" : "Show the secret";
    body.textContent = bodyText(answer, !shown);
  });
  panel.replaceChildren(status, verdict, source, headers, note, show, copy, body);
}

/** The secret fields the answer's JSON body holds as text. */
function hiddenSecrets(answer: ReadAnswer): string[] {
  const body = answer.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return [];
  return (answer.secretFields ?? []).filter((name) => typeof (body as Record<string, unknown>)[name] === "string");
}

/** The body as the panel shows it: JSON pretty-printed, text as it is, a secret's value hidden when `hide`. */
function bodyText(answer: ReadAnswer, hide: boolean): string {
  if (answer.body === undefined) return "(no body)";
  if (typeof answer.body === "string") return answer.body;
  const shown =
    hide && typeof answer.body === "object" && answer.body !== null && !Array.isArray(answer.body)
      ? {
          ...answer.body,
          ...Object.fromEntries(hiddenSecrets(answer).map((name) => [name, "•••••••• (hidden)"])),
        }
      : answer.body;
  return JSON.stringify(shown, null, 2);
}

/** The object URL each panel's download link holds, let go when the panel shows something else. */
const downloads = new WeakMap<HTMLElement, string>();

function forgetDownload(panel: HTMLElement): void {
  const url = downloads.get(panel);
  if (url !== undefined) URL.revokeObjectURL(url);
  downloads.delete(panel);
}

/** An answer of bytes: its size and media type in words, and a link that saves it (whole answers only). */
function bytesView(panel: HTMLElement, answer: ReadAnswer): HTMLElement[] {
  const size = (answer.cutAt ?? answer.download?.bytes.byteLength ?? 0).toLocaleString("en");
  const mediaType = answer.headers.find(([name]) => name === "content-type")?.[1] ?? "no media type";
  if (!answer.download) {
    return [
      element(
        "p",
        "try-it-bytes",
        `${size} bytes of ${mediaType}, not shown as text. The body was cut at the console's bound, so no download is offered: run the curl line to save the whole file.`,
      ),
    ];
  }
  const { bytes, filename } = answer.download;
  const url = URL.createObjectURL(new Blob([bytes], { type: answer.download.mediaType || "application/octet-stream" }));
  downloads.set(panel, url);
  const link = element("a", "try-it-download", `Download ${filename}`);
  link.href = url;
  link.download = filename;
  return [element("p", "try-it-bytes", `${size} bytes of ${mediaType}, not shown as text.`), link];
}

/** Says in `panel` that a request is out, so that the last answer is not taken for this request's. */
export function showWaiting(panel: HTMLElement): void {
  forgetDownload(panel);
  panel.dataset.state = "sending";
  delete panel.dataset.status;
  delete panel.dataset.verdict;
  delete panel.dataset.failure;
  panel.replaceChildren(element("p", "try-it-waiting", "Waiting for the answer…"));
}

/**
 * Says in `panel` that nothing was sent, and why (`reason`: the server named is one the page may not reach, or
 * a field the form cannot send as it is): no status and no verdict, since no server said anything.
 */
export function showNotSent(panel: HTMLElement, reason: string): void {
  forgetDownload(panel);
  panel.dataset.state = "not-sent";
  delete panel.dataset.status;
  delete panel.dataset.verdict;
  delete panel.dataset.failure;
  panel.replaceChildren(element("p", "try-it-refusal", `Not sent. ${reason}`));
}

/** Says in `panel` that the request got no whole answer, and why (`failure`: the deadline, Cancel, the network). */
export function showFailure(panel: HTMLElement, failure: Failure, message: string): void {
  forgetDownload(panel);
  panel.dataset.state = "failed";
  panel.dataset.failure = failure;
  delete panel.dataset.status;
  delete panel.dataset.verdict;
  panel.replaceChildren(element("p", "try-it-failure", message));
}
