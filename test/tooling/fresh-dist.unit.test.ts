// When a command that reads a package as built (`npm run size`) builds it first: when dist/ is missing, as in a
// fresh clone, or older than a source or a build setting; never when dist/ is the build of what is there.
// Times are set on the files, not waited for.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staleDistReason } from "../../scripts/build/fresh-dist.js";

let packageDir: string;
const builtAt = new Date("2026-11-01T12:00:00Z");
const before = new Date("2026-11-01T11:00:00Z");
const after = new Date("2026-11-01T13:00:00Z");

function write(path: string, at: Date): void {
  const full = join(packageDir, path);
  mkdirSync(join(full, ".."), { recursive: true });
  writeFileSync(full, path);
  utimesSync(full, at, at);
}

beforeEach(() => {
  packageDir = mkdtempSync(join(tmpdir(), "stt-fresh-dist-"));
  write("package.json", before);
  write("tsup.config.ts", before);
  write("src/index.ts", before);
  write("src/realtime/session.ts", before);
});

afterEach(() => rmSync(packageDir, { recursive: true, force: true }));

describe("a package's dist/", () => {
  it("is stale when it is missing, or holds no file", () => {
    expect(staleDistReason(packageDir)).toBe("it has no dist/ (a fresh clone has none)");
    mkdirSync(join(packageDir, "dist/types"), { recursive: true });
    expect(staleDistReason(packageDir)).toBe("it has no dist/ (a fresh clone has none)");
  });

  it("is current when built after every source and build setting", () => {
    write("dist/index.js", builtAt);
    write("dist/realtime.js", after);
    expect(staleDistReason(packageDir)).toBeUndefined();
  });

  it("is stale when a source, however deep, changed after the build's first file", () => {
    write("dist/index.js", builtAt);
    write("dist/realtime.js", after);
    write("src/realtime/session.ts", after);
    expect(staleDistReason(packageDir)).toBe("src/realtime/session.ts changed after its dist/ was built");
  });

  it("is stale when a build setting changed after the build", () => {
    write("dist/index.js", builtAt);
    write("tsup.config.ts", after);
    expect(staleDistReason(packageDir)).toBe("tsup.config.ts changed after its dist/ was built");
  });
});
