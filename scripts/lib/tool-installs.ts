// Tools of other versions than this repository's, from the npm registry, for the checks that run where users
// run: a Node binary of a given major (npm's `node@22`, `node@24` packages ship one) and TypeScript 7. Each is
// installed once into node_modules/.cache, so a second run reuses it; an environment variable names one
// installed elsewhere (CI installs them once, for every step that needs them).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { root } from "./steps.js";

function installed(name: string, spec: string, binary: string): string {
  const directory = join(root, "node_modules", ".cache", name);
  const path = join(directory, binary);
  if (!existsSync(path)) {
    mkdirSync(directory, { recursive: true });
    console.log(`installing ${spec} into ${directory}`);
    execFileSync("npm", ["install", "--prefix", directory, "--no-save", "--no-audit", "--no-fund", spec], {
      stdio: ["ignore", "ignore", "inherit"],
      timeout: 300_000,
    });
  }
  return path;
}

/** A Node binary of `major`: this process's when it is that major, else STT_NODE<major>, else node@<major>. */
export function nodeBinary(major: 20 | 22 | 24): string {
  if (Number(process.versions.node.split(".")[0]) === major) return process.execPath;
  const given = process.env[`STT_NODE${major}`];
  if (given) return given;
  return installed(`stt-node${major}`, `node@${major}`, "node_modules/node/bin/node");
}

/** TypeScript 7's `tsc` (the native compiler frontend teams move to), pinned. */
export function typescript7(): string {
  return process.env.STT_TSC7 ?? installed("stt-typescript7", "typescript@7.0.2", "node_modules/typescript/bin/tsc");
}
