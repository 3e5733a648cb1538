// The try-it consoles by keyboard alone, in headless Chromium on the built site: upload → create a transcription →
// get it until it completes → delete it, each console reached with Tab from its operation's heading, opened with
// Enter on "Try it" and sent with Enter or Space on "Send". No pointer: `page.keyboard` presses every key, and
// the page is only read. Opening a console puts focus on its first field; Send puts it on the answer panel (a
// named region), never on <body>, and Shift+Tab from the answer is Send again.

import { loadSpecDocuments } from "@stt-service/spec-documents";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TryItOperation } from "../../docs/site/try-it/operation.js";
import { tryItOperations } from "../../scripts/docs/try-it/operations-model.js";
import { referenceReady, showReferenceSection, useBuiltSite } from "../support/built-site.js";

const site = useBuiltSite();
const operations = tryItOperations(loadSpecDocuments(".", ["specs/openapi.yaml"]));
const byId = (id: string) => operations.find((operation) => operation.operationId === id) as TryItOperation;

/** What has focus, as a test reads it: its tag, class, name, and the console it is in. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase() ?? "",
      className: typeof active?.className === "string" ? active.className : "",
      name: active?.getAttribute("name") ?? "",
      operationId: active?.dataset.operationId ?? active?.closest<HTMLElement>("section.try-it")?.dataset.operationId,
      label: active?.getAttribute("aria-label") ?? "",
    };
  });
}

/** Presses Tab until `reached` holds of what has focus, at most `most` times; how many it took. */
async function tabUntil(
  page: Page,
  reached: (now: Awaited<ReturnType<typeof focused>>) => boolean,
  most = 60,
): Promise<number> {
  for (let presses = 0; presses <= most; presses++) {
    const now = await focused(page);
    if (reached(now)) return presses;
    // <body> is where a reader starts after going to a section; once they Tab, focus is never back there.
    if (presses > 0) expect(now.tag, "focus fell to <body>").not.toBe("body");
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab did not get there in ${most} presses; focus is on ${JSON.stringify(await focused(page))}`);
}

/**
 * Goes to the operation's section (as its link in the menu does), then by Tab to its "Try it", and opens the
 * console with Enter: focus must be on the form's first field.
 */
async function openByKeyboard(page: Page, operation: TryItOperation): Promise<void> {
  await showReferenceSection(page, operation.sectionId);
  await page.locator(`.try-it-open[data-operation-id="${operation.operationId}"]`).waitFor();
  // From the last console's answer, onward through the reference (the sections between have links of their own).
  await tabUntil(page, (now) => now.className === "try-it-open" && now.operationId === operation.operationId, 600);
  await page.keyboard.press("Enter");
  const first = operation.fields[0] as TryItOperation["fields"][number];
  await page.waitForFunction(
    (id) => document.activeElement?.closest(`section.try-it[data-operation-id="${id}"] .try-it-form`) !== null,
    operation.operationId,
  );
  expect(await focused(page)).toMatchObject({
    operationId: operation.operationId,
    name: `${first.in}:${first.name}`,
  });
}

/** From wherever focus is in the console, Tab to Send, press `key` on it, and read the answer it focuses. */
async function sendByKeyboard(page: Page, operation: TryItOperation, key: "Enter" | " ") {
  await tabUntil(page, (now) => now.className.includes("try-it-send") && now.operationId === operation.operationId);
  return pressSend(page, operation, key);
}

async function pressSend(page: Page, operation: TryItOperation, key: "Enter" | " ") {
  const answer = page.locator(`section.try-it[data-operation-id="${operation.operationId}"] .try-it-answer`);
  await answer.evaluate((element) => {
    element.dataset.state = "stale";
  });
  await page.keyboard.press(key === " " ? "Space" : key);
  await answer.locator(":scope[data-state='answered'], :scope[data-state='failed']").waitFor({ timeout: 15_000 });
  expect(await focused(page)).toMatchObject({
    className: "try-it-answer",
    operationId: operation.operationId,
    label: `Answer of ${operation.method} ${operation.path}`,
  });
  return {
    status: Number(await answer.getAttribute("data-status")),
    verdict: await answer.getAttribute("data-verdict"),
    body: (await answer.locator(".try-it-body").textContent()) ?? "",
  };
}

describe("try it, by keyboard alone", () => {
  it("uploads, transcribes, gets until completed and deletes, focus on the first field after Try it and on the answer after Send", async () => {
    const { page, problems } = await site.open({ width: 1440, height: 900 });
    await page.goto(site.url("http.html"), { waitUntil: "networkidle" });
    await referenceReady(page);

    const upload = byId("uploadFile");
    await openByKeyboard(page, upload);
    expect(await sendByKeyboard(page, upload, " ")).toMatchObject({ status: 201, verdict: "conforms" });

    const create = byId("createTranscription");
    await openByKeyboard(page, create);
    const created = await sendByKeyboard(page, create, "Enter");
    expect(created).toMatchObject({ status: 201, verdict: "conforms" });
    const transcriptionId = (JSON.parse(created.body) as { id: string }).id;

    const get = byId("getTranscription");
    await openByKeyboard(page, get);
    let got = await sendByKeyboard(page, get, "Enter");
    for (let tries = 0; /"status":\s*"(queued|processing)"/.test(got.body); tries++) {
      expect(tries, "still processing after 50 gets").toBeLessThan(50);
      // Shift+Tab from the answer is Send again.
      await page.keyboard.press("Shift+Tab");
      expect(await focused(page)).toMatchObject({ className: "try-it-send", operationId: get.operationId });
      got = await pressSend(page, get, "Enter");
    }
    expect(got).toMatchObject({ status: 200, verdict: "conforms" });
    expect(JSON.parse(got.body)).toMatchObject({ id: transcriptionId, status: "completed" });

    const remove = byId("deleteTranscription");
    await openByKeyboard(page, remove);
    expect(await sendByKeyboard(page, remove, " ")).toMatchObject({ status: 204, verdict: "conforms" });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
