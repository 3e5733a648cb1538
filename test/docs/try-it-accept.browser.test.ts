// Try it on an operation answering text in two media types (subtitles as WebVTT or SubRip, added to a copy of the
// project as CONTRIBUTING's "Answers that are not JSON" says), in headless Chromium on a site built from that
// copy: the console asks which media type in an Accept field, stt-mock (started on the copy's spec) answers the
// one asked for and the verdict passes; a server that answers WebVTT whatever is asked gets the verdict that its
// answer breaks the contract, since the body's schema alone (text) cannot tell the two apart.
import { once } from "node:events";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningMocks, startMocks } from "@stt-service/mock";
import { loadSpecDocuments } from "@stt-service/spec-documents";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../scripts/docs/build.js";
import { sampleLanguages } from "../../scripts/docs/code-samples.js";
import { tryItOperations } from "../../scripts/docs/try-it/operations-model.js";
import { oneCommitClone } from "../contract/diff-clone.js";
import { referenceReady, showReferenceSection } from "../support/built-site.js";
import { launchChromium, serveDirectory, type TestSite } from "../support/chromium.js";
import type { SpecCopy } from "../support/spec-copies.js";
import { addSubtitlesAndPreview, subtitleExamples } from "../support/text-and-binary-operations.js";

const operationId = "getTranscriptionSubtitles";
const clone = oneCommitClone({ "CHANGELOG.md": readFileSync("CHANGELOG.md", "utf8") });
const outDir = mkdtempSync(join(tmpdir(), "stt-site-accept-"));
let site: TestSite | undefined;
let browser: Browser | undefined;
let mocks: RunningMocks | undefined;
/** A loopback server that answers every request 200 in WebVTT, whatever its Accept asks. */
let webVttOnly: Server | undefined;

beforeAll(async () => {
  // The docs build reads docs/ beside the specs, and a sample of each operation.
  cpSync("docs", join(clone.dir, "docs"), { recursive: true });
  cpSync("examples/browser-microphone/src", join(clone.dir, "examples/browser-microphone/src"), { recursive: true });
  for (const id of [operationId, "getFilePreview"]) {
    for (const { extension } of sampleLanguages)
      writeFileSync(join(clone.dir, "docs/examples/operations", `${id}${extension}`), "// sample\n");
  }
  clone.edit(({ openapi }) => addSubtitlesAndPreview({ edit: (_file, change) => change(openapi) } as SpecCopy));
  await buildSite(outDir, clone.dir);
  site = await serveDirectory(outDir);
  // Stateless: the examples answer, so any transcription id has subtitles.
  mocks = await startMocks({ specPath: join(clone.dir, "specs/openapi.yaml"), stateless: true, onLog: () => {} });
  webVttOnly = createServer((request, response) => {
    response.writeHead(200, {
      "content-type": "text/vtt; charset=utf-8",
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "*",
    });
    response.end(request.method === "OPTIONS" ? "" : subtitleExamples.vtt);
  });
  webVttOnly.listen(0, "127.0.0.1");
  await once(webVttOnly, "listening");
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  await mocks?.stop();
  webVttOnly?.closeAllConnections();
  webVttOnly?.close();
  clone.remove();
  rmSync(outDir, { recursive: true, force: true });
});

async function openSubtitles(): Promise<{ page: Page; panel: ReturnType<Page["locator"]> }> {
  if (!browser || !site) throw new Error("not set up");
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${site.url}/http.html`, { waitUntil: "networkidle" });
  await referenceReady(page);
  const sectionId = tryItOperations(loadSpecDocuments(clone.dir, ["specs/openapi.yaml"])).find(
    (operation) => operation.operationId === operationId,
  )?.sectionId;
  if (!sectionId) throw new Error(`no ${operationId} in the copy's spec`);
  await showReferenceSection(page, sectionId);
  await page.locator(`.try-it-open[data-operation-id="${operationId}"]`).click();
  const panel = page.locator(`section.try-it[data-operation-id="${operationId}"]`);
  await panel.waitFor();
  return { page, panel };
}

async function nameServer(panel: ReturnType<Page["locator"]>, baseUrl: string): Promise<void> {
  const server = panel.locator(".try-it-server");
  await server.getByLabel("Send to").selectOption("named");
  await server.getByLabel("Base URL").fill(baseUrl);
  await server.getByLabel("API key").fill("accept-key");
  await server.getByLabel("API key").dispatchEvent("change");
}

async function sendWith(panel: ReturnType<Page["locator"]>, accept: string) {
  await panel.getByLabel("Accept *").selectOption(accept);
  const answer = panel.locator(".try-it-answer");
  await answer.evaluate((element) => {
    element.dataset.state = "stale";
  });
  await panel.locator(".try-it-send").click();
  await answer.locator(":scope[data-state='answered'], :scope[data-state='failed']").waitFor({ timeout: 15_000 });
  return {
    status: Number(await answer.getAttribute("data-status")),
    verdict: await answer.getAttribute("data-verdict"),
    said: (await answer.locator(".try-it-verdict").textContent()) ?? "",
    body: (await answer.locator(".try-it-body").textContent()) ?? "",
    curl: (await panel.locator('[data-code="curl"] pre').textContent()) ?? "",
  };
}

describe("try it on an answer of several media types", () => {
  it("asks for one in Accept, and stt-mock answers it with a passing verdict", async () => {
    if (!mocks) throw new Error("not set up");
    const { page, panel } = await openSubtitles();
    expect(
      await panel
        .getByLabel("Accept *")
        .evaluate((select) => [...(select as HTMLSelectElement).options].map((option) => option.value)),
    ).toEqual(["text/vtt", "application/x-subrip"]);
    await nameServer(panel, mocks.httpUrl);
    const srt = await sendWith(panel, "application/x-subrip");
    expect(srt).toMatchObject({ status: 200, verdict: "conforms", body: subtitleExamples.srt });
    expect(srt.curl).toContain("-H 'Accept: application/x-subrip'");
    expect(await sendWith(panel, "text/vtt")).toMatchObject({
      status: 200,
      verdict: "conforms",
      body: subtitleExamples.vtt,
    });
    await page.close();
  }, 60_000);

  it("finds a server answering WebVTT when SubRip was asked for at odds with the contract", async () => {
    if (!webVttOnly) throw new Error("not set up");
    const { page, panel } = await openSubtitles();
    await nameServer(panel, `http://127.0.0.1:${(webVttOnly.address() as AddressInfo).port}/v1`);
    const answer = await sendWith(panel, "application/x-subrip");
    expect(answer).toMatchObject({ status: 200, verdict: "violates" });
    expect(answer.said).toContain("Accept asked for application/x-subrip, and the answer is text/vtt");
    expect(answer.said).not.toContain("✓");
    await page.close();
  }, 60_000);
});
