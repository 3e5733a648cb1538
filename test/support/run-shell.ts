// Runs a docs shell sample as a reader pastes it into a terminal: bash, in a working folder, configured by
// the environment only. With -e, -u and pipefail a failed step fails the run, instead of feeding "null" to
// the next step. (TypeScript samples run through run-module.ts.)
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import type { ModuleRun } from "./run-module.js";

export function runShell(
  path: string,
  options: { env: Record<string, string>; cwd: string; timeoutMs?: number },
): Promise<ModuleRun> {
  const child = spawn("bash", ["-euo", "pipefail", resolve(path)], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output.stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    output.stderr += chunk;
  });
  // A guard against a hung sample, not a speed check.
  const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 60_000);
  return new Promise((done) => {
    child.once("close", (code) => {
      clearTimeout(timer);
      done({ code, ...output });
    });
  });
}
