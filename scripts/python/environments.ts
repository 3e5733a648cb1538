// The Python venvs the project's Python tests and tools run in: `.venv-python/<3.X>/` for each supported CPython
// the machine has, holding the package (editable: its sources, as they are), the test requirements and whichever
// tools the registry has wheels for on that version. Made once and stamped with a hash of everything they are
// made from (the requirement files, pyproject.toml, the interpreter, the clone's path): a run whose stamp
// matches does nothing, so the tests call it every time. A version the machine lacks, or whose requirements pip
// cannot install, is reported, never fatal: the tests run what each version can.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { findInterpreter, type Interpreter, type PythonVersion, supportedPythons } from "./interpreters.js";
import { pipRetriesSetting } from "./pip-retries.js";
import { withLock } from "./venv-lock.js";

export const environmentsDir = ".venv-python";
export const packageDir = "packages/python";
export const testRequirements = `${packageDir}/requirements-test.txt`;
export const toolRequirements = `${packageDir}/requirements-tools.txt`;
/** Bumped when the way a venv is made changes, so existing venvs are made again. */
const recipe = "1";

export interface PythonEnvironment {
  version: PythonVersion;
  /** The venv's python, absolute; undefined when there is no venv for this version (see `missing`). */
  python?: string;
  /** Why this version has no venv: no interpreter found, or the package would not install. */
  missing?: string;
  /** The interpreter's full version, such as 3.11.7. */
  release?: string;
  /** requirements-test.txt installed: pytest can run here. */
  pytest: boolean;
  /** Each tool of requirements-tools.txt, by its name, and whether it installed. */
  tools: Record<string, boolean>;
  /** What pip said for each set or tool it could not install. */
  problems: string[];
  /** Made by this run (false: an earlier run's venv, its stamp matching). */
  made: boolean;
}

export interface EnsureOptions {
  /** The repository. */
  root: string;
  /** Default: every supported version. */
  versions?: readonly PythonVersion[];
  env?: NodeJS.ProcessEnv;
  /** Progress lines, for a person watching. */
  log?: (line: string) => void;
}

interface CommandRun {
  code: number | null;
  output: string;
}

/** Runs a command to its end, its stdout and stderr together (pip's errors go to either). */
function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<CommandRun>((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.once("error", (error) => resolve({ code: null, output: `${output}${error.message}` }));
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** pip's error lines, or its last line: what to show of a failed install. */
function pipComplaint(output: string): string {
  const lines = output.split("\n").filter((line) => line.trim() !== "" && !line.includes("is ignored: it is neither"));
  const errors = lines.filter((line) => line.startsWith("ERROR:"));
  return (errors.length > 0 ? errors : lines.slice(-1)).join(" ");
}

/** The requirements of a requirements file, one a line, without comments. */
export function requirementsIn(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line !== "");
}

/** A requirement's project name: `mypy==2.4.0` → `mypy`. */
export function requirementName(requirement: string): string {
  return /^[A-Za-z0-9._-]+/.exec(requirement)?.[0] ?? requirement;
}

export function venvDir(root: string, version: PythonVersion): string {
  return join(root, environmentsDir, version);
}

export function venvPython(root: string, version: PythonVersion): string {
  return join(venvDir(root, version), "bin", "python");
}

const stampName = "stt-environment.json";

interface Stamp {
  hash: string;
  environment: PythonEnvironment;
}

function hashOf(root: string, interpreter: Interpreter): string {
  const hash = createHash("sha256");
  for (const part of [recipe, root, interpreter.path, interpreter.release]) hash.update(`${part}\0`);
  for (const file of [testRequirements, toolRequirements, `${packageDir}/pyproject.toml`]) {
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest("hex");
}

function readStamp(root: string, version: PythonVersion): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(join(venvDir(root, version), stampName), "utf8")) as Stamp;
  } catch {
    return undefined;
  }
}

/**
 * The package as an editable wheel (PEP 660, by hatchling in `builder`, a venv that has it): installed from the
 * wheel rather than by `pip install -e`, so a version whose registry lacks hatchling's dependencies (3.10 here)
 * gets the same editable install. Its path, in a fresh folder.
 */
async function buildEditableWheel(root: string, builder: string, env: NodeJS.ProcessEnv): Promise<string> {
  const outDir = join(root, environmentsDir, "editable-wheel");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const built = await run(
    builder,
    ["-c", "import sys, hatchling.build as hatchling; print(hatchling.build_editable(sys.argv[1]))", outDir],
    { cwd: join(root, packageDir), env },
  );
  const wheel = readdirSync(outDir).find((name) => name.endsWith(".whl"));
  if (built.code !== 0 || !wheel) throw new Error(`hatchling could not build the editable wheel:\n${built.output}`);
  return join(outDir, wheel);
}

interface Pending {
  interpreter: Interpreter;
  environment: PythonEnvironment;
  hash: string;
}

/** Makes the venv of one version afresh and installs what installs there; the package comes later. */
async function makeVenv(root: string, pending: Pending, pipEnv: NodeJS.ProcessEnv, log: (line: string) => void) {
  const { interpreter, environment } = pending;
  const started = performance.now();
  const dir = venvDir(root, interpreter.version);
  rmSync(dir, { recursive: true, force: true });
  const made = await run(interpreter.path, ["-m", "venv", dir]);
  if (made.code !== 0) {
    environment.missing = `python${interpreter.version} -m venv failed: ${made.output.trim()}`;
    return;
  }
  const python = venvPython(root, interpreter.version);
  const pip = (args: string[]) =>
    run(python, ["-m", "pip", "install", "--disable-pip-version-check", ...args], { env: pipEnv });
  const tests = await pip(["-r", join(root, testRequirements)]);
  environment.pytest = tests.code === 0;
  if (tests.code !== 0) environment.problems.push(`${testRequirements}: ${pipComplaint(tests.output)}`);
  const tools = requirementsIn(readFileSync(join(root, toolRequirements), "utf8"));
  // All at once first (one resolution, the usual case on 3.11); one at a time when a version lacks a wheel.
  const together = await pip(tools);
  for (const tool of tools) {
    const alone = together.code === 0 ? together : await pip([tool]);
    environment.tools[requirementName(tool)] = alone.code === 0;
    if (alone.code !== 0) environment.problems.push(`${requirementName(tool)}: ${pipComplaint(alone.output)}`);
  }
  log(
    `${interpreter.version}: venv made in ${((performance.now() - started) / 1000).toFixed(1)} s, pytest ${environment.pytest ? "installed" : "not installable"}`,
  );
}

async function installPackage(root: string, pending: Pending, wheel: string, pipEnv: NodeJS.ProcessEnv) {
  const { interpreter, environment } = pending;
  const python = venvPython(root, interpreter.version);
  const target = environment.tools.websockets ? `${wheel}[realtime]` : wheel;
  const installed = await run(python, ["-m", "pip", "install", "--disable-pip-version-check", target], {
    env: pipEnv,
  });
  if (installed.code !== 0) {
    environment.missing = `the package would not install: ${pipComplaint(installed.output)}`;
    return;
  }
  environment.python = python;
  environment.release = interpreter.release;
}

/**
 * The venvs of `versions`, made or brought up to date: one `PythonEnvironment` per version, in order. Concurrent
 * callers (two test files) wait for each other.
 */
export async function ensurePythonEnvironments(options: EnsureOptions): Promise<PythonEnvironment[]> {
  const { root, versions = supportedPythons, env = process.env, log = () => {} } = options;
  mkdirSync(join(root, environmentsDir), { recursive: true });
  return withLock(join(root, environmentsDir, "lock"), async () => {
    const results = new Map<PythonVersion, PythonEnvironment>();
    const pending: Pending[] = [];
    for (const version of versions) {
      const interpreter = findInterpreter(version, env);
      if (!interpreter) {
        results.set(version, {
          version,
          missing: `no CPython ${version} found (pyenv versions or python${version} on the PATH)`,
          pytest: false,
          tools: {},
          problems: [],
          made: false,
        });
        continue;
      }
      const hash = hashOf(root, interpreter);
      const stamp = readStamp(root, version);
      if (stamp?.hash === hash && existsSync(venvPython(root, version))) {
        results.set(version, { ...stamp.environment, made: false });
        continue;
      }
      const environment: PythonEnvironment = { version, pytest: false, tools: {}, problems: [], made: true };
      results.set(version, environment);
      pending.push({ interpreter, environment, hash });
    }
    if (pending.length > 0) {
      const first = pending[0] as Pending;
      const config = await run(first.interpreter.path, ["-m", "pip", "config", "list"], { env });
      const pipEnv = { ...env, ...pipRetriesSetting(config.output, env) };
      if (pipEnv.PIP_RETRIES === "0" && env.PIP_RETRIES === undefined) {
        log("pip's configuration names a local source: pip tries each index once (PIP_RETRIES=0)");
      }
      for (const each of pending) await makeVenv(root, each, pipEnv, log);
      // hatchling came with the test requirements: a venv made now, or one an earlier run made.
      const builder =
        pending.find((each) => each.environment.pytest && !each.environment.missing)?.interpreter.version ??
        supportedPythons.find((version) => readStamp(root, version)?.environment.pytest);
      if (!builder) {
        throw new Error(`no venv could install ${testRequirements} (hatchling builds the package's editable wheel)`);
      }
      const builderPython = venvPython(root, builder);
      const wheel = await buildEditableWheel(root, builderPython, env);
      for (const each of pending) {
        if (each.environment.missing) continue;
        await installPackage(root, each, wheel, pipEnv);
        if (each.environment.missing) continue;
        const stamp: Stamp = { hash: each.hash, environment: each.environment };
        writeFileSync(join(venvDir(root, each.interpreter.version), stampName), `${JSON.stringify(stamp, null, 2)}\n`);
      }
    }
    return versions.map((version) => results.get(version) as PythonEnvironment);
  });
}
