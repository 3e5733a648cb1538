// The Python package as it ships: a wheel and an sdist built by `python -m build` (from the sdist, as a source
// install would), what each holds, and the wheel installed with its `realtime` extra into a fresh venv, where the
// SDK's tour (packages/python/examples/quickstart.py) runs against the test run's mocks with a speech-like WAV:
// the stream's final text equals the batch text of the same audio, and a missing file, an unknown id and a missing
// key raise the named kinds with their fields.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { findInterpreter } from "../../scripts/python/interpreters.js";
import { runProcess } from "../support/run-process.js";
import { firstExampleText } from "../support/streaming-mock.js";
import { writeSpeechLikeWav } from "../support/wav-fixtures.js";
import { fullEnvironment, mockEnvironment, runPythonModule, scratchFolder } from "./support/python-tools.js";

const npmVersion = (JSON.parse(readFileSync("packages/sdk/package.json", "utf8")) as { version: string }).version;
const outDir = scratchFolder("dist");
let wheel: string;
let sdist: string;
/** The fresh venv's python, with nothing but the wheel and what it depends on. */
let freshPython: string;

/** The names in a wheel (a zip) or an sdist (a .tar.gz), listed by the Python standard library. */
async function archiveNames(python: string, archive: string): Promise<string[]> {
  const code = [
    "import json, sys, tarfile, zipfile",
    "path = sys.argv[1]",
    "names = zipfile.ZipFile(path).namelist() if path.endswith('.whl') else tarfile.open(path).getnames()",
    "print(json.dumps(names))",
  ].join("\n");
  const listed = await runPythonCode(python, code, [archive]);
  return JSON.parse(listed) as string[];
}

async function runPythonCode(python: string, code: string, args: string[]): Promise<string> {
  const run = await runProcess(python, ["-c", code, ...args]);
  if (run.code !== 0) throw new Error(`python -c failed:\n${run.stderr}`);
  return run.stdout;
}

beforeAll(async () => {
  const { python } = await fullEnvironment();
  const built = await runPythonModule(python, "build", ["--no-isolation", "--outdir", outDir, "packages/python"]);
  expect(built.code, built.stdout + built.stderr).toBe(0);
  const files = readdirSync(outDir);
  wheel = join(outDir, files.find((name) => name.endsWith(".whl")) as string);
  sdist = join(outDir, files.find((name) => name.endsWith(".tar.gz")) as string);

  const interpreter = findInterpreter("3.11");
  if (!interpreter) throw new Error("no CPython 3.11 on this machine");
  const venv = join(scratchFolder("fresh-venv"), "venv");
  const made = await runPythonModule(interpreter.path, "venv", [venv]);
  expect(made.code, made.stderr).toBe(0);
  freshPython = join(venv, "bin", "python");
  const installed = await runPythonModule(freshPython, "pip", [
    "install",
    "--disable-pip-version-check",
    `${wheel}[realtime]`,
  ]);
  expect(installed.code, installed.stdout + installed.stderr).toBe(0);
}, 600_000);

describe("the wheel and the sdist", () => {
  it("are named for the npm packages' version", () => {
    expect(wheel).toMatch(new RegExp(`stt_service-${npmVersion.replaceAll(".", "\\.")}-py3-none-any\\.whl$`));
    expect(sdist).toMatch(new RegExp(`stt_service-${npmVersion.replaceAll(".", "\\.")}\\.tar\\.gz$`));
    console.log(`wheel ${statSync(wheel).size} bytes, sdist ${statSync(sdist).size} bytes`);
  });

  it("the wheel holds the package with py.typed and its generated modules, and no tests", async () => {
    const names = await archiveNames(freshPython, wheel);
    expect(names).toContain("stt_service/py.typed");
    expect(names).toContain("stt_service/__init__.py");
    for (const module of ["types", "errors", "operations", "resources", "stream"]) {
      expect(names).toContain(`stt_service/_generated/${module}.py`);
    }
    expect(names.filter((name) => /(^|\/)(tests?|__pycache__)\/|\.pyc$/.test(name))).toEqual([]);
  });

  // hatchling adds the .gitignore it read (a wheel built from the sdist leaves out what it leaves out).
  it("the sdist holds the README, the changelog, pyproject.toml and the sources, and nothing else", async () => {
    const names = await archiveNames(freshPython, sdist);
    const top = `stt_service-${npmVersion}`;
    for (const file of ["README.md", "CHANGELOG.md", "pyproject.toml", "PKG-INFO", "src/stt_service/py.typed"]) {
      expect(names).toContain(`${top}/${file}`);
    }
    const stray = names.filter(
      (name) =>
        !/^[^/]+\/(README\.md|CHANGELOG\.md|pyproject\.toml|PKG-INFO|\.gitignore|src\/stt_service(\/.*)?|src)$/.test(
          name,
        ) && name !== top,
    );
    expect(stray).toEqual([]);
    expect(names.filter((name) => /__pycache__|\.pyc$|\.venv|tests?\//.test(name))).toEqual([]);
  });

  it("installs with its realtime extra in a fresh venv: version and metadata as the npm packages'", async () => {
    const version = await runPythonCode(
      freshPython,
      "import importlib.metadata as m, stt_service; print(m.version('stt-service')); print(stt_service.__file__)",
      [],
    );
    const [installedVersion, location] = version.trim().split("\n");
    expect(installedVersion).toBe(npmVersion);
    // Imported from the fresh venv, not from the repository's sources.
    expect(location).toContain(resolve(freshPython, "..", ".."));
  });
});

describe("the SDK's tour from the installed wheel (packages/python/examples/quickstart.py)", () => {
  let output: string;

  beforeAll(async () => {
    const folder = scratchFolder("quickstart");
    const { path: audio } = writeSpeechLikeWav(4);
    const tour = await runProcess(freshPython, [resolve("packages/python/examples/quickstart.py"), audio], {
      cwd: folder,
      env: mockEnvironment({
        STT_API_KEY: `quickstart-${Date.now()}`,
        STT_BASE_URL: inject("apiBaseUrl"),
        STT_STREAM_URL: inject("streamUrl"),
      }),
      boundMs: 300_000,
    });
    expect(tour.stderr).toBe("");
    expect(tour.code).toBe(0);
    output = tour.stdout;
  }, 300_000);

  const line = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(output)?.[1];

  it("transcribes the audio in a batch, and the stream's final text is the same", () => {
    expect(line("batch status")).toBe("completed");
    expect(line("batch text")).toBe(firstExampleText);
    expect(line("stream text")).toBe(line("batch text"));
    expect(line("async text")).toBe(line("batch text"));
    expect(line("step by step")).toBe("True");
  });

  it("lists, deletes, reads the models and makes a temporary key", () => {
    expect(line("listed")).toBe("True");
    expect(line("async listed")).toBe("True");
    expect(line("models")).toBe("True");
    expect(line("temporary key")).toBe("True");
  });

  it("reads the stream's events as typed objects", () => {
    expect(line("stream events")?.split(", ")).toEqual(expect.arrayContaining(["final", "finished", "close"]));
  });

  it("raises the named kinds with their fields for a missing file, an unknown id and a missing key", () => {
    expect(line("missing file")).toMatch(/^ServiceNotFoundError 404 \S+ True$/);
    expect(line("unknown id")).toMatch(/^ServiceNotFoundError 404 \S+ True$/);
    expect(line("missing path")).toMatch(/^Service\w*Error True$/);
    expect(line("missing key")).toBe("ServiceConfigError True");
  });
});
