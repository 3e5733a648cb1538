// The unit project's setup file: a unit test starts no process. Every way node:child_process starts one throws
// instead, naming the kind the test belongs to, so a test that needs a process cannot slow the inner loop
// down unnoticed. (Worker threads stay allowed: the sync client runs in one.)
import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";

const starters = ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const;

for (const name of starters) {
  Object.defineProperty(childProcess, name, {
    configurable: true,
    writable: true,
    value: (command: unknown) => {
      throw new Error(
        `A unit test started a process (child_process.${name}(${JSON.stringify(command)})). Unit tests start no ` +
          "process, mock process or browser: rename the file to <name>.integration.test.ts (or .browser/.package, " +
          "by what it launches), as test/projects.ts describes.",
      );
    },
  });
}
syncBuiltinESMExports();
