// scripts/release/check-tag.mjs, the release's guard, run on a copy of the repository's manifests: the tag must
// name every package's version, and every pin of one workspace package on another must be that version, the
// stale one named.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProcess } from "../support/run-process.js";

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

const { version, workspaces } = JSON.parse(readFileSync("package.json", "utf8")) as {
  version: string;
  workspaces: string[];
};

/** A repository holding the script and the manifests, each workspace's after `edit`. */
function copyWith(edit: (workspace: string, manifest: Manifest) => void): string {
  const root = mkdtempSync(join(tmpdir(), "stt-check-tag-"));
  mkdirSync(join(root, "scripts", "release"), { recursive: true });
  cpSync("scripts/release/check-tag.mjs", join(root, "scripts", "release", "check-tag.mjs"));
  cpSync("package.json", join(root, "package.json"));
  for (const workspace of workspaces) {
    const manifest = JSON.parse(readFileSync(join(workspace, "package.json"), "utf8")) as Manifest;
    edit(workspace, manifest);
    const target = join(root, workspace, "package.json");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(manifest, null, 2));
  }
  return root;
}

const checkTag = (root: string, tag: string) =>
  runProcess(process.execPath, [join(root, "scripts", "release", "check-tag.mjs"), tag]);

describe("scripts/release/check-tag.mjs", () => {
  it("passes the repository's own manifests with their version's tag", async () => {
    const run = await checkTag(
      copyWith(() => {}),
      `v${version}`,
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });

  it("fails a mock that pins a stale @stt-service/spec-documents, naming the package, the pin and the fix", async () => {
    const root = copyWith((workspace, manifest) => {
      if (workspace === "packages/mock" && manifest.dependencies)
        manifest.dependencies["@stt-service/spec-documents"] = "1.9.0";
    });
    const run = await checkTag(root, `v${version}`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `@stt-service/mock (packages/mock/package.json) pins @stt-service/spec-documents at 1.9.0 in dependencies, not ${version}`,
    );
    // The stale pin is the one problem: the others' pins and versions match.
    expect(run.stderr.trim().split("\n")).toHaveLength(2);
  });

  it("fails a stale pin of the SDK too, and a package whose version is not the tag's", async () => {
    const root = copyWith((workspace, manifest) => {
      if (workspace === "packages/conformance" && manifest.dependencies) manifest.dependencies["stt-service"] = "1.0.0";
      if (workspace === "packages/spec-documents") manifest.version = "1.0.0";
    });
    const run = await checkTag(root, `v${version}`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`pins stt-service at 1.0.0 in dependencies, not ${version}`);
    expect(run.stderr).toContain(`@stt-service/spec-documents is 1.0.0, the tag says ${version}`);
  });
});
