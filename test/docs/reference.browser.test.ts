// What the two Redoc references add to the contract for their readers, seen in headless Chromium: every
// HTTP operation offers the curl and SDK samples of docs/examples/operations/ (the files the tests run),
// and the streaming reference reads from the client's side.
import { describe, expect, it } from "vitest";
import { operationSpecs } from "../../packages/sdk/src/generated/http/operations.js";
import { clientTitle } from "../../scripts/docs/client-view.js";
import { readOperationSamples, sampleLanguages } from "../../scripts/docs/code-samples.js";
import { clientOperationId } from "../../scripts/lib/site-anchors.js";
import { redocReady, showRedocSection, useBuiltSite } from "../support/built-site.js";
import { loadSpecDocuments } from "../support/spec-documents.js";

const site = useBuiltSite();
const samples = readOperationSamples(".");
const tags = loadSpecDocuments()["openapi.yaml"].paths as Record<string, Record<string, { tags?: string[] }>>;

/** Redoc's section of an operation: `/<tag>/<operationid>`, lower case. */
function operationSection(operationId: string): string {
  const spec = operationSpecs[operationId as keyof typeof operationSpecs];
  const tag = tags[spec.path]?.[spec.method.toLowerCase()]?.tags?.[0] ?? "";
  return `/${tag.toLowerCase()}/${operationId.toLowerCase()}`;
}

describe("the references in headless Chromium", () => {
  it("http.html: every operation offers its curl and TypeScript SDK samples, exactly as the files the tests run", async () => {
    const { page, problems } = await site.open({ width: 1440, height: 900 });
    await page.goto(site.url("http.html"), { waitUntil: "networkidle" });
    await redocReady(page);
    const labels = sampleLanguages.map((language) => language.label);
    for (const operationId of Object.keys(operationSpecs)) {
      const sectionId = operationSection(operationId);
      await showRedocSection(page, sectionId);
      const section = page.locator(`[data-section-id="${sectionId}"]`).first();
      // The language menu: the section's dropdown that shows one of the languages (Redoc keeps the language
      // chosen last across operations, so it may show any of them).
      const languages = section
        .locator('[data-testid="dropdown"]')
        .filter({ hasText: new RegExp(`^(${[...labels, "Payload"].join("|")})$`) })
        .first();
      for (const sample of samples.get(operationId) ?? []) {
        await languages.locator("button").first().click();
        // Redoc opens the menu in a layer of its own, outside the section: the one menu on screen.
        const menu = page.locator('[data-testid="dropdown-menu"]:visible');
        await expect
          .poll(() => menu.innerText(), { message: `${operationId}: the language menu` })
          .toContain(labels.join("\n"));
        // Redoc positions the menu's layer from where the button was when it opened; a section above it that
        // grows meanwhile (the try-it buttons arrive a frame at a time) can leave the layer outside the viewport,
        // where a pointer click cannot reach it (seen once in CI). The item's own click event is what Redoc reads.
        await menu.getByText(sample.label, { exact: true }).dispatchEvent("click");
        const source = section.locator('[data-testid="source-code"]').first();
        await expect.poll(() => source.innerText(), { message: `${sample.path} on the page` }).toBe(sample.source);
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("streaming.html reads from the client's side: what the client sends is Send, what it receives is Receive", async () => {
    const asyncapi = loadSpecDocuments()["asyncapi.yaml"];
    const operations = Object.entries(
      asyncapi.operations as Record<string, { title: string; action: "send" | "receive" }>,
    );
    const { page, problems } = await site.open({ width: 1440, height: 900 });
    await page.goto(site.url("streaming.html"), { waitUntil: "networkidle" });
    await redocReady(page);
    // The page's introduction says so (Redoc draws it while the page is at its top).
    expect(await page.evaluate(() => document.body.innerText)).toContain("This page reads from the client's side.");
    await page.getByText("Real-time transcription", { exact: true }).first().click();
    // Each sidebar entry: the title, then the badge Redoc derives from the operation's action.
    const entries = (await page.locator('li[data-testid="menu-item-label"]').allInnerTexts()).map((text) =>
      text.split("\n").map((line) => line.trim()),
    );
    for (const [operationId, operation] of operations) {
      const clientAction = operation.action === "send" ? "RECEIVE" : "SEND";
      expect(entries, operationId).toContainEqual([clientTitle(operation.action, operation.title), clientAction]);
      // The service's own title is nowhere in the sidebar (the contract's "Receive audio" is the client's "Send audio").
      expect(entries.map((entry) => entry[0])).not.toContain(operation.title);
      // The anchor follows the title: #/channels/transcribe/operations/sendconfig, not .../receiveconfig.
      const sectionId = `/channels/transcribe/operations/${clientOperationId(operation.action, operationId).toLowerCase()}`;
      await showRedocSection(page, sectionId);
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
