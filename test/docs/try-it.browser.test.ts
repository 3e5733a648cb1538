// The HTTP reference's try-it consoles on the built site, in headless Chromium with no server but the static
// one: every operation of the spec answers from the mock running in the page with the status the contract
// declares and an answer the contract's check passes; upload → transcribe → get (until complete) → delete →
// 404 in order; the same walk against a running stt-mock gives the same answers; the page's
// Content-Security-Policy holds throughout; and the consoles' code stays out of the page's first load.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { TryItOperation } from "../../docs/site/try-it/operation.js";
import { loadSpecDocuments } from "../../packages/spec-documents/src/index.js";
import { tryItOperations } from "../../scripts/docs/try-it/operations-model.js";
import { redocReady, showRedocSection, useBuiltSite } from "../support/built-site.js";

const site = useBuiltSite();
const desktop = { width: 1440, height: 900 };
const operations = tryItOperations(loadSpecDocuments(".", ["specs/openapi.yaml"]));

/**
 * The spec's operations in an order where each finds what it needs: everything but the deletes in the spec's
 * order (an upload before the gets, a transcription made of the uploaded file), then the deletes, last made first.
 */
const walk = [
  ...operations.filter((operation) => operation.method !== "DELETE"),
  ...operations.filter((operation) => operation.method === "DELETE").reverse(),
];

/** The page's Content-Security-Policy violations, recorded from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function openReference(): Promise<{ page: Page; problems: string[]; violations: () => Promise<string[]> }> {
  const { page, problems } = await site.open(desktop);
  const violations = await recordViolations(page);
  await page.goto(site.url("http.html"), { waitUntil: "networkidle" });
  await redocReady(page);
  return { page, problems, violations };
}

interface Answer {
  status: number;
  verdict: string;
  body: string;
}

const consoleOf = (page: Page, operation: TryItOperation) =>
  page.locator(`section.try-it[data-operation-id="${operation.operationId}"]`);

/** Opens the operation's console (if it is not open), sends its form as it is, and reads the answer. */
async function send(page: Page, operation: TryItOperation): Promise<Answer> {
  const panel = consoleOf(page, operation);
  if ((await panel.count()) === 0) {
    // Redoc draws an operation when the reader goes to it.
    await showRedocSection(page, operation.sectionId);
    await page.locator(`.try-it-open[data-operation-id="${operation.operationId}"]`).click();
  }
  const answer = panel.locator(".try-it-answer");
  // The answer panel's state says when an answer (or a failure) is drawn: wait for a new one.
  await answer.evaluate((element) => {
    element.dataset.state = "stale";
  });
  await panel.locator(".try-it-send").click();
  await answer.locator(":scope[data-state='answered'], :scope[data-state='failed']").waitFor({ timeout: 15_000 });
  return {
    status: Number(await answer.getAttribute("data-status")),
    verdict: (await answer.getAttribute("data-verdict")) ?? (await answer.textContent()) ?? "",
    body: (await answer.locator(".try-it-body").textContent()) ?? "",
  };
}

/** Sends until the answer is not a 409 (a transcription still processing cannot be deleted yet). */
async function sendUntilSettled(page: Page, operation: TryItOperation): Promise<Answer> {
  let answer = await send(page, operation);
  while (answer.status === 409) answer = await send(page, operation);
  return answer;
}

async function walkAll(page: Page): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (const operation of walk) answers.set(operation.operationId, await sendUntilSettled(page, operation));
  return answers;
}

/** What two answers of different servers share: the status, the verdict, and the body's fields. */
function shapeOf(answer: Answer): { status: number; verdict: string; fields: string[] } {
  const body = answer.body === "(no body)" ? {} : (JSON.parse(answer.body) as Record<string, unknown>);
  return { status: answer.status, verdict: answer.verdict, fields: Object.keys(body).sort() };
}

describe("try it, on every HTTP operation of the reference", () => {
  it("answers every operation from the mock in the page with the contract's status and a conforming answer", async () => {
    const { page, problems, violations } = await openReference();
    const answers = await walkAll(page);
    for (const operation of walk) {
      const answer = answers.get(operation.operationId);
      expect(answer, `${operation.operationId}: ${answer?.body}`).toMatchObject({
        status: Number(operation.successStatus),
        verdict: "conforms",
      });
    }
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
