// Runs documentation code written in Python as a user runs it: a script of its own, in a child process, in a
// working folder holding the files it names, configured by the environment only. `import stt_service` resolves
// to packages/python/src (as the TypeScript samples' `stt-service` resolves to the sources), so a sample runs
// the code of this checkout whatever the interpreter has installed.
import { existsSync } from "node:fs";
import { delimiter, resolve } from "node:path";
import type { ModuleRun } from "./run-module.js";
import { runProcess } from "./run-process.js";

/** The Python package's sources: what `import stt_service` finds first. */
export const pythonSources = resolve(import.meta.dirname, "../../packages/python/src");

/**
 * The CPython 3.11 interpreter the docs tests and the bench run Python with: STT_PYTHON when set, else the
 * project's own venv (`npm run python:venv` makes `.venv-python/3.11/`), which has websockets and mypy.
 */
export function pythonInterpreter(): string {
  return process.env.STT_PYTHON || resolve(import.meta.dirname, "../../.venv-python/3.11/bin/python");
}

/** Why Python code cannot run here, or undefined when the interpreter exists. */
export function missingPython(): string | undefined {
  const interpreter = pythonInterpreter();
  return existsSync(interpreter)
    ? undefined
    : `no Python interpreter at ${interpreter}: run npm run python:venv, or set STT_PYTHON to a CPython 3.11 with httpx and websockets`;
}

export function runPython(
  path: string,
  options: { env: Record<string, string>; cwd: string; timeoutMs?: number; args?: string[] },
): Promise<ModuleRun> {
  const pythonPath = [pythonSources, process.env.PYTHONPATH].filter(Boolean).join(delimiter);
  return runProcess(pythonInterpreter(), [resolve(path), ...(options.args ?? [])], {
    cwd: options.cwd,
    env: { ...process.env, PYTHONPATH: pythonPath, PYTHONUNBUFFERED: "1", ...options.env },
    boundMs: options.timeoutMs ?? 60_000,
  });
}
