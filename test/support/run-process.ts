// Runs a command to its end and collects what it printed: the one way the tests start a process they wait
// out (a script, a docs sample, a CLI). A bound kills a process still running past it, which is then reported
// as hung, so a deadlock fails its test with a message instead of hanging the run. The bound guards against
// hangs only: generous, never a speed check. Output past `maxOutput` characters per stream is dropped.
import { spawn } from "node:child_process";

export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Killed at the bound. */
  hung: boolean;
}

export interface ProcessOptions {
  cwd?: string;
  /** The whole environment of the process (default: this one's). */
  env?: NodeJS.ProcessEnv;
  /** Default: 60 s. */
  boundMs?: number;
  /** Characters kept of each stream. Default: 4 MB. */
  maxOutput?: number;
}

export function runProcess(command: string, args: string[], options: ProcessOptions = {}): Promise<ProcessRun> {
  const { cwd, env = process.env, boundMs = 60_000, maxOutput = 4_000_000 } = options;
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const output = { stdout: "", stderr: "" };
  for (const stream of ["stdout", "stderr"] as const) {
    child[stream].setEncoding("utf8").on("data", (chunk: string) => {
      if (output[stream].length < maxOutput) output[stream] += chunk;
    });
  }
  let hung = false;
  const timer = setTimeout(() => {
    hung = true;
    child.kill("SIGKILL");
  }, boundMs);
  return new Promise((resolve) => {
    child.once("error", (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout: output.stdout, stderr: `${output.stderr}${error.message}`, hung });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, ...output, hung });
    });
  });
}
