// A Python with ruff, mypy and pyright, for the tests that hold the generated Python to them: the one STT_PYTHON names
// (the project's Python environments set it), else the project's 3.11 venv (.venv-python/3.11) where it has
// both, else a venv these tests make once in node_modules/.cache with `python3.11 -m venv` and pip (which
// installs from the registry as configured; PIP_RETRIES=0, since an unreachable index costs seconds a retry).
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);
const root = resolve(".");

export interface Ran {
  code: number;
  output: string;
}

/** Runs a command to its end: its exit code and its stdout and stderr together. */
export async function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Ran> {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, {
      cwd: options.cwd ?? root,
      env: options.env ?? process.env,
      maxBuffer: 32 * 1024 * 1024,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string; message?: string };
    const code = typeof failed.code === "number" ? failed.code : 127;
    return { code, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}${failed.message ?? ""}` };
  }
}

async function hasTools(python: string): Promise<boolean> {
  if (!existsSync(python)) return false;
  return (await runCommand(python, ["-c", "import mypy, ruff, pyright"])).code === 0;
}

/** A Python that runs `-m mypy`, `-m ruff` and `-m pyright`; made on first use when the project has none. */
export async function pythonWithTools(): Promise<string> {
  const candidates = [process.env.STT_PYTHON, join(root, ".venv-python/3.11/bin/python")].filter(
    (path): path is string => path !== undefined && path !== "",
  );
  for (const candidate of candidates) if (await hasTools(candidate)) return candidate;
  const venv = join(root, "node_modules/.cache/stt-python-generator-venv");
  const python = join(venv, "bin/python");
  if (await hasTools(python)) return python;
  mkdirSync(join(root, "node_modules/.cache"), { recursive: true });
  const made = await runCommand("python3.11", ["-m", "venv", venv]);
  if (made.code !== 0) throw new Error(`python3.11 -m venv ${venv} failed:\n${made.output}`);
  const installed = await runCommand(python, ["-m", "pip", "install", "-q", "ruff", "mypy", "pyright", "httpx"], {
    env: { ...process.env, PIP_RETRIES: "0" },
  });
  if (installed.code !== 0) throw new Error(`pip install ruff mypy pyright httpx failed:\n${installed.output}`);
  return python;
}

/**
 * The Python package as it is in the project, in a temporary folder, with `files` (paths from the project's
 * root, such as the generated modules of a changed spec) written over it, and an empty `stt_service/__init__.py`
 * where the package has none yet: the generated modules are checked on their own, not through the public names.
 * Returns the folder holding `stt_service`.
 */
export function scratchPackage(files: Iterable<[string, string]>): { src: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), "stt-python-"));
  const src = join(folder, "src");
  cpSync(join(root, "packages/python/src"), src, {
    recursive: true,
    filter: (path) => !/(^|\/)__pycache__(\/|$)/.test(path),
  });
  for (const [path, content] of files) {
    const relativePath = path.replace(/^packages\/python\/src\//, "");
    mkdirSync(dirname(join(src, relativePath)), { recursive: true });
    writeFileSync(join(src, relativePath), content);
  }
  const init = join(src, "stt_service/__init__.py");
  if (!existsSync(init)) writeFileSync(init, "");
  return { src, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The generated modules, as mypy names them. */
export const generatedModules = ["errors", "operations", "resources", "stream", "types"].map(
  (name) => `stt_service._generated.${name}`,
);

/** `mypy --strict` over modules of a scratch package (the modules they import checked, their errors not shown). */
export function mypyStrict(python: string, src: string, modules: string[]): Promise<Ran> {
  return runCommand(
    python,
    [
      "-m",
      "mypy",
      "--strict",
      "--follow-imports=silent",
      "--no-incremental",
      ...modules.flatMap((name) => ["-m", name]),
    ],
    { cwd: src, env: { ...process.env, MYPYPATH: src } },
  );
}

/**
 * The CPython 3.10–3.13 interpreters this machine has (pyenv's versions, else `python3.X` on the PATH), each
 * counted once it has run and said its version: pyenv's shims answer only for the version it has selected.
 */
export async function supportedInterpreters(): Promise<{ version: string; python: string }[]> {
  const versionsDir = join(process.env.PYENV_ROOT ?? join(homedir(), ".pyenv"), "versions");
  const installed = existsSync(versionsDir) ? readdirSync(versionsDir) : [];
  const found: { version: string; python: string }[] = [];
  for (const version of ["3.10", "3.11", "3.12", "3.13"]) {
    const candidates = [
      ...installed
        .filter((name) => name.startsWith(`${version}.`))
        .sort()
        .reverse()
        .map((name) => join(versionsDir, name, "bin", `python${version}`)),
      `python${version}`,
    ];
    for (const python of candidates) {
      const said = await runCommand(python, ["--version"]);
      if (said.code === 0 && said.output.includes(`Python ${version}.`)) {
        found.push({ version, python });
        break;
      }
    }
  }
  return found;
}
