// Sends each case of the corpus to both mocks, step by step (the ids a step makes feed the next), and collects
// the findings: the two disagree, or an answer is one the contract does not back.
import type { JsonValue } from "#test-support/spec-documents.js";
import type { DiffCase, Step } from "./corpus/cases.js";
import { type Answer, disagreement, type Judge, readAnswer } from "./judge.js";

/** A mock as the runner sees it: a request in (a target under the base URL), an answer out. */
export type MockTarget = (step: {
  method: string;
  target: string;
  headers: [string, string][];
  body?: Uint8Array;
}) => Promise<Response>;

export interface Finding {
  /** Which request: the case's index and the step's. */
  request: string;
  /** `disagree: status`, `server: not backed`, `handlers: not backed`. */
  kind: string;
  category: string;
  detail: string;
  reproducer: string;
}

interface Ids {
  file_id?: string;
  transcription_id?: string;
}

function fill(text: string, key: string, ids: Ids): string {
  return text
    .replaceAll("{key}", key)
    .replaceAll("{file_id}", ids.file_id ?? "missing-file-id")
    .replaceAll("{transcription_id}", ids.transcription_id ?? "missing-transcription-id");
}

function concrete(step: Step, key: string, ids: Ids) {
  const body =
    step.body && ids.file_id && Buffer.from(step.body).includes("{file_id}")
      ? new TextEncoder().encode(fill(new TextDecoder().decode(step.body), key, ids))
      : step.body;
  return {
    method: step.method,
    target: fill(step.target, key, ids),
    headers: step.headers.map(([name, value]) => [name, fill(value, key, ids)] as [string, string]),
    body,
  };
}

function remember(ids: Ids, answer: Answer): void {
  const value = answer.json as Record<string, JsonValue> | undefined;
  if (answer.status >= 300 || !value || typeof value !== "object") return;
  if (typeof value.file_id === "string" && !("model" in value)) ids.file_id = value.file_id;
  if (typeof value.id === "string" && "model" in value) {
    ids.transcription_id = value.id;
    // A transcription made from an audio_url names a file the case did not upload.
    if (typeof value.file_id === "string" && ids.file_id === undefined) ids.file_id = value.file_id;
  }
}

/** The request as a line to paste (the key shown as a placeholder: keys never go into reports). */
export function reproducerOf(step: Step, server: Answer | undefined, handlers: Answer | undefined): string {
  const headers = step.headers
    .map(([name, value]) => ` -H '${name}: ${value.replaceAll("{key}", "<key>").slice(0, 60)}'`)
    .join("");
  const body = step.body
    ? ` --data '${new TextDecoder().decode(step.body.slice(0, 120)).replace(/[^\x20-\x7e]/g, ".")}${step.body.length > 120 ? "…" : ""}'`
    : "";
  const said = (answer: Answer | undefined) =>
    answer
      ? `${answer.status} ${answer.json && typeof answer.json === "object" && "error_type" in answer.json ? String(answer.json.error_type) : answer.text.slice(0, 40).replace(/\s+/g, " ")}`
      : "(no answer)";
  return `${step.method} /v1${step.target.slice(0, 140)}${headers}${body}  →  server ${said(server)}; handlers ${said(handlers)}`;
}

/** How long an answer may take before the mock counts as hung: a bound on the run, not a timing check. */
const hungAfterMs = 15_000;

async function ask(target: MockTarget, request: ReturnType<typeof concrete>): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<Answer>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 0, headers: {}, text: `no answer in ${hungAfterMs / 1000} s` }),
      hungAfterMs,
    );
  });
  try {
    return await Promise.race([target(request).then(readAnswer), hung]);
  } catch (error) {
    // A mock that drops the connection or throws answers nothing: a finding like any other.
    return { status: 0, headers: {}, text: `no answer: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a case's steps to both mocks and judges the answers; with `handlers` left out, to the server alone,
 * whose answers are then judged against the contract only.
 */
export async function runCase(
  testCase: DiffCase,
  mocks: { server: MockTarget; handlers?: MockTarget },
  judge: Judge,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const ids = { server: {} as Ids, handlers: {} as Ids };
  for (const [index, step] of testCase.steps.entries()) {
    const request = `${testCase.index}:${index}`;
    const toServer = concrete(step, testCase.key, ids.server);
    const toHandlers = concrete(step, testCase.key, ids.handlers);
    const server = await ask(mocks.server, toServer);
    const handlers = mocks.handlers ? await ask(mocks.handlers, toHandlers) : undefined;
    remember(ids.server, server);
    if (handlers) remember(ids.handlers, handlers);
    const reproducer = reproducerOf(step, server, handlers);
    const generated = step.headers.some(([name, value]) => name === "prefer" && value.includes("dynamic=true"));
    const differs = handlers && disagreement(server, handlers, generated);
    if (differs)
      findings.push({
        request,
        kind: `disagree: ${differs}`,
        category: testCase.category,
        detail: testCase.description,
        reproducer,
      });
    for (const [side, answer, sent] of [
      ["server", server, toServer],
      ...(handlers ? [["handlers", handlers, toHandlers] as const] : []),
    ] as const) {
      const problems = answer.status === 0 ? [answer.text] : judge.problems(sent.method, sent.target, answer);
      if (problems.length > 0)
        findings.push({
          request,
          kind: `${side}: not backed by the spec`,
          category: testCase.category,
          detail: problems.join("; "),
          reproducer,
        });
    }
  }
  return findings;
}
