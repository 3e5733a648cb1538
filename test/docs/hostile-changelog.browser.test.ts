// Spec text a pull request controls (an enum value, a field name with a backtick, an `x-sunset`, a description,
// a path, an operationId) goes through the real `npm run release` into CHANGELOG.md and through the real docs
// build onto changes.html: the changelog renders none of it as a tag or a link, and in headless Chromium none
// of it runs (each value would set a global or call alert).

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Marked } from "marked";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../scripts/docs/build.js";
import { changesPage } from "../../scripts/docs/changes.js";
import { sampleLanguages } from "../../scripts/docs/code-samples.js";
import { release } from "../../scripts/release/release.js";
import { oneCommitClone } from "../contract/diff-clone.js";
import { nextMinor, releasedVersion } from "../support/versions.js";

/** A compatible release after the last one. */
const nextVersion = nextMinor(releasedVersion());

import { launchChromium, serveDirectory, type TestSite } from "../support/chromium.js";

const hostile = {
  enumValue: `<img src=x onerror="window.pwned='enum'">`,
  fieldName: "x` <img src=x onerror=alert('field')> `y",
  sunset: "2999-01-01 <script>window.pwned='sunset'</script>",
  description: "<script>window.pwned='description'</script>",
  path: "/evil<img src=x onerror=alert('path')>",
  operationId: "evilPath",
  summary: "[click](javascript:alert('summary')) https://evil.example/",
};

const clone = oneCommitClone({ "CHANGELOG.md": readFileSync("CHANGELOG.md", "utf8") });
const outDir = mkdtempSync(join(tmpdir(), "stt-site-hostile-"));
let section = "";
let browser: Browser | undefined;
let site: TestSite | undefined;

beforeAll(async () => {
  // The docs build reads docs/ beside the specs: the clone gets a copy, with the new operation's samples.
  cpSync("docs", join(clone.dir, "docs"), { recursive: true });
  // The guide includes the microphone app's transcriber.
  cpSync("examples/browser-microphone/src", join(clone.dir, "examples/browser-microphone/src"), { recursive: true });
  for (const { extension } of sampleLanguages) {
    writeFileSync(join(clone.dir, "docs/examples/operations", `${hostile.operationId}${extension}`), "// sample\n");
  }
  clone.edit(({ openapi }) => {
    openapi.info.version = nextVersion;
    openapi.components.schemas.FileStatus.anyOf[0].enum.push(hostile.enumValue);
    openapi.components.schemas.FileObject.properties[hostile.fieldName] = {
      type: "string",
      description: hostile.description,
    };
    Object.assign(openapi.paths["/models"].get, { deprecated: true, "x-sunset": hostile.sunset });
    openapi.paths[hostile.path] = {
      get: {
        operationId: hostile.operationId,
        tags: ["models"],
        summary: hostile.summary,
        description: hostile.description,
        responses: { "204": { description: hostile.description } },
      },
    };
  });
  ({ section } = release({ root: clone.dir, version: nextVersion, date: "2026-12-01" }));
  await buildSite(outDir, clone.dir);
  site = await serveDirectory(outDir);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  clone.remove();
  rmSync(outDir, { recursive: true, force: true });
});

describe("hostile spec text in the release notes", () => {
  it("reaches CHANGELOG.md's new section, and renders there as no tag and no link", () => {
    // Every hostile change is in the section (else this test would prove nothing).
    for (const words of ["onerror", "alert('field')", "2999", "evil", "evilPath"]) expect(section).toContain(words);
    const changelog = clone.read("CHANGELOG.md");
    const html = new Marked({ gfm: true }).parse(changelog) as string;
    const tags = new Set([...html.matchAll(/<([a-z][a-z0-9]*)\b/g)].map((match) => match[1]));
    expect([...tags].sort()).toEqual(["a", "code", "h1", "h2", "h3", "li", "p", "strong", "sub", "ul"]);
    const links = [...html.matchAll(/<a\b[^>]*>/g)].map((match) => match[0]);
    for (const link of links) expect(link).toMatch(/^<a href="(?:http|streaming)\.html#[a-z0-9/-]*">$/);
    expect(html).not.toMatch(/<a href="[^"]*(?:javascript|evil\.example)/);
  });

  it("runs nothing on changes.html in headless Chromium, and shows the values as text", async () => {
    if (!browser || !site) throw new Error("not set up");
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`${site.url}/${changesPage.file}`, { waitUntil: "load" });
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.locator("main img, main script").count()).toBe(0);
    const text = await page.evaluate(() => document.querySelector("main")?.textContent ?? "");
    // The enum value as the gate quotes it (JSON), letter for letter.
    expect(text).toContain(JSON.stringify(hostile.enumValue));
    expect(text).toContain(hostile.fieldName.split("`")[1]);
    expect(text).toContain(hostile.path);
    await page.close();
  });
});
