// Node 24 for tools that refuse the machine's Node 20 (@hey-api/openapi-ts and orval need 22.18+): the
// node@24 npm package, a real Node binary from the npm registry. .ci/run installs it once and passes it as
// STT_NODE24; elsewhere it is installed into node_modules/.cache on first use, as the bench does.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const cacheDirectory = join(resolve(import.meta.dirname, "../.."), "node_modules", ".cache", "stt-node24");

function newEnough(version: string): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 18);
}

/** The path of a Node binary of version 22.18 or newer: this one, STT_NODE24, or the cached node@24. */
export async function node24(): Promise<string> {
  if (newEnough(process.versions.node)) return process.execPath;
  const given = process.env.STT_NODE24;
  if (given) return given;
  const binary = join(cacheDirectory, "node_modules", "node", "bin", "node");
  if (!existsSync(binary)) {
    mkdirSync(cacheDirectory, { recursive: true });
    const args = ["install", "--prefix", cacheDirectory, "--no-save", "--no-audit", "--no-fund", "node@24"];
    await promisify(execFile)("npm", args, { timeout: 300_000 });
  }
  return binary;
}
