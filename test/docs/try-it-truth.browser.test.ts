// What a try-it console says is true, in headless Chromium on the built site: a server outside the page's
// Content-Security-Policy gets no request and the console shows no status and no verdict, only the refusal; an
// answer says which server gave it; the code names a server a reader can call (stt-mock's, from the spec), never
// the in-page mock's address; a JSON field that is not JSON is refused at the field before anything is sent;
// Copy copies exactly the text and says so; and the form's controls have names, 24 px checkboxes, and help
// text drawn from its Markdown.

import { loadSpecDocuments } from "@stt-service/spec-documents";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TryItOperation } from "../../docs/site/try-it/operation.js";
import { tryItOperations } from "../../scripts/docs/try-it/operations-model.js";
import { referenceReady, showReferenceSection, useBuiltSite } from "../support/built-site.js";
import { sendConsole } from "../support/try-it-console.js";

const site = useBuiltSite();
const operations = tryItOperations(loadSpecDocuments(".", ["specs/openapi.yaml"]));
const byId = (id: string) => operations.find((operation) => operation.operationId === id) as TryItOperation;
/** The spec's loopback server, where stt-mock listens by default (packages/mock's cli: --http-port 4010). */
const sttMock = "http://127.0.0.1:4010/v1";

async function openConsole(operation: TryItOperation) {
  const { page, problems } = await site.open({ width: 1440, height: 900 });
  await page.goto(site.url("http.html"), { waitUntil: "networkidle" });
  await referenceReady(page);
  await showReferenceSection(page, operation.sectionId);
  await page.locator(`.try-it-open[data-operation-id="${operation.operationId}"]`).click();
  const panel = page.locator(`section.try-it[data-operation-id="${operation.operationId}"]`);
  await panel.waitFor();
  return { page, problems, panel };
}

/** Every request the page makes from now on, whether it reaches the network or not. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  return requests;
}

describe("a try-it console says only the truth", () => {
  it("sends nothing to a server outside the page's policy, and shows no status and no verdict, only the refusal", async () => {
    const models = byId("listModels");
    const { page, problems, panel } = await openConsole(models);
    const server = panel.locator(".try-it-server");
    await server.getByLabel("Send to").selectOption("named");
    await server.getByLabel("Base URL").fill("https://staging.example.com/v1");
    await server.getByLabel("Base URL").dispatchEvent("change");
    await server.locator(".try-it-refusal:not(:empty)").waitFor();
    const requests = recordRequests(page);
    const answer = await sendConsole(panel);
    expect(requests).toEqual([]);
    // The route handler of the built site records every request off loopback: none was even tried.
    expect(problems).toEqual([]);
    expect(await answer.getAttribute("data-state")).toBe("not-sent");
    expect(await answer.getAttribute("data-status")).toBeNull();
    expect(await answer.getAttribute("data-verdict")).toBeNull();
    const said = (await answer.textContent()) ?? "";
    expect(said).toMatch(/^Not sent\. This page's Content-Security-Policy lets it reach only /);
    expect(said).not.toMatch(/✓|✗|conforms|\b200\b/);
    expect(await answer.locator(".try-it-status, .try-it-verdict").count()).toBe(0);
    // The shell is not bound by the page's policy: the curl line names the server the reader named.
    expect(await panel.locator('[data-code="curl"] pre').textContent()).toContain(
      "'https://staging.example.com/v1/models'",
    );
    await page.close();
  }, 60_000);

  it("says the in-page mock answered, and the code names stt-mock's server from the spec, never the page's address", async () => {
    const models = byId("listModels");
    const { page, problems, panel } = await openConsole(models);
    const answer = await sendConsole(panel);
    expect(await answer.getAttribute("data-verdict")).toBe("conforms");
    expect(await answer.locator(".try-it-source").textContent()).toMatch(
      /^Answered by the mock running in this page \(http:\/\/127\.0\.0\.1:\d+\/in-page-mock\/v1\/models\)/,
    );
    const code = (await panel.locator(".try-it-code").textContent()) ?? "";
    expect(code).toContain(`curl -X 'GET' '${sttMock}/models'`);
    expect(code).toContain(`baseUrl: "${sttMock}"`);
    expect(code).not.toContain("in-page-mock");
    expect(await panel.locator(".try-it-code-note").textContent()).toContain(`the code names ${sttMock}`);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it("refuses text that is not JSON in a JSON field at the field, sending nothing, and takes the refusal back once fixed", async () => {
    const create = byId("createTranscription");
    const { page, panel } = await openConsole(create);
    const field = panel.locator('textarea[name="body:language_hints"]');
    await field.fill('["en", ');
    const requests = recordRequests(page);
    await panel.locator(".try-it-send").click();
    await panel.locator('textarea[name="body:language_hints"][aria-invalid="true"]').waitFor();
    expect(requests).toEqual([]);
    expect(await panel.locator(".try-it-answer").getAttribute("data-state")).toBe("idle");
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    const describedBy = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
    const problem = page.locator(`[id="${describedBy[0]}"]`);
    expect(await problem.textContent()).toMatch(
      /^language_hints is not JSON, so it was not sent \(.+\)\. A JSON array, such as \[".+"\]\.$/,
    );
    expect(await problem.isVisible()).toBe(true);
    await field.fill('["en"]');
    expect(await field.getAttribute("aria-invalid")).toBeNull();
    expect(await problem.isVisible()).toBe(false);
    await page.close();
  }, 60_000);

  it("copies exactly the curl line and the answer by keyboard, and says so in a live region", async () => {
    const models = byId("listModels");
    const { page, panel } = await openConsole(models);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url("") });
    await sendConsole(panel);
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const status = panel.locator(".try-it-copy-status");
    expect(await status.getAttribute("role")).toBe("status");
    await panel.getByRole("button", { name: "Copy the curl code" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => status.textContent()).toBe("Copied the curl code.");
    expect(await clipboard()).toBe(await panel.locator('[data-code="curl"] pre').textContent());
    await panel.getByRole("button", { name: "Copy the answer's body" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => status.textContent()).toBe("Copied the answer's body.");
    expect(await clipboard()).toBe(await panel.locator(".try-it-body").textContent());
    await page.close();
  }, 60_000);

  it("names its controls, makes checkboxes 24 px targets, and draws help text's Markdown as text, line breaks joined", async () => {
    const create = byId("createTranscription");
    const { page, panel } = await openConsole(create);
    expect(await panel.getByLabel("Send to").evaluate((element) => element.tagName)).toBe("SELECT");
    // The consoles' stylesheet comes with the first console: measured once it applies.
    await page.waitForFunction(() => document.querySelector<HTMLLinkElement>("link[data-try-it]")?.sheet);
    const boxes = await panel.locator('input[type="checkbox"]').all();
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      const size = await box.boundingBox();
      expect(size?.width).toBeGreaterThanOrEqual(24);
      expect(size?.height).toBeGreaterThanOrEqual(24);
    }
    const help = panel.locator(".try-it-help");
    const texts = await help.allTextContents();
    expect(texts.join("\n")).not.toContain("`");
    expect(await help.locator("code").count()).toBeGreaterThan(0);
    // A description's own wrapping is gone: no paragraph breaks inside a sentence.
    for (const paragraph of await help.locator(".help-paragraph").allTextContents())
      expect(paragraph).not.toContain("\n");
    expect(await panel.locator('textarea[name="body:translation"]').getAttribute("placeholder")).toMatch(
      /^A JSON object, such as \{/,
    );
    await page.close();
  }, 60_000);
});
