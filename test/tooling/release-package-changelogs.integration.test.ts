// `npm run release` with the packages and the notes waiting in .changes/ (a one-commit clone holding copies of
// them): one run writes the contract's section of CHANGELOG.md and every package's section, and removes the
// notes; a note it cannot read stops the release before it writes anything.
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { release } from "../../scripts/release/release.js";
import { oneCommitClone } from "../contract/diff-clone.js";
import { nextMinor, releasedVersion } from "../support/versions.js";

const version = nextMinor(releasedVersion());
const folders = ["sdk", "mock", "conformance", "spec-documents", "react"];
const clone = oneCommitClone();
for (const folder of folders) {
  mkdirSync(join(clone.dir, "packages", folder), { recursive: true });
  for (const file of ["package.json", "CHANGELOG.md"]) {
    cpSync(join("packages", folder, file), join(clone.dir, "packages", folder, file));
  }
}
cpSync(".changes", join(clone.dir, ".changes"), { recursive: true });
afterAll(() => clone.remove());

describe("npm run release with the packages' notes", () => {
  it("refuses a note it cannot read before it writes anything", () => {
    clone.edit(({ openapi }) => {
      openapi.info.version = version;
    });
    writeFileSync(join(clone.dir, ".changes", "zz-bad.md"), "---\npackages: sdk, server\nkind: fixed\n---\nText.\n");
    const before = clone.read("packages/sdk/CHANGELOG.md");
    expect(() => release({ root: clone.dir, version, date: "2026-12-01" })).toThrow(/\.changes\/zz-bad\.md: "server"/);
    expect(existsSync(join(clone.dir, "CHANGELOG.md"))).toBe(false);
    expect(clone.read("packages/sdk/CHANGELOG.md")).toBe(before);
    expect(clone.read("contract/released/release.json")).toContain(`"${releasedVersion()}"`);
  });

  it("writes the contract's section and every package's, and removes the notes it folded in", () => {
    clone.write(".changes/zz-bad.md", "---\npackages: sdk\nkind: fixed\n---\nThe `zz` fix.\n");
    const done = release({ root: clone.dir, version, date: "2026-12-01" });
    expect(done.packageChangelogs).toHaveLength(folders.length);
    expect(clone.read("CHANGELOG.md")).toContain(`## ${version} (2026-12-01)`);
    for (const folder of folders) {
      expect(clone.read(`packages/${folder}/CHANGELOG.md`)).toMatch(
        new RegExp(`^## ${version.replaceAll(".", "\\.")} \\(2026-12-01\\)$`, "m"),
      );
    }
    expect(clone.read("packages/sdk/CHANGELOG.md")).toContain("### Fixed\n\n");
    expect(clone.read("packages/sdk/CHANGELOG.md")).toContain("- The `zz` fix.");
    expect(clone.read("packages/mock/CHANGELOG.md")).not.toContain("The `zz` fix.");
    expect(readdirSync(join(clone.dir, ".changes"))).toEqual(["README.md"]);
  });
});
