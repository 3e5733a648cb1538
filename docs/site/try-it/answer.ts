// The answer panel of a console: status, headers, body, and the contract's verdict on them, checked by the
// same validators the mock checks its own answers with (GeneratedContractEngine.checkAnswer). Everything from
// the server is shown as text, never parsed as markup.
import { GeneratedContractEngine } from "../../../packages/mock/src/core/http/generated-engine.js";
import type { SentRequest } from "./sent-request.js";

const engine = new GeneratedContractEngine();

export interface ReadAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body as JSON when it is JSON, as text otherwise, undefined when empty. */
  body: unknown;
  /** What the contract finds wrong with the answer: none when it conforms. */
  violations: string[];
}

export async function readAnswer(request: SentRequest, response: Response): Promise<ReadAnswer> {
  const text = await response.text();
  let body: unknown = text === "" ? undefined : text;
  if (text !== "" && /[/+]json\b/i.test(response.headers.get("content-type") ?? "")) {
    try {
      body = JSON.parse(text);
    } catch {
      // Shown as the text it is; the verdict says it is not the JSON the contract declares.
    }
  }
  const headers = [...response.headers.entries()];
  const violations = engine
    .checkAnswer(request.operation.operationId, {
      statusCode: response.status,
      headers: Object.fromEntries(headers),
      body,
    })
    .map((violation) => `${violation.location.join(".")}: ${violation.message}`);
  return { status: response.status, statusText: response.statusText, headers, body, violations };
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

/** Draws the answer into `panel`, replacing what it showed. */
export function showAnswer(panel: HTMLElement, answer: ReadAnswer): void {
  panel.dataset.state = "answered";
  panel.dataset.status = String(answer.status);
  panel.dataset.verdict = answer.violations.length === 0 ? "conforms" : "violates";
  const status = element("p", "try-it-status", `${answer.status} ${answer.statusText}`.trim());
  const verdict = element(
    "p",
    "try-it-verdict",
    answer.violations.length === 0
      ? "✓ The answer conforms to the contract (status, headers and body)."
      : `✗ The answer breaks the contract: ${answer.violations.join("; ")}`,
  );
  const headers = element("details", "try-it-headers");
  headers.append(
    element("summary", "", `Headers (${answer.headers.length})`),
    element("pre", "", answer.headers.map(([name, value]) => `${name}: ${value}`).join("\n")),
  );
  const body = element(
    "pre",
    "try-it-body",
    answer.body === undefined
      ? "(no body)"
      : typeof answer.body === "string"
        ? answer.body
        : JSON.stringify(answer.body, null, 2),
  );
  panel.replaceChildren(status, verdict, headers, body);
}

export function showFailure(panel: HTMLElement, message: string): void {
  panel.dataset.state = "failed";
  delete panel.dataset.status;
  delete panel.dataset.verdict;
  panel.replaceChildren(element("p", "try-it-failure", message));
}
