// Runs a script in a Node process of its own (TypeScript, through tsx), for what cannot run in the test's
// process: a call that may block its thread for ever. The process gets a bound; one still running then
// is killed and reported as hung, so a deadlock fails the test with a clear message instead of hanging it.
import { fileURLToPath } from "node:url";
import { runProcess } from "../run-process.js";

export interface ScriptRun {
  /** The last line the script printed, parsed as JSON; undefined if it printed none. */
  result: unknown;
  hung: boolean;
  code: number | null;
  stderr: string;
}

const root = fileURLToPath(new URL("../../../", import.meta.url));

export async function runScript(script: URL, args: string[], options: { boundMs: number }): Promise<ScriptRun> {
  const run = await runProcess(
    process.execPath,
    ["--conditions=stt-service-source", "--import", "tsx", fileURLToPath(script), ...args],
    { cwd: root, boundMs: options.boundMs },
  );
  const last = run.stdout.trim().split("\n").at(-1);
  let result: unknown;
  try {
    result = last ? JSON.parse(last) : undefined;
  } catch {
    result = last;
  }
  return { result, hung: run.hung, code: run.code, stderr: run.stderr.slice(-2000) };
}
