// Runs a docs example the way its reader would: a .ts file as a Node program (through tsx, importing the
// package by its name, from its sources), a .sh file with bash; configured only by environment variables
// and the working directory, as a reader's terminal would be. Resolves with what it printed.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { extname, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

export interface ExampleRun {
  /** The exit code; null when the run was stopped (see `timedOut`). */
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export interface ExampleOptions {
  /** Variables on top of PATH and HOME: nothing else of the test's environment leaks into the example. */
  env: Record<string, string>;
  cwd: string;
  /** A guard against a hung example, not a speed check: generous, for a loaded machine. */
  timeoutMs?: number;
}

export function runExample(path: string, options: ExampleOptions): Promise<ExampleRun> {
  const file = resolve(path);
  const [command, args] =
    extname(file) === ".sh"
      ? // -e, -u and pipefail make a failed step fail the run, instead of feeding "null" to the next step.
        ["bash", ["-euo", "pipefail", file]]
      : [process.execPath, ["--conditions=source", "--import", tsxLoader, file]];
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, options.timeoutMs ?? 60_000);
  return new Promise((resolvePromise, reject) => {
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr, timedOut });
    });
  });
}
