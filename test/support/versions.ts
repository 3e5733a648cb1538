// Versions relative to what the contract carries now, so the gate's and release's tests hold after the next
// release too: a test that needs "a new major" or "a newer minor" asks for one of the current version.
import { readFileSync } from "node:fs";
import { join } from "node:path";

function parts(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version.split(".").map(Number);
  return [major, minor, patch];
}

/** `2.3.1` → `3.0.0`. */
export function nextMajor(version: string): string {
  return `${parts(version)[0] + 1}.0.0`;
}

/** `2.3.1` → `2.4.0`; `step` minors on. */
export function nextMinor(version: string, step = 1): string {
  const [major, minor] = parts(version);
  return `${major}.${minor + step}.0`;
}

/** The version of the last release recorded in `root` (contract/released/release.json). */
export function releasedVersion(root = "."): string {
  return (JSON.parse(readFileSync(join(root, "contract/released/release.json"), "utf8")) as { version: string })
    .version;
}
