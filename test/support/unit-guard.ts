// The unit project's setup file: a unit test starts no process. Every way node:child_process starts one throws
// instead, naming the kind the test belongs to, so a test that needs a process cannot slow the inner loop
// down unnoticed. (Worker threads stay allowed: the sync client runs in one.) vi.mock here reaches every
// module vitest loads from the repository; patching the built-in and syncing its ESM exports instead
// (syncBuiltinESMExports) broke the realtime fuzz tests, whose fake socket counts event-loop turns.
import { vi } from "vitest";

vi.mock("node:child_process", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:child_process")>();
  const starters = ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const;
  const refusing = Object.fromEntries(
    starters.map((name) => [
      name,
      (command: unknown) => {
        throw new Error(
          `A unit test started a process (child_process.${name}(${JSON.stringify(command)})). Unit tests start ` +
            "no process, mock process or browser: rename the file to <name>.integration.test.ts (or .browser/" +
            ".package, by what it launches), as test/projects.ts describes.",
        );
      },
    ]),
  );
  return { ...original, ...refusing, default: { ...original, ...refusing } };
});
