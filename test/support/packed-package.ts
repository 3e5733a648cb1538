// The package as users get it: built, packed with npm pack, and installed into fresh projects.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** Packs the package (its prepack script builds dist/ first); returns the tarball's path. */
export function buildAndPack(root = resolve(".")): string {
  const packDir = mkdtempSync(join(tmpdir(), "stt-pack-"));
  execFileSync("npm", ["pack", "--pack-destination", packDir], { cwd: root, stdio: "ignore" });
  return join(packDir, readdirSync(packDir).find((name) => name.endsWith(".tgz")) ?? "");
}

/** A copy of an example project with the tarball installed, as a user would install it, with `extra` beside it. */
export function installInto(exampleDir: string, tarball: string, extra: string[] = []): string {
  const project = mkdtempSync(join(tmpdir(), "stt-example-"));
  cpSync(exampleDir, project, { recursive: true });
  writeFileSync(join(project, ".npmrc"), "audit=false\nfund=false\n");
  // ws: the optional peer the Node 20 real-time client and the mock need.
  execFileSync("npm", ["install", "--prefer-offline", "--no-save", tarball, "ws@8", ...extra], {
    cwd: project,
    stdio: "ignore",
  });
  return project;
}
