// Runs a script in a Node process of its own (TypeScript, through tsx), for what cannot run in the test's
// process: a call that may block its thread for ever. The process gets a bound; one still running then
// is killed and reported as hung, so a deadlock fails the test with a clear message instead of hanging it.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface ScriptRun {
  /** The last line the script printed, parsed as JSON; undefined if it printed none. */
  result: unknown;
  hung: boolean;
  code: number | null;
  stderr: string;
}

const root = fileURLToPath(new URL("../../../", import.meta.url));

export function runScript(
  script: URL,
  args: string[],
  options: { boundMs: number; nodeOptions?: string[] },
): Promise<ScriptRun> {
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeOptions ?? []),
      "--conditions=stt-service-source",
      "--import",
      "tsx",
      fileURLToPath(script),
      ...args,
    ],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  let hung = false;
  const timer = setTimeout(() => {
    hung = true;
    child.kill("SIGKILL");
  }, options.boundMs);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      clearTimeout(timer);
      const last = stdout.trim().split("\n").at(-1);
      let result: unknown;
      try {
        result = last ? JSON.parse(last) : undefined;
      } catch {
        result = last;
      }
      resolve({ result, hung, code, stderr: stderr.slice(-2000) });
    });
  });
}
