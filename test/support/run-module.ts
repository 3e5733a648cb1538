// Runs documentation code as a user runs it: a module of its own, in a child process, importing the package
// by its name (`stt-service`, resolved to the sources), with the environment pointing at the mocks and a
// working folder holding the files it names (such as call.wav).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { runProcess } from "./run-process.js";

/** tsx's loader, by path: the snippet runs from a folder outside the project. */
const tsxLoader = createRequire(import.meta.url).resolve("tsx");

export interface ModuleRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Writes code into the project (so that `import "stt-service"` resolves to it) and returns its path. */
export function moduleFile(code: string, name: string): string {
  const directory = resolve(".snippets");
  mkdirSync(directory, { recursive: true });
  const path = join(directory, `${name}.mts`);
  writeFileSync(path, code);
  return path;
}

/** A working folder with the files a snippet names. */
export function workingFolder(files: Record<string, Uint8Array | string>): string {
  const directory = mkdtempSync(join(tmpdir(), "stt-snippet-"));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(directory, name), content);
  return directory;
}

export function runModule(
  path: string,
  options: { env: Record<string, string>; cwd: string; timeoutMs?: number },
): Promise<ModuleRun> {
  return runWith(["--conditions=stt-service-source"], path, options);
}

/** The same for a module in a project that installed the packed packages: they resolve to what they ship. */
export function runInstalled(
  path: string,
  options: { env: Record<string, string>; cwd: string; timeoutMs?: number },
): Promise<ModuleRun> {
  return runWith([], path, options);
}

function runWith(
  nodeOptions: string[],
  path: string,
  options: { env: Record<string, string>; cwd: string; timeoutMs?: number },
): Promise<ModuleRun> {
  // No source condition of its own: runFromSources passes it in nodeOptions, runInstalled must not.
  return runProcess(process.execPath, [...nodeOptions, "--import", tsxLoader, resolve(path)], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    boundMs: options.timeoutMs ?? 60_000,
  });
}
