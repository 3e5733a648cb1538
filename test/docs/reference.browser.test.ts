// What the two references add to the contract for their readers, seen in headless Chromium: every HTTP
// operation offers the curl and SDK samples of docs/examples/operations/ (the files the tests run), as tabs
// whose copy button copies exactly the file; the streaming reference reads from the client's side; and both
// pages are an outline a screen reader can walk (one h1, no heading level skipped).

import { operationSpecs } from "stt-service/in-repository";
import { describe, expect, it } from "vitest";
import { clientTitle } from "../../scripts/docs/client-view.js";
import { readOperationSamples, sampleLanguages } from "../../scripts/docs/code-samples.js";
import { clientOperationId } from "../../scripts/lib/site-anchors.js";
import { referenceReady, referenceSectionShown, showReferenceSection, useBuiltSite } from "../support/built-site.js";
import { loadSpecDocuments } from "../support/spec-documents.js";

const site = useBuiltSite();
const samples = readOperationSamples(".");
const tags = loadSpecDocuments()["openapi.yaml"].paths as Record<string, Record<string, { tags?: string[] }>>;

/** The section of an operation: `/<tag>/<operationid>`, lower case. */
function operationSection(operationId: string): string {
  const spec = operationSpecs[operationId as keyof typeof operationSpecs];
  const tag = tags[spec.path]?.[spec.method.toLowerCase()]?.tags?.[0] ?? "";
  return `/${tag.toLowerCase()}/${operationId.toLowerCase()}`;
}

describe("the references in headless Chromium", () => {
  it("http.html: every operation offers its curl, TypeScript SDK and Python SDK samples as tabs, each copied exactly as the file the tests run", async () => {
    const { page, problems } = await site.open({ width: 1440, height: 900 });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(site.url("http.html"), { waitUntil: "networkidle" });
    await referenceReady(page);
    const labels = sampleLanguages.map((language) => language.label);
    for (const operationId of Object.keys(operationSpecs)) {
      const sectionId = operationSection(operationId);
      await showReferenceSection(page, sectionId);
      const samplesBox = page.locator(`[data-section-id="${sectionId}"] .samples`).first();
      const tabs = samplesBox.getByRole("tab");
      expect(await tabs.allInnerTexts(), operationId).toEqual(labels);
      for (const sample of samples.get(operationId) ?? []) {
        await samplesBox.getByRole("tab", { name: sample.label, exact: true }).click();
        const panel = samplesBox.getByRole("tabpanel");
        // One panel shown, the chosen language's, with the file's text.
        expect(await panel.count(), `${operationId}: one panel shown`).toBe(1);
        expect(await panel.locator("pre").innerText(), `${sample.path} on the page`).toBe(sample.source);
        await panel.getByRole("button", { name: "Copy" }).click();
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()), { message: `${sample.path} copied` })
          .toBe(sample.source);
      }
    }
    // The tabs follow the keyboard: the arrow moves to the next language and selects it.
    const first = page.locator(".samples").first().getByRole("tab").first();
    await first.click();
    await first.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels[1]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-selected"))).toBe("true");
    // As a click does, the arrow's choice holds for every operation: no page half curl, half SDK.
    const selected = await page.locator('.samples [role="tab"][aria-selected="true"]').allInnerTexts();
    expect(new Set(selected)).toEqual(new Set([labels[1]]));
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
    await referenceReady(page);
    expect(await page.evaluate(() => document.body.innerText)).toContain("This page reads from the client's side.");
    // Each sidebar entry of an operation: the badge of its action as the client does it, then its title.
    const entries = (await page.locator(".reference-toc a:has(.badge)").allInnerTexts()).map((text) =>
      text.split(/\s+/).join(" "),
    );
    for (const [operationId, operation] of operations) {
      const clientAction = operation.action === "send" ? "Receive" : "Send";
      expect(entries, operationId).toContain(`${clientAction} ${clientTitle(operation.action, operation.title)}`);
      // The service's own title is nowhere in the sidebar (the contract's "Receive audio" is the client's "Send audio").
      expect(entries.map((entry) => entry.slice(entry.indexOf(" ") + 1))).not.toContain(operation.title);
      // The anchor follows the title: #/channels/transcribe/operations/sendconfig, not .../receiveconfig.
      const sectionId = `/channels/transcribe/operations/${clientOperationId(operation.action, operationId).toLowerCase()}`;
      await showReferenceSection(page, sectionId);
      expect(await page.locator(`[data-section-id="${sectionId}"] h3`).innerText()).toBe(
        clientTitle(operation.action, operation.title),
      );
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("http.html without JavaScript: every sample shows under its language's name, and the contents link to their sections", async () => {
    const { page, problems } = await site.open({ width: 1440, height: 900 }, { javaScriptEnabled: false });
    await page.goto(site.url("http.html"), { waitUntil: "networkidle" });
    const section = page.locator('[data-section-id="/files/uploadfile"]');
    // No tab list to work without its script: each panel shown, labelled.
    expect(await section.getByRole("tablist").count()).toBe(0);
    expect(await section.locator(".sample-label").allInnerTexts()).toEqual(
      sampleLanguages.map((language) => language.label),
    );
    for (const sample of samples.get("uploadFile") ?? []) {
      expect(await section.locator(".sample pre").allInnerTexts()).toContain(sample.source);
    }
    // The contents are plain links: following one scrolls its section to the top.
    await page.locator('.reference-toc a[href="#/files/uploadfile"]').click();
    await referenceSectionShown(page, "/files/uploadfile");
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it.each(["http.html", "streaming.html"])(
    "%s is an outline: one h1, then no heading more than one level below the one before it",
    async (file) => {
      const { page, problems } = await site.open({ width: 1440, height: 900 });
      await page.goto(site.url(file), { waitUntil: "networkidle" });
      const levels = await page.evaluate(() =>
        [...document.querySelectorAll("main :is(h1, h2, h3, h4, h5, h6)")].map((heading) => Number(heading.tagName[1])),
      );
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      const jumps = levels.flatMap((level, index) =>
        index > 0 && level > (levels[index - 1] ?? 1) + 1 ? [`h${levels[index - 1]} → h${level} at ${index}`] : [],
      );
      expect(jumps).toEqual([]);
      // Every operation is a heading of its own (the streaming page's too).
      expect(await page.locator("section[data-section-id] > h3").count()).toBeGreaterThan(4);
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
