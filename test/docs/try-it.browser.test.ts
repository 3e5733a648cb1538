// The HTTP reference's try-it consoles on the built site, in headless Chromium with no server but the static
// one: every operation of the spec answers from the mock running in the page with the status the contract
// declares and an answer the contract's check passes; upload → transcribe → get (until complete) → delete →
// 404 in order; the same walk against a running stt-mock gives the same answers; the page's
// Content-Security-Policy holds throughout; and the consoles' code stays out of the page's first load.

import { loadSpecDocuments } from "@stt-service/spec-documents";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { TryItOperation } from "../../docs/site/try-it/operation.js";
import { tryItOperations } from "../../scripts/docs/try-it/operations-model.js";
import { referenceReady, showReferenceSection, useBuiltSite } from "../support/built-site.js";
import { recordCspViolations } from "../support/chromium.js";
import { sendConsole } from "../support/try-it-console.js";

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

async function openReference(): Promise<{ page: Page; problems: string[]; violations: () => Promise<string[]> }> {
  const { page, problems } = await site.open(desktop);
  const violations = await recordCspViolations(page);
  await page.goto(site.url("http.html"), { waitUntil: "networkidle" });
  await referenceReady(page);
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
    // The reader goes to the operation, as its link does.
    await showReferenceSection(page, operation.sectionId);
    await page.locator(`.try-it-open[data-operation-id="${operation.operationId}"]`).click();
  }
  const answer = await sendConsole(panel);
  return {
    status: Number(await answer.getAttribute("data-status")),
    verdict: (await answer.getAttribute("data-verdict")) ?? (await answer.textContent()) ?? "",
    // No body shown when nothing was sent (a refused server).
    body:
      (await answer.locator(".try-it-body").count()) > 0
        ? ((await answer.locator(".try-it-body").textContent()) ?? "")
        : "",
  };
}

/** Whether an answer shows a transcription still at work (`processing`): its fields are not all there yet. */
function stillProcessing(answer: Answer): boolean {
  return answer.status === 200 && /"status":\s*"processing"/.test(answer.body);
}

/**
 * Sends until the answer is settled: not a 409 (a transcription still processing cannot be deleted yet), and not
 * a transcription still processing, so that two servers' answers are compared in the same state whatever their
 * clocks and the machine's load (the in-page mock's clock is the page's, the stt-mock's its own).
 */
async function sendUntilSettled(page: Page, operation: TryItOperation): Promise<Answer> {
  let answer = await send(page, operation);
  while (answer.status === 409 || stillProcessing(answer)) answer = await send(page, operation);
  return answer;
}

async function walkAll(page: Page): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (const operation of walk) answers.set(operation.operationId, await sendUntilSettled(page, operation));
  return answers;
}

/**
 * What two answers of different servers share: the status, the verdict, and the body's fields; a body that is
 * not JSON (captions' text), as it is, both servers answering it from the same example.
 */
function shapeOf(answer: Answer): { status: number; verdict: string; fields: string[] | string } {
  const { status, verdict } = answer;
  if (answer.body === "(no body)") return { status, verdict, fields: [] };
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return { status, verdict, fields: answer.body };
  }
  return { status, verdict, fields: Object.keys(body as Record<string, unknown>).sort() };
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

  it("keeps a visitor's state: upload → list → transcribe → get until complete → delete → 404", async () => {
    const { page, problems, violations } = await openReference();
    const byId = (id: string) => operations.find((operation) => operation.operationId === id) as TryItOperation;
    const json = (answer: Answer) => JSON.parse(answer.body) as Record<string, unknown>;
    const uploaded = await send(page, byId("uploadFile"));
    expect(uploaded).toMatchObject({ status: 201, verdict: "conforms" });
    const fileId = json(uploaded).file_id;
    // The request is shown as code that matches it, and the key is in none of it.
    const code = (await consoleOf(page, byId("uploadFile")).locator(".try-it-code").textContent()) ?? "";
    expect(code).toContain("-F 'file=@support-call.wav'");
    expect(code).toContain("client.files.upload(");
    expect(code).toContain('api.POST("/files"');
    expect(code).not.toMatch(/visitor-/);
    expect(json(await send(page, byId("listFiles"))).files).toEqual([expect.objectContaining({ file_id: fileId })]);
    const created = json(await send(page, byId("createTranscription")));
    expect(created).toMatchObject({ file_id: fileId });
    // The page's clock runs: the transcription is seen as it goes, until it completes.
    let transcription = json(await send(page, byId("getTranscription")));
    while (transcription.status !== "completed") {
      expect(transcription.status).not.toBe("error");
      transcription = json(await send(page, byId("getTranscription")));
    }
    expect(transcription).toMatchObject({ id: created.id, status: "completed", text: expect.any(String) });
    expect(await send(page, byId("deleteTranscription"))).toMatchObject({ status: 204, verdict: "conforms" });
    const gone = await send(page, byId("getTranscription"));
    expect(gone).toMatchObject({ status: 404, verdict: "conforms" });
    expect(json(gone)).toMatchObject({ error_type: "transcription_not_found" });
    expect(await send(page, byId("deleteFile"))).toMatchObject({ status: 204, verdict: "conforms" });
    expect(await send(page, byId("getFile"))).toMatchObject({ status: 404, verdict: "conforms" });
    expect(await violations()).toEqual([]);
    // The browser logs each 4xx the page asked for: the two 404s, and nothing else.
    expect(problems).toEqual(Array(2).fill("Failed to load resource: the server responded with a status of 404 ()"));
    await page.close();
  }, 120_000);

  it("gives the same answers from a running stt-mock named in the page, its key kept out of the page", async () => {
    const inPage = await openReference();
    const fromMock = await walkAll(inPage.page);
    await inPage.page.close();

    const { page, problems, violations } = await openReference();
    const [first] = walk as [TryItOperation];
    await showReferenceSection(page, first.sectionId);
    await page.locator(`.try-it-open[data-operation-id="${first.operationId}"]`).click();
    const server = consoleOf(page, first).locator(".try-it-server");
    const key = `try-it-${crypto.randomUUID()}`;
    await server.locator("select").selectOption("named");
    await server.locator('input[name="server-url"]').fill(inject("apiBaseUrl"));
    await server.locator('input[name="server-key"]').fill(key);
    await server.locator('input[name="server-key"]').dispatchEvent("change");
    await server.locator(".try-it-warning").waitFor({ state: "visible" });
    const fromServer = await walkAll(page);
    for (const operation of walk) {
      const id = operation.operationId;
      expect(shapeOf(fromServer.get(id) as Answer), id).toEqual(shapeOf(fromMock.get(id) as Answer));
    }
    const code =
      (await consoleOf(page, walk.at(-1) as TryItOperation)
        .locator(".try-it-code")
        .textContent()) ?? "";
    expect(code).toContain(inject("apiBaseUrl"));
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(key);
    expect(await page.evaluate(() => [location.href, localStorage.length])).toEqual([
      expect.not.stringContaining(key),
      0,
    ]);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);

  it("refuses a server the page's Content-Security-Policy does not let it reach, says which it can, and sends nothing", async () => {
    const { page, violations } = await openReference();
    const [first] = walk as [TryItOperation];
    await showReferenceSection(page, first.sectionId);
    await page.locator(`.try-it-open[data-operation-id="${first.operationId}"]`).click();
    const server = consoleOf(page, first).locator(".try-it-server");
    await server.locator("select").selectOption("named");
    await server.locator('input[name="server-url"]').fill("https://elsewhere.example/v1");
    await server.locator('input[name="server-url"]').dispatchEvent("change");
    await server.locator(".try-it-refusal:not(:empty)").waitFor();
    expect(await server.locator(".try-it-refusal").textContent()).toContain(
      "https://api.stt-service.dev, http://127.0.0.1:*",
    );
    // Not the in-page mock in its place: the refused server stays the choice, and nothing is sent to anyone.
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const answer = await send(page, first);
    expect(answer).toMatchObject({ status: 0, verdict: expect.stringContaining("Not sent.") });
    expect(requests).toEqual([]);
    expect(await violations()).toEqual([]);
    await page.close();
  }, 60_000);

  it("loads the consoles' code only when a reader opens one: the page's first load grows by under 10%", async () => {
    const { page } = await site.open(desktop);
    const loaded: { url: string; bytes: number }[] = [];
    page.on("response", async (response) => {
      loaded.push({ url: response.url(), bytes: (await response.body().catch(() => Buffer.alloc(0))).length });
    });
    await page.goto(site.url("http.html"), { waitUntil: "networkidle" });
    await referenceReady(page);
    const total = loaded.reduce((sum, file) => sum + file.bytes, 0);
    const tryIt = loaded.filter((file) => /\/try-it\/|mockServiceWorker/.test(file.url));
    // The loader and the operations it reads: no console, no handlers, no validators, no worker.
    // (A chunk esbuild shares between the loader and the console may come too, as the split falls.)
    const paths = tryIt.map((file) => new URL(file.url).pathname);
    expect(paths).toContain("/try-it/loader.js");
    for (const path of paths) expect(path).toMatch(/^\/try-it\/(loader|chunk-\w+)\.js$/);
    expect(paths.length).toBeLessThanOrEqual(2);
    const grown = tryIt.reduce((sum, file) => sum + file.bytes, 0);
    expect(grown / (total - grown)).toBeLessThan(0.1);
    await page.close();
  });
});
