// `npm run release -- <version>` in a one-commit clone: it writes the release's CHANGELOG.md section from the
// gate (newest first, breaking changes first, linked), moves contract/released/ to the working tree's
// contract, and refuses a release the gate fails or a version that is not newer.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runGate } from "../../scripts/contract-diff.js";
import { release } from "../../scripts/release.js";
import { oneCommitClone } from "./diff-clone.js";

const clone = oneCommitClone({ "CHANGELOG.md": readFileSync("CHANGELOG.md", "utf8") });
afterAll(() => clone.remove());

describe("npm run release", () => {
  it("records a compatible release: a CHANGELOG section above the last, and the new base", () => {
    clone.edit(({ openapi }) => {
      openapi.components.schemas.FileStatus.anyOf[0].enum.push("archived");
      openapi.info.version = "2.1.0";
    });
    const done = release({ root: clone.dir, version: "2.1.0", date: "2026-12-01" });
    expect(done).toMatchObject({ breaking: 0 });
    const changelog = clone.read("CHANGELOG.md");
    expect(changelog.indexOf("## 2.1.0 (2026-12-01)")).toBeLessThan(changelog.indexOf("## 2.0.0 (2026-11-26)"));
    expect(changelog.indexOf("## 2.1.0")).toBeGreaterThan(changelog.indexOf("# Changelog"));
    // The spec's text in it is escaped for Markdown (test/docs/hostile-changelog.test.ts says why).
    expect(done.section).toMatch(
      /### Other changes\n\n(- .*\n)*- \*\*\[GET \\\/files \\\(listFiles\\\)\]\(http\.html#\/files\/listfiles\).*The open enum gains \\"archived\\"/,
    );
    expect(JSON.parse(clone.read("contract/released/release.json"))).toEqual({ version: "2.1.0", date: "2026-12-01" });
    expect(clone.read("contract/released/openapi.yaml")).toBe(clone.read("specs/openapi.yaml"));
    // The new base: the working tree has nothing left to report against it.
    const result = runGate({ root: clone.dir, today: "2026-12-01" });
    expect(result.base).toBe("release 2.1.0 (contract/released/)");
    expect(result.changes).toEqual([]);
  });

  it("refuses a version that is not newer than the last release", () => {
    expect(() => release({ root: clone.dir, version: "2.1.0" })).toThrow(/not newer than the last release, 2\.1\.0/);
    expect(() => release({ root: clone.dir, version: "v2" })).toThrow(/not a version like 2\.2\.0/);
  });

  it("refuses a release the gate fails, and writes nothing", () => {
    clone.edit(({ openapi }) => {
      delete openapi.paths["/models"];
    });
    const before = clone.read("CHANGELOG.md");
    expect(() => release({ root: clone.dir, version: "2.2.0" })).toThrow(/gate fails \(1 breaking change/);
    expect(clone.read("CHANGELOG.md")).toBe(before);
    expect(JSON.parse(readFileSync(join(clone.dir, "contract/released/release.json"), "utf8")).version).toBe("2.1.0");
  });

  it("records a breaking release once both specs move to a new major, breaking changes listed first", () => {
    clone.edit(({ openapi, asyncapi }) => {
      openapi.info.version = "3.0.0";
      asyncapi.info.version = "3.0.0";
      openapi.components.schemas.FileObject.properties.duration_ms = { type: "integer", minimum: 0, maximum: 18000000 };
    });
    expect(() => release({ root: clone.dir, version: "2.2.0" })).toThrow(/must be a new major, not 2\.2\.0/);
    const done = release({ root: clone.dir, version: "3.0.0", date: "2027-01-04" });
    expect(done.breaking).toBe(1);
    expect(done.section.indexOf("### Breaking changes")).toBeLessThan(done.section.indexOf("### Other changes"));
    expect(done.section).toMatch(
      /### Breaking changes\n\n- \*\*\[GET \\\/models \\\(listModels\\\)\]\(http\.html#\/models\/listmodels\)/,
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
