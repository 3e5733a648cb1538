// `npm run release -- <version>` in a one-commit clone: it writes the release's CHANGELOG.md section from the
// gate (newest first, breaking changes first, linked), moves contract/released/ to the working tree's
// contract, and refuses a release the gate fails or a version that is not newer.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runGate } from "../../scripts/gate/contract-diff.js";
import { release } from "../../scripts/release/release.js";
import { nextMajor, nextMinor, releasedVersion } from "../support/versions.js";
import { oneCommitClone } from "./diff-clone.js";

/** The release recorded now, and the versions the tests release after it. */
const released = releasedVersion();
const [minor, secondMinor] = [nextMinor(released), nextMinor(released, 2)];
const major = nextMajor(released);
const escaped = (version: string) => version.replaceAll(".", "\\.");

const clone = oneCommitClone({ "CHANGELOG.md": readFileSync("CHANGELOG.md", "utf8") });
afterAll(() => clone.remove());

describe("npm run release", () => {
  it("records a compatible release: a CHANGELOG section above the last, and the new base", () => {
    clone.edit(({ openapi }) => {
      openapi.components.schemas.FileStatus.anyOf[0].enum.push("archived");
      openapi.info.version = minor;
    });
    const done = release({ root: clone.dir, version: minor, date: "2026-12-01" });
    expect(done).toMatchObject({ breaking: 0 });
    const changelog = clone.read("CHANGELOG.md");
    expect(changelog.indexOf(`## ${minor} (2026-12-01)`)).toBeLessThan(changelog.indexOf(`## ${released} (`));
    expect(changelog.indexOf(`## ${minor}`)).toBeGreaterThan(changelog.indexOf("# Changelog"));
    // The spec's text in it reads as written, escaped only where it would be markup
    // (test/docs/hostile-changelog.browser.test.ts holds that).
    expect(done.section).toMatch(
      /### Other changes\n\n(- .*\n)*- \*\*\[GET \/files \(listFiles\)\]\(http\.html#\/files\/listfiles\).*The open enum gains "archived"/,
    );
    expect(JSON.parse(clone.read("contract/released/release.json"))).toEqual({ version: minor, date: "2026-12-01" });
    expect(clone.read("contract/released/openapi.yaml")).toBe(clone.read("specs/openapi.yaml"));
    // The new base: the working tree has nothing left to report against it.
    const result = runGate({ root: clone.dir, today: "2026-12-01" });
    expect(result.base).toBe(`release ${minor} (contract/released/)`);
    expect(result.changes).toEqual([]);
  });

  it("refuses a version that is not newer than the last release", () => {
    expect(() => release({ root: clone.dir, version: minor })).toThrow(
      new RegExp(`not newer than the last release, ${escaped(minor)}`),
    );
    expect(() => release({ root: clone.dir, version: "v2" })).toThrow(/not a version like 1\.2\.0/);
  });

  it("refuses a release the gate fails, and writes nothing", () => {
    clone.edit(({ openapi }) => {
      delete openapi.paths["/models"];
    });
    const before = clone.read("CHANGELOG.md");
    expect(() => release({ root: clone.dir, version: secondMinor })).toThrow(/gate fails \(1 breaking change/);
    expect(clone.read("CHANGELOG.md")).toBe(before);
    expect(JSON.parse(readFileSync(join(clone.dir, "contract/released/release.json"), "utf8")).version).toBe(minor);
  });

  it("records a breaking release once both specs move to a new major, breaking changes listed first", () => {
    clone.edit(({ openapi, asyncapi }) => {
      openapi.info.version = major;
      asyncapi.info.version = major;
      openapi.components.schemas.FileObject.properties.duration_ms = { type: "integer", minimum: 0, maximum: 18000000 };
    });
    expect(() => release({ root: clone.dir, version: secondMinor })).toThrow(
      new RegExp(`must be a new major, not ${escaped(secondMinor)}`),
    );
    const done = release({ root: clone.dir, version: major, date: "2027-01-04" });
    expect(done.breaking).toBe(1);
    expect(done.section.indexOf("### Breaking changes")).toBeLessThan(done.section.indexOf("### Other changes"));
    expect(done.section).toMatch(
      /### Breaking changes\n\n- \*\*\[GET \/models \(listModels\)\]\(http\.html#\/models\/listmodels\)/,
    );
  });
});

describe("CHANGELOG.md", () => {
  it("holds the first release's section as the tool writes it from the released contract", () => {
    const changelog = readFileSync("CHANGELOG.md", "utf8");
    const first = /^## (\S+) \((\S+)\)$(?![\s\S]*^## )/m.exec(changelog);
    expect(first?.[1]).toBe("1.0.0");
    // The commit that recorded the first release holds its contract in contract/released/ (later releases
    // replace it there). Released again from nothing, with that contract as the working tree:
    const [recorded] = execFileSync("git", ["rev-list", "--reverse", "HEAD", "--", "contract/released/release.json"], {
      encoding: "utf8",
    }).split("\n");
    const root = mkdtempSync(join(tmpdir(), "stt-first-release-"));
    try {
      mkdirSync(join(root, "specs"));
      for (const spec of ["openapi.yaml", "asyncapi.yaml"]) {
        const text = execFileSync("git", ["show", `${recorded}:./contract/released/${spec}`], { encoding: "utf8" });
        writeFileSync(join(root, "specs", spec), text);
      }
      const { section } = release({ root, version: first?.[1] ?? "", date: first?.[2] ?? "" });
      expect(changelog.slice(first?.index)).toBe(section);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
