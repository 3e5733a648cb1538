// The package tests' global setup: the five workspace packages packed once per run, into a folder every package
// test installs from (each used to pack its own: npm pack runs every package's build, five builds a file), so the
// files can also run side by side without two builds writing one dist/ at once. A folder given in STT_PACKED (the
// matrix packs once for all its cells) is packed into when empty, and kept; one in STT_PACKED_TARBALLS (the very
// files a release publishes, `npm run release:pack`) is read as it is, never packed into.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { packAll } from "./packed-package.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder holding one tarball of each workspace package, packed for this run. */
    packedTarballsDir: string;
  }
}

export default function setup(project: TestProject) {
  const released = process.env.STT_PACKED_TARBALLS;
  if (released) {
    project.provide("packedTarballsDir", released);
    return;
  }
  const given = process.env.STT_PACKED;
  const dir = given || mkdtempSync(join(tmpdir(), "stt-packed-"));
  packAll(process.cwd(), dir);
  project.provide("packedTarballsDir", dir);
  return () => {
    if (!given) rmSync(dir, { recursive: true, force: true });
  };
}
