// Runs a docs shell sample as a reader pastes it into a terminal: bash, in a working folder, configured by
// the environment only. With -e, -u and pipefail a failed step fails the run, instead of feeding "null" to
// the next step. (TypeScript samples run through run-module.ts.)
import { resolve } from "node:path";
import type { ModuleRun } from "./run-module.js";
import { runProcess } from "./run-process.js";

export function runShell(
  path: string,
  options: { env: Record<string, string>; cwd: string; timeoutMs?: number },
): Promise<ModuleRun> {
  return runProcess("bash", ["-euo", "pipefail", resolve(path)], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    boundMs: options.timeoutMs ?? 60_000,
  });
}
