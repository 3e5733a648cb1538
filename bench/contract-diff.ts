// The breaking-change gate on this project's specs, as CI runs it (`npm run contract:diff`, against the
// released base) and against a git ref; its own work in-process (read both sides, compare); and, as the
// baseline measured in the same run, tsx starting a script that does nothing. The issue asks for well
// under 10 s.
import { execFileSync, spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { compareContracts } from "../scripts/gate/contract/compare.js";
import { readGitRef, readReleased, readWorkingTree } from "../scripts/gate/contract/load.js";
import { median } from "./lib.js";

const root = resolve(import.meta.dirname, "..");

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export function benchContractDiff(rounds = 5) {
  const npmRun =
    (...args: string[]) =>
    () => {
      // Exit 1 (a break) is a verdict, not a failure of the measure; exit 2 is.
      const { status } = spawnSync("npm", ["run", "-s", "contract:diff", "--", ...args], {
        cwd: root,
        stdio: "ignore",
      });
      if (status !== 0 && status !== 1) throw new Error(`npm run contract:diff ${args.join(" ")} exited ${status}`);
    };
  const contenders: Record<string, () => void> = {
    "npm run contract:diff (against contract/released/, as CI runs it)": npmRun(),
    "npm run contract:diff -- --base HEAD": npmRun("--base", "HEAD"),
    "baseline: tsx starting an empty script": () =>
      execFileSync(resolve(root, "node_modules/.bin/tsx"), ["-e", ""], { cwd: root, stdio: "ignore" }),
    "in-process: read the released base and the working tree, compare": () => {
      compareContracts(readReleased(root), readWorkingTree(root));
    },
    "in-process: read git HEAD and the working tree, compare": () => {
      compareContracts(readGitRef(root, "HEAD"), readWorkingTree(root));
    },
  };
  const names = Object.keys(contenders);
  const times: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of names) contenders[name]?.(); // warm-up: compile caches
  for (let round = 0; round < rounds; round++) {
    // Rotated each round, so drift on a shared machine hits every contender alike.
    for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
      times[name]?.push(timed(contenders[name] as () => void));
    }
  }
  return names.map((name) => ({ measure: name, "median ms": Math.round(median(times[name] ?? [])) }));
}
