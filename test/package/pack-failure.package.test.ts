// npm runs no postpack when a pack fails after its prepack, and prepack rewrites the package's manifest for the
// tarball (scripts/build/pack.mjs): a pack that fails must still leave the working tree as it was (git status),
// whether npm cannot write the tarball or the pack ended between its prepack and its postpack, and the next
// pack must succeed with the manifest a tarball needs (no source condition). Run in a copy of the working tree.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runProcess } from "../support/run-process.js";
import { workingTreeCopy } from "../support/working-tree-copy.js";

const workspace = "packages/spec-documents";
const keptFile = join(workspace, ".package.json.in-repository");
let copy: string;
let packDir: string;

beforeAll(() => {
  copy = workingTreeCopy("stt-pack-failure-");
  packDir = mkdtempSync(join(tmpdir(), "stt-pack-failure-tarballs-"));
});

afterAll(async () => {
  await Promise.all([copy, packDir].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
});

const gitStatus = () => execFileSync("git", ["status", "--porcelain"], { cwd: copy, encoding: "utf8" });
// npm's errors and the prepack's refusals are on stderr, which a failed expectation shows.
const npm = (...args: string[]) => runProcess("npm", args, { cwd: copy, boundMs: 600_000 });

/** A pack into a folder of its own that must succeed; the package.json its tarball carries. */
async function packedManifest(): Promise<string> {
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir);
  const packed = await npm("pack", "-w", workspace, "--pack-destination", packDir);
  expect(packed.code, packed.stderr).toBe(0);
  const tarball = join(packDir, "stt-service-spec-documents-2.0.0.tgz");
  return execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" });
}

describe("a pack that fails leaves the working tree as it was", () => {
  it("npm pack into a folder that does not exist fails, and git status is unchanged", async () => {
    expect(gitStatus()).toBe("");
    const failed = await npm("pack", "-w", workspace, "--pack-destination", join(copy, "missing", "dir"));
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(/missing\/dir/);
    expect(gitStatus()).toBe("");
  }, 600_000);

  it("the next pack succeeds, and the package.json it packs names no source condition", async () => {
    const manifest = await packedManifest();
    expect(JSON.parse(manifest).exports["."].import).toBeDefined();
    expect(manifest).not.toContain("stt-service-source");
    expect(gitStatus()).toBe("");
  }, 600_000);

  it("a pack that ended between its prepack and its postpack is undone by the next pack, which succeeds", async () => {
    // What a pack killed after its prepack leaves: the prepack alone.
    const prepacked = await npm("run", "prepack", "-w", workspace);
    expect(prepacked.code, prepacked.stderr).toBe(0);
    expect(gitStatus()).toMatch(/package\.json/);
    expect(await packedManifest()).not.toContain("stt-service-source");
    expect(gitStatus()).toBe("");
  }, 600_000);

  it("a manifest edited since a pack was stranded is not overwritten: the next pack refuses and changes nothing", async () => {
    const prepacked = await npm("run", "prepack", "-w", workspace);
    expect(prepacked.code, prepacked.stderr).toBe(0);
    const manifestPath = join(copy, workspace, "package.json");
    const rewritten = readFileSync(manifestPath, "utf8");
    const edited = rewritten.replace('"sideEffects": false', '"sideEffects": true');
    expect(edited).not.toBe(rewritten);
    writeFileSync(manifestPath, edited);
    const refused = await npm("pack", "-w", workspace, "--pack-destination", packDir);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(".package.json.in-repository");
    expect(readFileSync(manifestPath, "utf8")).toBe(edited);
    expect(existsSync(join(copy, keptFile))).toBe(true);
  }, 600_000);
});
